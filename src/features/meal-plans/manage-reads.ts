import { chefPackages } from '../../lib/data/chef-packages.ts'
import { mealPlans } from '../../lib/data/meal-plans.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { fulfilmentOptionsCallable, type AvailabilityDay } from '../../shared/callables.ts'
import { formatWallClock, weekdayOf } from '../../shared/fulfilment/calendar-dates.ts'
import type { MealPlan, MealSubscription } from '../../shared/schemas/meal-plan.ts'
import type { SlotChoice } from './subscription-controls.tsx'

// What both meal plan pages read besides the subscriptions: the business's time zone and the times of each weekday
// (from the public fulfilment options, as ordering reads them: customers may not read the schedule itself), the
// plans and their packages' titles.

export interface ManageReads {
  timeZone: string
  /** Each weekday's times (0 = Sunday), as the change-day form offers them. */
  slots: SlotChoice[][]
  plans: Map<string, MealPlan>
  titles: Map<string, string>
}

/** The times each weekday of the booking window has, every date's slots merged by id. */
export function slotsByWeekday(days: readonly AvailabilityDay[]): SlotChoice[][] {
  const week: SlotChoice[][] = [[], [], [], [], [], [], []]
  for (const day of days) {
    const slots = week[weekdayOf(day.date)]!
    for (const slot of day.slots) {
      if (slots.some((known) => known.id === slot.id)) continue
      slots.push({ id: slot.id, label: `${formatWallClock(slot.start)} – ${formatWallClock(slot.end)}` })
    }
  }
  return week
}

/** The time zone, times, the plans of these subscriptions and their packages' titles (any unreadable left out). */
export async function readsFor(subscriptions: readonly MealSubscription[]): Promise<ManageReads> {
  const planIds = [...new Set(subscriptions.map((subscription) => subscription.planId))]
  const planList = await Promise.all(planIds.map((id) => orNullWhenDenied(mealPlans.get(id))))
  const plans = new Map(planList.flatMap((plan) => (plan ? [[plan.id, plan] as const] : [])))
  const packageIds = [...new Set([...plans.values()].flatMap((plan) => plan.chefPackageIds))]
  const [packages, options] = await Promise.all([
    Promise.all(packageIds.map((id) => orNullWhenDenied(chefPackages.get(id)))),
    packageIds[0]
      ? callFunction(fulfilmentOptionsCallable, {
          cartData: [{ chefPackageId: packageIds[0], quantity: 1 }],
        }).then(dataOrThrow)
      : null,
  ])
  const titles = new Map(packages.flatMap((found) => (found ? [[found.id, found.title] as const] : [])))
  return {
    timeZone: options?.timeZone ?? 'UTC',
    slots: slotsByWeekday(options?.days ?? []),
    plans,
    titles,
  }
}
