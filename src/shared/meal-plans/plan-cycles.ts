import {
  addDays,
  dateInZone,
  daysFrom,
  weekdayOf,
  zonedInstant,
  type CalendarDate,
} from '../fulfilment/calendar-dates.ts'
import type { MealPlan, MealSubscription, NextCycle, SelectionCutoff } from '../schemas/meal-plan.ts'

// When a subscription's cycles fall. A cycle is one fulfilment date; its choices close at the plan's selection
// cut-off in the week before (Monday to Sunday) the week of that date: with "Thursday 23:59", Wednesday the 16th's
// meals are fixed on Thursday the 10th at 23:59 in the business's time zone. A plan every two weeks has cycles every
// 14 days from the subscription's first (its anchor). Both the browser (what the customer may still change) and the
// server (when the cycle run makes the order) read the same functions.

/** The Monday of the week `date` falls in. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7))
}

/** The instant the choices for the cycle on `date` close. */
export function cutoffFor(cutoff: SelectionCutoff, date: CalendarDate, timeZone: string): number {
  const cutoffDay = addDays(mondayOf(date), -7 + ((cutoff.weekday + 6) % 7))
  return zonedInstant(cutoffDay, cutoff.time, timeZone).getTime()
}

export interface CycleRule {
  cutoff: SelectionCutoff
  cadenceWeeks: number
  /** The subscription's weekday (0 = Sunday … 6 = Saturday). */
  weekday: number
  timeZone: string
  /** Cycles fall every `cadenceWeeks` weeks from this date; without it any week of the weekday qualifies. */
  anchorDate?: CalendarDate | undefined
}

/** The rule of a subscription to `plan`. */
export function cycleRuleOf(
  plan: Pick<MealPlan, 'selectionCutoff' | 'cadenceWeeks'>,
  subscription: Pick<MealSubscription, 'fulfilment' | 'anchorDate'>,
  timeZone: string,
): CycleRule {
  return {
    cutoff: plan.selectionCutoff,
    cadenceWeeks: plan.cadenceWeeks,
    weekday: subscription.fulfilment.weekday,
    timeZone,
    anchorDate: subscription.anchorDate,
  }
}

function fallsOnCycle(rule: CycleRule, date: CalendarDate): boolean {
  if (weekdayOf(date) !== rule.weekday) return false
  if (!rule.anchorDate) return true
  const days = daysFrom(rule.anchorDate, date)
  return days >= 0 && days % (7 * rule.cadenceWeeks) === 0
}

/**
 * The first cycle whose cut-off is later than `after` (epoch ms), and at or after `from` when given. `after` plus a
 * lead makes a first cycle the payment provider can bill at its cut-off (a trial must end at least 48 hours ahead).
 */
export function nextCycle(rule: CycleRule, after: number, from?: CalendarDate): NextCycle {
  const today = dateInZone(after, rule.timeZone)
  let date = addDays(mondayOf(today), (rule.weekday + 6) % 7)
  if (from !== undefined && daysFrom(date, from) > 0) date = addDays(mondayOf(from), (rule.weekday + 6) % 7)
  if (rule.anchorDate !== undefined && daysFrom(date, rule.anchorDate) > 0) date = rule.anchorDate
  // At most two years of weeks: a rule that never matches is a defect, not a reason to loop forever.
  for (let step = 0; step < 110; step += 1, date = addDays(date, 7)) {
    if (!fallsOnCycle(rule, date)) continue
    if (from !== undefined && daysFrom(from, date) < 0) continue
    const cutoffAt = cutoffFor(rule.cutoff, date, rule.timeZone)
    if (cutoffAt > after) return { date, cutoffAt }
  }
  throw new RangeError('No cycle falls within two years for this plan and weekday.')
}

/** The cycles from `first` on, `count` of them (the customer's upcoming weeks, to skip or choose for). */
export function upcomingCycles(rule: CycleRule, after: number, count: number): NextCycle[] {
  const cycles: NextCycle[] = []
  let at = after
  while (cycles.length < count) {
    const cycle = nextCycle(rule, at)
    cycles.push(cycle)
    at = cycle.cutoffAt
  }
  return cycles
}

/** Whether the choices for the cycle on `date` can still change at `now`. */
export function isBeforeCutoff(rule: CycleRule, date: CalendarDate, now: number): boolean {
  return now < cutoffFor(rule.cutoff, date, rule.timeZone)
}
