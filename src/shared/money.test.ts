import { describe, expect, it } from 'vitest'
import { cartCents, cartTotals, centsAsDollars, formatCents, formatPrice, toCents } from './money.ts'

describe('formatPrice', () => {
  it.each([
    ['prefixes $ and shows two decimals', 220, '$220.00'],
    ['prefixes $ and shows two decimals', 85.5, '$85.50'],
    ['prefixes $ and shows two decimals', 0, '$0.00'],
    ['rounds to cents', 19.999, '$20.00'],
    ['rounds to cents', 1.005, '$1.01'],
    ['groups thousands', 1250, '$1,250.00'],
    ['handles a value printed with an exponent', 1e-7, '$0.00'],
    ['handles negative zero', -0, '$0.00'],
    ['handles a negative value', -2.345, '$-2.35'],
    ['shows $0.00 for a value that is not a number', Number.NaN, '$0.00'],
  ])('%s: %s is %s', (_claim, value, shown) => {
    expect(formatPrice(value)).toBe(shown)
  })
})

describe('cart totals (5 % tax, rounded to cents)', () => {
  // $220.00 and twice $85.50: $391.00 of goods.
  const cart = [
    { price: 220, quantity: 1 },
    { price: 85.5, quantity: 2 },
  ]

  it('converts prices to integer cents after rounding to 2 decimals', () => {
    expect(toCents(220)).toBe(22_000)
    expect(toCents(1.005)).toBe(101)
    expect(toCents(19.999)).toBe(2_000)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })

  it('adds 5 % tax on the subtotal, rounded to cents', () => {
    expect(cartCents(cart)).toEqual({
      subTotal: 39_100,
      discount: 0,
      tax: 1_955,
      total: 41_055,
    })
    // 10.01 * 5 % = 0.5005 -> 0.50
    expect(cartCents([{ price: 10.01, quantity: 1 }])).toEqual({
      subTotal: 1_001,
      discount: 0,
      tax: 50,
      total: 1_051,
    })
  })

  it('takes a discount off the goods before tax, never more than the goods', () => {
    // 391.00 - 39.10 = 351.90; tax 17.595 -> 17.60; total 369.50
    expect(cartCents(cart, 3_910)).toEqual({
      subTotal: 39_100,
      discount: 3_910,
      tax: 1_760,
      total: 36_950,
    })
    expect(cartCents([{ price: 10, quantity: 1 }], 5_000)).toMatchObject({ discount: 1_000, total: 0 })
    expect(cartTotals([{ price: 100, quantity: 1 }], 1_500, 2_000)).toMatchObject({
      discount: 20,
      discountDisplay: '$20.00',
      taxDisplay: '$4.00',
      deliveryFee: 15,
      total: 99,
      totalDisplay: '$99.00',
    })
  })

  it('fills the order cartTotals with $ displays', () => {
    expect(cartTotals(cart)).toEqual({
      subTotal: 391,
      subTotalDisplay: '$391.00',
      taxDisplay: '$19.55',
      total: 410.55,
      totalDisplay: '$410.55',
    })
    expect(cartTotals([])).toMatchObject({ subTotal: 0, total: 0, totalDisplay: '$0.00' })
  })

  it('adds a travel fee as its own untaxed line, beside the delivery fee', () => {
    expect(cartTotals([{ price: 100, quantity: 1 }], 0, 0, 3_000)).toEqual({
      subTotal: 100,
      subTotalDisplay: '$100.00',
      taxDisplay: '$5.00',
      travelFee: 30,
      travelFeeDisplay: '$30.00',
      total: 135,
      totalDisplay: '$135.00',
    })
    expect(cartTotals([{ price: 100, quantity: 1 }], 1_500, 2_000, 3_000)).toMatchObject({
      deliveryFee: 15,
      travelFee: 30,
      total: 129,
    })
  })
})

describe('amounts in cents', () => {
  it.each([
    ['shows cents as a price with the thousands separated', 125_000, '$1,250.00', formatCents],
    ['shows cents as a price with the thousands separated', 5, '$0.05', formatCents],
    ['gives a form field plain dollars with two decimals', 1250, '12.50', centsAsDollars],
    ['gives a form field plain dollars with two decimals', 125_000, '1250.00', centsAsDollars],
    ['gives a form field plain dollars with two decimals', 0, '0.00', centsAsDollars],
  ])('%s: %s cents read %s', (_claim, cents, shown, show) => {
    expect(show(cents)).toBe(shown)
  })
})
