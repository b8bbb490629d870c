import { formatCents } from '../../shared/money.ts'
import { orderLabel } from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { paymentBeingConfirmed } from './payment-refresh.ts'

// What the page Stripe sends the customer back to says, in our words: whether the payment went through, is still
// being processed, or did not, and what happens next. Never the provider's states ("complete", "unpaid").

export type CheckoutOutcomeKind =
  'paid' | 'nothingToPay' | 'processing' | 'notReceived' | 'failed' | 'expired'

export interface CheckoutOutcome {
  kind: CheckoutOutcomeKind
  heading: string
  severity: 'success' | 'info' | 'warning' | 'error'
  /** Whether the payment went through, in one sentence. */
  outcome: string
  /** What happens next, and what (if anything) the customer should do. */
  next: string
}

/** The payment as the server knows it; the page keeps checking while it is still being processed. */
export function checkoutOutcome(order: Order): CheckoutOutcome {
  const session = order.checkoutSession
  const label = orderLabel(order)
  const afterPayment = `Next we confirm your order and e-mail ${order.customer_email} when we have; the order's page shows where it stands.`
  if (session?.status === 'complete' && session.payment_failed !== true) {
    if (session.payment_status === 'paid')
      return {
        kind: 'paid',
        heading: 'Thank you for your order',
        severity: 'success',
        outcome: `Your payment went through: ${formatCents(session.amount_total ?? 0)} for order ${label}.`,
        next: `A receipt is on its way to ${order.customer_email}. ${afterPayment}`,
      }
    if (session.payment_status === 'no_payment_required')
      return {
        kind: 'nothingToPay',
        heading: 'Thank you for your order',
        severity: 'success',
        outcome: `There was nothing to pay for order ${label}.`,
        next: afterPayment,
      }
  }
  if (session?.payment_failed === true)
    return {
      kind: 'failed',
      heading: 'Your payment did not go through',
      severity: 'error',
      outcome: `Your payment did not go through, so order ${label} is not paid.`,
      next: "Please contact us to arrange payment; the order's page shows where it stands.",
    }
  if (paymentBeingConfirmed(order))
    return {
      kind: 'processing',
      heading: 'Checking your payment',
      severity: 'info',
      outcome: `Your payment is still being processed: you finished the checkout for order ${label}, and the money has not cleared yet.`,
      next: `You do not need to pay again. This page updates by itself when the payment clears, and we e-mail your receipt to ${order.customer_email}. A bank debit can take a few days.`,
    }
  if (session?.status === 'expired')
    return {
      kind: 'expired',
      heading: 'Your payment did not go through',
      severity: 'warning',
      outcome: `Your payment did not go through: the payment page for order ${label} closed before it was paid, so nothing was charged.`,
      next: 'Open the order to get a new payment link.',
    }
  return {
    kind: 'notReceived',
    heading: 'Checking your payment',
    severity: 'info',
    outcome: `Your payment is still being processed: we have not received it for order ${label} yet.`,
    next: 'If you have just paid, this page updates by itself in a moment. If you left the payment page without paying, open the order to pay.',
  }
}

/** Whether the page should keep reloading the order: the payment may still go through. */
export const stillProcessing = (outcome: CheckoutOutcome) =>
  outcome.kind === 'processing' || outcome.kind === 'notReceived'
