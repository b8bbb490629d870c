import { describe, expect, it } from 'vitest'
import { mealPlanOrderId } from '../../shared/schemas/meal-plan.ts'
import { orderSchema } from '../../shared/schemas/order.ts'
import { weeklyMealCount } from './weekly-meal-count.ts'
import {
  lunchPlan as plan,
  lunchPlanZone as zone,
  lunchSlot,
  lunchSubscription,
  lunchTitles as titles,
} from './lunch-plan.fixture.ts'

const subscription = (id: string, fields: Record<string, unknown> = {}) =>
  lunchSubscription({ id, ...fields })
const order = (id: string, state: string, items: Array<[string, string, number]>, extra = {}) =>
  orderSchema.parse({
    id,
    orderNumber: 1001,
    state,
    statusCode: 1,
    customer_email: 'bob@example.com',
    cartData: items.map(([chefPackageId, title, quantity]) => ({
      chefPackageId,
      title,
      price: 10,
      quantity,
    })),
    fulfilment: {
      method: 'pickup',
      date: '2026-12-17',
      ...lunchSlot,
      timeZone: zone,
      name: 'Bob',
      phone: '+12125550123',
      notes: '',
    },
    ...extra,
  })

describe("the week's meal count", () => {
  it('adds the plans’ coming cycles to the one-off orders the prep list counts, per package, with totals', () => {
    const count = weeklyMealCount({
      week: '2026-12-16',
      subscriptions: [
        subscription('chose', {
          selections: {
            '2026-12-16': [
              { chefPackageId: 'soup', quantity: 2 },
              { chefPackageId: 'curry', quantity: 3 },
            ],
          },
        }),
        subscription('standing'),
        subscription('skipped', { skippedDates: ['2026-12-16'] }),
        subscription('paused', { state: 'paused', pausedUntil: '2026-12-20' }),
        subscription('ending', { state: 'cancelling' }),
      ],
      plans: new Map([['lunches', plan]]),
      orders: [
        order('paid', 'paid', [['curry', 'Curry', 2]]),
        // Not paid yet: the prep list leaves it out, so does the count.
        order('unpaid', 'awaitingPayment', [['curry', 'Curry', 9]]),
      ],
      titles,
      timeZone: zone,
    })
    expect(count).toMatchObject({ from: '2026-12-14', to: '2026-12-20', cycles: 2 })
    expect(count.rows).toEqual([
      { chefPackageId: 'soup', title: 'Soup', subscriptions: 7, oneOff: 0, total: 7 },
      { chefPackageId: 'curry', title: 'Curry', subscriptions: 3, oneOff: 2, total: 5 },
    ])
    expect(count.totals).toEqual({ subscriptions: 10, oneOff: 2, total: 12 })
  })

  it('a cycle already made into its order counts the order, not the subscription', () => {
    const made = order('made', 'awaitingPayment', [['curry', 'Curry', 5]], {
      id: mealPlanOrderId('standing', '2026-12-16'),
      mealPlan: { subscriptionId: 'standing', planId: 'lunches', cycleDate: '2026-12-16' },
    })
    const count = weeklyMealCount({
      week: '2026-12-14',
      subscriptions: [subscription('standing')],
      plans: new Map([['lunches', plan]]),
      orders: [made],
      titles,
      timeZone: zone,
    })
    expect(count.rows).toEqual([
      { chefPackageId: 'curry', title: 'Curry', subscriptions: 5, oneOff: 0, total: 5 },
    ])
  })
})
