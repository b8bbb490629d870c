import { describe, expect, it } from 'vitest'
import {
  checkPromotion,
  describePromotion,
  normalisePromotionCode,
  promotionDiscountCents,
  promotionInputSchema,
  promotionSchema,
  redemptionCustomer,
  type Promotion,
} from './promotion-codes.ts'
import { promotionDates, promotionFromInput } from './promotion-dates.ts'

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

describe('promotion code pricing', () => {
  const cart = [
    { chefPackageId: 'brunch', price: 120, quantity: 1 },
    { chefPackageId: 'cake', price: 12.5, quantity: 3 },
  ]

  it('prices a percentage on the eligible lines in integer cents, rounded half up', () => {
    // 10 % of 157.50 = 15.75
    expect(promotionDiscountCents({ kind: 'percent', percentOff: 10 }, cart)).toBe(1_575)
    // 15 % of 37.50 = 5.625 -> 5.63, only the cakes
    expect(promotionDiscountCents({ kind: 'percent', percentOff: 15, packageIds: ['cake'] }, cart)).toBe(563)
  })

  it('never takes more than the eligible goods', () => {
    expect(
      promotionDiscountCents({ kind: 'amount', amountOffCents: 5_000, packageIds: ['cake'] }, cart),
    ).toBe(3_750)
    expect(promotionDiscountCents({ kind: 'amount', amountOffCents: 2_000 }, cart)).toBe(2_000)
  })

  it('describes itself to customers and counts guests by e-mail', () => {
    expect(describePromotion({ kind: 'percent', percentOff: 10 })).toBe('10% off')
    expect(describePromotion({ kind: 'amount', amountOffCents: 2_050 })).toBe('$20.50 off')
    expect(redemptionCustomer(null, ' Ada@Example.com ')).toBe('email:ada@example.com')
    expect(redemptionCustomer('u1', 'ada@example.com')).toBe('uid:u1')
  })
})

describe('promotion code form input', () => {
  const input = (fields: Record<string, unknown>) =>
    promotionInputSchema.parse({
      isNew: true,
      code: ' summer10 ',
      kind: 'percent',
      percentOff: 10,
      active: true,
      ...fields,
    })

  it('upper-cases the code and reads the days in the business time zone, the last day to its end', () => {
    const read = promotionFromInput(
      input({ validFromDate: '2026-12-01', validToDate: '2026-12-31' }),
      'America/New_York',
    )
    expect(read.success).toBe(true)
    if (!read.success) return
    expect(read.promotion.code).toBe('SUMMER10')
    expect(read.promotion.validFrom).toBe(Date.parse('2026-12-01T05:00:00Z'))
    expect(read.promotion.validUntil).toBe(Date.parse('2027-01-01T05:00:00Z'))
    expect(promotionDates(read.promotion, 'America/New_York')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    })
  })

  it('names the field of each problem', () => {
    expect(
      promotionInputSchema
        .safeParse({
          isNew: true,
          code: 'X1',
          kind: 'percent',
          active: true,
          validFromDate: '2026-12-02',
          validToDate: '2026-12-01',
        })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['validToDate'])
    const missing = promotionFromInput(input({ kind: 'amount', percentOff: undefined }), 'UTC')
    expect(missing).toEqual({ success: false, fields: { amountOffCents: 'Please enter the amount off.' } })
    const badCode = promotionFromInput(input({ code: 'no spaces allowed' }), 'UTC')
    expect(badCode.success ? {} : badCode.fields).toHaveProperty('code')
    expect(promotionFromInput(input({ validToDate: '2027-02-29' }), 'UTC')).toEqual({
      success: false,
      fields: { validToDate: 'This day does not exist in the calendar.' },
    })
  })
})
