import { z } from 'zod/mini'
import { documentIdSchema } from '../document-id.ts'
import { formatCalendarDate, formatInZone } from '../fulfilment/calendar-dates.ts'
import { formatCents } from '../money.ts'
import { fulfilmentMethodLabels, type FulfilmentSchedule } from '../schemas/fulfilment-schedule.ts'
import {
  mealChoiceSchema,
  newMealPlanSchema,
  subscriberPriceCents,
  type MealChoice,
  type MealPlan,
  type NextCycle,
  weekdaySchema,
} from '../schemas/meal-plan.ts'
import { fulfilmentChoiceSchema } from '../schemas/order-fulfilment.ts'

// What the staff plan editor and the public subscribe form send, and the checks of both that need no database:
// the server runs them with the stored plan, packages and schedule (never the browser's copies), and their messages
// are keyed by the forms' field names so each lands next to its field.

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The editor's plan: every field of the stored plan but the provider's ids (the server's), and the id to change. */
export const mealPlanInputSchema = z.extend(z.omit(newMealPlanSchema, { provider: true }), {
  planId: z.optional(documentIdSchema),
})
export type MealPlanInput = z.input<typeof mealPlanInputSchema>
export type CheckedMealPlanInput = z.output<typeof mealPlanInputSchema>

/** The subscribe form: the plan, the standing day, time and place, and the first cycle's meals. */
export const subscribeInputSchema = z.object({
  planId: documentIdSchema,
  fulfilment: z.extend(
    z.pick(fulfilmentChoiceSchema, {
      method: true,
      slotId: true,
      name: true,
      phone: true,
      address: true,
      notes: true,
    }),
    { weekday: weekdaySchema },
  ),
  meals: z.array(mealChoiceSchema).check(z.minLength(1, 'Please choose your meals.'), z.maxLength(28)),
  // Made by the browser per submission: the same key again answers with the Checkout already opened.
  requestKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
})
export type SubscribeInput = z.input<typeof subscribeInputSchema>
export type CheckedSubscribeInput = z.output<typeof subscribeInputSchema>

const list = (items: string[]) => items.join(', ')

/**
 * A plan's problems that the schema cannot see: packages that do not exist, a fallback outside the plan, days the
 * business does not serve and methods it does not offer. Empty when the plan may be saved.
 */
export function planProblems(
  plan: CheckedMealPlanInput,
  known: { packageIds: ReadonlySet<string>; schedule: FulfilmentSchedule | undefined },
): Record<string, string> {
  const problems: Record<string, string> = {}
  const missing = plan.chefPackageIds.filter((id) => !known.packageIds.has(id))
  if (missing.length > 0) problems['chefPackageIds'] = `These packages do not exist: ${list(missing)}.`
  if (plan.fallbackChefPackageId && !plan.chefPackageIds.includes(plan.fallbackChefPackageId)) {
    problems['fallbackChefPackageId'] = 'The fallback must be one of the packages the plan offers.'
  } else if (plan.unavailableMealRule === 'fallbackPackage' && !plan.fallbackChefPackageId) {
    problems['fallbackChefPackageId'] = 'Please choose the package that takes an unavailable meal’s place.'
  }
  const schedule = known.schedule
  if (!schedule) {
    problems['fulfilmentDays'] = 'Set up the business schedule first: plans take their days from it.'
    return problems
  }
  const closedDays = plan.fulfilmentDays.filter((day) => (schedule.week[day]?.slots.length ?? 0) === 0)
  if (closedDays.length > 0) {
    problems['fulfilmentDays'] =
      `${list(closedDays.map((day) => weekdayNames[day]!))} ${closedDays.length === 1 ? 'is not a service day' : 'are not service days'} of the business schedule.`
  }
  const offMethods = plan.methods.filter((method) => !schedule[method].enabled)
  if (offMethods.length > 0) {
    problems['methods'] =
      `The business schedule does not offer ${list(offMethods.map((method) => fulfilmentMethodLabels[method]))}.`
  }
  return problems
}

/** How many meals the choice holds. */
export const mealCount = (meals: readonly MealChoice[]) => meals.reduce((sum, meal) => sum + meal.quantity, 0)

/** The meals as one line per package (a package chosen twice is added up), in the plan's order. */
export function mergedMeals(
  plan: Pick<MealPlan, 'chefPackageIds'>,
  meals: readonly MealChoice[],
): MealChoice[] {
  const totals = new Map<string, number>()
  for (const meal of meals)
    totals.set(meal.chefPackageId, (totals.get(meal.chefPackageId) ?? 0) + meal.quantity)
  const order = (id: string) => {
    const index = plan.chefPackageIds.indexOf(id)
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return [...totals]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([chefPackageId, quantity]) => ({ chefPackageId, quantity }))
}

/** "2 meals left to choose", "1 meal too many", or '' when the count is right. */
export function mealsLeftText(plan: Pick<MealPlan, 'mealsPerCycle'>, meals: readonly MealChoice[]): string {
  const left = plan.mealsPerCycle - mealCount(meals)
  if (left === 0) return ''
  const meal = (count: number) => `${count} meal${count === 1 ? '' : 's'}`
  return left > 0 ? `${meal(left)} left to choose.` : `${meal(-left)} too many: please take some away.`
}

/**
 * A subscribe request checked against the stored plan and the schedule, without the calendar's counts (the first
 * date's room is checked with them). Empty when nothing is wrong.
 */
export function subscribeProblems(
  plan: MealPlan,
  input: CheckedSubscribeInput,
  schedule: FulfilmentSchedule,
): Record<string, string> {
  const problems: Record<string, string> = {}
  const { weekday, method, slotId } = input.fulfilment
  if (!plan.fulfilmentDays.includes(weekday)) {
    problems['fulfilment.weekday'] =
      `This plan is not offered on ${weekdayNames[weekday]}s. Please choose another day.`
  } else if (!(schedule.week[weekday]?.slots ?? []).some((slot) => slot.id === slotId)) {
    problems['fulfilment.slotId'] = 'Please choose one of the times offered that day.'
  }
  if (!plan.methods.includes(method) || !schedule[method].enabled) {
    problems['fulfilment.method'] =
      `${fulfilmentMethodLabels[method]} is not offered with this plan. Please choose another way.`
  }
  const foreign = input.meals.filter((meal) => !plan.chefPackageIds.includes(meal.chefPackageId))
  if (foreign.length > 0) {
    problems['meals'] = 'Please choose your meals from this plan’s dishes.'
  } else {
    const left = mealsLeftText(plan, input.meals)
    if (left) problems['meals'] = `This plan holds ${plan.mealsPerCycle} meals each time: ${left}`
  }
  return problems
}

/** What a subscriber pays per cycle and what it saves against the list price, for the public pages. */
export function planPriceText(
  plan: Pick<MealPlan, 'priceCents' | 'subscriberDiscountPercent' | 'cadenceWeeks'>,
) {
  const per = plan.cadenceWeeks === 1 ? 'week' : 'two weeks'
  const subscriber = subscriberPriceCents(plan)
  return {
    price: `${formatCents(subscriber)} every ${per}`,
    listPrice: formatCents(plan.priceCents),
    saving: plan.subscriberDiscountPercent > 0 ? `Save ${plan.subscriberDiscountPercent}%` : '',
    cadence: plan.cadenceWeeks === 1 ? 'Every week' : 'Every two weeks',
  }
}

/** How far ahead of now the first cycle's cut-off must be: the payment provider's trial lasts at least 48 hours. */
export const firstCycleLeadMs = 48 * 60 * 60 * 1000

/**
 * "Your first meals: Wed, Dec 16, 2026. Your card is charged $45.00 each week at the cut-off, Thu 11:59 PM, starting
 * Thu, Dec 10, 2026.", said before paying and in the started mail.
 */
export function chargeScheduleText(input: {
  first: NextCycle
  priceCents: number
  cadenceWeeks: number
  timeZone: string
}): { firstMeals: string; charges: string } {
  const { first, timeZone } = input
  const cutoffDay = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(first.cutoffAt)
  const cutoffTime = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(first.cutoffAt)
  const starting = formatInZone(first.cutoffAt, timeZone).replace(/, \d{1,2}:\d{2}.*$/, '')
  return {
    firstMeals: `Your first meals: ${formatCalendarDate(first.date)}.`,
    charges: `Your card is charged ${formatCents(input.priceCents)} ${input.cadenceWeeks === 1 ? 'each week' : 'every two weeks'} at the cut-off, ${cutoffDay} ${cutoffTime}, starting ${starting}. Nothing is charged today.`,
  }
}
