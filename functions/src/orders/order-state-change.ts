import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import {
  checkTransition,
  legacyStatusCode,
  orderStateOf,
  type OrderActor,
  type OrderState,
} from '../../../src/shared/orders/order-state.ts'
import { orderSchema, type Order, type OrderHistoryEntry } from '../../../src/shared/schemas/order.ts'
import { fulfilmentDays, orders } from '../data/collections.ts'
import { dayWithout } from '../fulfilment/check-choice.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'

// Every change of an order's state goes through here: the shared state machine says whether the person (or the
// system) may make it, the history gets who, when and why, statusCode follows (the original app's 1/2/3, see
// docs/decisions/0057), and a cancelled order gives its places on the calendar back, all in one transaction.

type StoredOrder = Parameters<typeof orderStateOf>[0] & Pick<Order, 'id'>

/** The fields that move an order from `from` to `to`, with the history entry that says so. */
export function stateChangeFields(
  from: OrderState,
  to: OrderState,
  entry: Pick<OrderHistoryEntry, 'by' | 'at'> & { uid?: string | undefined; reason?: string | undefined },
) {
  const recorded: OrderHistoryEntry = {
    from,
    to,
    by: entry.by,
    at: entry.at,
    ...(entry.uid ? { uid: entry.uid } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
  }
  return {
    state: to,
    statusCode: legacyStatusCode(to),
    history: FieldValue.arrayUnion(recorded),
  }
}

/** What a successful payment does to the order's state: awaiting payment becomes paid; anything else stays. */
export function paymentStateChange(order: StoredOrder, now: number) {
  const from = orderStateOf(order)
  if (from === 'awaitingPayment') return stateChangeFields(from, 'paid', { by: 'system', at: now })
  if (from === 'cancelled') {
    // The customer paid a session that was still open when the order was cancelled: the money must go back.
    logger.error('payment received for a cancelled order: it needs a refund', { orderId: order.id })
  }
  return {}
}

export interface StateChangeRequest {
  orderId: string
  to: OrderState
  actor: OrderActor
  uid?: string | undefined
  reason?: string | undefined
}

/** Applies one state change in a transaction; refuses (PreconditionError, in words) what the machine does not allow. */
export async function changeOrderState(db: Firestore, request: StateChangeRequest): Promise<Order> {
  const ref = orders.doc(db, request.orderId)
  await db.runTransaction(async (transaction) => {
    const order = (await transaction.get(ref)).data()
    if (!order) throw new NotFoundError('Order not found.')
    const from = orderStateOf(order)
    const check = checkTransition(from, request.to, request.actor, order.fulfilment?.method)
    if (!check.ok) throw new PreconditionError(check.message)
    if (request.actor === 'customer' && request.to === 'cancelled' && from !== 'awaitingPayment') {
      // Cancelling a paid order means a refund; until customers can get one online, the business does it.
      throw new PreconditionError('A paid order cannot be cancelled online yet. Please contact us to cancel it.')
    }
    const hold = order.placeHold
    const releases = request.to === 'cancelled' && hold !== undefined && hold.state !== 'released'
    const dayRef = releases ? fulfilmentDays.doc(db, hold.date) : null
    const day = dayRef ? (await transaction.get(dayRef)).data() : undefined
    const now = Date.now()
    transaction.update(
      ref,
      orders.patch(
        {
          ...stateChangeFields(from, request.to, {
            by: request.actor,
            at: now,
            uid: request.uid,
            reason: request.reason,
          }),
          ...(releases ? { placeHold: { ...hold, state: 'released' as const } } : {}),
        },
        now,
      ),
    )
    if (releases && dayRef && day) {
      const counted = dayWithout(day, hold)
      transaction.set(dayRef, { id: counted.date, ...counted })
    }
  })
  const fresh = (await ref.get()).data()
  if (!fresh) throw new NotFoundError('Order not found.')
  return orderSchema.parse(fresh)
}
