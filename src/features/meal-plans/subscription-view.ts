import {
  dateInZone,
  formatCalendarDate,
  formatInZone,
  formatWallClock,
} from '../../shared/fulfilment/calendar-dates.ts'
import { cancelEndsAt, changeableStates, mealsOfCycle } from '../../shared/meal-plans/manage-subscription.ts'
import { cutoffFor, cycleRuleOf, upcomingCycles } from '../../shared/meal-plans/plan-cycles.ts'
import { formatCents } from '../../shared/money.ts'
import { fulfilmentMethodLabels } from '../../shared/schemas/fulfilment-schedule.ts'
import {
  mealPlanOrderId,
  subscriptionStateLabels,
  type MealPlan,
  type MealSubscription,
} from '../../shared/schemas/meal-plan.ts'

// What the meal plan pages show of a subscription, worked out once from the records (the loader calls it with the
// time it read them at): its standing day, the next cycles with their cut-offs and meals, and what may change.

export const weekdayPlural = [
  'Sundays',
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
]
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** How many coming cycles the customer sees. */
export const shownCycles = 3

// Cycles whose choices closed but whose day is still ahead lie at most two weeks (a cadence of two) back.
const fixedLookBackMs = 21 * 24 * 3600_000

export interface MealLine {
  chefPackageId: string
  title: string
  quantity: number
}

export interface CycleView {
  date: string
  /** "Wed, Dec 16, 2026" */
  dateLabel: string
  /** "Choose by Thu, Dec 10, 2026, 11:59 PM EST" */
  cutoffLabel: string
  skipped: boolean
  /** Before the end of the pause: no order. */
  paused: boolean
  /** The customer chose this cycle's meals (else the standing choice). */
  chosen: boolean
  meals: MealLine[]
}

export interface SubscriptionView {
  id: string
  planName: string
  state: MealSubscription['state']
  stateLabel: string
  /** "$54.00 every week" */
  price: string
  /** "Wednesdays, 6:00 PM – 8:00 PM · Pickup" */
  when: string
  changeable: boolean
  pausedUntilLabel: string | null
  /** "Ends after Wed, Dec 16, 2026": for a cancelled plan, the day of its last charged cycle. */
  endsLabel: string | null
  /** The day of the last cycle already charged, which cancelling now ends after; null when none was charged. */
  cancelEndsLabel: string | null
  nextOrderLabel: string | null
  cycles: CycleView[]
  /** Coming cycles whose choices have closed: read-only, with their order once it is made. */
  fixed: Array<{ date: string; dateLabel: string; skipped: boolean; orderId: string | null }>
  /** The last cycle made into an order, with its order's page, when no fixed cycle is still to come. */
  lastOrder: { dateLabel: string; orderId: string } | null
  packages: Array<{ id: string; title: string }>
  mealsPerCycle: number
  fulfilment: MealSubscription['fulfilment']
  planDays: number[]
  planMethods: MealPlan['methods']
}

export function mealLines(
  meals: ReadonlyArray<{ chefPackageId: string; quantity: number }>,
  titles: ReadonlyMap<string, string>,
): MealLine[] {
  return meals.map((meal) => ({ ...meal, title: titles.get(meal.chefPackageId) ?? 'Meal' }))
}

export function subscriptionView(
  subscription: MealSubscription,
  plan: MealPlan | null,
  titles: ReadonlyMap<string, string>,
  timeZone: string,
  now: number,
): SubscriptionView {
  const { fulfilment } = subscription
  const cadence = plan?.cadenceWeeks === 2 ? 'every two weeks' : 'every week'
  const changeable = plan !== null && changeableStates.includes(subscription.state)
  const rule = plan ? cycleRuleOf(plan, subscription, timeZone) : null
  // A cycle already made into its order is never a coming week, even if its cut-off is still ahead on this clock.
  const comingFrom =
    rule && subscription.lastCycleDate
      ? Math.max(now, cutoffFor(rule.cutoff, subscription.lastCycleDate, rule.timeZone))
      : now
  const cycles: CycleView[] =
    rule && changeable
      ? upcomingCycles(rule, comingFrom, shownCycles).map((cycle) => ({
          date: cycle.date,
          dateLabel: formatCalendarDate(cycle.date),
          cutoffLabel: `Choose by ${formatInZone(cycle.cutoffAt, timeZone)}`,
          skipped: subscription.skippedDates.includes(cycle.date),
          paused:
            subscription.state === 'paused' &&
            subscription.pausedUntil !== undefined &&
            cycle.date < subscription.pausedUntil,
          chosen: subscription.selections[cycle.date] !== undefined,
          meals: mealLines(mealsOfCycle(subscription, cycle.date), titles),
        }))
      : []
  const today = dateInZone(now, timeZone)
  const fixed =
    rule && subscription.state !== 'ended'
      ? upcomingCycles(rule, now - fixedLookBackMs, shownCycles + 3)
          .filter((cycle) => cycle.cutoffAt <= now && cycle.date >= today)
          .map((cycle) => ({
            date: cycle.date,
            dateLabel: formatCalendarDate(cycle.date),
            skipped: subscription.skippedDates.includes(cycle.date),
            orderId:
              subscription.lastCycleDate !== undefined && subscription.lastCycleDate >= cycle.date
                ? mealPlanOrderId(subscription.id, cycle.date)
                : null,
          }))
      : []
  const endsAt = rule && changeable ? cancelEndsAt(rule, subscription, now) : (subscription.endsAt ?? null)
  return {
    id: subscription.id,
    planName: subscription.planName || plan?.name || 'Meal plan',
    state: subscription.state,
    stateLabel: subscriptionStateLabels[subscription.state],
    price: `${formatCents(subscription.priceCents)} ${cadence}`,
    when: `${weekdayPlural[fulfilment.weekday] ?? ''}, ${formatWallClock(fulfilment.slotStart)} – ${formatWallClock(
      fulfilment.slotEnd,
    )} · ${fulfilmentMethodLabels[fulfilment.method]}`,
    changeable,
    pausedUntilLabel:
      subscription.state === 'paused' && subscription.pausedUntil
        ? formatCalendarDate(subscription.pausedUntil)
        : null,
    endsLabel:
      subscription.state === 'cancelling' && subscription.endsAt !== undefined
        ? `Ends after ${formatCalendarDate(dateInZone(subscription.endsAt - 1, timeZone))}`
        : null,
    cancelEndsLabel:
      changeable && endsAt !== null && endsAt > now
        ? formatCalendarDate(dateInZone(endsAt - 1, timeZone))
        : null,
    nextOrderLabel: subscription.nextCycle ? formatCalendarDate(subscription.nextCycle.date) : null,
    cycles,
    fixed,
    lastOrder:
      subscription.lastCycleDate && fixed.length === 0
        ? {
            dateLabel: formatCalendarDate(subscription.lastCycleDate),
            orderId: mealPlanOrderId(subscription.id, subscription.lastCycleDate),
          }
        : null,
    packages: (plan?.chefPackageIds ?? []).map((id) => ({ id, title: titles.get(id) ?? 'Meal' })),
    mealsPerCycle: plan?.mealsPerCycle ?? 0,
    fulfilment,
    planDays: plan?.fulfilmentDays ?? [],
    planMethods: plan?.methods ?? [],
  }
}
