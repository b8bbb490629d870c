import type { Order, OrderRefund } from '../schemas/order.ts'

// What was paid for an order and how much of it can still be given back, in integer cents. Shared by the refund
// functions (which enforce it) and the order page (which offers it).

type MoneyFacts = Pick<Order, 'paidCents' | 'refundedCents' | 'refunds' | 'checkoutSession'>

/** What the customer paid: the stored figure, or for an order paid before it was stored, the paid session's. */
export function paidCentsOf(order: MoneyFacts): number {
  if (order.paidCents !== undefined) return order.paidCents
  const session = order.checkoutSession
  const paid =
    session?.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  return paid ? (session.amount_total ?? 0) : 0
}

/** What of one refund the provider has: all of a sent refund, the parts already sent of a split one. */
export function sentRefundCents(refund: OrderRefund): number {
  if (refund.status === 'sent') return refund.amountCents
  return (refund.parts ?? [])
    .filter((part) => part.providerRefundId !== undefined)
    .reduce((sum, part) => sum + part.amountCents, 0)
}

/**
 * What one refund gives back or is about to: all of it unless the provider refused it, and of a refused refund
 * split across two payments the part that was sent before the refusal.
 */
export function committedCentsOf(refund: OrderRefund): number {
  return refund.status === 'failed' ? sentRefundCents(refund) : refund.amountCents
}

/**
 * What is already given back or on its way: refunds asked for that the provider did not refuse, or what the
 * provider reports as refunded if that is more (a refund made in its dashboard).
 */
export function committedRefundCents(order: MoneyFacts): number {
  const asked = order.refunds.reduce((sum, refund) => sum + committedCentsOf(refund), 0)
  return Math.max(asked, order.refundedCents)
}

/** What may still be refunded. */
export function refundableCents(order: MoneyFacts): number {
  return Math.max(0, paidCentsOf(order) - committedRefundCents(order))
}
