import type { DocumentData, Firestore } from 'firebase-admin/firestore'
import type { CallableRequest } from 'firebase-functions/v2/https'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { NotFoundError } from '../lib/errors.ts'
import { tokenMatches } from './order-token.ts'

export type CallerAuth = Pick<NonNullable<CallableRequest['auth']>, 'uid' | 'token'> | undefined

/** An admin, the signed-in owner, or the holder of the order's token (guests, from the confirmation mail). */
export function canAccessOrder(data: DocumentData, auth: CallerAuth, token: string | undefined): boolean {
  if (auth?.token['admin'] === true) return true
  // A guest order holds an e-mail in userId; no account owns it, whatever its uid (same rule as firestore.rules).
  const owner = data['userId']
  if (auth && typeof owner === 'string' && !owner.includes('@') && owner === auth.uid) return true
  if (token === undefined) return false
  // The confirmation mail's token, or one issued with a later mail about the order (an order moved, ...).
  const later: unknown[] = Array.isArray(data['laterAccessTokenHashes']) ? data['laterAccessTokenHashes'] : []
  return [data['accessTokenHash'], ...later].some((hash) => tokenMatches(token, hash))
}

// One message for "no such order" and "not yours", so ids cannot be probed.
export const orderNotFoundMessage =
  'We could not find this order. Use the link in your confirmation e-mail, or sign in.'

export async function loadAccessibleOrder(
  db: Firestore,
  orderId: string,
  auth: CallerAuth,
  token: string | undefined,
): Promise<{ order: Order; data: DocumentData }> {
  const data = (await orders.doc(db, orderId).get()).data()
  if (!data || !canAccessOrder(data, auth, token)) throw new NotFoundError(orderNotFoundMessage)
  // The shared schema leaves the token hash out of what callers send back.
  return { order: orderSchema.parse(data), data }
}
