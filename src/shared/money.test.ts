import { describe, expect, it } from 'vitest'
import { formatPrice } from './money.ts'

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
