import { addDays, weekdayOf, type CalendarDate } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { cutoffFor, nextCycle, type CycleRule } from '../../../src/shared/meal-plans/plan-cycles.ts'
import { canSeeChefPackage, type ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import type { FulfilmentSchedule } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type {
  MealChoice,
  MealPlan,
  MealSubscription,
  NextCycle,
} from '../../../src/shared/schemas/meal-plan.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'

// The steps of a subscription's cycle that need no Firestore: whether the cycle makes an order, which meals it
// holds, how the plan's price is spread over them, where the order goes when its time is full, and which cycle an
// invoice of the payment provider pays. cycles.ts and invoices.ts run them with what they read.

/** The states whose subscriptions the cycle run looks at when a cut-off has come. */
export const cyclingStates = ['active', 'pastDue', 'paused', 'cancelling'] as const

export type CycleDecision =
  { kind: 'order'; resumed: boolean } | { kind: 'skipped' } | { kind: 'paused' } | { kind: 'ended' }

/**
 * What the cycle of `cycle.date` does: a skipped date or a pause makes no order; a pause whose date has come makes
 * the subscription active again; a cancelled subscription ends at the first cut-off after the cycles it paid for.
 */
export function cycleDecision(
  subscription: Pick<MealSubscription, 'state' | 'skippedDates' | 'pausedUntil' | 'endsAt'>,
  cycle: NextCycle,
): CycleDecision {
  if (subscription.state === 'cancelling') {
    const charged = subscription.endsAt !== undefined && cycle.cutoffAt < subscription.endsAt
    if (!charged) return { kind: 'ended' }
  }
  if (subscription.skippedDates.includes(cycle.date)) return { kind: 'skipped' }
  const paused = subscription.pausedUntil
    ? cycle.date < subscription.pausedUntil
    : subscription.state === 'paused'
  if (paused) return { kind: 'paused' }
  return { kind: 'order', resumed: subscription.state === 'paused' }
}

/**
 * The due subscriptions taking turns by cycle date, so the workers running side by side mostly count on different
 * days' documents instead of racing for one.
 */
export function interleavedByDate<T extends { nextCycle?: { date: string } | undefined }>(
  due: readonly T[],
): T[] {
  const byDate = new Map<string, T[]>()
  for (const item of due) {
    const date = item.nextCycle?.date ?? ''
    const group = byDate.get(date)
    if (group) group.push(item)
    else byDate.set(date, [item])
  }
  const groups = [...byDate.values()]
  const interleaved: T[] = []
  for (let index = 0; interleaved.length < due.length; index += 1) {
    for (const group of groups) if (index < group.length) interleaved.push(group[index]!)
  }
  return interleaved
}

/** Sums the same package's quantities, keeping the first-seen order. */
export function mergeMeals(meals: readonly MealChoice[]): MealChoice[] {
  const merged = new Map<string, number>()
  for (const meal of meals)
    merged.set(meal.chefPackageId, (merged.get(meal.chefPackageId) ?? 0) + meal.quantity)
  return [...merged].map(([chefPackageId, quantity]) => ({ chefPackageId, quantity }))
}

/**
 * The meals of the cycle on `date`: the customer's selection for it, else the standing choice (last cycle's).
 * A selection becomes the standing choice, and selections for this date and earlier ones are dropped.
 */
export function chooseMeals(
  subscription: Pick<MealSubscription, 'meals' | 'selections'>,
  date: CalendarDate,
): { meals: MealChoice[]; standing: MealChoice[]; selections: Record<string, MealChoice[]> } {
  const selected = subscription.selections[date]
  const meals = selected && selected.length > 0 ? selected : subscription.meals
  const selections = Object.fromEntries(
    Object.entries(subscription.selections).filter(([selectedFor]) => selectedFor > date),
  )
  return { meals: mergeMeals(meals), standing: mergeMeals(meals), selections }
}

/** Whether a package may go into a subscriber's cycle on `date`: it exists, they may see it, it is sold that day. */
export function isMealAvailable(
  chefPackage: ChefPackage | undefined,
  subscriberUid: string,
  date: CalendarDate,
): chefPackage is ChefPackage {
  if (!chefPackage) return false
  if (!canSeeChefPackage(chefPackage, { uid: subscriberUid, isAdmin: false })) return false
  return chefPackage.availableDates.length === 0 || chefPackage.availableDates.includes(date)
}

export interface SwappedMeals {
  meals: MealChoice[]
  /** Each meal that was replaced, and by what. */
  swaps: Array<{ from: string; to: string; quantity: number }>
}

/**
 * The meals with every unavailable one (gone, hidden, not sold that day, or no longer on the plan) replaced by the
 * plan's rule: its fallback package, or the first available package of the plan. Null when no package of the plan
 * is available at all.
 */
export function swapUnavailableMeals(
  meals: readonly MealChoice[],
  plan: Pick<MealPlan, 'chefPackageIds' | 'unavailableMealRule' | 'fallbackChefPackageId'>,
  available: (chefPackageId: string) => boolean,
): SwappedMeals | null {
  const onPlan = (id: string) => plan.chefPackageIds.includes(id) && available(id)
  const fallback =
    plan.unavailableMealRule === 'fallbackPackage' &&
    plan.fallbackChefPackageId &&
    onPlan(plan.fallbackChefPackageId)
      ? plan.fallbackChefPackageId
      : plan.chefPackageIds.find(onPlan)
  const swaps: SwappedMeals['swaps'] = []
  const kept: MealChoice[] = []
  for (const meal of meals) {
    if (onPlan(meal.chefPackageId)) {
      kept.push(meal)
      continue
    }
    if (!fallback) return null
    swaps.push({ from: meal.chefPackageId, to: fallback, quantity: meal.quantity })
    kept.push({ chefPackageId: fallback, quantity: meal.quantity })
  }
  return kept.length > 0 ? { meals: mergeMeals(kept), swaps } : null
}

/**
 * The order's lines: one per meal, priced so that they add up to exactly `priceCents` (the invoice's amount): each
 * meal costs the same share, and the cents that do not divide evenly go on one meal of the first package (a line of
 * its own when that package has several meals). Meals stay counted per package for the prep list.
 */
export function pricedMealLines(
  meals: readonly MealChoice[],
  packages: ReadonlyMap<string, Pick<ChefPackage, 'title' | 'image'>>,
  priceCents: number,
): CartItem[] {
  const count = meals.reduce((sum, meal) => sum + meal.quantity, 0)
  if (count === 0) return []
  const share = Math.floor(priceCents / count)
  const remainder = priceCents - share * count
  const lines: CartItem[] = []
  meals.forEach((meal, index) => {
    const chefPackage = packages.get(meal.chefPackageId)
    const line = (quantity: number, cents: number): CartItem => ({
      chefPackageId: meal.chefPackageId,
      title: chefPackage?.title ?? meal.chefPackageId,
      price: cents / 100,
      image: chefPackage?.image ?? '',
      quantity,
    })
    if (index > 0 || remainder === 0) {
      lines.push(line(meal.quantity, share))
      return
    }
    lines.push(line(1, share + remainder))
    if (meal.quantity > 1) lines.push(line(meal.quantity - 1, share))
  })
  return lines
}

/** The longest a full time moves a cycle's order. */
export const maxMoveDays = 6

export interface Placement {
  date: CalendarDate
  slotId: string
}

/**
 * Where the cycle's order may go, best first: the planned time; then, by the plan's rule, the later times of the
 * same day (nextSlotSameDay only) and the following days up to six days later (on each, its time starting when the
 * planned one does first, then its other times in order).
 */
export function placementsFor(
  schedule: Pick<FulfilmentSchedule, 'week'>,
  planned: Placement,
  rule: MealPlan['fullSlotRule'],
): Placement[] {
  const slotsOn = (date: CalendarDate) =>
    [...(schedule.week[weekdayOf(date)]?.slots ?? [])].sort((a, b) => a.start.localeCompare(b.start))
  const plannedSlot = slotsOn(planned.date).find((slot) => slot.id === planned.slotId)
  const start = plannedSlot?.start ?? ''
  const placements: Placement[] = [planned]
  if (rule === 'nextSlotSameDay') {
    for (const slot of slotsOn(planned.date)) {
      if (slot.id !== planned.slotId && slot.start > start)
        placements.push({ date: planned.date, slotId: slot.id })
    }
  }
  for (let days = 1; days <= maxMoveDays; days += 1) {
    const date = addDays(planned.date, days)
    const slots = slotsOn(date)
    const same = slots.filter((slot) => slot.start === start)
    for (const slot of [...same, ...slots.filter((slot) => slot.start !== start)]) {
      placements.push({ date, slotId: slot.id })
    }
  }
  return placements
}

/** Half a day: how far from a cut-off the provider's renewal may fall (clock changes move it by an hour). */
export const renewalSlackMs = 12 * 60 * 60 * 1000

/**
 * The cycle an invoice pays: the provider renews at each cycle's cut-off, so its line's period starts at that
 * cut-off (give or take a clock change); the cycle is the one whose cut-off is nearest after half a day before.
 */
export function cycleOfPeriod(rule: CycleRule, periodStartMs: number): NextCycle {
  return nextCycle(rule, periodStartMs - renewalSlackMs)
}

/** What the provider's subscription should say about collecting: paused until when, and ending at the period end. */
export interface ProviderCollection {
  /** Epoch seconds the paused collection resumes; null when it is not paused; 0 when paused without an end. */
  pauseResumesAt: number | null
  cancelAtPeriodEnd: boolean
}

/** What the provider's collection of a subscription depends on. */
export type CollectionFacts = Pick<
  MealSubscription,
  | 'state'
  | 'skippedDates'
  | 'pausedUntil'
  | 'endsAt'
  | 'nextCycle'
  | 'provider'
  | 'lastCycleDate'
  | 'anchorDate'
>

/**
 * The provider's collection for a subscription: paused (invoices voided) while its next cycles are skipped or fall
 * in a pause, resuming half a day after the last such cycle's cut-off (a pause with no date never resumes by
 * itself); ending at the period's end once cancelled. Null for subscriptions the provider does not bill.
 */
export function providerCollectionFor(
  subscription: CollectionFacts,
  rule: CycleRule | null,
): ProviderCollection | null {
  if (!subscription.provider.subscriptionId) return null
  if (subscription.state === 'checkout' || subscription.state === 'ended') return null
  if (subscription.state === 'cancelling') return { pauseResumesAt: null, cancelAtPeriodEnd: true }
  if (!subscription.nextCycle || !rule) return { pauseResumesAt: null, cancelAtPeriodEnd: false }
  // The provider bills every cycle, skipped or not, so the walk starts at the first cycle no order was made for
  // (a change's `nextCycle` already leaves the skipped cycles before it out).
  let cycle = subscription.lastCycleDate
    ? nextCycle(rule, cutoffFor(rule.cutoff, subscription.lastCycleDate, rule.timeZone))
    : {
        date: subscription.anchorDate,
        cutoffAt: cutoffFor(rule.cutoff, subscription.anchorDate, rule.timeZone),
      }
  let lastBlocked: NextCycle | null = null
  for (let step = 0; step < 110; step += 1) {
    const decision = cycleDecision(subscription, cycle)
    if (decision.kind !== 'skipped' && decision.kind !== 'paused') break
    if (decision.kind === 'paused' && !subscription.pausedUntil) {
      return { pauseResumesAt: 0, cancelAtPeriodEnd: false }
    }
    lastBlocked = cycle
    cycle = nextCycle(rule, cycle.cutoffAt)
  }
  return {
    pauseResumesAt: lastBlocked ? Math.floor((lastBlocked.cutoffAt + renewalSlackMs) / 1000) : null,
    cancelAtPeriodEnd: false,
  }
}
