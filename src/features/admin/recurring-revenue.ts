import { mealPlans, mealSubscriptions } from '../../lib/data/meal-plans.ts'

// The admin home's recurring revenue: how many meal plan subscriptions are active and what they bring in a week
// (each cycle's price over its weeks: a plan every two weeks counts half its price a week) and a month (52 weeks
// over 12 months). Read by aggregation on the server: no subscription is sent to the browser.

export interface RecurringRevenue {
  activeSubscriptions: number
  weeklyCents: number
  monthlyCents: number
}

/** The figures from the active subscriptions' count and price sums (all, and those on plans every two weeks). */
export function recurringRevenueOf(input: {
  count: number
  priceCents: number
  fortnightlyPriceCents: number
}): RecurringRevenue {
  const weeklyCents = Math.round(input.priceCents - input.fortnightlyPriceCents / 2)
  return {
    activeSubscriptions: input.count,
    weeklyCents,
    monthlyCents: Math.round((weeklyCents * 52) / 12),
  }
}

// A query's `in` takes at most 30 values.
const inLimit = 30

export async function loadRecurringRevenue(): Promise<RecurringRevenue> {
  const active = { where: [['state', 'active']] as [['state', string]] }
  const [all, fortnightlyPlans] = await Promise.all([
    mealSubscriptions.aggregate(active, ['priceCents']),
    mealPlans.query({ where: [['cadenceWeeks', 2]], limit: 200 }),
  ])
  const ids = fortnightlyPlans.map((plan) => plan.id)
  const chunks: string[][] = []
  for (let index = 0; index < ids.length; index += inLimit) chunks.push(ids.slice(index, index + inLimit))
  const fortnightly = await Promise.all(
    chunks.map((planIds) =>
      mealSubscriptions.aggregate({ ...active, filters: [['planId', 'in', planIds]] }, ['priceCents']),
    ),
  )
  return recurringRevenueOf({
    count: all.count,
    priceCents: all.sums['priceCents'] ?? 0,
    fortnightlyPriceCents: fortnightly.reduce((sum, answer) => sum + (answer.sums['priceCents'] ?? 0), 0),
  })
}
