import type { User } from 'firebase/auth'
import { redirect } from 'react-router-dom'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { resetProfileChecks } from '../../lib/profile-check.ts'
import { endSession, getSession } from '../../lib/session.ts'
import { landingPathAfterSignIn } from '../../shared/accounts.ts'
import { appAuthCodes, authErrorCode } from './auth-errors.ts'

export type AuthKind = 'login' | 'signup'

/** How long a new account may take to get its profile from the sign-up trigger (createProfileOnSignUp). */
export const profileWaitMs = 20_000

/** Polls until the profile exists (true) or the time is up (false). */
export async function waitForProfile(
  uid: string,
  timeoutMs = profileWaitMs,
  everyMs = 400,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await userProfiles.get(uid)) return true
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** `/login?...` that shows why the action failed (login failures land on #loginError). */
export function failurePath(kind: AuthKind, code: string, redirectPath: string): string {
  const params = new URLSearchParams()
  if (kind === 'signup') params.set('action', 'signup')
  if (redirectPath) params.set('redirectPath', redirectPath)
  params.set('error', code)
  return `/login?${params.toString()}${kind === 'login' ? '#loginError' : ''}`
}

export function formText(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * Runs a sign-in or sign-up, waits for the profile (created on the server for new accounts), then redirects to
 * redirectPath or the role's dashboard. Any failure signs out what was half done and returns to the form with
 * the reason.
 */
export async function signInAndRedirect(
  kind: AuthKind,
  redirectPath: string,
  signIn: () => Promise<User>,
): Promise<Response> {
  let user: User
  try {
    user = await signIn()
  } catch (error) {
    const code = authErrorCode(error)
    // Expected (wrong password, taken e-mail, ...): shown to the user; logged without personal data.
    console.warn(`auth: ${kind} failed`, { code })
    return redirect(failurePath(kind, code, redirectPath))
  }
  resetProfileChecks()
  if (!(await waitForProfile(user.uid))) {
    console.warn('auth: no profile after sign-in', { kind })
    try {
      await endSession()
    } catch (error) {
      console.error('auth: sign-out after a missing profile failed', { code: authErrorCode(error) })
    }
    return redirect(failurePath(kind, appAuthCodes.profileTimeout, redirectPath))
  }
  const session = await getSession()
  return redirect(landingPathAfterSignIn(redirectPath, session.user?.isAdmin === true))
}
