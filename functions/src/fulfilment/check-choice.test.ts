import { describe, expect, it } from 'vitest'
import { chefPackageSchema, type ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import {
  fulfilmentScheduleSchema,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import type { FulfilmentChoice } from '../../../src/shared/schemas/order-fulfilment.ts'
import { testSchedule } from '../../../tests/support/schedule-shape.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import {
  cartLimits,
  checkChoiceAgainstBookings,
  checkChoiceDetails,
  dayWith,
  dayWithout,
} from './check-choice.ts'

const dinner = { id: 'dinner', start: '17:00', end: '19:00', capacity: 2 }
// Closed on Sundays; delivery downtown only, from $50.
const schedule: FulfilmentSchedule = fulfilmentScheduleSchema.parse(
  testSchedule([dinner], {
    pickup: { enabled: true, address: '12 Market St', instructions: 'Ring the bell.' },
    delivery: {
      enabled: true,
      zones: [
        { id: 'core', name: 'Downtown', postalCodes: ['10001'], feeCents: 1500, minimumOrderCents: 5000 },
      ],
    },
    week: [[], [dinner], [dinner], [dinner], [dinner], [dinner], [dinner]].map((slots) => ({ slots })),
  }),
)

const pkg = (id: string, fields: Partial<ChefPackage> = {}) => chefPackageSchema.parse({ id, ...fields })
const packages = new Map([
  ['supper', pkg('supper', { title: 'Supper', price: 80 })],
  ['trays', pkg('trays', { title: 'Party trays', price: 90, methods: ['delivery'] })],
  ['party', pkg('party', { title: 'Party', price: 400, minGuests: 10, maxGuests: 40, maxPerDate: 2 })],
])
const item = (chefPackageId: string, price: number, quantity = 1): CartItem => ({
  chefPackageId,
  title: packages.get(chefPackageId)!.title,
  price,
  image: '',
  quantity,
})
const supper = [item('supper', 80)]

// Tuesday 2026-12-15 is bookable from Friday 2026-12-11 (cut-off Monday 18:00 New York).
const now = Date.parse('2026-12-11T15:00:00Z')
const choice = (fields: Partial<FulfilmentChoice> = {}): FulfilmentChoice => ({
  method: 'pickup',
  date: '2026-12-15',
  slotId: 'dinner',
  name: 'Ann Lee',
  phone: '(212) 555-0123',
  notes: '',
  ...fields,
})

function problems(run: () => unknown): Record<string, string> {
  try {
    run()
  } catch (error) {
    if (error instanceof FieldProblemsError) return error.fields
    throw error
  }
  throw new Error('expected field problems')
}

describe('checking a fulfilment choice before the transaction', () => {
  it('stores a pickup with the phone in E.164 and the pickup address copied', () => {
    const details = checkChoiceDetails({ schedule, choice: choice(), cart: supper, packages })
    expect(details).toMatchObject({
      method: 'pickup',
      phone: '+12125550123',
      pickupAddress: '12 Market St',
      pickupInstructions: 'Ring the bell.',
      deliveryFeeCents: 0,
      timeZone: 'America/New_York',
    })
    expect(details.address).toBeUndefined()
  })

  it('refuses a method a package in the cart does not allow, naming the package', () => {
    const address = { line1: '1 Main St', line2: '', city: 'New York', postalCode: '10001' }
    const cart = [...supper, item('trays', 90)]
    expect(problems(() => checkChoiceDetails({ schedule, choice: choice(), cart, packages }))).toEqual({
      'fulfilment.method': 'Pickup is not available for Party trays.',
    })
    expect(
      checkChoiceDetails({ schedule, choice: choice({ method: 'delivery', address }), cart, packages }),
    ).toMatchObject({ method: 'delivery', deliveryFeeCents: 1500 })
  })

  it('asks for a choice once the business has a schedule', () => {
    expect(
      problems(() => checkChoiceDetails({ schedule, choice: undefined, cart: supper, packages })),
    ).toEqual({
      'fulfilment.method': 'Please choose how you would like to receive your order.',
    })
  })

  it('prices delivery by the zone of the postal code and refuses an unknown code or a small order', () => {
    const address = { line1: '1 Main St', line2: '', city: 'New York', postalCode: '10001' }
    const delivered = checkChoiceDetails({
      schedule,
      choice: choice({ method: 'delivery', address }),
      cart: supper,
      packages,
    })
    expect(delivered).toMatchObject({ deliveryZoneId: 'core', deliveryFeeCents: 1500, address })
    expect(
      problems(() =>
        checkChoiceDetails({
          schedule,
          choice: choice({ method: 'delivery', address: { ...address, postalCode: '99999' } }),
          cart: supper,
          packages,
        }),
      ),
    ).toEqual({ 'fulfilment.address.postalCode': expect.stringMatching(/do not deliver/) })
    expect(
      problems(() =>
        checkChoiceDetails({
          schedule,
          choice: choice({ method: 'delivery', address }),
          cart: [item('supper', 20)],
          packages,
        }),
      ),
    ).toEqual({ 'fulfilment.method': 'Delivery to Downtown needs an order of at least $50.00.' })
  })

  it('refuses a postal code outside the service area by the field, and stores the trip and its fee inside', () => {
    const address = { line1: '1 Main St', line2: '', city: 'Yonkers', postalCode: '10701' }
    const withArea = fulfilmentScheduleSchema.parse({
      ...schedule,
      kitchenPostalCode: '10001',
      chefAtHome: { enabled: true, area: { maxMiles: 25 } },
    })
    const atHome = choice({ method: 'chefAtHome', address })
    const outside = {
      ok: false as const,
      message: 'We cook within 25 miles of 10001; 10701 is 30 miles away.',
    }
    expect(
      problems(() =>
        checkChoiceDetails({ schedule: withArea, choice: atHome, cart: supper, packages, area: outside }),
      ),
    ).toEqual({ 'fulfilment.address.postalCode': outside.message })
    const inside = { ok: true as const, distanceMiles: 15, travelFeeCents: 3000 }
    expect(
      checkChoiceDetails({ schedule: withArea, choice: atHome, cart: supper, packages, area: inside }),
    ).toMatchObject({ method: 'chefAtHome', distanceMiles: 15, travelFeeCents: 3000, deliveryFeeCents: 0 })
    // Pickup keeps no trip, whatever was found for an address it does not use.
    const pickedUp = checkChoiceDetails({
      schedule: withArea,
      choice: choice(),
      cart: supper,
      packages,
      area: inside,
    })
    expect(pickedUp.travelFeeCents).toBeUndefined()
  })

  it('delivers by distance alone when the service area has no zones', () => {
    const byDistance = fulfilmentScheduleSchema.parse({
      ...schedule,
      kitchenPostalCode: '10001',
      delivery: { enabled: true, zones: [], area: { maxMiles: 5 } },
    })
    const address = { line1: '1 Main St', line2: '', city: 'Hoboken', postalCode: '07030' }
    const delivered = checkChoiceDetails({
      schedule: byDistance,
      choice: choice({ method: 'delivery', address }),
      cart: supper,
      packages,
      area: { ok: true, distanceMiles: 2, travelFeeCents: 0 },
    })
    expect(delivered).toMatchObject({
      method: 'delivery',
      deliveryFeeCents: 0,
      distanceMiles: 2,
      travelFeeCents: 0,
    })
    expect(delivered.deliveryZoneId).toBeUndefined()
  })

  it('refuses a method that is not offered, a bad phone and a missing address together', () => {
    expect(
      problems(() =>
        checkChoiceDetails({
          schedule,
          choice: choice({ method: 'chefAtHome', phone: '12' }),
          cart: supper,
          packages,
        }),
      ),
    ).toEqual({
      'fulfilment.method': expect.stringMatching(/not offered/),
      'fulfilment.phone': expect.stringMatching(/valid phone number/),
      'fulfilment.address.line1': 'Please enter the street and number.',
    })
  })

  it('holds event packages to their guest limits', () => {
    const party = [item('party', 400)]
    expect(problems(() => checkChoiceDetails({ schedule, choice: choice(), cart: party, packages }))).toEqual(
      {
        'fulfilment.guests': 'Please enter the number of guests for Party.',
      },
    )
    expect(
      problems(() => checkChoiceDetails({ schedule, choice: choice({ guests: 9 }), cart: party, packages })),
    ).toEqual({ 'fulfilment.guests': 'Party is for at least 10 guests.' })
    expect(
      problems(() => checkChoiceDetails({ schedule, choice: choice({ guests: 41 }), cart: party, packages })),
    ).toEqual({ 'fulfilment.guests': 'Party is for at most 40 guests.' })
    expect(
      checkChoiceDetails({ schedule, choice: choice({ guests: 40 }), cart: party, packages }).guests,
    ).toBe(40)
    // Guests mean nothing for an order without an event package.
    expect(
      checkChoiceDetails({ schedule, choice: choice({ guests: 3 }), cart: supper, packages }).guests,
    ).toBeUndefined()
  })
})

describe('checking a choice against the counts read in the transaction', () => {
  const details = checkChoiceDetails({ schedule, choice: choice(), cart: supper, packages })
  const limits = cartLimits(supper, packages)

  it('takes a place: the slot counts one more order and each package its quantity', () => {
    const { fulfilment, day } = checkChoiceAgainstBookings({ schedule, details, limits, day: undefined, now })
    expect(fulfilment).toMatchObject({ slotId: 'dinner', slotStart: '17:00', slotEnd: '19:00' })
    expect(day).toEqual({ date: '2026-12-15', slots: { dinner: 1 }, packages: { supper: 1 } })
  })

  it('refuses the last place twice: a date whose only time is full is said to be fully booked', () => {
    const full = { date: '2026-12-15', slots: { dinner: 2 }, packages: {} }
    expect(problems(() => checkChoiceAgainstBookings({ schedule, details, limits, day: full, now }))).toEqual(
      {
        'fulfilment.date': 'Fully booked.',
      },
    )
  })

  it('says a full time next to the time when the date has others', () => {
    const lunch = { id: 'lunch', start: '11:00', end: '13:00', capacity: 4 }
    const twoSlots = {
      ...schedule,
      week: schedule.week.map(({ slots }) => ({ slots: slots.length ? [lunch, ...slots] : slots })),
    }
    const full = { date: '2026-12-15', slots: { dinner: 2 }, packages: {} }
    expect(
      problems(() => checkChoiceAgainstBookings({ schedule: twoSlots, details, limits, day: full, now })),
    ).toEqual({ 'fulfilment.slotId': 'This time was just booked up. Please choose another.' })
  })

  it('refuses a forged slot id, a past date, a date past its cut-off and one beyond the window', () => {
    const check = (fields: Partial<FulfilmentChoice>, at = now) =>
      problems(() =>
        checkChoiceAgainstBookings({
          schedule,
          details: checkChoiceDetails({ schedule, choice: choice(fields), cart: supper, packages }),
          limits,
          day: undefined,
          now: at,
        }),
      )
    expect(check({ slotId: 'midnight-feast' })).toEqual({
      'fulfilment.slotId': 'Please choose one of the times offered for this date.',
    })
    expect(check({ date: '2026-12-01' })).toEqual({ 'fulfilment.date': 'This date has passed.' })
    expect(check({}, Date.parse('2026-12-14T23:00:00Z'))).toEqual({
      'fulfilment.date': expect.stringMatching(/^Orders for this date closed Mon, Dec 14, 2026, 6:00 PM EST/),
    })
    expect(check({ date: '2027-02-02' })).toEqual({ 'fulfilment.date': 'Bookings open 30 days ahead.' })
  })

  it('keeps a package to its per-date limit', () => {
    const party = [item('party', 400, 2)]
    const partyDetails = checkChoiceDetails({
      schedule,
      choice: choice({ guests: 20 }),
      cart: party,
      packages,
    })
    const booked = { date: '2026-12-15', slots: {}, packages: { party: 1 } }
    expect(
      problems(() =>
        checkChoiceAgainstBookings({
          schedule,
          details: partyDetails,
          limits: cartLimits(party, packages),
          day: booked,
          now,
        }),
      ),
    ).toEqual({ 'fulfilment.date': 'Only 1 of Party left on this date.' })
  })
})

describe('day counters', () => {
  it('give a hold back without going below zero, and take it again', () => {
    const day = { date: '2026-12-15', slots: { dinner: 1 }, packages: { supper: 1 } }
    const hold = { slotId: 'dinner', packages: { supper: 2 } }
    expect(dayWithout(day, hold)).toEqual({
      date: '2026-12-15',
      slots: { dinner: 0 },
      packages: { supper: 0 },
    })
    expect(dayWith(dayWithout(day, hold), hold)).toEqual({
      date: '2026-12-15',
      slots: { dinner: 1 },
      packages: { supper: 2 },
    })
  })
})
