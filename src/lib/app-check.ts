import type { FirebaseApp } from 'firebase/app'
import type { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check'

interface AppCheckModule {
  initializeAppCheck: typeof initializeAppCheck
  ReCaptchaEnterpriseProvider: typeof ReCaptchaEnterpriseProvider
}

let started: Promise<void> | undefined

/**
 * Starts Firebase App Check with the reCAPTCHA Enterprise provider when a site key is configured, so that calls to
 * the functions carry an App Check token (the public callables refuse calls without one when the project turns
 * enforcement on). Without a site key (locally, in tests) nothing is loaded. Called with the Functions SDK, never on
 * the landing page's first load (docs/decisions/0060-app-check-can-be-switched-on.md).
 */
export function startAppCheck(
  app: FirebaseApp,
  siteKey: string,
  load: () => Promise<AppCheckModule> = () => import('firebase/app-check'),
): Promise<void> {
  if (!siteKey) return Promise.resolve()
  started ??= load().then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    })
  })
  // A failed chunk load (offline) is tried again on the next call.
  started.catch(() => {
    started = undefined
  })
  return started
}
