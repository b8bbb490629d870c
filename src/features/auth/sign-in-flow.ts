import type { User } from 'firebase/auth'
import { redirect } from 'react-router'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { resetProfileChecks } from '../../lib/profile-check.ts'
import { endSession, getSession } from '../../lib/session.ts'
import { landingPathAfterSignIn } from '../../shared/accounts.ts'
import { failed, type ActionFailure } from '../../shared/action-result.ts'
import { appAuthCodes, authErrorCode, authErrorView } from './auth-errors.ts'

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

/**
 * An auth code as the form's failure: the message by its field (e-mail or password) or for the whole form, with
 * what was typed (never the password) kept.
 */
export function authFailure(code: string, values: Record<string, string>): ActionFailure {
  const view = authErrorView(code)
  return view.field === 'form'
    ? failed({ formError: view.message }, values)
    : failed({ fieldErrors: { [view.field]: view.message } }, values)
}

export function formText(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * Runs a sign-in or sign-up, waits for the profile (created on the server for new accounts), then redirects to
 * redirectPath or the role's dashboard. Any failure signs out what was half done and answers the form with the
 * reason, keeping `values` (what was typed, without the password).
 */
export async function signInAndRedirect(
  kind: AuthKind,
  values: Record<string, string> & { redirectPath: string },
  signIn: () => Promise<User>,
): Promise<Response | ActionFailure> {
  let user: User
  try {
    user = await signIn()
  } catch (error) {
    const code = authErrorCode(error)
    // Expected (wrong password, taken e-mail, ...): shown to the user; logged without personal data.
    console.warn(`auth: ${kind} failed`, { code })
    return authFailure(code, values)
  }
  resetProfileChecks()
  if (!(await waitForProfile(user.uid))) {
    console.warn('auth: no profile after sign-in', { kind })
    try {
      await endSession()
    } catch (error) {
      console.error('auth: sign-out after a missing profile failed', { code: authErrorCode(error) })
    }
    return authFailure(appAuthCodes.profileTimeout, values)
  }
  const session = await getSession()
  return redirect(landingPathAfterSignIn(values.redirectPath, session.user?.isAdmin === true))
}
