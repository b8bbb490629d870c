import { describe, expect, it } from 'vitest'
import { orderSchema, type OrderItemChange } from '../schemas/order.ts'
import { itemChangesRefusal, waitingItemPayment } from './item-changes.ts'

const paidOrder = (fields: Record<string, unknown> = {}) =>
  orderSchema.parse({ id: 'o1', state: 'paid', paidCents: 23_100, ...fields })

const change = (payment?: OrderItemChange['payment']): OrderItemChange => ({
  id: 'c1',
  by: 'admin',
  at: 1,
  before: [],
  after: [],
  previousTotalCents: 100,
  newTotalCents: 200,
  differenceCents: 100,
  ...(payment ? { payment } : {}),
})

describe('when the items of an order may change', () => {
  it('allows paid orders the kitchen has not completed', () => {
    for (const state of ['paid', 'confirmed', 'inPreparation', 'readyForPickup', 'partiallyRefunded']) {
      expect(itemChangesRefusal(paidOrder({ state }))).toBeNull()
    }
  })

  it('refuses unpaid, completed, cancelled and refunded orders, saying which', () => {
    expect(itemChangesRefusal(paidOrder({ state: 'awaitingPayment', paidCents: undefined }))).toBe(
      'The items of an order that is awaiting payment cannot be changed.',
    )
    for (const state of ['completed', 'cancelled', 'refunded']) {
      expect(itemChangesRefusal(paidOrder({ state }))).toMatch(/cannot be changed\.$/)
    }
  })

  it('waits for the payment of the last change before another', () => {
    const waiting = paidOrder({ itemChanges: [change({ amountCents: 100, status: 'waiting' })] })
    expect(waitingItemPayment(waiting)?.payment.amountCents).toBe(100)
    expect(itemChangesRefusal(waiting)).toMatch(/not yet paid for the last change/)
    const paid = paidOrder({ itemChanges: [change({ amountCents: 100, status: 'paid' })] })
    expect(waitingItemPayment(paid)).toBeNull()
    expect(itemChangesRefusal(paid)).toBeNull()
  })
})
