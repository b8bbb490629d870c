import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import {
  checkTransition,
  orderStateOf,
  type OrderActor,
  type OrderState,
} from '../../../src/shared/orders/order-state.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { fulfilmentDays, orders } from '../data/collections.ts'
import { dayWithout } from '../fulfilment/check-choice.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'
import { customerCancelTerms } from '../../../src/shared/orders/customer-cancellation.ts'
import { loadSchedule } from './place-order.ts'
import { refundRecord } from './refunds.ts'
import { changePromotionHold } from './promotions.ts'
import { historyEntry, stateChangeFields, stateFields } from './order-history.ts'

// Every change of an order's state goes through here: the shared state machine says whether the person (or the
// system) may make it, the history gets who, when and why, statusCode follows (the original app's 1/2/3, see
// docs/decisions/0057), and a cancelled order gives its places on the calendar back, all in one transaction.

type StoredOrder = Parameters<typeof orderStateOf>[0] & Pick<Order, 'id'>

/** What a successful payment does to the order's state: awaiting payment becomes paid; anything else stays. */
export function paymentStateChange(order: StoredOrder, now: number) {
  const from = orderStateOf(order)
  if (from === 'awaitingPayment') return stateChangeFields(from, 'paid', { by: 'system', at: now })
  if (from === 'cancelled') {
    // The customer paid a session that was still open when the order was cancelled: onOrderUpdated refunds it.
    logger.warn('payment received for a cancelled order: it is refunded', { orderId: order.id })
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

/** The refund id of a customer's own cancellation: an order is cancelled once, so it is refunded this way once. */
export const cancellationRefundId = 'cancellation'

/**
 * Applies one state change in a transaction; refuses (PreconditionError, in words) what the machine does not allow.
 * A customer cancelling a paid order is held to the cut-off and gets the refund the cancellation policy allows,
 * recorded in the same transaction (refunds.ts sends it). Returns the order and the refund to send, if any.
 */
export async function changeOrderState(
  db: Firestore,
  request: StateChangeRequest,
): Promise<{ order: Order; refundId: string | null }> {
  const ref = orders.doc(db, request.orderId)
  const schedule =
    request.actor === 'customer' && request.to === 'cancelled' ? await loadSchedule(db) : undefined
  const refundId = await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data()
    if (!stored) throw new NotFoundError('Order not found.')
    const order = orderSchema.parse(stored)
    const from = orderStateOf(order)
    const check = checkTransition(from, request.to, request.actor, order.fulfilment?.method)
    if (!check.ok) throw new PreconditionError(check.message)
    const now = Date.now()
    let refund: ReturnType<typeof refundRecord> | null = null
    if (request.actor === 'customer' && request.to === 'cancelled' && from !== 'awaitingPayment') {
      const terms = customerCancelTerms(order, schedule, now)
      if (!terms.allowed) throw new PreconditionError(terms.message)
      if (terms.refundCents > 0) {
        refund = refundRecord(
          order,
          {
            id: cancellationRefundId,
            amountCents: terms.refundCents,
            reason: 'Cancelled by the customer',
            by: 'customer',
            uid: request.uid,
          },
          now,
          'cancelled',
        )
      }
    }
    const hold = stored.placeHold
    const releases = request.to === 'cancelled' && hold !== undefined && hold.state !== 'released'
    const dayRef = releases ? fulfilmentDays.doc(db, hold.date) : null
    const day = dayRef ? (await transaction.get(dayRef)).data() : undefined
    // A redemption still held belongs to an unpaid order: cancelling it gives the redemption back to the code.
    const promotionHold =
      request.to === 'cancelled'
        ? changePromotionHold(db, transaction, stored.promotionHold, 'release')
        : null
    const change = historyEntry(from, request.to, {
      by: request.actor,
      at: now,
      uid: request.uid,
      reason: request.reason,
    })
    transaction.update(
      ref,
      orders.patch(
        {
          ...(refund ? refund.fields : {}),
          ...(refund?.history ? stateFields(change, refund.history) : stateFields(change)),
          ...(releases ? { placeHold: { ...hold, state: 'released' as const } } : {}),
          ...(promotionHold ? { promotionHold } : {}),
        },
        now,
      ),
    )
    if (releases && dayRef && day) {
      const counted = dayWithout(day, hold)
      transaction.set(dayRef, { id: counted.date, ...counted })
    }
    return refund ? cancellationRefundId : null
  })
  const fresh = (await ref.get()).data()
  if (!fresh) throw new NotFoundError('Order not found.')
  return { order: orderSchema.parse(fresh), refundId }
}
