import { describe, expect, it } from 'vitest'
import { dollarsToCents, readPromotionForm } from './promotion-form.ts'

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('promotion code form', () => {
  it('reads dollars into integer cents and refuses what is not an amount', () => {
    expect(dollarsToCents('20')).toBe(2_000)
    expect(dollarsToCents('$1,250.5')).toBe(125_050)
    expect(dollarsToCents('')).toBeUndefined()
    expect(dollarsToCents('12.345')).toBeNaN()
  })

  it('sends only the fields of the chosen kind, blanks left out, every ticked package', () => {
    expect(
      readPromotionForm(
        form([
          ['code', ' spring5 '],
          ['kind', 'amount'],
          ['percentOff', '10'],
          ['amountOff', '5.00'],
          ['validFromDate', ''],
          ['validToDate', '2026-12-31'],
          ['maxRedemptions', '20'],
          ['maxPerCustomer', 'x'],
          ['minimumSubtotal', ''],
          ['packageIds', 'brunch'],
          ['packageIds', 'cake'],
        ]),
        true,
      ),
    ).toEqual({
      isNew: true,
      code: 'spring5',
      kind: 'amount',
      amountOffCents: 500,
      validToDate: '2026-12-31',
      maxRedemptions: 20,
      maxPerCustomer: Number.NaN,
      minimumSubtotalCents: 0,
      packageIds: ['brunch', 'cake'],
      active: false,
    })
  })
})
