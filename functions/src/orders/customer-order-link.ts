import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import type { Order } from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { orderStatusUrl } from './confirmation-mail.ts'
import { hashOrderToken, newOrderToken } from './order-token.ts'

/**
 * The link a mail gives a customer to open their order. A guest's carries a token of its own (its hash joins the
 * order's), so each mail's link opens the order by itself; a signed-in customer's is the plain order page.
 */
export async function customerOrderLink(db: Firestore, order: Order, origin: string): Promise<string> {
  if (!order.userId.includes('@')) return orderStatusUrl(origin, order.id, null)
  const token = newOrderToken()
  await orders
    .doc(db, order.id)
    .update({ laterAccessTokenHashes: FieldValue.arrayUnion(hashOrderToken(token)) })
  return orderStatusUrl(origin, order.id, token)
}
