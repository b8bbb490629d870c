import { redirect, type MiddlewareFunction } from 'react-router'
import { guardedUserContext, loginRedirect } from '../lib/route-user.ts'
import { endSession, getSession, userHasProfile, type Session } from '../lib/session.ts'
import { defaultUserRoute, type RouteFlags } from './route-catalog.ts'

export { loginRedirect }

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string }
/** `?error=` code the login page shows as "your account has no profile" (src/features/auth/auth-errors.ts). */
export const noProfileErrorCode = 'app/no-profile'

/** True when this request needs a signed-in user: not a public route and not a guest POST to a publicPost one. */
export function needsSignedInUser(flags: RouteFlags, method: string): boolean {
  if (flags.public) return false
  if (flags.publicPost && method.toUpperCase() === 'POST') return false
  return true
}

/**
 * Who may open a route. Public routes and POSTs to publicPost routes are open; everything else needs a signed-in
 * user (else login with redirectPath); admin routes send everyone else who is signed in to /user-dashboard.
 * A route with no access flag at all is treated as signed-in only, so forgetting a flag never opens a page.
 */
export function decideAccess(
  flags: RouteFlags,
  session: Session,
  method: string,
  pathWithSearch: string,
): AccessDecision {
  if (!needsSignedInUser(flags, method)) return { kind: 'allow' }
  if (!session.user) return { kind: 'redirect', to: loginRedirect(pathWithSearch) }
  if (flags.admin && !session.user.isAdmin) return { kind: 'redirect', to: defaultUserRoute }
  return { kind: 'allow' }
}

/**
 * Runs before the route's (and its children's) loaders and actions: React Router client middleware. The user it
 * lets in is left in the router context, where loaders and actions take it with requireUser (src/lib/route-user.ts).
 */
export function guardMiddleware(flags: RouteFlags): MiddlewareFunction {
  return async ({ request, context }) => {
    if (!needsSignedInUser(flags, request.method)) return
    const url = new URL(request.url)
    const path = url.pathname + url.search
    const session = await getSession()
    if (session.user && !(await userHasProfile(session.user))) {
      // A signed-in user with no profile is signed out and sent to login.
      try {
        await endSession()
      } catch (error) {
        console.error('guard: sign-out of a user without a profile failed', {
          code: (error as { code?: string } | null)?.code,
        })
      }
      // The login page explains why (src/features/auth/auth-errors.ts).
      throw redirect(`${loginRedirect(path)}&${new URLSearchParams({ error: noProfileErrorCode })}`)
    }
    const decision = decideAccess(flags, session, request.method, path)
    if (decision.kind === 'redirect') throw redirect(decision.to)
    if (session.user) context.set(guardedUserContext, { user: session.user })
  }
}
