// Account rules shared by the app and the functions: what a new profile holds, the consultation sign-up
// transition and where a signed-in user lands. No Firebase here (see docs/conventions.md).
import { localPathOf } from './local-path.ts'
import type { NewUserProfile, UserStatus } from './schemas/user-profile.ts'

/** Sign-up creates a profile with userId, email and firstName from the display name (docs/product.md, Entities). */
export function firstNameFromDisplayName(displayName: string | null | undefined): string {
  return (displayName ?? '').trim().split(/\s+/)[0] ?? ''
}

/** The profile a new account starts with (document id = uid). Never an admin, always onBoard. */
export function newAccountProfile(user: {
  uid: string
  email?: string | null
  displayName?: string | null
}): NewUserProfile {
  return {
    userId: user.uid,
    email: user.email ?? '',
    firstName: firstNameFromDisplayName(user.displayName),
    userStatus: 'onBoard',
    isAdmin: false,
  }
}

/** Saving the profile while onBoard moves it to consultWaitRoom (docs/product.md, States and transitions). */
export function statusAfterCustomerSave(previous: UserStatus): UserStatus {
  return previous === 'onBoard' ? 'consultWaitRoom' : previous
}

export function isConsultationSignUp(before: unknown, after: unknown): boolean {
  return before === 'onBoard' && after === 'consultWaitRoom'
}

/** One alert mail per profile: the mail id is derived from the profile id, so retries never send twice. */
export function consultationAlertMailId(profileId: string): string {
  return `consultation-sign-up-${profileId}`
}

// The original subject read 'Consultaion Sign up'; the typo is fixed where people see it (docs/decisions/0022).
export const consultationAlertSubject = 'Consultation Sign up'

export const adminLandingPath = '/admin-dashboard'
export const userLandingPath = '/user-dashboard'

/**
 * Where to go after sign-in: a same-site path from redirectPath, else the role's dashboard. Anything that is not
 * a plain local path ('//evil.example', 'https://...', '/login' itself) falls back to the dashboard.
 */
export function landingPathAfterSignIn(redirectPath: string | null | undefined, isAdmin: boolean): string {
  const path = localPathOf((redirectPath ?? '').trim())
  if (path && !/^\/login(?:[/?#]|$)/.test(path)) return path
  return isAdmin ? adminLandingPath : userLandingPath
}
