import { HttpsError } from 'firebase-functions/v2/https'
import { describe, expect, it } from 'vitest'
import { belowMinimumChargeMessage } from '../../../src/shared/orders/promotion-codes.ts'
import { chefPackageSchema } from '../../../src/shared/schemas/chef-package.ts'
import { mainCourseChoice } from '../../../src/shared/schemas/package-options.fixture.ts'
import {
  fulfilmentScheduleSchema,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import { exampleDelivery } from '../../../tests/support/order-fulfilments.ts'
import { testSchedule } from '../../../tests/support/schedule-shape.ts'
import { cartLimits } from '../fulfilment/check-choice.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import {
  holdPlace,
  newOrderRecord,
  orderRequestId,
  ordererOf,
  optionField,
  pricedLines,
  refuseBelowMinimumCharge,
  requestIdFor,
  unavailablePackagesMessage,
  unpaidHoldMs,
  type NewOrder,
} from './new-order.ts'
import { tokenMatches } from './order-token.ts'
import { promotionField } from './promotions.ts'

const auth = (uid: string, claims: Record<string, unknown> = {}) => ({ uid, token: claims }) as never
const guest = { uid: null, isAdmin: false }

/** The error `run` throws (the test fails when it throws none). */
function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

describe('who places the order', () => {
  it('takes a guest at the address given, trimmed', () => {
    expect(ordererOf('  ann@example.com ', undefined)).toEqual({ viewer: guest, email: 'ann@example.com' })
  })

  it('gives a signed-in customer their account address unless they give another', () => {
    const casey = auth('casey', { email: 'casey@example.com' })
    expect(ordererOf(undefined, casey)).toEqual({
      viewer: { uid: 'casey', isAdmin: false },
      email: 'casey@example.com',
    })
    expect(ordererOf('other@example.com', casey).email).toBe('other@example.com')
  })

  it('counts only a true admin claim as an admin', () => {
    expect(ordererOf('a@example.com', auth('boss', { admin: true })).viewer.isAdmin).toBe(true)
    expect(ordererOf('a@example.com', auth('bob', { admin: 'true' })).viewer.isAdmin).toBe(false)
  })

  it('refuses a guest without an address, or with one that is not an address, next to the field', () => {
    for (const [given, message] of [
      [undefined, 'Enter your e-mail address so we can send your confirmation.'],
      ['  ', 'Enter your e-mail address so we can send your confirmation.'],
      ['not-an-address', 'Enter a valid e-mail address.'],
    ] as const) {
      const error = thrownBy(() => ordererOf(given, undefined))
      expect(error).toBeInstanceOf(HttpsError)
      expect(error).toMatchObject({
        code: 'invalid-argument',
        message,
        details: { fields: { customer_email: message } },
      })
    }
  })
})

describe('the request id', () => {
  const key = 'request-key-1'

  it('is none without a request key', () => {
    expect(requestIdFor(ordererOf('ann@example.com', undefined), undefined)).toBeNull()
  })

  it("is a guest's address in any letter case with the key", () => {
    const id = requestIdFor(ordererOf('Ann@Example.com', undefined), key)
    expect(id).toBe(orderRequestId('ann@example.com', key))
    expect(requestIdFor(ordererOf('ann@example.com', undefined), key)).toBe(id)
    expect(requestIdFor(ordererOf('bea@example.com', undefined), key)).not.toBe(id)
    expect(requestIdFor(ordererOf('ann@example.com', undefined), 'request-key-2')).not.toBe(id)
  })

  it("is an account's uid whatever address it gives", () => {
    const casey = auth('casey', { email: 'casey@example.com' })
    const id = requestIdFor(ordererOf(undefined, casey), key)
    expect(id).toBe(orderRequestId('casey', key))
    expect(requestIdFor(ordererOf('other@example.com', casey), key)).toBe(id)
    // An account and a guest giving the account's address never share a request.
    expect(requestIdFor(ordererOf('casey@example.com', undefined), key)).not.toBe(id)
  })
})

