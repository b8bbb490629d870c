import { describe, expect, it } from 'vitest'
import type { Order } from '../../shared/schemas/order.ts'
import { paymentBeingConfirmed } from './payment-refresh.ts'

const withSession = (checkoutSession: Order['checkoutSession']) => ({ checkoutSession }) as Order

describe('paymentBeingConfirmed', () => {
  it('is true only while a completed checkout waits for its money', () => {
    expect(paymentBeingConfirmed(withSession({ status: 'complete', payment_status: 'unpaid' }))).toBe(true)
    expect(paymentBeingConfirmed(withSession({ status: 'complete', payment_status: 'paid' }))).toBe(false)
    expect(
      paymentBeingConfirmed(
        withSession({ status: 'complete', payment_status: 'unpaid', payment_failed: true }),
      ),
    ).toBe(false)
    expect(paymentBeingConfirmed(withSession({ status: 'open', payment_status: 'unpaid' }))).toBe(false)
    expect(paymentBeingConfirmed(withSession(undefined))).toBe(false)
  })
})
