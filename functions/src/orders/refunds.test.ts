import { describe, expect, it } from 'vitest'
import { committedRefundCents } from '../../../src/shared/orders/refund-amounts.ts'
import type { OrderHistoryEntry, OrderRefund } from '../../../src/shared/schemas/order.ts'
import { paidAfterCancellation, refundPartKey, settled } from './refunds.ts'

const placed: OrderHistoryEntry = { to: 'awaitingPayment', by: 'customer', at: 1 }
const paid = (at: number): OrderHistoryEntry => ({ from: 'awaitingPayment', to: 'paid', by: 'system', at })
const cancelled = (at: number): OrderHistoryEntry => ({ from: 'confirmed', to: 'cancelled', by: 'admin', at })

describe('money that arrived after the order was cancelled', () => {
  it('is a payment recorded after the last cancellation', () => {
    expect(paidAfterCancellation({ history: [placed, cancelled(5), paid(9)] })).toBe(true)
  })

  it('counts the order of the history, even when both happened in the same millisecond', () => {
    expect(paidAfterCancellation({ history: [placed, cancelled(5), paid(5)] })).toBe(true)
    expect(paidAfterCancellation({ history: [placed, paid(5), cancelled(5)] })).toBe(false)
  })

  it('is not an order paid first and cancelled by the staff afterwards', () => {
    expect(paidAfterCancellation({ history: [placed, paid(2), cancelled(7)] })).toBe(false)
  })

  it('is not an order whose history never says when it was paid', () => {
    expect(paidAfterCancellation({ history: [cancelled(7)] })).toBe(false)
    expect(paidAfterCancellation({ history: [] })).toBe(false)
  })

  it('is not an order that was never cancelled', () => {
    expect(paidAfterCancellation({ history: [placed, paid(2)] })).toBe(false)
  })
})

const splitRefund: OrderRefund = {
  id: 'r1',
  amountCents: 100_000,
  reason: '',
  by: 'admin',
  at: 1,
  status: 'pending',
  attempts: 0,
  parts: [
    { paymentIntentId: 'pi_balance', amountCents: 88_200 },
    { paymentIntentId: 'pi_deposit', amountCents: 11_800 },
  ],
}

describe('a refund sent in two parts', () => {
  it('stays pending until both parts reach the provider, then is sent', () => {
    const first = settled(splitRefund, { status: 'partSent', index: 0, providerRefundId: 're_1' })
    expect(first).toMatchObject({ status: 'pending', parts: [{ providerRefundId: 're_1' }, {}] })
    const both = settled(first, { status: 'partSent', index: 1, providerRefundId: 're_2' })
    expect(both).toMatchObject({
      status: 'sent',
      parts: [{ providerRefundId: 're_1' }, { providerRefundId: 're_2' }],
    })
    // Two provider refunds: no single id on the refund itself.
    expect(both.providerRefundId).toBeUndefined()
  })

  it('keeps the provider id on the refund itself when it is one part, as on an order paid once', () => {
    const one = {
      ...splitRefund,
      amountCents: 500,
      parts: [{ paymentIntentId: 'pi_deposit', amountCents: 500 }],
    }
    expect(settled(one, { status: 'partSent', index: 0, providerRefundId: 're_9' })).toMatchObject({
      status: 'sent',
      providerRefundId: 're_9',
    })
  })

  it('is failed with the reason when a part is refused, and the part sent before it stays on record', () => {
    const first = settled(splitRefund, { status: 'partSent', index: 0, providerRefundId: 're_1' })
    const refused = settled(first, { status: 'failed', index: 1, error: 'Refund amount is too large' })
    expect(refused).toMatchObject({
      status: 'failed',
      lastError: 'Refund amount is too large',
      attempts: 1,
      parts: [{ providerRefundId: 're_1' }, { error: 'Refund amount is too large' }],
    })
    expect(committedRefundCents({ refundedCents: 0, refunds: [refused] })).toBe(88_200)
  })

  it('keeps the first part of a refund its own key and gives the second one of its own', () => {
    expect(refundPartKey('o1', 'r1', 0)).toBe('refund-o1-r1')
    expect(refundPartKey('o1', 'r1', 1)).toBe('refund-o1-r1-part-2')
  })
})
