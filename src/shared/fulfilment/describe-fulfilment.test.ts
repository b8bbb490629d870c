import { describe, expect, it } from 'vitest'
import type { OrderFulfilment } from '../schemas/order-fulfilment.ts'
import { describeFulfilment, fulfilmentLine } from './describe-fulfilment.ts'

const delivery: OrderFulfilment = {
  method: 'delivery',
  date: '2026-01-31',
  slotId: 'dinner',
  slotStart: '17:00',
  slotEnd: '19:00',
  timeZone: 'America/New_York',
  name: 'Ann Lee',
  phone: '+12125550123',
  address: { line1: '200 W 20th St', line2: 'Apt 4', city: 'New York', postalCode: '10011' },
  guests: 12,
  notes: 'No cilantro.',
  deliveryZoneId: 'core',
  deliveryFeeCents: 1200,
}

describe('an order fulfilment in words', () => {
  it('names the zone as the clocks read on that date, on both sides of daylight saving', () => {
    expect(describeFulfilment(delivery)).toEqual({
      method: 'Delivery',
      date: 'Sat, Jan 31, 2026',
      time: '5:00 PM – 7:00 PM EST',
      place: '200 W 20th St, Apt 4, New York, 10011',
      phone: '+1 212 555 0123',
      name: 'Ann Lee',
      guests: '12 guests',
      notes: 'No cilantro.',
    })
    expect(describeFulfilment({ ...delivery, date: '2026-07-31' })).toMatchObject({
      date: 'Fri, Jul 31, 2026',
      time: '5:00 PM – 7:00 PM EDT',
    })
  })

  it('shows a pickup with the pickup address and instructions, without guests or notes', () => {
    const { address: _address, guests: _guests, ...rest } = delivery
    expect(
      describeFulfilment({
        ...rest,
        method: 'pickup',
        notes: '',
        pickupAddress: '12 Market St',
        pickupInstructions: 'Side door.',
        deliveryFeeCents: 0,
      }),
    ).toEqual({
      method: 'Pickup',
      date: 'Sat, Jan 31, 2026',
      time: '5:00 PM – 7:00 PM EST',
      place: '12 Market St',
      pickupInstructions: 'Side door.',
      phone: '+1 212 555 0123',
      name: 'Ann Lee',
    })
  })

  it('fits an order list on one line', () => {
    expect(fulfilmentLine(delivery)).toBe('Delivery · Sat, Jan 31, 2026 · 5:00 PM – 7:00 PM EST')
  })
})
