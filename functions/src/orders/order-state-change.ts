import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import {
  checkTransition,
  orderStatesOf,
  paymentAfterEvent,
  type FulfilmentState,
  type OrderActor,
  type PaymentEvent,
  type StoredOrderStates,
  unpaidStates,
} from '../../../src/shared/orders/order-state.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { fulfilmentDays, orders } from '../data/collections.ts'
import { dayWithout } from '../fulfilment/check-choice.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'
import { balanceBeingCharged, customerCancelTerms } from '../../../src/shared/orders/customer-cancellation.ts'
import { loadSchedule } from './place-order.ts'
import { refundRecord } from './refunds.ts'
import { changePromotionHold } from './promotions.ts'
import { historyEntry, stateChangeFields, stateFields } from './order-history.ts'

// Every change of an order's fulfilment state goes through here: the shared state machine says whether the person
// (or the system) may make it, the history gets who, when and why, statusCode follows (the original app's 1/2/3, see
// docs/decisions/0057), and a cancelled order gives its places on the calendar back, all in one transaction. The
// payment state changes only with the payment provider's news and with refunds (docs/decisions/0092).

type StoredOrder = StoredOrderStates & Pick<Order, 'id'>

/**
 * What a payment event does to the order's payment state (money received makes an unpaid order paid, a failure
 * marks it failed); the kitchen's progress never changes with it.
 */
export function paymentStateChange(order: StoredOrder, event: PaymentEvent, now: number) {
  const from = orderStatesOf(order)
  const payment = paymentAfterEvent(from.payment, event)
  if (event === 'paid' && payment === 'paid' && from.fulfilment === 'cancelled') {
    // The customer paid a session that was still open when the order was cancelled: onOrderUpdated refunds it.
    logger.warn('payment received for a cancelled order: it is refunded', { orderId: order.id })
  }
  return stateChangeFields(from, { ...from, payment }, { by: 'system', at: now })
}

export interface StateChangeRequest {
  orderId: string
  to: FulfilmentState
  actor: OrderActor
  uid?: string | undefined
  reason?: string | undefined
}

/** The refund id of a customer's own cancellation: an order is cancelled once, so it is refunded this way once. */
export const cancellationRefundId = 'cancellation'

/**
 * Applies one state change in a transaction; refuses (PreconditionError, in words) what the machine does not allow.
 * A customer cancelling a paid order is held to the cut-off and gets the refund the cancellation policy allows (an
 * event's, its terms), recorded in the same transaction (refunds.ts sends it). Cancelling an order with a payment
 * plan stops its balance in the same write. Returns the order and the refund to send, if any.
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
    const from = orderStatesOf(order)
    const check = checkTransition(from, request.to, request.actor, order.fulfilment?.method)
    if (!check.ok) throw new PreconditionError(check.message)
    const now = Date.now()
    const plan = order.paymentPlan
    // The balance run has claimed the charge: the cancellation waits until it is paid or declined.
    if (request.to === 'cancelled' && plan?.balanceState === 'charging') {
      throw new PreconditionError(balanceBeingCharged)
    }
    const stopsBalance =
      request.to === 'cancelled' && plan !== undefined && !['paid', 'cancelled'].includes(plan.balanceState)
    let refund: ReturnType<typeof refundRecord> | null = null
    if (request.actor === 'customer' && request.to === 'cancelled' && !unpaidStates.includes(from.payment)) {
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
    const change = historyEntry(from.fulfilment, request.to, {
      by: request.actor,
      at: now,
      uid: request.uid,
      reason: request.reason,
    })
    const to = { fulfilment: request.to, payment: refund?.payment ?? from.payment }
    transaction.update(
      ref,
      orders.patch(
        {
          ...(refund ? refund.fields : {}),
          ...(refund?.history ? stateFields(to, change, refund.history) : stateFields(to, change)),
          ...(releases ? { placeHold: { ...hold, state: 'released' as const } } : {}),
          ...(promotionHold ? { promotionHold } : {}),
          // The balance run skips a cancelled balance.
          ...(stopsBalance ? { paymentPlan: { ...plan, balanceState: 'cancelled' as const } } : {}),
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
