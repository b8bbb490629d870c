import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore'
import type { Auth } from 'firebase-admin/auth'
import { z } from 'zod'
import { orderSearchKeys } from '../../../src/shared/orders/order-search-keys.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import {
  chefPackages,
  consultationNotes,
  formResponses,
  mail,
  menus,
  orders,
  passwordResetRequests,
  payments,
  testimonialReviews,
  testimonials,
  userProfiles,
} from '../data/collections.ts'
import { resetRequestId } from './password-reset.ts'
import { consultationAlertMailId } from '../../../src/shared/accounts.ts'

// "Download my data" and "Delete my account" (docs/product.md, Account settings; the deletion is recorded in
// docs/decisions/0066-account-deletion-keeps-anonymous-orders.md). Both read and write with the Admin SDK and find
// the customer only by the caller's own uid and, once the account has proved it owns its address, that e-mail
// (docs/decisions/0083-orders-join-an-account-through-a-verified-e-mail.md): anyone can sign up with a stranger's
// address, so an unverified one links nothing.

export interface AccountOwner {
  uid: string
  /** The account's e-mail from the ID token; null for an account without one. */
  email: string | null
  /** The same e-mail when the token says it is verified, else null: the only e-mail records are found by. */
  verifiedEmail: string | null
}

/** The caller as the account functions see them, from their ID token. */
export function accountOwnerOf(
  token: { email?: string; email_verified?: boolean },
  uid: string,
): AccountOwner {
  const email = typeof token.email === 'string' && token.email !== '' ? token.email : null
  return { uid, email, verifiedEmail: email !== null && token.email_verified === true ? email : null }
}

/** Reads of several queries, each document once (an order found by uid and by e-mail counts once). */
async function uniqueDocs<T>(
  queries: Query<T>[],
): Promise<Map<string, { ref: DocumentReference<T>; data: T }>> {
  const found = new Map<string, { ref: DocumentReference<T>; data: T }>()
  for (const snapshot of await Promise.all(queries.map((query) => query.get()))) {
    for (const doc of snapshot.docs) found.set(doc.ref.path, { ref: doc.ref, data: doc.data() })
  }
  return found
}

function ordersOf(db: Firestore, owner: AccountOwner) {
  const queries = [orders.collection(db).where('userId', '==', owner.uid)]
  // A guest order placed with the account's verified address before signing up is the customer's too.
  if (owner.verifiedEmail)
    queries.push(orders.collection(db).where('customer_email', '==', owner.verifiedEmail))
  return uniqueDocs(queries)
}

function paymentsOf(db: Firestore, owner: AccountOwner) {
  const queries = [payments.collection(db).where('userId', '==', owner.uid)]
  if (owner.verifiedEmail)
    queries.push(payments.collection(db).where('customer_email', '==', owner.verifiedEmail))
  return uniqueDocs(queries)
}

function formResponsesOf(db: Firestore, owner: AccountOwner) {
  return uniqueDocs([formResponses.collection(db).where('userId', '==', owner.uid)])
}

/** The order as the customer's own order page shows it: server-only fields (token hashes, holds) left out. */
function exportedOrder(order: Order): Record<string, unknown> {
  return z.parse(orderSchema, order) as Record<string, unknown>
}

export async function exportMyData(db: Firestore, owner: AccountOwner, now = Date.now()) {
  const [profile, orderDocs, responseDocs, paymentDocs] = await Promise.all([
    userProfiles.doc(db, owner.uid).get(),
    ordersOf(db, owner),
    formResponsesOf(db, owner),
    paymentsOf(db, owner),
  ])
  const newestFirst = (a: { createdStamp?: number }, b: { createdStamp?: number }) =>
    (b.createdStamp ?? 0) - (a.createdStamp ?? 0)
  return {
    exportedAt: new Date(now).toISOString(),
    profile: (profile.data() as Record<string, unknown> | undefined) ?? null,
    // Staff-only internal notes live in a subcollection of each order and are never read here.
    orders: [...orderDocs.values()]
      .map(({ data }) => data)
      .sort(newestFirst)
      .map(exportedOrder),
    formResponses: [...responseDocs.values()]
      .map(({ data }) => data as Record<string, unknown>)
      .sort(newestFirst),
    payments: [...paymentDocs.values()].map(({ data }) => data as Record<string, unknown>).sort(newestFirst),
  }
}

/**
 * What an order keeps once its customer deleted their account: what was ordered, when, for how much and its state
 * (the business's books); the fields naming or reaching the person go. The number stays its only search key.
 */
export function anonymisedOrderFields(order: Order, uid: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    userId: '',
    customer_email: '',
    orderNotes: '',
    dietary: FieldValue.delete(),
    searchKeys: orderSearchKeys({ orderNumber: order.orderNumber, customer_email: '' }),
    // Nobody can be reminded any more; no guest link opens the order.
    remindersOff: true,
    accessTokenHash: FieldValue.delete(),
    laterAccessTokenHashes: FieldValue.delete(),
    // Entries written by the system or a guest carry no uid: they are kept as they are, never given `undefined`.
    history: order.history.map(({ uid: by, ...entry }) =>
      by === undefined || by === uid ? entry : { ...entry, uid: by },
    ),
    refunds: order.refunds.map(({ uid: by, ...refund }) =>
      by === undefined || by === uid ? refund : { ...refund, uid: by },
    ),
  }
  if (order.fulfilment) {
    fields['fulfilment.name'] = ''
    fields['fulfilment.phone'] = ''
    fields['fulfilment.notes'] = ''
    fields['fulfilment.address'] = FieldValue.delete()
  }
  return fields
}

