import { createMemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '../lib/session.ts'
import { optionalUser } from '../lib/route-user.ts'
import { decideAccess, loginRedirect, needsSignedInUser } from './guards.ts'
import type { CatalogRoute, RouteFlags, RouteModuleKey } from './route-catalog.ts'
import { toRouteObject } from './router.tsx'

const session = vi.hoisted(() => ({
  current: { user: null } as Session,
  hasProfile: true,
  endSession: vi.fn(async () => {}),
}))

vi.mock('../lib/session.ts', () => ({
  getSession: async () => session.current,
  userHasProfile: async () => session.hasProfile,
  endSession: session.endSession,
}))

const guest: Session = { user: null }
const customer: Session = { user: { uid: 'u1', email: 'c@example.com', isAdmin: false } }
const admin: Session = { user: { uid: 'a1', email: 'a@example.com', isAdmin: true } }

const publicFlags: RouteFlags = { public: true }
const userFlags: RouteFlags = { user: true }
const adminFlags: RouteFlags = { admin: true }
const intakeFlags: RouteFlags = { admin: true, publicPost: true }

describe('decideAccess', () => {
  it.each([
    ['public GET, guest', publicFlags, guest, 'GET'],
    ['public POST, guest', publicFlags, guest, 'POST'],
    ['user route, customer', userFlags, customer, 'GET'],
    ['user route, admin', userFlags, admin, 'GET'],
    ['admin route, admin', adminFlags, admin, 'POST'],
    ['publicPost POST, guest', intakeFlags, guest, 'POST'],
    ['publicPost post (lower case), guest', intakeFlags, guest, 'post'],
    ['publicPost POST, customer', intakeFlags, customer, 'POST'],
  ])('allows %s', (_label, flags, who, method) => {
    expect(decideAccess(flags, who, method, '/x')).toEqual({ kind: 'allow' })
  })

  it('sends a guest to login with the path and its query string', () => {
    expect(decideAccess(userFlags, guest, 'GET', '/order-management?page=2&sort=new')).toEqual({
      kind: 'redirect',
      to: '/login?redirectPath=%2Forder-management%3Fpage%3D2%26sort%3Dnew',
    })
    expect(
      new URLSearchParams(loginRedirect('/a?b=1&c=2').split('?').slice(1).join('?')).get('redirectPath'),
    ).toBe('/a?b=1&c=2')
  })

  // Who is sent where: a guest to login (with the path), a signed-in customer off admin routes to their dashboard;
  // of a publicPost route only POST is open to guests.
  it.each`
    flags                               | who         | method      | path                     | to
    ${adminFlags}                       | ${guest}    | ${'GET'}    | ${'/admin-dashboard'}    | ${'/login?redirectPath=%2Fadmin-dashboard'}
    ${adminFlags}                       | ${customer} | ${'GET'}    | ${'/forms-list'}         | ${'/user-dashboard'}
    ${adminFlags}                       | ${customer} | ${'POST'}   | ${'/forms-list'}         | ${'/user-dashboard'}
    ${intakeFlags}                      | ${guest}    | ${'GET'}    | ${'/testimonial-review'} | ${'/login?redirectPath=%2Ftestimonial-review'}
    ${intakeFlags}                      | ${customer} | ${'GET'}    | ${'/testimonial-review'} | ${'/user-dashboard'}
    ${{ user: true, publicPost: true }} | ${guest}    | ${'DELETE'} | ${'/x'}                  | ${'/login?redirectPath=%2Fx'}
  `('sends $method $path to $to', ({ flags, who, method, path, to }) => {
    expect(decideAccess(flags, who, method, path)).toEqual({ kind: 'redirect', to })
  })

  it('treats a route without an access flag as signed-in only', () => {
    expect(decideAccess({}, guest, 'GET', '/x').kind).toBe('redirect')
    expect(decideAccess({}, customer, 'GET', '/x')).toEqual({ kind: 'allow' })
    expect(needsSignedInUser({}, 'GET')).toBe(true)
  })
})

describe('guard middleware on every route', () => {
  const loader = vi.fn(() => 'loaded')
  const action = vi.fn(() => 'acted')
  // The profile layout only frames its child; every other route has a loader and an action.
  const load = async (key: RouteModuleKey) =>
    key === 'customerProfileLayout' ? { Component: () => null } : { loader, action, Component: () => null }

  function makeRouter(initial: string) {
    const catalog: CatalogRoute[] = [
      { path: 'login', title: 'Login', flags: publicFlags, module: 'login' },
      { path: 'user-dashboard', title: 'User Dashboard', flags: userFlags, module: 'userDashboard' },
      { path: 'user-page', title: 'User Page', flags: userFlags, module: 'settings' },
      { path: 'admin-page', title: 'Admin', flags: adminFlags, module: 'formsList' },
      { path: 'intake', title: 'Intake', flags: intakeFlags, module: 'testimonialReview' },
      {
        path: 'profile/:id?',
        title: 'Profile',
        flags: userFlags,
        module: 'customerProfileLayout',
        children: [{ path: 'notes', title: 'Notes', flags: adminFlags, module: 'consultationNotes' }],
      },
    ]
    const children = catalog.map((route) => toRouteObject(route, load))
    return createMemoryRouter([{ path: '/', children }], { initialEntries: [initial] })
  }

  async function settle(router: ReturnType<typeof makeRouter>) {
    await vi.waitFor(() =>
      expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    )
  }

  beforeEach(() => {
    loader.mockClear()
    action.mockClear()
    session.endSession.mockClear()
    session.current = guest
    session.hasProfile = true
  })

  it('redirects a guest before the loader runs, also on first load', async () => {
    const router = makeRouter('/user-page?tab=2')
    await settle(router)
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirectPath=%2Fuser-page%3Ftab%3D2')
    // Only the login route's loader ran.
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('lets a signed-in customer in and keeps them out of admin routes', async () => {
    session.current = customer
    const router = makeRouter('/user-page')
    await settle(router)
    expect(router.state.location.pathname).toBe('/user-page')
    await router.navigate('/admin-page')
    await settle(router)
    expect(router.state.location.pathname).toBe('/user-dashboard')
  })

  it('leaves the user it let in to the loaders, which read no session of their own', async () => {
    session.current = customer
    const router = makeRouter('/user-page')
    await settle(router)
    const [args] = loader.mock.lastCall as unknown as [{ context: unknown }]
    // Signed out since: the loader of this navigation still sees the user the guard checked.
    session.current = guest
    expect(await optionalUser(args.context)).toEqual(customer.user)
  })

  it('guards nested admin children below a user parent', async () => {
    session.current = customer
    const router = makeRouter('/profile/abc/notes')
    await settle(router)
    expect(router.state.location.pathname).toBe('/user-dashboard')
    session.current = admin
    await router.navigate('/profile/abc/notes')
    await settle(router)
    expect(router.state.location.pathname).toBe('/profile/abc/notes')
  })

  it('runs a guest POST to a publicPost route but not a guest GET', async () => {
    const router = makeRouter('/login')
    await settle(router)
    loader.mockClear()
    const formData = new FormData()
    formData.set('name', 'Ann')
    await router.fetch('intake-fetcher', '0', '/intake', { formMethod: 'post', formData })
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    await router.navigate('/intake')
    await settle(router)
    expect(router.state.location.pathname).toBe('/login')
  })

  it('refuses a guest POST to a signed-in route without running its action', async () => {
    const router = makeRouter('/login')
    await settle(router)
    const formData = new FormData()
    await router.navigate('/user-page', { formMethod: 'post', formData })
    await settle(router)
    expect(action).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('signs out a signed-in user whose profile check fails and sends them to login', async () => {
    session.current = customer
    session.hasProfile = false
    const router = makeRouter('/user-page')
    await settle(router)
    expect(session.endSession).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirectPath')).toBe('/user-page')
    expect(new URLSearchParams(router.state.location.search).get('error')).toBe('app/no-profile')
  })
})
