import { describe, expect, it } from 'vitest'
import { fulfilmentScheduleSchema, type FulfilmentSchedule } from '../schemas/fulfilment-schedule.ts'
import {
  calendarAvailability,
  checkSlotChoice,
  cutOffFor,
  dayAvailability,
  noBookings,
  type AvailabilityContext,
  type CartPackageLimits,
} from './availability.ts'

const lunch = { id: 'lunch', start: '11:00', end: '13:00', capacity: 3 }
const dinner = { id: 'dinner', start: '17:00', end: '20:00', capacity: 2 }

// New York, open Monday to Saturday, orders close two days before at 18:00, one day's notice.
const schedule: FulfilmentSchedule = fulfilmentScheduleSchema.parse({
  timeZone: 'America/New_York',
  pickup: { enabled: true, address: '12 Market St', instructions: '' },
  delivery: { enabled: false, zones: [] },
  chefAtHome: { enabled: false },
  week: [
    [],
    [lunch, dinner],
    [lunch, dinner],
    [lunch, dinner],
    [lunch, dinner],
    [lunch, dinner],
    [dinner],
  ].map((slots) => ({ slots })),
  leadTimeDays: 1,
  cutOff: { daysBefore: 2, time: '18:00' },
  bookingWindowDays: 60,
  blackoutDates: ['2026-12-25'],
  closures: [{ date: '2026-12-16' }, { date: '2026-12-17', slotId: 'lunch' }],
})

const brunch: CartPackageLimits = { packageId: 'brunch', title: 'Sunday Brunch', quantity: 1 }

function context(now: string, overrides: Partial<AvailabilityContext> = {}): AvailabilityContext {
  return { schedule, now: Date.parse(now), cart: [brunch], bookings: noBookings, ...overrides }
}

describe('the order cut-off', () => {
  it('falls two days before at 18:00 business time, on both sides of daylight-saving changes', () => {
    expect(cutOffFor(schedule, '2026-03-09').toISOString()).toBe('2026-03-07T23:00:00.000Z') // set on EST
    expect(cutOffFor(schedule, '2026-03-10').toISOString()).toBe('2026-03-08T22:00:00.000Z') // set on EDT
    expect(cutOffFor(schedule, '2026-11-02').toISOString()).toBe('2026-10-31T22:00:00.000Z') // set on EDT
    expect(cutOffFor(schedule, '2026-11-03').toISOString()).toBe('2026-11-01T23:00:00.000Z') // set on EST
    expect(cutOffFor(schedule, '2026-03-01').toISOString()).toBe('2026-02-27T23:00:00.000Z') // across a month end
  })

  it('is open until the last millisecond before the cut-off and closed from it', () => {
    const open = dayAvailability(context('2026-12-07T22:59:59.999Z'), '2026-12-09')
    expect(open.bookable).toBe(true)
    const closed = dayAvailability(context('2026-12-07T23:00:00.000Z'), '2026-12-09')
    expect(closed).toMatchObject({ bookable: false, reason: 'past-cut-off' })
    expect(closed.message).toBe('Orders for this date closed Mon, Dec 7, 2026, 6:00 PM EST.')
  })
})

