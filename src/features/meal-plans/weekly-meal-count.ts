import { addDays } from '../../shared/fulfilment/calendar-dates.ts'
import { isCycleDate, mealsOfCycle } from '../../shared/meal-plans/manage-subscription.ts'
import { cycleRuleOf, mondayOf } from '../../shared/meal-plans/plan-cycles.ts'
import { activeOrderStates, orderStateOf } from '../../shared/orders/order-state.ts'
import { mealPlanOrderId, type MealPlan, type MealSubscription } from '../../shared/schemas/meal-plan.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { buildPrepSheet } from '../prep-list/index.ts'

// The chef's weekly count: for one week (Monday to Sunday), how many of each package to make for the meal plans
// and for one-off orders. A cycle already made into its order counts that order's lines; a cycle still to come
// counts the customer's choice for it (or the standing meals) unless it is skipped, paused or the plan is ending.
// One-off orders count as the prep list counts them (booked orders only).

export interface WeeklyCountRow {
  chefPackageId: string
  title: string
  subscriptions: number
  oneOff: number
  total: number
}

export interface WeeklyCount {
  /** The Monday and Sunday of the week. */
  from: string
  to: string
  rows: WeeklyCountRow[]
  totals: { subscriptions: number; oneOff: number; total: number }
  /** Subscription cycles in the week that make (or made) an order. */
  cycles: number
}

/** Whether a subscription makes an order for its cycle on `date` (when the order is not made yet). */
function makesOrder(subscription: MealSubscription, date: string): boolean {
  if (subscription.skippedDates.includes(date)) return false
  if (subscription.state === 'active' || subscription.state === 'pastDue') return true
  if (subscription.state === 'paused')
    return subscription.pausedUntil !== undefined && date >= subscription.pausedUntil
  return false
}

export function weeklyMealCount(input: {
  week: string
  subscriptions: readonly MealSubscription[]
  plans: ReadonlyMap<string, MealPlan>
  orders: readonly Order[]
  titles: ReadonlyMap<string, string>
  timeZone: string
}): WeeklyCount {
  const from = mondayOf(input.week)
  const to = addDays(from, 6)
  const rows = new Map<string, WeeklyCountRow>()
  const row = (chefPackageId: string, title: string) => {
    const found = rows.get(chefPackageId) ?? { chefPackageId, title, subscriptions: 0, oneOff: 0, total: 0 }
    rows.set(chefPackageId, found)
    return found
  }
  const ordersById = new Map(input.orders.map((order) => [order.id, order]))
  const oneOff = buildPrepSheet(input.orders.filter((order) => !order.mealPlan))
  for (const entry of oneOff.packages) row(entry.chefPackageId, entry.title).oneOff += entry.quantity

  let cycles = 0
  for (const subscription of input.subscriptions) {
    const plan = input.plans.get(subscription.planId)
    if (!plan) continue
    const rule = cycleRuleOf(plan, subscription, input.timeZone)
    const date = addDays(from, (subscription.fulfilment.weekday + 6) % 7)
    if (!isCycleDate(rule, date)) continue
    const made = ordersById.get(mealPlanOrderId(subscription.id, date))
    if (made) {
      if (!activeOrderStates.includes(orderStateOf(made))) continue
      cycles += 1
      for (const item of made.cartData) row(item.chefPackageId, item.title).subscriptions += item.quantity
      continue
    }
    if (!makesOrder(subscription, date)) continue
    cycles += 1
    for (const meal of mealsOfCycle(subscription, date)) {
      row(meal.chefPackageId, input.titles.get(meal.chefPackageId) ?? 'Meal').subscriptions += meal.quantity
    }
  }
  // A made order may have moved off its planned date (a full time): it is counted by its subscription above.
  const list = [...rows.values()]
    .map((entry) => ({ ...entry, total: entry.subscriptions + entry.oneOff }))
    .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title))
  const totals = list.reduce(
    (sum, entry) => ({
      subscriptions: sum.subscriptions + entry.subscriptions,
      oneOff: sum.oneOff + entry.oneOff,
      total: sum.total + entry.total,
    }),
    { subscriptions: 0, oneOff: 0, total: 0 },
  )
  return { from, to, rows: list, totals, cycles }
}
