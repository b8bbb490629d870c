import type { DocumentReference } from 'firebase-admin/firestore'
import { adminAuth, adminDb, eventually } from '../support/admin.ts'
import { uniqueEmail } from '../support/auth-emulator.ts'

/** A customer account a spec made for itself: signed in with the form, so the demo accounts' sessions stay alone. */
export interface FreshCustomer {
  uid: string
  email: string
  password: string
  profile: DocumentReference
}

const made: string[] = []

/**
 * Makes a customer with its own e-mail and the profile the sign-up trigger writes, then sets `profile` on it
 * (by default a first name and Ready To Order). Call `removeFreshCustomers` in the spec's `afterAll`.
 */
export async function freshCustomer(
  prefix: string,
  profile: Record<string, unknown> = { firstName: 'Robin', userStatus: 'readyToOrder' },
  password = 'secret-123',
): Promise<FreshCustomer> {
  const email = uniqueEmail(prefix)
  const { uid } = await adminAuth().createUser({ email, password })
  made.push(uid)
  const reference = adminDb().collection('userProfiles').doc(uid)
  // The sign-up trigger creates the profile; the answers below come after it.
  await eventually(`profile ${uid}`, async () => ((await reference.get()).exists ? true : undefined))
  await reference.update(profile)
  return { uid, email, password, profile: reference }
}

/** Deletes the accounts and profiles `freshCustomer` made in this worker; one already gone is no error. */
export async function removeFreshCustomers() {
  for (const uid of made.splice(0)) {
    await adminDb().collection('userProfiles').doc(uid).delete()
    await adminAuth()
      .deleteUser(uid)
      .catch(() => undefined)
  }
}
