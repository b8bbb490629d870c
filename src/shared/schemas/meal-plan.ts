import { z } from 'zod/mini'
import { isCalendarDate, isWallClockTime } from '../fulfilment/calendar-dates.ts'
import { fulfilmentMethods } from './fulfilment-schedule.ts'
import { fulfilmentAddressSchema } from './order-fulfilment.ts'
import { recordSchemas, text } from './stamps.ts'

// Weekly meal plans: the chef's plans (`mealPlans`), the customers' subscriptions to them (`mealSubscriptions`) and
// the link from each generated order to its subscription and cycle (`order.mealPlan`). Both collections are written
// only by the server (callables, the cycle run and the payment provider's webhooks); anyone reads a published plan,
// staff read everything, a customer reads their own subscriptions. Money is integer cents; weekdays count as the
// business schedule does (0 = Sunday … 6 = Saturday); dates are calendar dates in the business's time zone.

/** A day of the week as the business schedule counts it, chosen from the days offered. */
export const weekdaySchema = z
  .number({ error: 'Please choose a day.' })
  .check(z.int('Please choose a day.'), z.gte(0, 'Please choose a day.'), z.lte(6, 'Please choose a day.'))

const calendarDate = z.string().check(z.refine(isCalendarDate, 'Please enter a real date.'))

/** "Thursday 23:59": choices for a cycle close at this weekday and time of the week before its fulfilment week. */
export const selectionCutoffSchema = z.object({
  weekday: weekdaySchema,
  time: z.string().check(z.refine(isWallClockTime, 'Please enter a time such as 23:59.')),
})
export type SelectionCutoff = z.infer<typeof selectionCutoffSchema>

/** What happens to a chosen meal whose package is no longer available when the cycle's order is made. */
export const unavailableMealRules = [
  /** The plan's fallback package takes its place (the first available package of the plan if it is gone too). */
  'fallbackPackage',
  /** The first available package of the plan, in the plan's order, takes its place. */
  'firstAvailable',
] as const
export type UnavailableMealRule = (typeof unavailableMealRules)[number]

/** Where a cycle's order goes when its time is full. */
export const fullSlotRules = [
  /** The next time of the same day with room, else the same time on the next service day with room. */
  'nextSlotSameDay',
  /** The same time on the next service day with room (at most six days later). */
  'nextServiceDay',
] as const
export type FullSlotRule = (typeof fullSlotRules)[number]

export const mealPlanCadences = [1, 2] as const

export const { stored: mealPlanSchema, created: newMealPlanSchema } = recordSchemas({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter a name.'), z.maxLength(80, 'At most 80 characters.')),
  description: text(),
  /** The packages a subscriber chooses meals from, in the order they are offered. */
  chefPackageIds: z
    .array(z.string())
    .check(z.minLength(1, 'Please choose at least one package.'), z.maxLength(40)),
  /** How many meals each cycle holds ("5 lunches a week"). */
  mealsPerCycle: z.number().check(z.int(), z.gte(1, 'At least 1 meal.'), z.lte(28, 'At most 28 meals.')),
  /** Portions per meal ("3 dinners for 2"). */
  servingsPerMeal: z._default(z.number().check(z.int(), z.gte(1), z.lte(12)), 1),
  /** The list price of one cycle. */
  priceCents: z.number().check(z.int(), z.gte(50, 'At least $0.50.'), z.lte(1_000_000)),
  /** Percentage off the list price that subscribers pay (0 for none). */
  subscriberDiscountPercent: z._default(z.number().check(z.int(), z.gte(0), z.lte(90)), 0),
  /** Every week, or every two weeks. */
  cadenceWeeks: z.union([z.literal(1), z.literal(2)]),
  /** The weekdays a subscriber may take their meals on (each must be a service day of the schedule). */
  fulfilmentDays: z
    .array(weekdaySchema)
    .check(z.minLength(1, 'Please choose at least one day.'), z.maxLength(7)),
  methods: z.array(z.enum(fulfilmentMethods)).check(z.minLength(1, 'Please choose at least one method.')),
  selectionCutoff: selectionCutoffSchema,
  unavailableMealRule: z._default(z.enum(unavailableMealRules), 'firstAvailable'),
  fallbackChefPackageId: z.optional(z.string()),
  fullSlotRule: z._default(z.enum(fullSlotRules), 'nextSlotSameDay'),
  /** Shown on the public plans page and open for subscribing. */
  published: z._default(z.boolean(), false),
  /** The payment provider's product and recurring price for this plan's price and cadence (server-written). */
  provider: z.optional(
    z.object({
      productId: z.string(),
      priceId: z.string(),
      unitAmountCents: z.number(),
      cadenceWeeks: z.number(),
    }),
  ),
})
export type MealPlan = z.infer<typeof mealPlanSchema>
export type NewMealPlan = z.input<typeof newMealPlanSchema>

/** What a subscriber pays per cycle: the list price less the subscriber discount, rounded to the cent. */
export function subscriberPriceCents(
  plan: Pick<MealPlan, 'priceCents' | 'subscriberDiscountPercent'>,
): number {
  return Math.round((plan.priceCents * (100 - plan.subscriberDiscountPercent)) / 100)
}

