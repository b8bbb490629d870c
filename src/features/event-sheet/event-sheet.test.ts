import { describe, expect, it } from 'vitest'
import { eventDetails, eventOrderFields, holidayDinnerOptions } from '../../../tests/support/event-order.ts'
import { orderSchema, type Order } from '../../shared/schemas/order.ts'
import { buildEventSheet, hasEventSheet } from './event-sheet.ts'

// A $1,000.00 event on December 24: the 30% deposit paid, the balance due two weeks before.
const { paymentPlan: plan, ...eventFields } = eventOrderFields({
  date: '2026-12-24',
  totalCents: 100_000,
  balance: 'scheduled',
})

function eventOrder(fields: Record<string, unknown> = {}): Order {
  return orderSchema.parse({
    id: 'evt-1',
    orderNumber: 1042,
    state: 'confirmed',
    paymentState: 'paid',
    fulfilmentState: 'confirmed',
    ...eventFields,
    fulfilment: {
      method: 'chefAtHome',
      date: '2026-12-24',
      slotId: 'evening',
      slotStart: '18:00',
      slotEnd: '23:00',
      timeZone: 'America/New_York',
      name: 'Holiday Host',
      phone: '+12125550123',
      address: { line1: '12 Juniper Lane', line2: '', city: 'New York', postalCode: '10011' },
      guests: 10,
      notes: 'Oven runs hot',
    },
    event: { ...eventDetails, title: 'Smith family holiday dinner' },
    paymentPlan: plan,
    ...fields,
  })
}

describe('the event sheet', () => {
  it('holds the event, its timeline, guests, menu, place, allergies and lines', () => {
    const sheet = buildEventSheet(eventOrder())
    expect(sheet).toMatchObject({
      label: '#1042',
      title: 'Smith family holiday dinner',
      date: 'Thursday, December 24, 2026',
      time: '6:00 PM – 11:00 PM (New York time, EST)',
      guests: '10 guests',
      accessNotes: eventDetails.accessNotes,
      timeline: [
        { time: '4:00 PM', label: 'Arrival and set-up' },
        { time: '7:00 PM', label: 'Dinner served' },
      ],
      menu: [
        {
          title: 'Holiday Dinner Party',
          quantity: 1,
          guests: '10 guests',
          options: holidayDinnerOptions,
          totalCents: 73_000,
        },
      ],
      customLines: [
        {
          kind: 'Staff',
          label: 'Two servers, five hours',
          quantity: 2,
          unitCents: 15_000,
          totalCents: 30_000,
        },
      ],
      serviceCharge: { percent: 18, cents: 18_540 },
    })
    expect(sheet.kitchen).toMatchObject({
      method: 'Chef at your address',
      place: '12 Juniper Lane, New York, 10011',
      customerName: 'Holiday Host',
      kitchenNotes: 'Oven runs hot',
      allergies: ['Peanuts', 'Fish'],
      conflicts: ['Fish'],
      diets: ['Gluten-free'],
    })
  })

  it('says what is paid and what is still to come, with the due date', () => {
    expect(buildEventSheet(eventOrder()).money).toEqual({
      totalCents: 100_000,
      paidCents: 30_000,
      refundedCents: 0,
      outstandingCents: 70_000,
      plan: {
        depositCents: 30_000,
        depositPaid: true,
        balanceCents: 70_000,
        balanceDue: 'Thursday, December 10, 2026',
        balanceState: 'scheduled',
        balanceWords: 'Charged to the saved card on the due date',
      },
    })
    const paid = buildEventSheet(
      eventOrder({ paidCents: 100_000, paymentPlan: { ...plan, balanceState: 'paid' } }),
    )
    expect(paid.money).toMatchObject({
      paidCents: 100_000,
      outstandingCents: 0,
      plan: { balanceWords: 'Paid' },
    })
    const cancelled = buildEventSheet(
      eventOrder({
        state: 'cancelled',
        fulfilmentState: 'cancelled',
        paymentPlan: { ...plan, balanceState: 'cancelled' },
      }),
    )
    expect(cancelled.money).toMatchObject({
      outstandingCents: 0,
      plan: { balanceWords: 'Not charged: the order was cancelled' },
    })
    const unpaid = buildEventSheet(
      eventOrder({ state: 'awaitingPayment', paymentState: 'awaitingPayment', paidCents: undefined }),
    )
    expect(unpaid.money).toMatchObject({
      paidCents: 0,
      outstandingCents: 100_000,
      plan: { depositPaid: false },
    })
  })

  it('reads a per-guest order without event details from its lines', () => {
    const plain = eventOrder({
      event: undefined,
      paymentPlan: undefined,
      paidCents: 76_650,
      cartTotals: { total: 766.5 },
    })
    const sheet = buildEventSheet(plain)
    expect(sheet).toMatchObject({
      title: 'Holiday Dinner Party',
      timeline: [],
      customLines: [],
      serviceCharge: null,
      accessNotes: '',
      money: { totalCents: 76_650, paidCents: 76_650, outstandingCents: 0 },
    })
    expect(sheet.money.plan).toBeUndefined()
  })

  it('is offered for orders with an event or a per-guest line only', () => {
    expect(hasEventSheet(eventOrder())).toBe(true)
    expect(hasEventSheet(eventOrder({ event: undefined }))).toBe(true)
    const plainLine = { chefPackageId: 'p', title: 'Ragu', price: 50, image: '', quantity: 2 }
    expect(hasEventSheet(eventOrder({ event: undefined, cartData: [plainLine] }))).toBe(false)
    expect(hasEventSheet(eventOrder({ cartData: [plainLine] }))).toBe(true)
  })
})
