import type { Firestore } from 'firebase-admin/firestore'
import { orders, payments } from '../data/collections.ts'
import type { AccountOwner } from './my-account.ts'

// Orders placed as a guest join an account only through the account's verified e-mail
// (docs/decisions/0083-orders-join-an-account-through-a-verified-e-mail.md): once the owner of the address has
// proved it, its guest orders and their payments are given the account's uid, and from then on they are the
// account's like any other (order history, dashboard, reorder, the rules). An unverified address links nothing.

/** Whether an order's `userId` is a guest's e-mail, and that e-mail is the given one (compared without case). */
export function isGuestOrderOf(userId: string, email: string): boolean {
  return userId.includes('@') && userId.trim().toLowerCase() === email.trim().toLowerCase()
}

/** Links the caller's guest orders to their account; answers how many were linked (0 for an unverified e-mail). */
export async function linkGuestOrders(db: Firestore, owner: AccountOwner): Promise<number> {
  const email = owner.verifiedEmail
  if (!email) return 0
  // The exact address, and any spelling of it in another case (orders carry the lower-cased address as a key).
  const [exact, anyCase] = await Promise.all([
    orders.collection(db).where('userId', '==', email).get(),
    orders.collection(db).where('searchKeys', 'array-contains', email.trim().toLowerCase()).get(),
  ])
  const found = new Map([...exact.docs, ...anyCase.docs].map((doc) => [doc.ref.path, doc]))
  const guestOrders = [...found.values()].filter((doc) => isGuestOrderOf(doc.data().userId, email))
  if (guestOrders.length === 0) return 0
  const paymentDocs = await Promise.all(
    guestOrders.map((doc) => payments.collection(db).where('orderId', '==', doc.id).get()),
  )
  const batch = db.batch()
  for (const doc of guestOrders) batch.update(doc.ref, { userId: owner.uid })
  for (const snapshot of paymentDocs) {
    for (const payment of snapshot.docs) {
      if (isGuestOrderOf(payment.data().userId, email)) batch.update(payment.ref, { userId: owner.uid })
    }
  }
  await batch.commit()
  return guestOrders.length
}
