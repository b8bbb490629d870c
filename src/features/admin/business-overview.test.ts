import { describe, expect, it } from 'vitest'
import { buildPrepSheet } from '../prep-list/index.ts'
import type { CalendarDay } from '../../shared/callables.ts'
import { orderSchema } from '../../shared/schemas/order.ts'
import { attentionItems, overviewDay, weekStart } from './business-overview.ts'

const day: CalendarDay = {
  date: '2026-12-10',
  closed: false,
  blackout: false,
  slots: [
    { id: 'lunch', start: '12:00', end: '14:00', capacity: 6, held: 2, left: 4, closed: false },
    { id: 'dinner', start: '18:00', end: '20:00', capacity: 4, held: 0, left: 4, closed: true },
  ],
  orders: [
    {
      id: 'a',
      name: 'Ann',
      email: 'a@x.test',
      method: 'pickup',
      slotId: 'lunch',
      paid: true,
      totalDisplay: '$1',
    },
    {
      id: 'b',
      name: 'Bo',
      email: 'b@x.test',
      method: 'pickup',
      slotId: 'lunch',
      paid: false,
      totalDisplay: '$1',
    },
  ],
}

function order(id: string, state: string, items: Array<[string, number]>, allergies: string[] = []) {
  return orderSchema.parse({
    id,
    state,
    statusCode: 1,
    orderNumber: 1000 + id.charCodeAt(0),
    cartData: items.map(([title, quantity]) => ({
      chefPackageId: title,
      title,
      price: 10,
      image: '',
      quantity,
    })),
    dietary: { allergies, conflicts: allergies.slice(0, 1), diets: [] },
    fulfilment: {
      method: 'pickup',
      date: '2026-12-10',
      slotId: 'lunch',
      slotStart: '12:00',
      slotEnd: '14:00',
      timeZone: 'America/New_York',
      name: `Customer ${id}`,
      phone: '+12125550123',
      pickupAddress: '48 Mercer Street',
      notes: '',
      deliveryFeeCents: 0,
      guests: 4,
    },
  })
}

describe('the admin home', () => {
  it('shows a day with its orders per time, what to make (most first) and the orders with allergies', () => {
    const sheet = buildPrepSheet([
      order(
        'a',
        'paid',
        [
          ['Tiramisu', 1],
          ['Ragu', 2],
        ],
        ['milk', 'eggs'],
      ),
      order('c', 'confirmed', [['Ragu', 3]]),
      order('b', 'awaitingPayment', [['Ragu', 9]], ['peanuts']),
    ])
    const shown = overviewDay('Today', day, sheet)
    expect(shown.dateLabel).toBe('Thu, Dec 10, 2026')
    expect(shown.slots).toEqual([
      { time: '12:00 PM – 2:00 PM', orders: 2, left: 4, capacity: 6, closed: false },
      { time: '6:00 PM – 8:00 PM', orders: 0, left: 4, capacity: 4, closed: true },
    ])
    expect(shown.make).toEqual([
      { title: 'Ragu', quantity: 5 },
      { title: 'Tiramisu', quantity: 1 },
    ])
    expect(shown.bookedOrders).toBe(2)
    expect(shown.guests).toBe(8)
    expect(shown.unpaidOrders).toBe(1)
    // Only booked orders: the unpaid order's peanut allergy is not on the kitchen's list yet.
    expect(shown.allergyOrders).toEqual([
      expect.objectContaining({ id: 'a', allergies: ['Milk', 'Eggs'], conflicts: ['Milk'] }),
    ])
  })

  it('starts the week on Monday', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23') // a Thursday
    expect(weekStart('2026-11-23')).toBe('2026-11-23')
    expect(weekStart('2026-11-29')).toBe('2026-11-23') // a Sunday
  })

  it('lists only what waits, in words, each with where it is handled', () => {
    const items = attentionItems({
      awaitingConfirmation: 2,
      expiringUnpaid: 0,
      consultations: 1,
      testimonials: 0,
      refundsPending: 1,
    })
    expect(items.map((item) => [item.text, item.link])).toEqual([
      ['2 paid orders wait for your confirmation', '/order-management?state=paid'],
      ['1 customer waits for a consultation', '/user-management'],
      [
        '1 refund has not reached the payment provider yet (retried on their own)',
        '/order-management?paid=paid',
      ],
    ])
  })
})
