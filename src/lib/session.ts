import type { Auth, User } from 'firebase/auth'
import { firebaseAuth } from './firebase.ts'

// The Auth SDK is already loaded once firebaseAuth() resolves; these imports reuse that chunk.
const authSdk = () => import('firebase/auth')

export interface SessionUser {
  uid: string
  email: string | null
  /** Whether the account has proved it owns `email`; records are linked to it by e-mail only then. */
  emailVerified?: boolean
  isAdmin: boolean
}

export interface Session {
  user: SessionUser | null
}

/** Auth codes after which the session cannot be used any more: the user is signed out. */
export const sessionEndingCodes: ReadonlySet<string> = new Set([
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/invalid-user-token',
])

// Cache keyed on the Auth user object: a sign-in or sign-out swaps the object, and the token listener below
// clears the cache when claims may have changed (token refresh after the admin claim is set or removed).
let cached: { user: User | null; session: Promise<Session> } | undefined
let listening = false

async function listen(auth: Auth): Promise<void> {
  if (listening) return
  listening = true
  const { onIdTokenChanged } = await authSdk()
  onIdTokenChanged(auth, () => {
    cached = undefined
  })
}

async function buildSession(user: User | null): Promise<Session> {
  if (!user) return { user: null }
  let isAdmin = false
  try {
    const token = await user.getIdTokenResult()
    // A Cloud Function mirrors userProfiles.isAdmin into this custom claim (functions/src/accounts/profiles.ts);
    // security rules and functions read the same claim.
    isAdmin = token.claims['admin'] === true
  } catch (error) {
    const code = (error as { code?: string } | null)?.code
    if (code && sessionEndingCodes.has(code)) {
      // A disabled user or an expired / invalid token signs the user out (the guards then send them to login).
      // Not an application error, so no console.error.
      cached = undefined
      const { signOut } = await authSdk()
      await signOut(await firebaseAuth()).catch(() => undefined)
      return { user: null }
    }
    // Without a readable token the user keeps customer rights only; the next token change retries.
    console.error('session: could not read the ID token claims', { code })
    cached = undefined
  }
  return { user: { uid: user.uid, email: user.email, emailVerified: user.emailVerified, isAdmin } }
}

/** The signed-in user (or null) once Firebase Auth has restored its persisted state. */
export async function getSession(): Promise<Session> {
  const auth = await firebaseAuth()
  await auth.authStateReady()
  await listen(auth)
  const current = auth.currentUser
  if (cached && cached.user === current) return cached.session
  const session = buildSession(current)
  cached = { user: current, session }
  return session
}

/** Signs out of Firebase Auth; the next getSession() sees no user. Errors reach the caller. */
export async function endSession(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([firebaseAuth(), authSdk()])
  cached = undefined
  await signOut(auth)
  cached = undefined
}

/**
 * Calls back whenever the signed-in user or their token changes (sign-in, sign-out, claim refresh). Subscribes
 * once Auth has loaded; the returned function unsubscribes, also when called before that.
 */
export function onSessionChange(callback: (uid: string | null) => void): () => void {
  let unsubscribe: (() => void) | undefined
  let cancelled = false
  Promise.all([firebaseAuth(), authSdk()])
    .then(([auth, { onIdTokenChanged }]) => {
      if (!cancelled) unsubscribe = onIdTokenChanged(auth, (user) => callback(user?.uid ?? null))
    })
    .catch((error: unknown) => {
      console.error('session: could not follow sign-in changes', { name: (error as Error | null)?.name })
    })
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

/**
 * A signed-in user with no profile is signed out and sent to login. The check that looks the profile up
 * (src/lib/profile-check.ts) is registered at start-up (src/app/start.tsx), so its code loads only with the first
 * guarded page; while none is registered, every signed-in user passes.
 */
export type ProfileCheck = (user: SessionUser) => Promise<boolean>

let profileCheck: ProfileCheck | undefined

export function registerProfileCheck(check: ProfileCheck | undefined): void {
  profileCheck = check
}

/** True when no check is registered yet, else what the registered check says. */
export async function userHasProfile(user: SessionUser): Promise<boolean> {
  return profileCheck ? profileCheck(user) : true
}

/**
 * Fetches a fresh ID token, so claims changed on the server (the `admin` claim mirrored from the profile) reach
 * the app; the token listener then clears the cached session and the root layout revalidates.
 */
export async function refreshSessionClaims(): Promise<void> {
  const auth = await firebaseAuth()
  await auth.currentUser?.getIdToken(true)
}
