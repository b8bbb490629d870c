import { z } from 'zod/mini'
import { checkboxField, formFields, textField } from '../../lib/forms/parse-form-data.ts'
import type { MealPlanInput } from '../../shared/meal-plans/plan-input.ts'
import { toCents } from '../../shared/money.ts'
import type { MealPlan } from '../../shared/schemas/meal-plan.ts'

// The plan editor's form, read into what saveMealPlanCallable checks (the server answers each field's problem,
// shown next to it). Numbers are typed as text: one that is not a number is refused here, next to its field, in
// words; the price is typed in dollars and sent in cents.

const listFields = ['chefPackageIds', 'fulfilmentDays', 'methods'] as const

const planForm = z.object({
  name: textField(),
  description: textField(),
  chefPackageIds: z.array(z.string()),
  mealsPerCycle: textField(),
  servingsPerMeal: textField(),
  price: textField(),
  subscriberDiscountPercent: textField(),
  cadenceWeeks: textField(),
  fulfilmentDays: z.array(z.string()),
  methods: z.array(z.string()),
  'selectionCutoff.weekday': textField(),
  'selectionCutoff.time': textField(),
  unavailableMealRule: textField(),
  fallbackChefPackageId: textField(),
  fullSlotRule: textField(),
  published: checkboxField(),
})

/** The form's field for each of the callable's field names (the price is typed in dollars). */
export const planFormFieldOf = (field: string) => (field === 'priceCents' ? 'price' : field)

export type PlanFormRead =
  { ok: true; input: MealPlanInput } | { ok: false; fieldErrors: Record<string, string> }

export function readPlanForm(form: FormData, planId: string | undefined): PlanFormRead {
  const fields = z.parse(planForm, formFields(form, listFields))
  const fieldErrors: Record<string, string> = {}
  const whole = (name: keyof typeof fields, message = 'Please enter a whole number.') => {
    const raw = String(fields[name])
    if (/^\d+$/.test(raw)) return Number(raw)
    fieldErrors[name] = raw === '' ? 'Please fill this in.' : message
    return 0
  }
  const cleaned = fields.price.replace(/[$,\s]/g, '')
  const priceIsDollars = /^\d+(\.\d{1,2})?$/.test(cleaned)
  const priceCents = priceIsDollars ? toCents(Number(cleaned)) : 0
  if (!priceIsDollars) fieldErrors['price'] = 'Please enter the price in dollars, e.g. 60.00.'
  const input: MealPlanInput = {
    ...(planId ? { planId } : {}),
    name: fields.name,
    description: fields.description,
    chefPackageIds: fields.chefPackageIds,
    mealsPerCycle: whole('mealsPerCycle'),
    servingsPerMeal: whole('servingsPerMeal'),
    priceCents,
    subscriberDiscountPercent:
      fields.subscriberDiscountPercent === '' ? 0 : whole('subscriberDiscountPercent'),
    cadenceWeeks: fields.cadenceWeeks === '2' ? 2 : 1,
    fulfilmentDays: fields.fulfilmentDays.map(Number),
    methods: fields.methods as MealPlanInput['methods'],
    selectionCutoff: {
      weekday: Number(fields['selectionCutoff.weekday']),
      time: fields['selectionCutoff.time'],
    },
    unavailableMealRule:
      fields.unavailableMealRule === 'fallbackPackage' ? 'fallbackPackage' : 'firstAvailable',
    ...(fields.fallbackChefPackageId ? { fallbackChefPackageId: fields.fallbackChefPackageId } : {}),
    fullSlotRule: fields.fullSlotRule === 'nextServiceDay' ? 'nextServiceDay' : 'nextSlotSameDay',
    published: fields.published,
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, input }
}

/** A stored plan as the editor's fields show it. */
export function planFormValues(plan: MealPlan | null): Record<string, string> {
  if (!plan) {
    return {
      mealsPerCycle: '5',
      servingsPerMeal: '1',
      subscriberDiscountPercent: '0',
      cadenceWeeks: '1',
      'selectionCutoff.weekday': '4',
      'selectionCutoff.time': '23:59',
    }
  }
  return {
    name: plan.name,
    description: plan.description,
    mealsPerCycle: String(plan.mealsPerCycle),
    servingsPerMeal: String(plan.servingsPerMeal),
    price: (plan.priceCents / 100).toFixed(2),
    subscriberDiscountPercent: String(plan.subscriberDiscountPercent),
    cadenceWeeks: String(plan.cadenceWeeks),
    'selectionCutoff.weekday': String(plan.selectionCutoff.weekday),
    'selectionCutoff.time': plan.selectionCutoff.time,
    unavailableMealRule: plan.unavailableMealRule,
    fallbackChefPackageId: plan.fallbackChefPackageId ?? '',
    fullSlotRule: plan.fullSlotRule,
  }
}