type Write = (batch: FirebaseFirestore.WriteBatch) => void

/**
 * Commits the writes in one batch, so they land together or not at all. Only an account with more than 500 records
 * (Firestore's limit for one batch) is committed in several, each whole; a retry then finishes the rest.
 */
async function commitTogether(db: Firestore, writes: Write[]) {
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch()
    for (const write of writes.slice(start, start + 500)) write(batch)
    await batch.commit()
  }
}

function idsStartingWith(collection: Query, prefix: string): Query {
  return collection
    .where(FieldPath.documentId(), '>=', prefix)
    .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`)
}

/**
 * Deletes the account. Everything is read first and written in one batch: orders and payments anonymised, every
 * other record about the customer deleted, the profile last of all. Only then is the sign-in revoked and deleted, so
 * a failure anywhere before leaves the account as it was (nothing half-deleted) and able to sign in and ask again;
 * a failure deleting the sign-in is finished by asking again, every step being idempotent.
 */
export async function deleteMyAccount(db: Firestore, auth: Auth, owner: AccountOwner): Promise<number> {
  const { uid, verifiedEmail } = owner
  const byEmail = (query: (address: string) => Query): Query[] =>
    verifiedEmail ? [query(verifiedEmail)] : []
  const [orderDocs, paymentDocs] = await Promise.all([ordersOf(db, owner), paymentsOf(db, owner)])
  const [toDelete, memberships] = await Promise.all([
    uniqueDocs([
      formResponses.rawCollection(db).where('userId', '==', uid),
      ...byEmail((address) => formResponses.rawCollection(db).where('userEmail', '==', address)),
      consultationNotes.rawCollection(db).where('userProfileId', '==', uid),
      consultationNotes.rawCollection(db).where('profileUserId', '==', uid),
      ...byEmail((address) => mail.rawCollection(db).where('to', 'array-contains', address)),
      ...byEmail((address) => testimonialReviews.rawCollection(db).where('email', '==', address)),
      ...byEmail((address) => testimonials.rawCollection(db).where('email', '==', address)),
      // The business's own mails about the customer (order mails to the owner name them): ids start with the order's.
      ...[...orderDocs.values()].map(({ ref }) =>
        idsStartingWith(mail.rawCollection(db), `order-${ref.id}-`),
      ),
      ...[...orderDocs.values()].map(({ ref }) =>
        idsStartingWith(mail.rawCollection(db), `order-confirmation-${ref.id}`),
      ),
    ]),
    // Menus and private packages prepared for the customer keep their other guests.
    uniqueDocs([
      menus.rawCollection(db).where('addedUsers', 'array-contains', uid),
      chefPackages.rawCollection(db).where('addedUsers', 'array-contains', uid),
    ]),
  ])

  const writes: Write[] = [
    // 1. Orders and payments stay for the books, without personal data.
    ...[...orderDocs.values()].map(
      ({ ref, data }): Write =>
        (batch) =>
          batch.update(ref, anonymisedOrderFields(data, uid)),
    ),
    ...[...paymentDocs.values()].map(
      ({ ref }): Write =>
        (batch) =>
          batch.update(ref, { userId: '', customer_email: '' }),
    ),
    // 2. Everything else about the customer goes.
    ...[...toDelete.values()].map(
      ({ ref }): Write =>
        (batch) =>
          batch.delete(ref),
    ),
    (batch) => batch.delete(mail.rawCollection(db).doc(consultationAlertMailId(uid))),
    ...[...memberships.values()].map(
      ({ ref }): Write =>
        (batch) =>
          batch.update(ref, { addedUsers: FieldValue.arrayRemove(uid) }),
    ),
    ...(owner.email
      ? [
          (batch: FirebaseFirestore.WriteBatch) =>
            batch.delete(passwordResetRequests.rawCollection(db).doc(resetRequestId(owner.email!))),
        ]
      : []),
    // 3. The profile, in the same batch: it goes only if everything above went.
    (batch) => batch.delete(userProfiles.rawCollection(db).doc(uid)),
  ]
  await commitTogether(db, writes)

  // 4. The sign-in itself.
  const ignoreGone = (error: unknown) => {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error
  }
  await auth.revokeRefreshTokens(uid).catch(ignoreGone)
  await auth.deleteUser(uid).catch(ignoreGone)
  return orderDocs.size
}

/** The typed confirmation must be the account's e-mail (compared as e-mail addresses are: case-insensitive). */
export function confirmsAccount(typed: string, email: string | null): boolean {
  return email !== null && typed.trim().toLowerCase() === email.trim().toLowerCase()
}
