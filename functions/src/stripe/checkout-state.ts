import type { CheckoutSession as StoredCheckoutSession } from '../../../src/shared/schemas/order.ts'

// How news about a Checkout Session (webhooks, arriving duplicated and out of order, and server-side retrieves)
// is merged into the order. A session only moves forward: open -> expired, or open -> complete (unpaid while an
// asynchronous payment is pending) -> paid or failed. Older news never overwrites newer state.

export function isPaid(session: StoredCheckoutSession | undefined): boolean {
  return (
    session?.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  )
}

/** How far a session has got; higher never goes back to lower. */
export function progress(session: StoredCheckoutSession | undefined): number {
  if (!session?.status) return 0
  if (session.status === 'open') return 1
  if (session.status === 'expired') return 2
  if (isPaid(session) || session.payment_failed === true) return 4
  return 3
}

export type MergeOutcome = 'applied' | 'unchanged' | 'older-state' | 'older-event' | 'other-session'

export interface MergeResult {
  next: StoredCheckoutSession | undefined
  outcome: MergeOutcome
}

/**
 * `incoming` is what the provider reported at `reportedAt` (epoch seconds: the event's `created`, or the time of
 * a retrieve). Returns the session to store and why.
 */
export function mergeCheckout(
  current: StoredCheckoutSession | undefined,
  incoming: StoredCheckoutSession,
  reportedAt: number,
): MergeResult {
  const stamped: StoredCheckoutSession = { ...incoming, lastEventCreated: reportedAt }
  if (!current?.checkoutSessionId) return { next: stamped, outcome: 'applied' }
  if (incoming.checkoutSessionId !== current.checkoutSessionId) {
    // News about a session this order replaced is ignored, except a payment: money received always counts.
    if (isPaid(incoming) && !isPaid(current)) return { next: stamped, outcome: 'applied' }
    return { next: current, outcome: 'other-session' }
  }
  if (progress(incoming) < progress(current)) return { next: current, outcome: 'older-state' }
  if (progress(incoming) === progress(current) && (current.lastEventCreated ?? 0) > reportedAt) {
    return { next: current, outcome: 'older-event' }
  }
  const next: StoredCheckoutSession = {
    ...current,
    ...stamped,
    // Events carry no line items (they are not expanded); keep the ones stored at creation.
    line_items: incoming.line_items ?? current.line_items,
    payment_failed: incoming.payment_failed ?? current.payment_failed,
  }
  if (next.payment_failed === undefined) delete next.payment_failed
  if (next.line_items === undefined) delete next.line_items
  const { lastEventCreated: _a, ...before } = current
  const { lastEventCreated: _b, ...after } = next
  return { next, outcome: JSON.stringify(before) === JSON.stringify(after) ? 'unchanged' : 'applied' }
}