describe('which days can be booked', () => {
  const now = '2026-12-01T15:00:00Z' // Tuesday 1 Dec, 10:00 in New York

  it('refuses past days, days beyond the booking window, blackouts, closed weekdays and closed days', () => {
    expect(dayAvailability(context(now), '2026-11-30').reason).toBe('past')
    expect(dayAvailability(context(now), '2027-01-31')).toMatchObject({ reason: 'beyond-window' })
    expect(dayAvailability(context(now), '2027-01-30').bookable).toBe(true) // the 60th day, a Saturday
    expect(dayAvailability(context(now), '2026-12-25')).toMatchObject({ reason: 'blackout' })
    expect(dayAvailability(context(now), '2026-12-06')).toMatchObject({ reason: 'closed' }) // a Sunday
    expect(dayAvailability(context(now), '2026-12-16')).toMatchObject({ reason: 'closed' }) // closed by the admin
  })

  it('closes one slot without closing the day', () => {
    const day = dayAvailability(context(now), '2026-12-17')
    expect(day.bookable).toBe(true)
    expect(day.slots.map((slot) => [slot.slot.id, slot.open, slot.reason])).toEqual([
      ['lunch', false, 'closed'],
      ['dinner', true, undefined],
    ])
  })

  it('applies the longest lead time in the cart and names the package that sets it', () => {
    const wedding: CartPackageLimits = {
      packageId: 'wedding',
      title: 'Wedding Feast',
      quantity: 1,
      leadTimeDays: 14,
    }
    const withWedding = context(now, { cart: [brunch, wedding] })
    expect(dayAvailability(withWedding, '2026-12-14')).toMatchObject({
      reason: 'too-soon',
      message: "Too soon for Wedding Feast: it needs 14 days' notice.",
    })
    expect(dayAvailability(withWedding, '2026-12-15').bookable).toBe(true)
  })

  it('offers a limited drop only on its dates', () => {
    const drop: CartPackageLimits = { ...brunch, availableDates: ['2026-12-19'] }
    expect(dayAvailability(context(now, { cart: [drop] }), '2026-12-18')).toMatchObject({
      reason: 'not-on-sale',
    })
    expect(dayAvailability(context(now, { cart: [drop] }), '2026-12-19').bookable).toBe(true)
  })

  it('counts places left per slot and closes a full day', () => {
    const bookings = { slots: { '2026-12-18/lunch': 2, '2026-12-18/dinner': 2 }, packages: {} }
    const day = dayAvailability(context(now, { bookings }), '2026-12-18')
    expect(day.slots.map((slot) => [slot.slot.id, slot.left, slot.open])).toEqual([
      ['lunch', 1, true],
      ['dinner', 0, false],
    ])
    const full = { slots: { '2026-12-18/lunch': 3, '2026-12-18/dinner': 5 }, packages: {} }
    expect(dayAvailability(context(now, { bookings: full }), '2026-12-18')).toMatchObject({
      bookable: false,
      reason: 'full',
    })
  })

  it("holds a package's per-date limit against what is already ordered and what is in the cart", () => {
    const limited: CartPackageLimits = { ...brunch, quantity: 2, maxPerDate: 5 }
    const bookings = { slots: {}, packages: { '2026-12-18/brunch': 3 } }
    expect(dayAvailability(context(now, { cart: [limited], bookings }), '2026-12-18').bookable).toBe(true)
    const tooMany = { ...limited, quantity: 3 }
    expect(dayAvailability(context(now, { cart: [tooMany], bookings }), '2026-12-18')).toMatchObject({
      reason: 'package-sold-out',
      message: 'Only 2 of Sunday Brunch left on this date.',
    })
  })

  it('lists every date of the booking window', () => {
    const days = calendarAvailability(context(now))
    expect(days[0]?.date).toBe('2026-12-01')
    expect(days.at(-1)?.date).toBe('2027-01-30')
    expect(days).toHaveLength(61)
  })
})

describe('checking a chosen slot', () => {
  const now = '2026-12-01T15:00:00Z'

  it('accepts an open slot and says which field is wrong otherwise', () => {
    expect(checkSlotChoice(context(now), '2026-12-18', 'lunch')).toBeUndefined()
    expect(checkSlotChoice(context(now), '2026-12-25', 'lunch')).toEqual({
      field: 'fulfilmentDate',
      message: 'Closed on this date.',
    })
    expect(checkSlotChoice(context(now), '2026-12-18', 'breakfast')?.field).toBe('slotId')
    expect(checkSlotChoice(context(now), '2026-12-17', 'lunch')?.message).toBe(
      'This time is closed. Please choose another.',
    )
    const bookings = { slots: { '2026-12-18/dinner': 2 }, packages: {} }
    expect(checkSlotChoice(context(now, { bookings }), '2026-12-18', 'dinner')?.message).toBe(
      'This time was just booked up. Please choose another.',
    )
  })
})

describe('the schedule schema', () => {
  it('refuses a bad time zone, a slot that ends before it starts and a method without what it needs', () => {
    const result = fulfilmentScheduleSchema.safeParse({
      ...schedule,
      timeZone: 'Mars/Olympus',
      week: [[{ ...lunch, end: '10:00' }], [], [], [], [], [], []].map((slots) => ({ slots })),
      pickup: { enabled: true, address: '', instructions: '' },
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    )
    expect(messages).toMatchObject({
      timeZone: 'Please choose a time zone such as America/New_York.',
      'week.0.slots.0.end': 'A slot ends after it starts.',
    })
  })

  it('normalises delivery postal codes', () => {
    const parsed = fulfilmentScheduleSchema.parse({
      ...schedule,
      delivery: {
        enabled: true,
        zones: [
          {
            id: 'z1',
            name: 'Downtown',
            postalCodes: [' 10001 ', 'sw1a 1aa'],
            feeCents: 800,
            minimumOrderCents: 5000,
          },
        ],
      },
    })
    expect(parsed.delivery.zones[0]?.postalCodes).toEqual(['10001', 'SW1A1AA'])
  })
})
