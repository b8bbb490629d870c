import type { User } from 'firebase/auth'
import { env } from '../../env.ts'
import { firebaseAuth } from '../../lib/firebase.ts'

/** A Google identity picked in the local emulator's chooser (never used in production). */
export interface EmulatorGoogleIdentity {
  email: string
  name: string
}

export const demoGoogleIdentities: readonly EmulatorGoogleIdentity[] = [
  { email: 'gianna.rossi@google-demo.test', name: 'Gianna Rossi' },
  { email: 'theo.okafor@google-demo.test', name: 'Theo Okafor' },
]

/** A stable Google subject id for an e-mail, so the same identity signs in to the same emulator account. */
export function emulatorSubject(email: string): string {
  return `emulator-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`
}

/**
 * Google sign-in. Production: the popup (with the popup resolver passed here, not at start-up; see
 * docs/decisions/0013). Local emulator: the popup cannot load Google's scripts offline, so the chooser's identity
 * is signed in with an unsigned credential that only the Auth emulator accepts (docs/decisions/0026).
 */
export async function signInWithGoogle(identity: EmulatorGoogleIdentity | null): Promise<User> {
  const auth = await firebaseAuth()
  const { GoogleAuthProvider, browserPopupRedirectResolver, signInWithCredential, signInWithPopup } =
    await import('firebase/auth')
  if (env.VITE_USE_EMULATORS) {
    if (!identity)
      throw Object.assign(new Error('No emulator identity picked'), { code: 'auth/popup-closed-by-user' })
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({
        sub: emulatorSubject(identity.email),
        email: identity.email,
        email_verified: true,
        name: identity.name,
      }),
    )
    return (await signInWithCredential(auth, credential)).user
  }
  return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user
}
