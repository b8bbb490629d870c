import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { firebase } from '../lib/firebase.ts'
import { registerProfileCheck } from '../lib/session.ts'
import { AppProviders } from './app-providers.tsx'
import { routes } from './route-table.tsx'

export function start(container: HTMLElement): void {
  // Initialise Firebase (and hand Firestore to the data layer) before any loader runs.
  firebase()
  // Spec 4/6: a signed-in user without a profile is signed out and sent to login (src/app/guards.ts). Only guarded
  // pages ask, so the check's code loads with the first of them.
  registerProfileCheck(async (user) => (await import('../lib/profile-check.ts')).checkProfile(user))
  const router = createBrowserRouter(routes)
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
