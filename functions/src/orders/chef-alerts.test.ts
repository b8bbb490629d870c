import { describe, expect, it } from 'vitest'
import type { Order, OrderHistoryEntry, OrderRefund } from '../../../src/shared/schemas/order.ts'
import { exampleRefund } from '../../../src/shared/schemas/order.fixture.ts'
import { chefAlertMailId, plannedChefAlerts } from './chef-alerts.ts'

const placed: OrderHistoryEntry = { to: 'awaitingPayment', by: 'customer', at: 1 }
const paid: OrderHistoryEntry = { from: 'awaitingPayment', to: 'paid', by: 'system', at: 2 }
const refund = (id: string, status: OrderRefund['status'], by: OrderRefund['by'] = 'admin') =>
  exampleRefund({ id, amountCents: 500, reason: 'Late', by, at: 3, status })
const fulfilment = (date: string, slotStart = '11:00'): NonNullable<Order['fulfilment']> => ({
  method: 'pickup',
  date,
  slotId: `s-${slotStart}`,
  slotStart,
  slotEnd: '13:00',
  timeZone: 'America/New_York',
  name: 'Ana',
  phone: '+12125550123',
  pickupAddress: '1 Main St',
  notes: '',
  deliveryFeeCents: 0,
})
type Facts = Parameters<typeof plannedChefAlerts>[1]
const order = (over: Partial<Facts> = {}): Facts => ({
  id: 'o1',
  history: [placed, paid],
  refunds: [],
  refundedCents: 0,
  paidCents: 2_000,
  fulfilment: fulfilment('2026-12-24'),
  updateStamp: 10,
  ...over,
})

describe('the chef alerts an order change calls for', () => {
  it('a payment alerts a new order, under the id the new-order alert always had', () => {
    const before = order({ history: [placed] })
    expect(plannedChefAlerts(before, order())).toEqual([{ kind: 'newOrder', event: { key: 'paid' } }])
    expect(chefAlertMailId('newOrder', 'o1', 'paid')).toBe('order-o1-owner-paid')
    expect(plannedChefAlerts(order(), order())).toEqual([])
  })

  it("a customer's cancellation of a paid order says what goes back; their refund is not alerted again", () => {
    const cancelled: OrderHistoryEntry = { from: 'paid', to: 'cancelled', by: 'customer', at: 7 }
    const after = order({
      history: [placed, paid, cancelled, { from: 'cancelled', to: 'refunded', by: 'customer', at: 7 }],
      refunds: [refund('cancellation', 'pending', 'customer')],
    })
    expect(plannedChefAlerts(order(), after)).toEqual([
      { kind: 'cancelled', event: { key: '7', refundedCents: 500 } },
    ])
    const sent = { ...after, refunds: [refund('cancellation', 'sent', 'customer')] }
    expect(plannedChefAlerts(after, sent)).toEqual([])
  })

  it('an unpaid order the customer drops, or an admin cancellation, alerts nobody', () => {
    const unpaid = order({ history: [placed] })
    const dropped = order({
      history: [placed, { from: 'awaitingPayment', to: 'cancelled', by: 'customer', at: 4 }],
    })
    expect(plannedChefAlerts(unpaid, dropped)).toEqual([])
    const byAdmin = order({ history: [placed, paid, { from: 'paid', to: 'cancelled', by: 'admin', at: 4 }] })
    expect(plannedChefAlerts(order(), byAdmin)).toEqual([])
  })

  it('a failed payment alerts once', () => {
    const session = { checkoutSessionId: 'cs_1', status: 'complete' as const }
    const before = order({ history: [placed], checkoutSession: session })
    const after = order({ history: [placed], checkoutSession: { ...session, payment_failed: true } })
    expect(plannedChefAlerts(before, after)).toEqual([{ kind: 'paymentFailed', event: { key: 'cs_1' } }])
    expect(plannedChefAlerts(after, after)).toEqual([])
  })

  it("an admin's refund alerts once the provider has it, full or partial", () => {
    const pending = order({ refunds: [refund('r1', 'pending')] })
    const sent = order({ refunds: [refund('r1', 'sent')] })
    expect(plannedChefAlerts(order(), pending)).toEqual([])
    expect(plannedChefAlerts(pending, sent)).toEqual([
      { kind: 'refunded', event: { key: 'r1', refundedCents: 500, fullRefund: false, reason: 'Late' } },
    ])
    const all = order({ paidCents: 500, refunds: [refund('r1', 'sent')] })
    expect(plannedChefAlerts(pending, all)[0]?.event.fullRefund).toBe(true)
  })

  it("a refund made at the provider's dashboard alerts with the amount it added", () => {
    const after = order({
      history: [placed, paid, { from: 'paid', to: 'partiallyRefunded', by: 'system', at: 8 }],
      refundedCents: 700,
    })
    expect(plannedChefAlerts(order(), after)).toEqual([
      { kind: 'refunded', event: { key: 'provider-700', refundedCents: 700, fullRefund: false } },
    ])
  })

  it('a move says where from; other changes of the fulfilment are no move', () => {
    const moved = order({ fulfilment: fulfilment('2026-12-26', '15:00'), updateStamp: 20 })
    const [alert] = plannedChefAlerts(order(), moved)
    expect(alert?.kind).toBe('moved')
    expect(alert?.event.key).toBe('20')
    expect(alert?.event.movedFrom).toMatch(/^Thu, Dec 24, 2026, 11:00 AM/)
    const renamed = order({ fulfilment: { ...fulfilment('2026-12-24'), name: 'Bo' } })
    expect(plannedChefAlerts(order(), renamed)).toEqual([])
  })
})
