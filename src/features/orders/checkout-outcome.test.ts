import { describe, expect, it } from 'vitest'
import type { Order } from '../../shared/schemas/order.ts'
import { checkoutOutcome, stillProcessing } from './checkout-outcome.ts'

const orderWith = (checkoutSession: Order['checkoutSession']) =>
  ({ id: 'order-1', orderNumber: 1042, customer_email: 'ada@example.com', checkoutSession }) as Order

describe('checkoutOutcome', () => {
  it('says a paid order went through, with the amount, and what comes next', () => {
    const outcome = checkoutOutcome(
      orderWith({ status: 'complete', payment_status: 'paid', amount_total: 58800 }),
    )
    expect(outcome).toMatchObject({ kind: 'paid', heading: 'Thank you for your order', severity: 'success' })
    expect(outcome.outcome).toBe('Your payment went through: $588.00 for order #1042.')
    expect(outcome.next).toMatch(/^A receipt is on its way to ada@example\.com\. Next we confirm your order/)
    expect(stillProcessing(outcome)).toBe(false)
  })

  it('says a completed checkout whose money has not cleared is still being processed, and keeps checking', () => {
    const outcome = checkoutOutcome(orderWith({ status: 'complete', payment_status: 'unpaid' }))
    expect(outcome.kind).toBe('processing')
    expect(outcome.heading).toBe('Checking your payment')
    expect(outcome.outcome).toMatch(/^Your payment is still being processed/)
    expect(outcome.next).toMatch(/^You do not need to pay again\. This page updates by itself/)
    expect(stillProcessing(outcome)).toBe(true)
  })

  it('says a payment not heard of yet is still being processed', () => {
    for (const session of [undefined, { status: 'open' as const, payment_status: 'unpaid' }]) {
      const outcome = checkoutOutcome(orderWith(session))
      expect(outcome.kind).toBe('notReceived')
      expect(outcome.outcome).toMatch(/^Your payment is still being processed/)
      expect(stillProcessing(outcome)).toBe(true)
    }
  })

  it('says a failed or expired payment did not go through, and what to do', () => {
    const failed = checkoutOutcome(
      orderWith({ status: 'complete', payment_status: 'unpaid', payment_failed: true }),
    )
    expect(failed).toMatchObject({ kind: 'failed', heading: 'Your payment did not go through' })
    expect(failed.outcome).toBe('Your payment did not go through, so order #1042 is not paid.')
    expect(failed.next).toMatch(/^Please contact us to arrange payment/)
    const expired = checkoutOutcome(orderWith({ status: 'expired', payment_status: 'unpaid' }))
    expect(expired.kind).toBe('expired')
    expect(expired.outcome).toMatch(/^Your payment did not go through: .* nothing was charged\.$/)
    expect(expired.next).toBe('Open the order to get a new payment link.')
    expect([failed, expired].some(stillProcessing)).toBe(false)
  })

  it("never speaks the payment provider's words", () => {
    const sessions: Order['checkoutSession'][] = [
      undefined,
      { status: 'open', payment_status: 'unpaid' },
      { status: 'complete', payment_status: 'unpaid' },
      { status: 'complete', payment_status: 'paid', amount_total: 100 },
      { status: 'complete', payment_status: 'no_payment_required' },
      { status: 'complete', payment_status: 'unpaid', payment_failed: true },
      { status: 'expired', payment_status: 'unpaid' },
    ]
    for (const session of sessions) {
      const { heading, outcome, next } = checkoutOutcome(orderWith(session))
      expect(`${heading} ${outcome} ${next}`).not.toMatch(/\b(complete|unpaid|status|no_payment_required)\b/i)
    }
  })
})
