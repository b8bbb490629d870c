import { z } from 'zod/mini'
import { documentIdSchema } from '../document-id.ts'
import {
  addDays,
  dateInZone,
  formatCalendarDate,
  formatInZone,
  isCalendarDate,
  zonedInstant,
  type CalendarDate,
} from '../fulfilment/calendar-dates.ts'
import { fulfilmentMethods } from '../schemas/fulfilment-schedule.ts'
import {
  mealChoiceSchema,
  type MealChoice,
  type MealPlan,
  type MealSubscription,
  type NextCycle,
  weekdaySchema,
} from '../schemas/meal-plan.ts'
import { fulfilmentAddressSchema } from '../schemas/order-fulfilment.ts'
import { cutoffFor, mondayOf, nextCycle, type CycleRule } from './plan-cycles.ts'

// What a subscriber (or staff for them) may change on a subscription, and the pure checks the server makes before
// writing it (the browser shows the same refusals). Field names match the forms' names, so each message lands
// next to its field.

const cycleDate = z
  .string({ error: 'Please choose a week.' })
  .check(z.refine(isCalendarDate, 'Please choose a week from the list.'))

const subscriptionId = documentIdSchema

const requiredText = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, `At most ${max} characters.`))

/** One change to a subscription; `action` says which. */
export const subscriptionChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('meals'),
    subscriptionId,
    date: cycleDate,
    meals: z.array(mealChoiceSchema).check(z.minLength(1, 'Please choose your meals.'), z.maxLength(40)),
  }),
  z.object({ action: z.literal('skip'), subscriptionId, date: cycleDate }),
  z.object({ action: z.literal('unskip'), subscriptionId, date: cycleDate }),
  z.object({
    action: z.literal('pause'),
    subscriptionId,
    until: z
      .string({ error: 'Please choose a date.' })
      .check(z.refine(isCalendarDate, 'Please choose a date from the calendar.')),
  }),
  z.object({ action: z.literal('resume'), subscriptionId }),
  z.object({
    action: z.literal('fulfilment'),
    subscriptionId,
    method: z.enum(fulfilmentMethods, { error: 'Please choose how you receive your meals.' }),
    weekday: weekdaySchema,
    slotId: requiredText(64, 'Please choose a time.'),
    name: requiredText(120, 'Please enter the name for your orders.'),
    phone: requiredText(40, 'Please enter a phone number.'),
    address: z.optional(fulfilmentAddressSchema),
    notes: z._default(z.string().check(z.trim(), z.maxLength(1000, 'At most 1000 characters.')), ''),
  }),
  z.object({ action: z.literal('cancel'), subscriptionId }),
])
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>
export type SubscriptionChangeInput = z.input<typeof subscriptionChangeSchema>
export type SubscriptionAction = SubscriptionChange['action']

/** States in which a subscription can still be changed (it makes orders, or will again). */
export const changeableStates: readonly MealSubscription['state'][] = ['active', 'paused', 'pastDue']

/** "Thu, Dec 10, 2026, 11:59 PM EST": a cut-off as the business's clocks read it. */
export function formatCutoff(cutoffAt: number, timeZone: string): string {
  return formatInZone(cutoffAt, timeZone)
}

/** Whether `date` is one of the subscription's cycles (its weekday, on the cadence from its anchor). */
export function isCycleDate(rule: CycleRule, date: CalendarDate): boolean {
  const cutoffAt = cutoffFor(rule.cutoff, date, rule.timeZone)
  try {
    return nextCycle(rule, cutoffAt - 1, date).date === date
  } catch {
    return false
  }
}

/**
 * Why the cycle on `date` can no longer be changed at `now`, or null while it can: its choices closed at its
 * cut-off (said in words), or it is not a cycle of this subscription at all.
 */
export function cycleRefusal(rule: CycleRule, date: CalendarDate, now: number): string | null {
  if (!isCycleDate(rule, date)) return `${formatCalendarDate(date)} is not one of your plan's days.`
  const cutoffAt = cutoffFor(rule.cutoff, date, rule.timeZone)
  if (now >= cutoffAt) {
    return `Choices for ${formatCalendarDate(date)} closed on ${formatCutoff(cutoffAt, rule.timeZone)}.`
  }
  return null
}