/** One meal of a cycle: a package of the plan and how many of it (the quantities add up to the plan's meals). */
export const mealChoiceSchema = z.object({
  chefPackageId: z.string().check(z.minLength(1), z.maxLength(128)),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(28)),
})
export type MealChoice = z.infer<typeof mealChoiceSchema>

export const subscriptionStates = [
  /** Subscribed on the plan's page; its Checkout is not paid yet. Makes no orders. */
  'checkout',
  /** Makes an order at each cycle's cut-off (a skipped cycle excepted). */
  'active',
  /** Makes no orders until `pausedUntil`, then is active again by itself. */
  'paused',
  /** The last cycle's invoice failed: the customer was asked to update the card. Still makes orders. */
  'pastDue',
  /** Cancelled by the customer or staff: ends after the cycles already charged; makes no further orders. */
  'cancelling',
  /** Over: makes no orders. */
  'ended',
] as const
export type SubscriptionState = (typeof subscriptionStates)[number]

export const subscriptionStateLabels: Record<SubscriptionState, string> = {
  checkout: 'Waiting for payment details',
  active: 'Active',
  paused: 'Paused',
  pastDue: 'Payment failed',
  cancelling: 'Ends after the charged weeks',
  ended: 'Ended',
}

/** The standing day, time and place of a subscription's orders. */
export const subscriptionFulfilmentSchema = z.object({
  method: z.enum(fulfilmentMethods),
  weekday: weekdaySchema,
  /** The schedule's slot id on that weekday, and its times as chosen. */
  slotId: z.string(),
  slotStart: z.string(),
  slotEnd: z.string(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  address: z.optional(fulfilmentAddressSchema),
  notes: text(),
})
export type SubscriptionFulfilment = z.infer<typeof subscriptionFulfilmentSchema>

/** When a subscription's next order is made and for which day; the cycle run queries `cutoffAt`. */
export const nextCycleSchema = z.object({
  /** The fulfilment date: the cycle's key (one order per subscription and date). */
  date: calendarDate,
  /** Epoch ms of the selection cut-off for that date. */
  cutoffAt: z.number(),
})
export type NextCycle = z.infer<typeof nextCycleSchema>

export const { stored: mealSubscriptionSchema, created: newMealSubscriptionSchema } = recordSchemas({
  planId: z.string(),
  /** The plan's name when subscribed, for lists and mails. */
  planName: text(),
  userId: z.string(),
  email: z.string(),
  state: z.enum(subscriptionStates),
  fulfilment: subscriptionFulfilmentSchema,
  /** The standing choice: what each cycle holds unless the customer chose otherwise for it. */
  meals: z.array(mealChoiceSchema),
  /** Choices made for particular cycles, by fulfilment date (taken at that cycle's cut-off, then dropped). */
  selections: z._default(z.record(z.string(), z.array(mealChoiceSchema)), {}),
  /** Fulfilment dates the customer (or staff) skipped: no order, no charge. */
  skippedDates: z._default(z.array(calendarDate), []),
  /** While paused: the first fulfilment date that gets an order again. */
  pausedUntil: z.optional(calendarDate),
  /** The first cycle's fulfilment date; cycles fall every `cadenceWeeks` weeks from it. */
  anchorDate: calendarDate,
  nextCycle: z.optional(nextCycleSchema),
  /** The fulfilment date of the last cycle an order was made for. */
  lastCycleDate: z.optional(calendarDate),
  /** What each cycle is charged (the plan's subscriber price when subscribed). */
  priceCents: z.number().check(z.int(), z.nonnegative()),
  /** Everything the provider has collected for this subscription (paid invoices less refunds). */
  lifetimeCents: z._default(z.number().check(z.int()), 0),
  provider: z._default(
    z.object({
      customerId: z.optional(z.string()),
      subscriptionId: z.optional(z.string()),
      checkoutSessionId: z.optional(z.string()),
    }),
    {},
  ),
  /** Epoch ms the subscription ended or will end (cancelled). */
  endsAt: z.optional(z.number()),
  /** The latest change made through the manage callable: which, by the customer or by staff for them, when. */
  lastChange: z.optional(z.object({ action: z.string(), by: z.enum(['customer', 'staff']), at: z.number() })),
})
export type MealSubscription = z.infer<typeof mealSubscriptionSchema>

/** On an order made by a subscription's cycle. */
export const orderMealPlanSchema = z.object({
  subscriptionId: z.string(),
  planId: z.string(),
  /** The cycle's fulfilment date as planned (the order's own date may differ when its time was full). */
  cycleDate: calendarDate,
  /** The provider's invoice that charges this cycle, once known. */
  invoiceId: z.optional(z.string()),
  /** Set when the order was moved from its planned time because that time was full. */
  movedFrom: z.optional(z.object({ date: calendarDate, slotId: z.string() })),
})
export type OrderMealPlan = z.infer<typeof orderMealPlanSchema>

/** The order a subscription makes for the cycle of `cycleDate`: one id per subscription and cycle, so twice is once. */
export function mealPlanOrderId(subscriptionId: string, cycleDate: string): string {
  return `mealplan-${subscriptionId}-${cycleDate}`
}
