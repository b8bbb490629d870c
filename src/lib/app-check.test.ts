import type { FirebaseApp } from 'firebase/app'
import { describe, expect, it, vi } from 'vitest'
import { startAppCheck } from './app-check.ts'

const app = { name: 'test' } as FirebaseApp

function fakeAppCheck() {
  const initializeAppCheck = vi.fn()
  const ReCaptchaEnterpriseProvider = vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey
  })
  const load = vi.fn(async () => ({ initializeAppCheck, ReCaptchaEnterpriseProvider }) as never)
  return { initializeAppCheck, load }
}

describe('startAppCheck', () => {
  it('loads nothing without a site key (the local stack and the tests)', async () => {
    const { load } = fakeAppCheck()
    await startAppCheck(app, '', load)
    expect(load).not.toHaveBeenCalled()
  })

  it('starts App Check once with the reCAPTCHA Enterprise provider and token refresh when a key is set', async () => {
    const { initializeAppCheck, load } = fakeAppCheck()
    await startAppCheck(app, 'site-key-1', load)
    await startAppCheck(app, 'site-key-1', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(initializeAppCheck).toHaveBeenCalledTimes(1)
    expect(initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: 'site-key-1' }),
      isTokenAutoRefreshEnabled: true,
    })
  })
})
