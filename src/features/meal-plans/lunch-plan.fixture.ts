import { mealPlanSchema, mealSubscriptionSchema } from '../../shared/schemas/meal-plan.ts'

// Test data for the meal plan pages' tests: a weekly plan of five lunches picked up on Wednesdays in New York, and
// an active subscription to it.

export const lunchPlanZone = 'America/New_York'

export const lunchPlan = mealPlanSchema.parse({
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

/** The plan's pickup time, on its subscriptions and on the orders their cycles become. */
export const lunchSlot = { slotId: 'lunch', slotStart: '12:00', slotEnd: '14:00' }

export const lunchTitles = new Map([
  ['soup', 'Soup'],
  ['curry', 'Curry'],
])

/** An active subscription to the lunch plan, five soups a week from December 2, with `fields` on top. */
export const lunchSubscription = (fields: Record<string, unknown> = {}) =>
  mealSubscriptionSchema.parse({
    id: 's1',
    planId: 'lunches',
    userId: 'u1',
    email: 'ann@example.com',
    state: 'active',
    fulfilment: {
      method: 'pickup',
      weekday: 3,
      ...lunchSlot,
      name: 'Ann',
      phone: '+12125550123',
    },
    meals: [{ chefPackageId: 'soup', quantity: 5 }],
    anchorDate: '2026-12-02',
    priceCents: 5400,
    ...fields,
  })
