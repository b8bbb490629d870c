import { RouterContextProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from './session.ts'

const session = vi.hoisted(() => ({ user: null as SessionUser | null, reads: 0 }))
vi.mock('./session.ts', () => ({
  getSession: async () => {
    session.reads += 1
    return { user: session.user }
  },
}))

const { guardedUserContext, optionalUser, requireUser } = await import('./route-user.ts')
const { viewerContext } = await import('./render-context.ts')

const customer: SessionUser = { uid: 'u1', email: 'c@example.test', isAdmin: false }
const request = new Request('http://localhost/settings?tab=mail')

function guarded(user: SessionUser): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(guardedUserContext, { user })
  return context
}

describe('the signed-in user of a loader or action', () => {
  beforeEach(() => {
    session.user = null
    session.reads = 0
  })

  it('is the user the guard let in, without reading the session again', async () => {
    expect(await requireUser({ context: guarded(customer), request })).toBe(customer)
    expect(await optionalUser(guarded(customer))).toBe(customer)
    expect(session.reads).toBe(0)
  })

  it('falls back to the session where no guard ran (public routes, direct calls)', async () => {
    session.user = customer
    expect(await requireUser({ context: new RouterContextProvider(), request })).toEqual(customer)
    expect(await optionalUser({})).toEqual(customer)
    expect(session.reads).toBe(2)
  })

  it('is a guest on the server render, whose viewer is always anonymous', async () => {
    session.user = customer
    const context = new RouterContextProvider()
    context.set(viewerContext, async () => null)
    expect(await optionalUser(context)).toBeNull()
  })

  it('sends a guest to login and back to the page they asked for, as the guard does', async () => {
    const thrown = await requireUser({ context: {}, request }).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location') ?? '', 'http://localhost')
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('redirectPath')).toBe('/settings?tab=mail')
  })
})
