import type { Order, OrderItemChange } from '../schemas/order.ts'
import { listingState, orderStateLabels, orderStatesOf, type StoredOrderStates } from './order-state.ts'
import { paidCentsOf } from './refund-amounts.ts'

// When the business may change a paid order's items and quantities, and the payment a change may still be waiting
// for. Shared by the server (which enforces it) and the order page (which offers the change).

/** Paid and made by the kitchen, not yet completed: neither unpaid, cancelled, refunded nor completed. */
export function itemChangesRefusal(
  order: StoredOrderStates &
    Pick<Order, 'checkoutSession' | 'paidCents' | 'refundedCents' | 'refunds' | 'itemChanges'>,
): string | null {
  // Paid, some of it still kept, and not yet completed or cancelled: the kitchen's progress otherwise does not matter.
  const states = orderStatesOf(order)
  const open = states.fulfilment !== 'completed' && states.fulfilment !== 'cancelled'
  const paid = (states.payment === 'paid' || states.payment === 'partiallyRefunded') && paidCentsOf(order) > 0
  if (!open || !paid) {
    return `The items of an order that is ${orderStateLabels[listingState(states)].toLowerCase()} cannot be changed.`
  }
  const waiting = waitingItemPayment(order)
  if (waiting) {
    return 'The customer has not yet paid for the last change: change the items again once that payment arrives.'
  }
  return null
}

/** The last change's payment while the customer has not made it. */
export function waitingItemPayment(
  order: Pick<Order, 'itemChanges'>,
): (OrderItemChange & { payment: NonNullable<OrderItemChange['payment']> }) | null {
  const last = order.itemChanges.at(-1)
  return last?.payment?.status === 'waiting' ? { ...last, payment: last.payment } : null
}
