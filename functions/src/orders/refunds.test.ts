import { describe, expect, it } from 'vitest'
import type { OrderHistoryEntry } from '../../../src/shared/schemas/order.ts'
import { paidAfterCancellation } from './refunds.ts'

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