/** Why these meals do not fit the plan, or null: packages of the plan, each once, adding up to its meals. */
export function mealsProblem(
  plan: Pick<MealPlan, 'chefPackageIds' | 'mealsPerCycle'>,
  meals: readonly MealChoice[],
): string | null {
  const offered = new Set(plan.chefPackageIds)
  if (meals.some((meal) => !offered.has(meal.chefPackageId))) return 'Please choose meals of this plan.'
  if (new Set(meals.map((meal) => meal.chefPackageId)).size !== meals.length) {
    return 'Please list each meal once with its quantity.'
  }
  const total = meals.reduce((sum, meal) => sum + meal.quantity, 0)
  if (total !== plan.mealsPerCycle) {
    return `Please choose ${plan.mealsPerCycle} meals in all (you chose ${total}).`
  }
  return null
}

/** Why a pause until `until` cannot start at `now`, or null: it must end on a future date within a year. */
export function pauseProblem(until: CalendarDate, now: number, timeZone: string): string | null {
  const today = dateInZone(now, timeZone)
  if (until <= today) return 'Please choose a date after today.'
  if (until > addDays(today, 366)) return 'Please choose a date within a year.'
  return null
}

type CycleState = Pick<MealSubscription, 'state' | 'skippedDates' | 'pausedUntil'>

/**
 * The next cycle that makes an order: the first whose cut-off is after `now`, not skipped, and on or after the
 * pause's end while paused. Undefined for a subscription that makes no more orders (cancelling, ended).
 */
export function nextOrderCycle(
  rule: CycleRule,
  subscription: CycleState,
  now: number,
): NextCycle | undefined {
  if (subscription.state === 'cancelling' || subscription.state === 'ended') return undefined
  const from = subscription.state === 'paused' ? subscription.pausedUntil : undefined
  const skipped = new Set(subscription.skippedDates)
  let cycle = nextCycle(rule, now, from)
  // Skips are a handful of dates: a bounded walk past them.
  for (let step = 0; step < 120 && skipped.has(cycle.date); step += 1) cycle = nextCycle(rule, cycle.cutoffAt)
  return cycle
}

/**
 * When a subscription cancelled at `now` ends: after the last cycle already charged (one whose cut-off has passed
 * and that was not skipped), at the end of that cycle's day; at once when no cycle was charged yet.
 */
export function cancelEndsAt(
  rule: CycleRule,
  subscription: Pick<MealSubscription, 'anchorDate' | 'lastCycleDate' | 'skippedDates'>,
  now: number,
): number {
  const upcoming = nextCycle(rule, now)
  let charged = subscription.lastCycleDate
  // The cycle just before the upcoming one was charged at its cut-off, even when its order is not made yet.
  const previous = addDays(upcoming.date, -7 * rule.cadenceWeeks)
  // The order already made for that week (before a change of day) is the one it paid for.
  if (
    previous >= subscription.anchorDate &&
    !subscription.skippedDates.includes(previous) &&
    (charged === undefined || (previous > charged && mondayOf(previous) !== mondayOf(charged)))
  ) {
    charged = previous
  }
  if (charged === undefined) return now
  return zonedInstant(addDays(charged, 1), '00:00', rule.timeZone).getTime()
}

/** The anchor of a subscription moved to `weekday`: that weekday in the anchor's own week (Monday to Sunday). */
export function anchorOnWeekday(anchorDate: CalendarDate, weekday: number): CalendarDate {
  return addDays(mondayOf(anchorDate), (weekday + 6) % 7)
}

/** The meals a cycle holds: its own selection, else the standing choice. */
export function mealsOfCycle(
  subscription: Pick<MealSubscription, 'meals' | 'selections'>,
  date: CalendarDate,
): MealChoice[] {
  return subscription.selections[date] ?? subscription.meals
}
