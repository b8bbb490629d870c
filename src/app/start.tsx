import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { firebase } from '../lib/firebase.ts'
import { registerProfileCheck } from '../lib/session.ts'
import { AppProviders } from './app-providers.tsx'
import { loadRouteModules, routes } from './router.tsx'

export function start(container: HTMLElement): void {
  // Initialise Firebase (and hand Firestore to the data layer) before any loader runs.
  firebase()
  // A signed-in user without a profile is signed out and sent to login (src/app/guards.ts). Only guarded pages
  // ask, so the check's code loads with the first of them.
  registerProfileCheck(async (user) => (await import('../lib/profile-check.ts')).checkProfile(user))
  const router = createBrowserRouter(routes)
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
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