describe('pricing the lines', () => {
  const packages = new Map([
    ['supper', chefPackageSchema.parse({ id: 'supper', title: 'Supper', price: 80.004, publicMenu: true })],
    ['hidden', chefPackageSchema.parse({ id: 'hidden', title: 'Hidden', price: 10, publicMenu: false })],
  ])

  it('takes the stored price and title, never what the browser sent', () => {
    const requested = [{ chefPackageId: 'supper', quantity: 2, price: 1, title: 'Cheap' }]
    expect(pricedLines(requested, packages, guest)).toEqual([
      { chefPackageId: 'supper', title: 'Supper', price: 80, image: '', quantity: 2 },
    ])
  })

  it('refuses the whole cart when a package is gone or hidden from the caller, naming them', () => {
    const requested = [
      { chefPackageId: 'supper', quantity: 1 },
      { chefPackageId: 'gone', quantity: 1 },
      { chefPackageId: 'hidden', quantity: 1 },
    ]
    expect(thrownBy(() => pricedLines(requested, packages, guest))).toMatchObject({
      code: 'failed-precondition',
      message: unavailablePackagesMessage,
      details: { unavailable: ['gone', 'hidden'] },
    })
    expect(pricedLines(requested.slice(2), packages, { uid: 'boss', isAdmin: true })).toHaveLength(1)
  })

  it('refuses an empty cart', () => {
    expect(thrownBy(() => pricedLines([], packages, guest))).toMatchObject({ code: 'failed-precondition' })
  })

  describe('per guest and with options', () => {
    const dinner = chefPackageSchema.parse({
      id: 'dinner',
      title: 'Dinner',
      price: 65,
      pricing: 'perGuest',
      minGuests: 6,
      maxGuests: 20,
      publicMenu: true,
      optionGroups: [mainCourseChoice()],
    })
    const withDinner = new Map([...packages, ['dinner', dinner]])
    const beef = [{ groupId: 'main', choiceIds: ['beef'] }]

    it('keeps lines with other choices apart and merges the same choices', () => {
      const requested = [
        { chefPackageId: 'dinner', quantity: 1, options: beef },
        { chefPackageId: 'dinner', quantity: 1, options: [{ groupId: 'main', choiceIds: ['fish'] }] },
        { chefPackageId: 'dinner', quantity: 1, options: beef },
      ]
      expect(pricedLines(requested, withDinner, guest, 10)).toEqual([
        {
          chefPackageId: 'dinner',
          title: 'Dinner',
          price: 650,
          image: '',
          quantity: 2,
          guests: 10,
          options: [{ label: 'Main', choice: 'Beef', price: 0 }],
        },
        {
          chefPackageId: 'dinner',
          title: 'Dinner',
          price: 650,
          image: '',
          quantity: 1,
          guests: 10,
          options: [{ label: 'Main', choice: 'Fish', price: 0 }],
        },
      ])
    })

    it('refuses guests out of range next to the guests field', () => {
      const requested = [{ chefPackageId: 'dinner', quantity: 1, options: beef }]
      expect(thrownBy(() => pricedLines(requested, withDinner, guest, 21))).toMatchObject({
        fields: { 'fulfilment.guests': 'Dinner is for at most 20 guests.' },
      })
    })

    it('refuses a missing required choice, naming the package', () => {
      const requested = [{ chefPackageId: 'dinner', quantity: 1 }]
      expect(thrownBy(() => pricedLines(requested, withDinner, guest, 8))).toMatchObject({
        fields: { [optionField('dinner', 'main')]: 'Dinner: Please choose a Main.' },
      })
    })
  })
})

describe('the smallest charge after a promotion', () => {
  const line: CartItem = { chefPackageId: 'cake', title: 'Cake', price: 10, image: '', quantity: 1 }

  it('refuses a discount that leaves less than Stripe can charge, next to the code', () => {
    // $10 less $9.60 is $0.40, with 5 % tax $0.42: under the $0.50 minimum.
    const error = thrownBy(() => refuseBelowMinimumCharge([line], 960, 0))
    expect(error).toBeInstanceOf(FieldProblemsError)
    expect((error as FieldProblemsError).fields).toEqual({ [promotionField]: belowMinimumChargeMessage })
  })

  it('lets the total through at the minimum, and counts the delivery fee', () => {
    expect(() => refuseBelowMinimumCharge([line], 952, 0)).not.toThrow()
    expect(() => refuseBelowMinimumCharge([line], 1000, 50)).not.toThrow()
    expect(() => refuseBelowMinimumCharge([line], 1000, 49)).toThrow(FieldProblemsError)
  })
})

