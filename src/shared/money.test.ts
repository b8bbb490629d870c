import { describe, expect, it } from 'vitest'
import { cartCents, cartTotals, centsAsDollars, formatCents, formatPrice, toCents } from './money.ts'

describe('formatPrice', () => {
  it('prefixes $ and shows two decimals', () => {
    expect(formatPrice(220)).toBe('$220.00')
    expect(formatPrice(85.5)).toBe('$85.50')
    expect(formatPrice(0)).toBe('$0.00')
  })

  it('rounds to cents and groups thousands', () => {
    expect(formatPrice(19.999)).toBe('$20.00')
    expect(formatPrice(1.005)).toBe('$1.01')
    expect(formatPrice(1250)).toBe('$1,250.00')
  })

  it('handles values printed with an exponent and negative zero', () => {
    expect(formatPrice(1e-7)).toBe('$0.00')
    expect(formatPrice(-0)).toBe('$0.00')
    expect(formatPrice(-2.345)).toBe('$-2.35')
  })

  it('shows $0.00 for a value that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00')
  })
})

describe('cart totals (5 % tax, rounded to cents)', () => {
  it('converts prices to integer cents after rounding to 2 decimals', () => {
    expect(toCents(220)).toBe(22_000)
    expect(toCents(1.005)).toBe(101)
    expect(toCents(19.999)).toBe(2_000)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })

  it('adds 5 % tax on the subtotal, rounded to cents', () => {
    expect(
      cartCents([
        { price: 220, quantity: 1 },
        { price: 85.5, quantity: 2 },
      ]),
    ).toEqual({
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
    expect(
      cartCents(
        [
          { price: 220, quantity: 1 },
          { price: 85.5, quantity: 2 },
        ],
        3_910,
      ),
    ).toEqual({
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
    expect(
      cartTotals([
        { price: 220, quantity: 1 },
        { price: 85.5, quantity: 2 },
      ]),
    ).toEqual({
      subTotal: 391,
      subTotalDisplay: '$391.00',
      taxDisplay: '$19.55',
      total: 410.55,
      totalDisplay: '$410.55',
    })
    expect(cartTotals([])).toMatchObject({ subTotal: 0, total: 0, totalDisplay: '$0.00' })
  })
})

describe('amounts in cents', () => {
  it('shows cents as a price with the thousands separated', () => {
    expect(formatCents(125_000)).toBe('$1,250.00')
    expect(formatCents(5)).toBe('$0.05')
  })

  it('gives a form field plain dollars with two decimals', () => {
    expect(centsAsDollars(1250)).toBe('12.50')
    expect(centsAsDollars(125_000)).toBe('1250.00')
    expect(centsAsDollars(0)).toBe('0.00')
  })
})
