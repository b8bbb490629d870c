import { Outlet } from 'react-router'

// /customer-profile/:userProfileId? frames its child pages: the profile form (index), consultation notes and
// customer payments (back-office).
export function Component() {
  return <Outlet />
}