describe('holding a place', () => {
  const dinner = { id: 'dinner', start: '17:00', end: '19:00', capacity: 2 }
  // Pickup only, closed on Sundays.
  const schedule: FulfilmentSchedule = fulfilmentScheduleSchema.parse(
    testSchedule([dinner], {
      pickup: { enabled: true, address: '12 Market St', instructions: '' },
      delivery: { enabled: false, zones: [] },
      week: [[], [dinner], [dinner], [dinner], [dinner], [dinner], [dinner]].map((slots) => ({ slots })),
    }),
  )
  const details = {
    method: 'pickup' as const,
    date: '2026-12-15',
    slotId: 'dinner',
    timeZone: 'America/New_York',
    name: 'Ann Lee',
    phone: '+12125550123',
    notes: '',
    deliveryFeeCents: 0,
  }
  const packages = new Map([
    ['supper', chefPackageSchema.parse({ id: 'supper', title: 'Supper', price: 80 })],
  ])
  const limits = cartLimits(
    [{ chefPackageId: 'supper', title: 'Supper', price: 80, image: '', quantity: 3 }],
    packages,
  )
  // Tuesday 2026-12-15 can be booked until Monday 18:00 in New York.
  const friday = Date.parse('2026-12-11T15:00:00Z')
  const mondayNight = Date.parse('2026-12-15T00:00:00Z')

  it('holds the slot and the quantities for the unpaid hold period from the start of placing', () => {
    const held = holdPlace({ schedule, details }, limits, undefined, {
      heldFrom: friday,
      checkedAt: friday + 5,
    })
    expect(held.placeHold).toEqual({
      date: '2026-12-15',
      slotId: 'dinner',
      packages: { supper: 3 },
      state: 'held',
      expiresAt: friday + unpaidHoldMs,
    })
    expect(held.fulfilment).toMatchObject({ slotStart: '17:00', slotEnd: '19:00' })
    expect(held.day).toEqual({ date: '2026-12-15', slots: { dinner: 1 }, packages: { supper: 3 } })
  })

  it('checks the calendar at the moment of the attempt', () => {
    expect(
      thrownBy(() =>
        holdPlace({ schedule, details }, limits, undefined, { heldFrom: friday, checkedAt: mondayNight }),
      ),
    ).toBeInstanceOf(FieldProblemsError)
  })
})

describe('the new order record', () => {
  const order: NewOrder = {
    orderer: { viewer: guest, email: 'Ann@example.com' },
    cartData: [{ chefPackageId: 'supper', title: 'Supper', price: 80, image: '', quantity: 2 }],
    orderNotes: '  Ring twice.  ',
    dietary: undefined,
    remindersOff: false,
    token: 'a-token-of-the-guest-at-least-32-chars',
    now: Date.parse('2026-12-11T15:00:00Z'),
  }

  it('is a guest order awaiting payment, kept under the address, opened by the token', () => {
    const record = newOrderRecord(order, { orderNumber: 1001 })
    expect(record).toMatchObject({
      stamp: order.now,
      userId: 'Ann@example.com',
      customer_email: 'Ann@example.com',
      orderNotes: 'Ring twice.',
      statusCode: 1,
      state: 'awaitingPayment',
      history: [{ to: 'awaitingPayment', by: 'customer', at: order.now }],
      checkoutAttempts: 0,
      orderNumber: 1001,
      cartTotals: { subTotal: 160, total: 168 },
    })
    expect(record.history[0]).not.toHaveProperty('uid')
    expect(record).not.toHaveProperty('remindersOff')
    expect(record.searchKeys).toEqual(expect.arrayContaining(['1001', 'ann@example.com']))
    expect(tokenMatches(order.token, record.accessTokenHash)).toBe(true)
  })

  it("is kept under a customer's uid, with their reminder choice", () => {
    const record = newOrderRecord(
      {
        ...order,
        orderer: { viewer: { uid: 'casey', isAdmin: false }, email: 'c@example.com' },
        remindersOff: true,
      },
      { orderNumber: 1002 },
    )
    expect(record).toMatchObject({ userId: 'casey', remindersOff: true })
    expect(record.history[0]).toMatchObject({ uid: 'casey' })
  })

  it('totals the delivery fee and the discount and keeps the place and the code it holds', () => {
    const record = newOrderRecord(order, {
      orderNumber: 1003,
      fulfilment: exampleDelivery,
      promotion: { code: 'TEN', discountCents: 1000, description: '$10 off' },
      promotionHold: { code: 'TEN', customerRedemptionId: 'mine', state: 'held' },
    })
    // $160 less $10, with 5 % tax, and the $12 delivery.
    expect(record.cartTotals).toMatchObject({ subTotal: 160, deliveryFee: 12, total: 169.5 })
    expect(record.fulfilment).toEqual(exampleDelivery)
    expect(record.searchKeys).toEqual(expect.arrayContaining(['1003', 'ann lee']))
    expect(record.promotionHold).toEqual({ code: 'TEN', customerRedemptionId: 'mine', state: 'held' })
  })
})
