import { describe, expect, it } from 'vitest'
import { differenceWords, itemsOfRows } from './order-item-changes-form.ts'

describe('the change-items form', () => {
  it('reads rows as items, and says which row is incomplete', () => {
    expect(itemsOfRows({ chefPackageId: ['a', 'b'], quantity: ['2', ' 1 '] })).toEqual({
      ok: true,
      items: [
        { chefPackageId: 'a', quantity: 2 },
        { chefPackageId: 'b', quantity: 1 },
      ],
    })
    expect(itemsOfRows({ chefPackageId: ['a', ''], quantity: ['0', '1.5'] })).toEqual({
      ok: false,
      fieldErrors: {
        'items.0.quantity': 'Please enter a whole number from 1 to 99.',
        'items.1.chefPackageId': 'Please choose a package.',
        'items.1.quantity': 'Please enter a whole number from 1 to 99.',
      },
    })
    expect(itemsOfRows({ chefPackageId: [], quantity: [] }).ok).toBe(false)
  })

  it('words the difference as a refund, a payment asked for, or none', () => {
    expect(differenceWords({ totalCents: 23_100, differenceCents: -23_100 })).toBe(
      'New total $231.00: $231.00 will be refunded.',
    )
    expect(differenceWords({ totalCents: 58_800, differenceCents: 35_700 })).toBe(
      'New total $588.00: the customer will be asked to pay $357.00.',
    )
    expect(differenceWords({ totalCents: 58_800, differenceCents: 35_700 }, true)).toBe(
      'New total $588.00: the customer was sent a link to pay $357.00.',
    )
    expect(differenceWords({ totalCents: 100, differenceCents: 0 })).toBe(
      'New total $1.00: the same as before.',
    )
  })
})
