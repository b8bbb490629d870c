import { describe, expect, it } from 'vitest'
import { checkPromotion, normalisePromotionCode, promotionSchema, type Promotion } from './promotion-codes.ts'

const now = Date.parse('2026-12-01T12:00:00Z')
const summer: Promotion = promotionSchema.parse({
  code: 'SUMMER10',
  kind: 'percent',
  percentOff: 10,
  validFrom: Date.parse('2026-11-01T00:00:00Z'),
  validUntil: Date.parse('2027-01-01T00:00:00Z'),
  maxRedemptions: 5,
  maxPerCustomer: 1,
  minimumSubtotalCents: 5_000,
})
const order = { now, subtotalCents: 12_000, packageIds: ['brunch'] }
const unused = { total: 0, byCustomer: 0 }

describe('promotion codes', () => {
  it('give their discount when every condition holds', () => {
    expect(checkPromotion(summer, order, unused)).toEqual({
      ok: true,
      discount: { kind: 'percent', percentOff: 10, packageIds: undefined },
    })
  })

  it('are refused with the reason', () => {
    const refusal = (promotion: Promotion, orderNow = order, counts = unused) => {
      const result = checkPromotion(promotion, orderNow, counts)
      return result.ok ? 'accepted' : result.message
    }
    expect(refusal({ ...summer, active: false })).toBe('This code is no longer active.')
    expect(refusal(summer, { ...order, now: Date.parse('2026-10-31T23:59:59Z') })).toBe(
      'This code is not valid yet.',
    )
    expect(refusal(summer, { ...order, now: Date.parse('2027-01-01T00:00:00Z') })).toBe(
      'This code has expired.',
    )
    expect(refusal(summer, order, { total: 5, byCustomer: 0 })).toBe('This code has been used up.')
    expect(refusal(summer, order, { total: 1, byCustomer: 1 })).toBe('You have already used this code.')
    expect(refusal(summer, { ...order, subtotalCents: 4_999 })).toBe(
      'This code needs an order of at least $50.00.',
    )
    expect(refusal({ ...summer, packageIds: ['wedding'] })).toBe(
      'This code does not apply to the packages in your cart.',
    )
  })

  it('are typed in any case and checked when created', () => {
    expect(normalisePromotionCode(' summer10 ')).toBe('SUMMER10')
    const bad = promotionSchema.safeParse({ code: 'x', kind: 'amount', validFrom: 2, validUntil: 1 })
    expect(bad.success).toBe(false)
    const paths = bad.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['code', 'amountOffCents', 'validUntil']))
  })
})
