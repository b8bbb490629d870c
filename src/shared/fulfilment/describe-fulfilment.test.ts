import { describe, expect, it } from 'vitest'
import type { OrderFulfilment } from '../schemas/order-fulfilment.ts'
import {
  exampleDelivery as delivery,
  examplePickup as pickup,
} from '../../../tests/support/order-fulfilments.ts'
import {
  describeFulfilment,
  formatAddress,
  formatGuests,
  fulfilmentLine,
  fulfilmentRows,
} from './describe-fulfilment.ts'

/** The example delivery with some fields changed, in words. */
const deliveryWith = (fields: Partial<OrderFulfilment>) => describeFulfilment({ ...delivery, ...fields })

describe('an order fulfilment in words', () => {
  it('says nothing for an order placed before the business had a schedule', () => {
    expect(describeFulfilment(undefined)).toBeNull()
    expect(describeFulfilment(null)).toBeNull()
  })

  it('describes a delivery: method, date, the slot with the zone named, address, phone, guests, notes', () => {
    expect(describeFulfilment(delivery)).toEqual({
      method: 'Delivery',
      date: 'Sat, Jan 31, 2026',
      time: '5:00 PM – 7:00 PM (New York time, EST)',
      shortTime: '5:00 PM – 7:00 PM EST',
      headline: 'Delivery · Sat, Jan 31, 2026 · 5:00 PM – 7:00 PM (New York time, EST)',
      place: '200 W 20th St, Apt 4, New York, 10011',
      phone: '+1 212 555 0123',
      phoneHref: 'tel:+12125550123',
      name: 'Ann Lee',
      guests: '12 guests',
      notes: 'No cilantro.',
    })
  })

  it('names the zone as the clocks read on that date: EST in January, EDT in July', () => {
    expect(deliveryWith({ date: '2027-01-14' }).headline).toBe(
      'Delivery · Thu, Jan 14, 2027 · 5:00 PM – 7:00 PM (New York time, EST)',
    )
    expect(deliveryWith({ date: '2026-07-14' }).headline).toBe(
      'Delivery · Tue, Jul 14, 2026 · 5:00 PM – 7:00 PM (New York time, EDT)',
    )
    // The Saturday before and the Sunday of the spring change.
    expect(deliveryWith({ date: '2026-03-07' }).shortTime).toBe('5:00 PM – 7:00 PM EST')
    expect(deliveryWith({ date: '2026-03-08' }).shortTime).toBe('5:00 PM – 7:00 PM EDT')
  })

  it('gives each end of a slot its own zone name when the clocks change inside it', () => {
    const night = deliveryWith({ date: '2026-11-01', slotStart: '00:30', slotEnd: '03:00' })
    expect(night.time).toBe('12:30 AM EDT – 3:00 AM EST (New York time)')
    expect(night.shortTime).toBe('12:30 AM EDT – 3:00 AM EST')
  })

  it('keeps the business date at a month end, when the slot is already the next month in UTC', () => {
    const lateInLosAngeles = deliveryWith({
      date: '2026-10-31',
      slotStart: '21:00',
      timeZone: 'America/Los_Angeles',
      slotEnd: '23:30',
    })
    expect(lateInLosAngeles.date).toBe('Sat, Oct 31, 2026')
    expect(lateInLosAngeles.time).toBe('9:00 PM – 11:30 PM (Los Angeles time, PDT)')
    expect(deliveryWith({ date: '2028-02-29' }).date).toBe('Tue, Feb 29, 2028')
    expect(deliveryWith({ date: '2026-12-31' }).date).toBe('Thu, Dec 31, 2026')
  })

  it('names a zone that is no place by its short name alone', () => {
    expect(deliveryWith({ timeZone: 'UTC' }).time).toBe('5:00 PM – 7:00 PM (UTC)')
    expect(deliveryWith({ timeZone: 'Europe/London', date: '2026-07-01' }).time).toBe(
      '5:00 PM – 7:00 PM (London time, GMT+1)',
    )
  })

  it('shows a pickup with the pickup address and instructions, without guests or notes', () => {
    expect(describeFulfilment(pickup)).toEqual({
      method: 'Pickup',
      date: 'Sat, Jan 31, 2026',
      time: '5:00 PM – 7:00 PM (New York time, EST)',
      shortTime: '5:00 PM – 7:00 PM EST',
      headline: 'Pickup · Sat, Jan 31, 2026 · 5:00 PM – 7:00 PM (New York time, EST)',
      place: '12 Market St',
      pickupInstructions: 'Side door.',
      phone: '+1 212 555 0123',
      phoneHref: 'tel:+12125550123',
      name: 'Ann Lee',
    })
  })

  it('shows a phone that is not E.164 as stored, without a link', () => {
    const lines = deliveryWith({ phone: 'ask at the desk' })
    expect(lines.phone).toBe('ask at the desk')
    expect(lines.phoneHref).toBeUndefined()
  })
})

describe('fulfilment rows', () => {
  it('label every line of a chef at your address, in the order pages show them', () => {
    expect(fulfilmentRows({ ...delivery, method: 'chefAtHome', deliveryFeeCents: 0 })).toEqual([
      { label: 'How', value: 'Chef at your address' },
      { label: 'Date', value: 'Sat, Jan 31, 2026' },
      { label: 'Time', value: '5:00 PM – 7:00 PM (New York time, EST)' },
      { label: 'Address', value: '200 W 20th St, Apt 4, New York, 10011' },
      { label: 'Name', value: 'Ann Lee' },
      { label: 'Phone', value: '+1 212 555 0123', href: 'tel:+12125550123' },
      { label: 'Guests', value: '12 guests' },
      { label: 'Kitchen notes', value: 'No cilantro.' },
    ])
  })

  it('say how far from the kitchen an address in a service area is', () => {
    const rows = fulfilmentRows({
      ...delivery,
      method: 'chefAtHome',
      distanceMiles: 15,
      travelFeeCents: 3000,
    })
    expect(rows.map((row) => row.label).slice(3, 5)).toEqual(['Address', 'Distance'])
    expect(rows[4]).toEqual({ label: 'Distance', value: '15 miles from the kitchen' })
    expect(fulfilmentRows({ ...delivery, distanceMiles: 1 })[4]!.value).toBe('1 mile from the kitchen')
  })

  it('say where to pick up and how, and leave out what a pickup does not have', () => {
    expect(fulfilmentRows(pickup).map((row) => row.label)).toEqual([
      'How',
      'Date',
      'Time',
      'Pickup at',
      'Pickup instructions',
      'Name',
      'Phone',
    ])
  })
})

describe('one line for lists, addresses and guests', () => {
  it('fits an order list on one line', () => {
    expect(fulfilmentLine(delivery)).toBe('Delivery · Sat, Jan 31, 2026 · 5:00 PM – 7:00 PM EST')
    expect(fulfilmentLine({ ...pickup, date: '2026-07-31' })).toBe(
      'Pickup · Fri, Jul 31, 2026 · 5:00 PM – 7:00 PM EDT',
    )
  })

  it('puts an address on one line and counts guests', () => {
    expect(formatAddress({ line1: '1 Park Ave', line2: '', city: 'New York', postalCode: '10016' })).toBe(
      '1 Park Ave, New York, 10016',
    )
    expect(formatGuests(1)).toBe('1 guest')
    expect(formatGuests(1200)).toBe('1,200 guests')
  })
})
