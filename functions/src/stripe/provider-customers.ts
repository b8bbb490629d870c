import { createHash } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import type Stripe from 'stripe'
import { z } from 'zod'
import { paymentCustomers } from '../data/collections.ts'

// The payment provider's customer of an e-mail address, made once and reused: a deposit's checkout saves the card
// to it, and the balance is charged to that card. The idempotency key makes two checkouts opened at the same moment
// get the same customer; the stored record makes every later checkout reuse it.

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex')

export async function providerCustomerFor(
  db: Firestore,
  stripe: Pick<Stripe, 'customers'>,
  email: string,
): Promise<string> {
  const key = keyOf(email)
  const ref = paymentCustomers.doc(db, key)
  const known = (await ref.get()).data()
  if (known) return known.providerCustomerId
  const customer = await stripe.customers.create(
    // An address the provider cannot mail (a bracketed IP) is left off; the card is saved all the same.
    {
      ...(z.email().safeParse(email.trim()).success ? { email: email.trim() } : {}),
      metadata: { app: 'saffron-table' },
    },
    { idempotencyKey: `customer-${key}` },
  )
  // Whoever stores first wins; the other made the same customer through the same key.
  await ref.set(paymentCustomers.draft({ providerCustomerId: customer.id }, Date.now()), { merge: true })
  return customer.id
}
