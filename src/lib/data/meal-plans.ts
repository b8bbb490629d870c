import {
  mealPlanSchema,
  mealSubscriptionSchema,
  newMealPlanSchema,
  newMealSubscriptionSchema,
  type MealPlan,
  type MealSubscription,
} from '../../shared/schemas/meal-plan.ts'
import { defineCollection } from './collection.ts'

// Meal plans and subscriptions are written only by the server (firestore.rules); the browser reads them here.
// Anyone lists the published plans; staff list every plan and subscription; a customer lists their own.
export const mealPlans = defineCollection({
  name: 'mealPlans',
  schema: mealPlanSchema,
  blank: () =>
    newMealPlanSchema.parse({
      name: 'New plan',
      chefPackageIds: ['none'],
      mealsPerCycle: 5,
      priceCents: 5000,
      cadenceWeeks: 1,
      fulfilmentDays: [3],
      methods: ['pickup'],
      selectionCutoff: { weekday: 4, time: '23:59' },
    }),
})

export const mealSubscriptions = defineCollection({
  name: 'mealSubscriptions',
  schema: mealSubscriptionSchema,
  blank: () =>
    newMealSubscriptionSchema.parse({
      planId: '',
      userId: '',
      email: '',
      state: 'checkout',
      fulfilment: {
        method: 'pickup',
        weekday: 3,
        slotId: '',
        slotStart: '',
        slotEnd: '',
        name: '',
        phone: '',
      },
      meals: [],
      anchorDate: '2026-01-07',
      priceCents: 0,
    }),
})

/** Everyone: the plans open for subscribing, by name. */
export async function publishedMealPlans(): Promise<MealPlan[]> {
  const list = await mealPlans.query({ where: [['published', true]], limit: 50 })
  return [...list].sort((a, b) => a.name.localeCompare(b.name))
}

/** A signed-in customer: their own subscriptions, newest first. */
export async function subscriptionsOf(uid: string): Promise<MealSubscription[]> {
  const list = await mealSubscriptions.query({ where: [['userId', uid]], limit: 20 })
  return [...list].sort((a, b) => (b.createdStamp ?? 0) - (a.createdStamp ?? 0))
}
