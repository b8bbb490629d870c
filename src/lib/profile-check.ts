import { userProfiles } from './data/user-profiles.ts'
import { firebaseAuth } from './firebase.ts'
import { refreshSessionClaims, type SessionUser } from './session.ts'

// The check registered with session.ts (registerProfileCheck, from src/app/start.tsx): a signed-in user needs a
// profile (docs/product.md, Roles). It sees when the profile's isAdmin and the token's `admin` claim disagree (an
// admin just granted or removed the role; a function mirrors it into the claim) and fetches a fresh token. And once
// the account's e-mail has changed through its verification link, the profile's stored e-mail (which the admin's
// user search and the back-office read) follows the token's verified one; firestore.rules accept no other.

const confirmedFor = 60_000
const refreshEvery = 15_000
const confirmed = new Map<string, number>()
const lastRefresh = new Map<string, number>()

export async function checkProfile(user: SessionUser, now = Date.now()): Promise<boolean> {
  const confirmedAt = confirmed.get(user.uid)
  if (confirmedAt !== undefined && now - confirmedAt < confirmedFor) return true
  const profile = await userProfiles.get(user.uid)
  if (!profile) {
    confirmed.delete(user.uid)
    return false
  }
  await followVerifiedEmail(user.uid, profile.email)
  if (profile.isAdmin !== user.isAdmin) {
    // Not confirmed: the next navigation looks again until the claim has caught up.
    const last = lastRefresh.get(user.uid) ?? 0
    if (now - last >= refreshEvery) {
      lastRefresh.set(user.uid, now)
      await refreshSessionClaims()
    }
    return true
  }
  confirmed.set(user.uid, now)
  return true
}

/** Forget earlier answers (after sign-in or sign-out, and in tests). */
export function resetProfileChecks(): void {
  confirmed.clear()
  lastRefresh.clear()
}

/**
 * Stores the e-mail of the signed-in user's ID token (read locally) on their profile, with its search key, when the
 * token says it is verified and the profile holds another. A failure leaves the profile as it was.
 */
async function followVerifiedEmail(uid: string, stored: string): Promise<void> {
  try {
    const claims = (await (await firebaseAuth()).currentUser?.getIdTokenResult())?.claims
    const email = claims?.['email']
    if (claims?.['email_verified'] !== true || typeof email !== 'string' || email === stored) return
    await userProfiles.update(uid, { email })
  } catch (error) {
    console.error('profile check: the profile e-mail could not follow the account', {
      collection: 'userProfiles',
      id: uid,
      code: (error as { code?: string } | null)?.code,
    })
  }
}
