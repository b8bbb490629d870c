import { userProfiles } from './data/user-profiles.ts'
import { refreshSessionClaims, type SessionUser } from './session.ts'

// The check registered with session.ts (registerProfileCheck, from src/app/start.tsx): a signed-in user needs a
// profile (docs/product.md, Roles). It sees when the profile's isAdmin and the token's `admin` claim disagree (an
// admin just granted or removed the role; a function mirrors it into the claim) and fetches a fresh token.

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
