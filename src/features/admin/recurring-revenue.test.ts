import { describe, expect, it } from 'vitest'
import { recurringRevenueOf } from './recurring-revenue.ts'

describe('recurring revenue', () => {
  it('counts a plan every two weeks at half its price a week, and a month as 52 weeks over 12', () => {
    // Two weekly subscriptions at $54 and one every two weeks at $100.
    expect(recurringRevenueOf({ count: 3, priceCents: 20_800, fortnightlyPriceCents: 10_000 })).toEqual({
      activeSubscriptions: 3,
      weeklyCents: 15_800,
      monthlyCents: 68_467,
    })
    expect(recurringRevenueOf({ count: 0, priceCents: 0, fortnightlyPriceCents: 0 })).toEqual({
      activeSubscriptions: 0,
      weeklyCents: 0,
      monthlyCents: 0,
    })
  })
})
