import { describe, expect, it } from 'vitest'
import { committedRefundCents, paidCentsOf, refundableCents } from './refund-amounts.ts'
import { exampleRefund } from '../schemas/order.fixture.ts'
import type { OrderRefund } from '../schemas/order.ts'

const refund = (amountCents: number, status: OrderRefund['status']) =>
  exampleRefund({ id: `r-${amountCents}-${status}`, amountCents, reason: 'test', status })

const paidSession = { status: 'complete' as const, payment_status: 'paid', amount_total: 12_000 }

describe('refund amounts', () => {
  it('reads what was paid from the stored figure, else from a paid session, else zero', () => {
    expect(paidCentsOf({ paidCents: 5_000, refundedCents: 0, refunds: [] })).toBe(5_000)
    expect(paidCentsOf({ refundedCents: 0, refunds: [], checkoutSession: paidSession })).toBe(12_000)
    expect(
      paidCentsOf({ refundedCents: 0, refunds: [], checkoutSession: { ...paidSession, status: 'open' } }),
    ).toBe(0)
  })

  it('counts pending and sent refunds but not refused ones', () => {
    const order = {
      paidCents: 10_000,
      refundedCents: 0,
      refunds: [refund(2_000, 'pending'), refund(3_000, 'sent'), refund(4_000, 'failed')],
    }
    expect(committedRefundCents(order)).toBe(5_000)
    expect(refundableCents(order)).toBe(5_000)
  })

  it('trusts the provider when it reports more refunded than was asked here', () => {
    const order = { paidCents: 10_000, refundedCents: 7_500, refunds: [refund(2_000, 'sent')] }
    expect(committedRefundCents(order)).toBe(7_500)
    expect(refundableCents(order)).toBe(2_500)
  })

  it('never offers a negative amount', () => {
    expect(refundableCents({ paidCents: 1_000, refundedCents: 1_500, refunds: [] })).toBe(0)
  })
})
