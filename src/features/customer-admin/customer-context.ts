import { redirect, type Params } from 'react-router'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { requireUser, type UserLookupArgs } from '../../lib/route-user.ts'
import type { SessionUser } from '../../lib/session.ts'
import type { UserProfile } from '../../shared/schemas/user-profile.ts'
import { notFound } from '../../lib/not-found.ts'

export interface CustomerSummary {
  id: string
  userId: string
  name: string
  email: string
}

export function summarize(profile: UserProfile): CustomerSummary {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ')
  return { id: profile.id, userId: profile.userId || profile.id, name, email: profile.email }
}

export function customerLabel(customer: CustomerSummary): string {
  return customer.name || customer.email || customer.id
}

/**
 * The profile a customer-admin child page is about (/customer-profile/{id}/...), and who is looking. Without an id
 * a signed-in user means their own profile (the profile id is the auth uid).
 */
export async function loadCustomer(
  args: UserLookupArgs & { params: Params },
): Promise<{ customer: CustomerSummary; viewer: SessionUser }> {
  const user = await requireUser(args)
  const id = args.params['userProfileId'] ?? user.uid
  if (!user.isAdmin && id !== user.uid) throw redirect('/user-dashboard')
  const profile = await userProfiles.get(id)
  if (!profile) throw notFound(`There is no customer profile with id "${id}".`)
  return { customer: summarize(profile), viewer: user }
}
