import { describe, expect, it } from 'vitest'
import type { OrderHistoryEntry, OrderRefund } from '../../../src/shared/schemas/order.ts'
import { exampleRefund } from '../../../src/shared/schemas/order.fixture.ts'
import { plannedMails } from './lifecycle-mails.ts'

const placed: OrderHistoryEntry = { to: 'awaitingPayment', by: 'customer', at: 1 }
const step = (from: OrderHistoryEntry['to'], to: OrderHistoryEntry['to'], at = 2): OrderHistoryEntry => ({
  from,
  to,
  by: 'admin',
  at,
})
const refund = (id: string, status: OrderRefund['status']) =>
  exampleRefund({ id, amountCents: 500, at: 3, status })
const order = (history: OrderHistoryEntry[], refunds: OrderRefund[] = []) => ({ id: 'o1', history, refunds })

describe('the mails an order change sends', () => {
  it('a payment sends the receipt, with an id of its event', () => {
    const before = order([placed])
    const after = order([placed, step('awaitingPayment', 'paid')])
    expect(plannedMails(before, after)).toEqual([
      { id: 'order-o1-paymentReceipt-1', kind: 'paymentReceipt', audience: 'customer' },
    ])
    // The same change seen again plans the same ids (so nothing is queued twice); no change plans nothing.
    expect(plannedMails(before, after)).toEqual(plannedMails(before, after))
    expect(plannedMails(after, after)).toEqual([])
  })

  it.each([
    ['confirmed', 'orderConfirmed'],
    ['readyForPickup', 'readyForPickup'],
    ['outForDelivery', 'outForDelivery'],
    ['cancelled', 'orderCancelled'],
  ] as const)('moving to %s sends %s', (to, kind) => {
    const before = order([placed, step('awaitingPayment', 'paid')])
    const after = order([...before.history, step('paid', to, 5)])
    expect(plannedMails(before, after)).toEqual([{ id: `order-o1-${kind}-2`, kind, audience: 'customer' }])
  })

  it('an entry that keeps the state (the items changed) sends no state mail', () => {
    const before = order([placed, step('awaitingPayment', 'paid')])
    expect(plannedMails(before, order([...before.history, step('paid', 'paid', 5)]))).toEqual([])
  })

  it('states without a mail of their own send none', () => {
    const before = order([placed, step('awaitingPayment', 'paid')])
    expect(plannedMails(before, order([...before.history, step('paid', 'inPreparation')]))).toEqual([])
    expect(plannedMails(before, order([...before.history, step('paid', 'partiallyRefunded')]))).toEqual([])
  })

  it('a refund the provider refused (the payment back to paid) and a move send no state mail', () => {
    const before = order([placed, step('awaitingPayment', 'paid'), step('paid', 'partiallyRefunded')])
    expect(plannedMails(before, order([...before.history, step('partiallyRefunded', 'paid')]))).toEqual([])
    const moved: OrderHistoryEntry = {
      ...step('confirmed', 'confirmed'),
      move: {
        from: { date: '2026-12-04', slotStart: '18:00', slotEnd: '20:00' },
        to: { date: '2026-12-05', slotStart: '18:00', slotEnd: '20:00' },
      },
    }
    expect(plannedMails(before, order([...before.history, moved]))).toEqual([])
  })

  it('an update written for the customer is mailed once; one kept on the page only is not mailed', () => {
    const history = [placed, step('awaitingPayment', 'paid')]
    const before = { ...order(history), statusNotes: [{ noteText: 'Old', stamp: 4, mailed: true }] }
    const after = {
      ...before,
      statusNotes: [
        ...before.statusNotes,
        { noteText: 'Running late', stamp: 9, mailed: true },
        { noteText: 'Page only', stamp: 10 },
      ],
    }
    expect(plannedMails(before, after)).toEqual([
      { id: 'order-o1-update-9-1', kind: 'orderUpdate', audience: 'customer', updateText: 'Running late' },
    ])
    expect(plannedMails(after, after)).toEqual([])
  })

  it('a cancellation that also refunds reads as the cancellation, and the refund mails once it is sent', () => {
    const before = order([placed, step('awaitingPayment', 'paid')])
    const cancelling = order(
      [...before.history, step('paid', 'cancelled'), step('cancelled', 'refunded')],
      [refund('cancellation', 'pending')],
    )
    expect(plannedMails(before, cancelling)).toEqual([
      { id: 'order-o1-orderCancelled-2', kind: 'orderCancelled', audience: 'customer' },
    ])
    const sent = order(cancelling.history, [refund('cancellation', 'sent')])
    expect(plannedMails(cancelling, sent)).toEqual([
      { id: 'order-o1-refund-cancellation', kind: 'orderRefunded', audience: 'customer' },
    ])
    expect(plannedMails(sent, sent)).toEqual([])
  })
})
