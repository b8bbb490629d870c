// Auth codes (docs/product.md, Errors and failures) -> what the user reads and its field. Pure: the login page
// reads the code from its URL (`?error=...`) after a failed action redirected back to it.

export type AuthErrorField = 'email' | 'password' | 'form'

export interface AuthErrorView {
  field: AuthErrorField
  message: string
}

// App codes (not Firebase's) for failures around the account rather than the sign-in itself.
export const appAuthCodes = {
  noProfile: 'app/no-profile',
  profileTimeout: 'app/profile-timeout',
  sessionEnded: 'app/session-ended',
} as const

const wrongCredentials: AuthErrorView = {
  field: 'form',
  message: 'The e-mail or password is not right. Check both and try again.',
}

const views: Record<string, AuthErrorView> = {
  'auth/email-already-in-use': {
    field: 'email',
    message: 'An account with this e-mail already exists. Log in instead, or reset your password.',
  },
  'auth/invalid-email': { field: 'email', message: 'Enter a valid e-mail address, like name@example.com.' },
  'auth/missing-email': { field: 'email', message: 'Enter your e-mail address.' },
  // Firebase reports a wrong e-mail/password pair under either code.
  'auth/invalid-credential': wrongCredentials,
  'auth/invalid-login-credentials': wrongCredentials,
  'auth/wrong-password': { field: 'password', message: 'The password is not right. Try again or reset it.' },
  'auth/missing-password': { field: 'password', message: 'Enter your password.' },
  'auth/user-not-found': {
    field: 'email',
    message: 'There is no account with this e-mail. Sign up instead?',
  },
  'auth/account-exists-with-different-credential': {
    field: 'form',
    message:
      'An account with this e-mail already exists with another sign-in method. Log in with your password.',
  },
  'auth/user-disabled': {
    field: 'form',
    message: 'This account has been disabled. Please contact us if you think this is a mistake.',
  },
  'auth/too-many-requests': {
    field: 'form',
    message: 'Too many attempts. Please wait a few minutes, or reset your password.',
  },
  'auth/weak-password': { field: 'password', message: 'Use a password of at least 6 characters.' },
  'auth/password-does-not-meet-requirements': {
    field: 'password',
    message: 'This password does not meet the requirements. Use at least 6 characters.',
  },
  'auth/invalid-action-code': {
    field: 'form',
    message: 'This link is not valid or was already used. Ask for a new password reset e-mail.',
  },
  'auth/expired-action-code': {
    field: 'form',
    message: 'This link has expired. Ask for a new password reset e-mail.',
  },
  'auth/network-request-failed': {
    field: 'form',
    message: 'We could not reach the sign-in service. Check your connection and try again.',
  },
  'auth/multi-factor-auth-required': {
    field: 'form',
    message:
      'This account needs a second sign-in step, which this site does not support yet. Please contact us.',
  },
  'auth/unauthorized-domain': {
    field: 'form',
    message: 'Sign-in is not allowed from this web address. Please use the official site.',
  },
  'auth/popup-blocked': {
    field: 'form',
    message: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  },
  'auth/popup-closed-by-user': {
    field: 'form',
    message: 'The Google sign-in window was closed before signing in finished.',
  },
  'auth/cancelled-popup-request': {
    field: 'form',
    message: 'Google sign-in was cancelled because another sign-in window opened.',
  },
  'auth/web-storage-unsupported': {
    field: 'form',
    message: 'Your browser blocks the storage sign-in needs. Enable cookies and site data, then try again.',
  },
  'auth/internal-error': { field: 'form', message: 'The sign-in service had a problem. Please try again.' },
  'auth/invalid-api-key': {
    field: 'form',
    message: 'Sign-in is misconfigured on our side. Please try again later.',
  },
  'auth/auth-domain-config-required': {
    field: 'form',
    message: 'Sign-in is misconfigured on our side. Please try again later.',
  },
  'auth/login-blocked': { field: 'form', message: 'Sign-in was blocked. Please contact us.' },
  'auth/invalid-user-token': {
    field: 'form',
    message: 'Your session is no longer valid. Please log in again.',
  },
  'auth/user-token-expired': { field: 'form', message: 'Your session has expired. Please log in again.' },
  'auth/tenant-id-mismatch': {
    field: 'form',
    message: 'This account belongs to another sign-in setup. Please contact us.',
  },
  [appAuthCodes.noProfile]: {
    field: 'form',
    message: 'Your account has no profile yet, so you were signed out. Please sign up again or contact us.',
  },
  [appAuthCodes.profileTimeout]: {
    field: 'form',
    message: 'Your account was created, but its profile is not ready yet. Please log in again in a moment.',
  },
  [appAuthCodes.sessionEnded]: { field: 'form', message: 'Your session ended. Please log in again.' },
}

const fallback: AuthErrorView = {
  field: 'form',
  message: 'Something went wrong while signing in. Please try again.',
}

/** The code of anything thrown by Firebase Auth (or our own app codes), else 'unknown'. */
export function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.length > 0 ? code : 'unknown'
}

/** The message and field for an auth error code; unknown codes get a generic message, never the raw code. */
export function authErrorView(code: string | null | undefined): AuthErrorView {
  return (code && views[code]) || fallback
}

export const knownAuthErrorCodes: readonly string[] = Object.keys(views)
