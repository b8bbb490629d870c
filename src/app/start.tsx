import { startTransition, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from './react-dom-client.ts'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { firebase } from '../lib/firebase.ts'
import { registerProfileCheck } from '../lib/session.ts'
import { AppProviders } from './app-providers.tsx'
import { readHydrationData } from './hydration-data.ts'
import { loadRouteModules, routes } from './router.tsx'

/** A server-rendered page's routes must be loaded before hydrating, or the router would load them again. */
async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}

/**
 * Marks <html data-hydrated> once the app has taken the page over, for tools that must not act on it earlier, and
 * tells the entry script (which then sends a form the visitor submitted before and taps the control they tapped,
 * src/app/page-start.ts).
 */
function HydratedMark({ onTakenOver }: { onTakenOver?: (() => void) | undefined }) {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
    onTakenOver?.()
  }, [onTakenOver])
  return null
}

export async function start(container: HTMLElement, onTakenOver?: () => void): Promise<void> {
  // Initialise Firebase (and hand Firestore to the data layer) before any loader runs.
  firebase()
  // A signed-in user without a profile is signed out and sent to login (src/app/guards.ts). Only guarded pages
  // ask, so the check's code loads with the first of them.
  registerProfileCheck(async (user) => (await import('../lib/profile-check.ts')).checkProfile(user))
  const hydrationData = readHydrationData(document)
  if (hydrationData) await loadMatchedRoutes(window.location.pathname)
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <HydratedMark onTakenOver={onTakenOver} />
      </AppProviders>
    </StrictMode>
  )
  if (hydrationData) {
    // In a transition React hydrates in slices, yielding to the browser between them, so a long page does not block
    // input (or count as blocking time) while it is taken over.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.error('start: the server-rendered page did not hydrate cleanly', error),
      })
    })
  } else {
    createRoot(container).render(app)
  }
  // The other routes' module map (src/app/route-modules.ts) arrives once the first page is up, so the first
  // navigation does not wait for it. A failure here is retried by that navigation.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
  whenIdle(() => {
    loadRouteModules().catch((error: unknown) => {
      console.warn('start: the route module map could not be prefetched', {
        name: (error as Error | null)?.name,
      })
    })
  })
}
