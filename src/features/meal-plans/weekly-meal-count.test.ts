import { describe, expect, it } from 'vitest'
import { mealPlanSchema, mealSubscriptionSchema, mealPlanOrderId } from '../../shared/schemas/meal-plan.ts'
import { orderSchema } from '../../shared/schemas/order.ts'
import { weeklyMealCount } from './weekly-meal-count.ts'

const zone = 'America/New_York'
const plan = mealPlanSchema.parse({
  id: 'lunches',
  name: '5 lunches',
  chefPackageIds: ['soup', 'curry'],
  mealsPerCycle: 5,
  priceCents: 6000,
  cadenceWeeks: 1,
  fulfilmentDays: [3],
  methods: ['pickup'],
  selectionCutoff: { weekday: 4, time: '23:59' },
})
const subscription = (id: string, fields: Record<string, unknown> = {}) =>
  mealSubscriptionSchema.parse({
    id,
    planId: 'lunches',
    userId: 'u1',
    email: 'ann@example.com',
    state: 'active',
    fulfilment: {
      method: 'pickup',
      weekday: 3,
      slotId: 'lunch',
      slotStart: '12:00',
      slotEnd: '14:00',
      name: 'Ann',
      phone: '+12125550123',
    },
    meals: [{ chefPackageId: 'soup', quantity: 5 }],
    anchorDate: '2026-12-02',
    priceCents: 5400,
    ...fields,
  })
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
      slotId: 'lunch',
      slotStart: '12:00',
      slotEnd: '14:00',
      timeZone: zone,
      name: 'Bob',
      phone: '+12125550123',
      notes: '',
    },
    ...extra,
  })
const titles = new Map([
  ['soup', 'Soup'],
  ['curry', 'Curry'],
])

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
