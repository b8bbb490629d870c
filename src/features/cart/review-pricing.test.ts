import { describe, expect, it } from 'vitest'
import type { PricedPackage } from '../../shared/orders/package-pricing.ts'
import type { CartItem } from '../../shared/schemas/order.ts'
import { reviewLines, typedGuests } from './review-pricing.ts'

const dinner: PricedPackage = {
  title: 'Holiday Dinner Party',
  price: 65,
  pricing: 'perGuest',
  minGuests: 6,
  maxGuests: 20,
  optionGroups: [
    {
      kind: 'chooseAny',
      id: 'add-ons',
      label: 'Add-ons',
      choices: [{ id: 'cheese', label: 'Cheese course', price: 8 }],
    },
  ],
}
const tart: PricedPackage = { title: 'Tart', price: 30, pricing: 'perItem', optionGroups: [] }
const line = (chefPackageId: string, price: number): CartItem => ({
  chefPackageId,
  title: chefPackageId,
  price,
  image: '',
  quantity: 1,
})

describe('order review pricing', () => {
  it('prices a per-guest line for the typed guests with its options, and leaves a plain line at its cart price', () => {
    const { items } = reviewLines(
      [{ ...line('dinner', 65), chosen: [{ groupId: 'add-ons', choiceIds: ['cheese'] }] }, line('tart', 30)],
      { dinner, tart },
      { dinner: { kind: 'ok' }, tart: { kind: 'ok' } },
      8,
    )
    expect(items[0]).toMatchObject({
      price: 584,
      guests: 8,
      options: [{ label: 'Add-ons', choice: 'Cheese course', price: 64 }],
    })
    expect(items[0]).not.toHaveProperty('chosen')
    expect(items[1]).toEqual(line('tart', 30))
  })

  it("prices a per-guest line for the package's fewest guests until a count is typed", () => {
    const { items } = reviewLines([line('dinner', 65)], { dinner }, {}, undefined)
    expect(items[0]).toMatchObject({ price: 390, guests: 6 })
  })

  it('no longer calls a priced line repriced (it is priced from the package now), but keeps a missing one', () => {
    const { checks } = reviewLines(
      [line('dinner', 60), line('gone', 10)],
      { dinner },
      { dinner: { kind: 'repriced', currentPrice: 65 }, gone: { kind: 'missing' } },
      8,
    )
    expect(checks).toEqual({ dinner: { kind: 'ok' }, gone: { kind: 'missing' } })
  })

  it('reads the guests field as a whole number above zero', () => {
    expect(typedGuests(' 8 ')).toBe(8)
    expect(typedGuests('')).toBeUndefined()
    expect(typedGuests('2.5')).toBeUndefined()
    expect(typedGuests('0')).toBeUndefined()
    expect(typedGuests(undefined)).toBeUndefined()
  })
})
