import { describe, expect, it } from 'vitest'
import { chefPackageSchema, type ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { changedLines, replaceHold, repricedPromotion } from './item-changes.ts'

const pkg = (id: string, fields: Partial<ChefPackage> = {}): [string, ChefPackage] => [
  id,
  chefPackageSchema.parse({ id, title: id.toUpperCase(), price: 50, publicMenu: true, ...fields }),
]
const line = (chefPackageId: string, quantity: number, price = 20): CartItem => ({
  chefPackageId,
  title: chefPackageId.toUpperCase(),
  price,
  image: '',
  quantity,
})
const fields = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof FieldProblemsError) return error.fields
    throw error
  }
  return null
}

describe('the lines of a change', () => {
  const order = { cartData: [line('a', 2)], userId: 'guest@example.com' }

  it('keeps the ordered price of a package already on the order; a new one takes its stored price', () => {
    const packages = new Map([pkg('a', { price: 99 }), pkg('b', { price: 30.005 })])
    const lines = changedLines(
      order,
      [
        { chefPackageId: 'a', quantity: 1 },
        { chefPackageId: 'b', quantity: 3 },
      ],
      packages,
    )
    expect(lines.map((item) => [item.chefPackageId, item.price, item.quantity])).toEqual([
      ['a', 20, 1],
      ['b', 30.01, 3],
    ])
  })

  it('refuses a new package that is gone or not sold to this customer, next to its row', () => {
    const packages = new Map([pkg('hidden', { publicMenu: false })])
    expect(
      fields(() =>
        changedLines(
          order,
          [
            { chefPackageId: 'gone', quantity: 1 },
            { chefPackageId: 'hidden', quantity: 1 },
          ],
          packages,
        ),
      ),
    ).toEqual({
      'items.0.chefPackageId': 'This package is no longer sold.',
      'items.1.chefPackageId': 'This package is no longer sold.',
    })
  })
})

describe('per-guest packages and options on a change', () => {
  it('refuses adding a per-guest package or one with options, and keeps a line already ordered with its options', () => {
    const dinner = pkg('dinner', { pricing: 'perGuest', minGuests: 6, maxGuests: 20 })
    const cake = pkg('cake', {
      optionGroups: [
        { kind: 'text', id: 'message', label: 'Message', required: false, maxLength: 40, price: 0 },
      ],
    })
    const ordered = { ...line('cake', 1, 57.5), options: [{ label: 'Message', choice: 'Hi', price: 15 }] }
    const order = { cartData: [ordered], userId: 'guest@example.com' }
    const packages = new Map([dinner, cake])
    const message = 'This package is priced per guest or has options: the customer orders it from its page.'
    expect(fields(() => changedLines(order, [{ chefPackageId: 'dinner', quantity: 1 }], packages))).toEqual({
      'items.0.chefPackageId': message,
    })
    expect(changedLines(order, [{ chefPackageId: 'cake', quantity: 2 }], packages)).toEqual([
      { ...ordered, quantity: 2 },
    ])
  })
})

describe('the order’s place with the new quantities', () => {
  const placeHold = {
    date: '2030-01-05',
    slotId: 's1',
    packages: { a: 2 },
    state: 'kept' as const,
    expiresAt: 0,
  }
  const day = { date: '2030-01-05', slots: { s1: 3 }, packages: { a: 4 } }

  it('counts the other orders only, and refuses a quantity above what is left', () => {
    const packages = new Map([pkg('a', { maxPerDate: 5 })])
    const input = { placeHold, day, before: [line('a', 2)], packages }
    expect(fields(() => replaceHold({ ...input, lines: [line('a', 4)] }))).toEqual({
      'items.0.quantity': "Only 3 of A left on this order's date.",
    })
    const held = replaceHold({ ...input, lines: [line('a', 3)] })
    expect(held?.day).toEqual({ date: '2030-01-05', slots: { s1: 3 }, packages: { a: 5 } })
    expect(held?.placeHold.packages).toEqual({ a: 3 })
  })

  it('lets a quantity go down even over a limit lowered since, and refuses a package not sold that date', () => {
    const packages = new Map([pkg('a', { maxPerDate: 1 }), pkg('b', { availableDates: ['2030-02-01'] })])
    const input = { placeHold, day, before: [line('a', 2)], packages }
    expect(replaceHold({ ...input, lines: [line('a', 1)] })?.day.packages).toEqual({ a: 3 })
    expect(fields(() => replaceHold({ ...input, lines: [line('a', 1), line('b', 1)] }))).toEqual({
      'items.1.chefPackageId': "B is not offered on this order's date.",
    })
  })
})

describe('the order’s promotion code on the new lines', () => {
  const promotion = { code: 'TEN', discountCents: 500, description: '10% off' }
  const code = {
    code: 'TEN',
    kind: 'percent' as const,
    percentOff: 10,
    minimumSubtotalCents: 5_000,
    packageIds: [],
    active: false,
    validUntil: 2,
  }

  it('applies the rules it had when the order was placed (switched off or expired since, it still counts)', () => {
    const repriced = repricedPromotion({ promotion, stamp: 1 }, code, [line('a', 4, 20)])
    expect(repriced).toEqual({ promotion: { ...promotion, discountCents: 800 }, note: null })
  })

  it('is dropped with a reason when the new lines no longer meet it, or it is gone', () => {
    expect(repricedPromotion({ promotion, stamp: 1 }, code, [line('a', 1, 20)]).note).toBe(
      'The code TEN no longer applies (this code needs an order of at least $50.00), so nothing comes off.',
    )
    expect(repricedPromotion({ promotion, stamp: 1 }, undefined, [line('a', 1)]).note).toBe(
      'The code TEN no longer exists, so nothing comes off.',
    )
  })
})
