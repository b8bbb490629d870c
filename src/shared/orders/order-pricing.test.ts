import { describe, expect, it } from 'vitest'
import { priceOrder, type PricedItem } from './order-pricing.ts'

const items: PricedItem[] = [
  { packageId: 'brunch', unitCents: 6_000, quantity: 2 },
  { packageId: 'dessert', unitCents: 2_550, quantity: 1 },
]

describe('order pricing', () => {
  it('adds 5% tax to the goods and the delivery fee untaxed', () => {
    expect(priceOrder({ items, deliveryFeeCents: 800 })).toEqual({
      subtotalCents: 14_550,
      discountCents: 0,
      deliveryFeeCents: 800,
      taxCents: 728, // 727.5 rounds half up
      totalCents: 16_078,
    })
  })

  it('takes a discount off the goods before tax', () => {
    expect(priceOrder({ items, discount: { kind: 'percent', percentOff: 10 } })).toMatchObject({
      discountCents: 1_455,
      taxCents: 655,
      totalCents: 13_750,
    })
    expect(priceOrder({ items, discount: { kind: 'amount', amountOffCents: 2_000 } })).toMatchObject({
      discountCents: 2_000,
      taxCents: 628,
      totalCents: 13_178,
    })
  })

  it('limits a discount to its packages and never below zero', () => {
    expect(
      priceOrder({ items, discount: { kind: 'percent', percentOff: 50, packageIds: ['dessert'] } })
        .discountCents,
    ).toBe(1_275)
    expect(
      priceOrder({ items, discount: { kind: 'amount', amountOffCents: 5_000, packageIds: ['dessert'] } })
        .discountCents,
    ).toBe(2_550)
    expect(priceOrder({ items, discount: { kind: 'amount', amountOffCents: 99_999 } })).toMatchObject({
      discountCents: 14_550,
      taxCents: 0,
      totalCents: 0,
    })
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() => priceOrder({ items: [{ packageId: 'x', unitCents: 10.5, quantity: 1 }] })).toThrow(
      RangeError,
    )
    expect(() => priceOrder({ items, deliveryFeeCents: -1 })).toThrow(RangeError)
  })
})
