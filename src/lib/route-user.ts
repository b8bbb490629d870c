import { createContext, redirect } from 'react-router'
import { loginPath } from '../app/route-catalog.ts'
import { fromContext, viewerOf } from './render-context.ts'
import type { SessionUser } from './session.ts'

// How loaders and actions learn who is signed in. The guard (src/app/guards.ts) reads the session for every route
// that needs a signed-in user and leaves the user here, so a route never reads the session itself.

/** The user the guard found for this request; null where no guard read the session (public routes, unit tests). */
export const guardedUserContext = createContext<{ user: SessionUser } | null>(null)

/** `/login?redirectPath=/order-review?x=1` with the path (and its query string) carried through. */
export function loginRedirect(pathWithSearch: string): string {
  return `${loginPath}?${new URLSearchParams({ redirectPath: pathWithSearch }).toString()}`
}

export interface UserLookupArgs {
  context: unknown
  request: Request
}

/**
 * The signed-in user, or null for a guest: the guard's user when it ran, else the visitor as the render context
 * knows them (the session in the browser, always a guest on the server).
 */
export async function optionalUser(context: unknown): Promise<SessionUser | null> {
  const guarded = fromContext(context, guardedUserContext)
  return guarded ? guarded.user : viewerOf(context)
}

/** The signed-in user; without one, the same redirect to login (and back to this page) the guard answers with. */
export async function requireUser({ context, request }: UserLookupArgs): Promise<SessionUser> {
  const user = await optionalUser(context)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(loginRedirect(url.pathname + url.search))
}
