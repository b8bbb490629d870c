import type { Order, OrderRefundPart } from '../schemas/order.ts'
import { committedCentsOf, paidCentsOf, refundableCents, sentRefundCents } from './refund-amounts.ts'

// An order with a payment plan is paid in two provider payments: the deposit on Checkout, then the balance (the
// saved card, or a payment page). A refund of such an order is split across them, the balance's first (the most
// recent money goes back first), each part at most what is left on its payment as far as the order knows, so the
// provider has no reason to refuse a part for being too large. An order paid once has no split: its refunds go to
// the Checkout's payment, as always.

type SplitFacts = Pick<
  Order,
  'paidCents' | 'refundedCents' | 'refunds' | 'checkoutSession' | 'paymentPlan' | 'refundedCentsByPayment'
>

export type PaymentPart = 'balance' | 'deposit'

/** One provider payment of an order and what it charged. */
export interface OrderPayment {
  part: PaymentPart
  paymentIntentId: string
  chargedCents: number
}

/** A payment with what the order's refunds (or the provider's own figure, if more) already took from it. */
export interface PaymentLeft {
  paymentIntentId: string
  chargedCents: number
  takenCents: number
}

/**
 * The payments of an order paid in two, the balance's first; empty while it is paid once (no plan, or the balance
 * not paid). The deposit charged what its Checkout Session did; the balance the rest of what was paid.
 */
export function paymentsOf(order: SplitFacts): OrderPayment[] {
  const plan = order.paymentPlan
  const deposit = order.checkoutSession?.payment_intent
  const balance = plan?.balanceState === 'paid' ? plan.balancePaymentIntentId : undefined
  if (!plan || !deposit || !balance || balance === deposit) return []
  const paid = paidCentsOf(order)
  const depositCharged = Math.min(paid, order.checkoutSession?.amount_total ?? plan.depositCents)
  return [
    { part: 'balance', paymentIntentId: balance, chargedCents: paid - depositCharged },
    { part: 'deposit', paymentIntentId: deposit, chargedCents: depositCharged },
  ]
}

const add = (totals: Record<string, number>, key: string | null | undefined, cents: number) => {
  if (key && cents > 0) totals[key] = (totals[key] ?? 0) + cents
}

/**
 * What the order's refunds take from each payment: each part of a split refund from its payment (of a refused
 * refund only the parts that were sent), a refund without parts from the Checkout's payment (where it was sent).
 * `count` says how much of a refund (or part) counts: all that is committed, or only what was sent.
 */
function byPayment(order: SplitFacts, count: 'committed' | 'sent'): Record<string, number> {
  const totals: Record<string, number> = {}
  for (const refund of order.refunds) {
    if (refund.parts) {
      for (const part of refund.parts) {
        const counts =
          part.providerRefundId !== undefined || (count === 'committed' && refund.status !== 'failed')
        if (counts) add(totals, part.paymentIntentId, part.amountCents)
      }
    } else {
      const cents = count === 'committed' ? committedCentsOf(refund) : sentRefundCents(refund)
      add(totals, order.checkoutSession?.payment_intent, cents)
    }
  }
  return totals
}

/** What the order's own refunds already sent to each payment (the provider has them). */
export const sentByPayment = (order: SplitFacts) => byPayment(order, 'sent')

/**
 * What the provider reports each payment has given back. An order whose figures predate them (only
 * `refundedCents`) had every refund on its Checkout's payment, the only one found then.
 */
export function providerRefundedByPayment(
  order: Pick<Order, 'refundedCents' | 'checkoutSession' | 'refundedCentsByPayment'>,
): Record<string, number> {
  if (order.refundedCentsByPayment) return { ...order.refundedCentsByPayment }
  const checkout = order.checkoutSession?.payment_intent
  return checkout && order.refundedCents > 0 ? { [checkout]: order.refundedCents } : {}
}

/** Each payment of an order paid in two with what is already taken from it, the balance's first. */
export function paymentsLeft(order: SplitFacts): PaymentLeft[] {
  const ours = byPayment(order, 'committed')
  const provider = providerRefundedByPayment(order)
  return paymentsOf(order).map(({ paymentIntentId, chargedCents }) => ({
    paymentIntentId,
    chargedCents,
    takenCents: Math.max(ours[paymentIntentId] ?? 0, provider[paymentIntentId] ?? 0),
  }))
}

const leftOn = (payment: PaymentLeft) => Math.max(0, payment.chargedCents - payment.takenCents)

/** What can still be refunded across the payments. */
export const splitLeftCents = (payments: PaymentLeft[]) =>
  payments.reduce((sum, payment) => sum + leftOn(payment), 0)

/**
 * The parts a refund of `amountCents` is sent in: from each payment in order, at most what is left on it, until the
 * amount is covered. Null when the payments do not hold that much.
 */
export function splitRefund(
  payments: PaymentLeft[],
  amountCents: number,
): Array<Pick<OrderRefundPart, 'paymentIntentId' | 'amountCents'>> | null {
  const parts: Array<Pick<OrderRefundPart, 'paymentIntentId' | 'amountCents'>> = []
  let rest = amountCents
  for (const payment of payments) {
    const cents = Math.min(rest, leftOn(payment))
    if (cents <= 0) continue
    parts.push({ paymentIntentId: payment.paymentIntentId, amountCents: cents })
    rest -= cents
    if (rest === 0) return parts
  }
  return null
}

/**
 * What may still be refunded of the order: what is left of what was paid, and on an order paid in two no more than
 * its payments still hold between them (each part must fit its payment).
 */
export function refundLeftCents(order: SplitFacts): number {
  const payments = paymentsLeft(order)
  const left = refundableCents(order)
  return payments.length > 0 ? Math.min(left, splitLeftCents(payments)) : left
}
