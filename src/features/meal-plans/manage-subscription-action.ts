import type { ActionFunctionArgs } from 'react-router'
import { z } from 'zod/mini'
import { intentOf, unknownIntent } from '../../lib/forms/form-intent.ts'
import { formFields, parseFormData, textField } from '../../lib/forms/parse-form-data.ts'
import { callFunction } from '../../lib/functions/call-function.ts'
import { requireUser } from '../../lib/route-user.ts'
import { failed, submittedValues, succeeded } from '../../shared/action-result.ts'
import { manageMealSubscriptionCallable } from '../../shared/callables.ts'
import type { SubscriptionChangeInput } from '../../shared/meal-plans/manage-subscription.ts'

// The action of the customer's meal plans page and the chef's subscribers page: each form posts its `intent` (the
// change) with the subscription's id; the callable checks who asks and everything else, and its refusals come back
// keyed by these forms' field names.

export const manageIntents = ['meals', 'skip', 'unskip', 'pause', 'resume', 'fulfilment', 'cancel'] as const
export type ManageIntent = (typeof manageIntents)[number]

/** A meal quantity field's name: one per package of the plan. */
export const mealFieldName = (chefPackageId: string) => `meal.${chefPackageId}`

const changeForm = z.object({
  subscriptionId: textField(z.minLength(1, 'This meal plan is not known. Please reload the page.')),
  date: textField(),
  until: textField(),
  method: textField(),
  weekday: textField(),
  slotId: textField(),
  name: textField(),
  phone: textField(),
  notes: textField(),
  'address.line1': textField(),
  'address.line2': textField(),
  'address.city': textField(),
  'address.postalCode': textField(),
})
type ChangeForm = z.infer<typeof changeForm>

/** The quantities typed per package, or the field whose text is not a whole number from 0 to 28. */
export function mealsOf(
  fields: Record<string, unknown>,
): { ok: true; meals: Array<{ chefPackageId: string; quantity: number }> } | { ok: false; field: string } {
  const meals: Array<{ chefPackageId: string; quantity: number }> = []
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith('meal.')) continue
    const text = String(value).trim()
    const quantity = text === '' ? 0 : Number(text)
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > 28) return { ok: false, field: name }
    if (quantity > 0) meals.push({ chefPackageId: name.slice('meal.'.length), quantity })
  }
  return { ok: true, meals }
}

/** What the callable is asked for this intent. */
export function changeInputOf(
  intent: Exclude<ManageIntent, 'meals'>,
  form: ChangeForm,
): SubscriptionChangeInput {
  const { subscriptionId } = form
  switch (intent) {
    case 'skip':
    case 'unskip':
      return { action: intent, subscriptionId, date: form.date }
    case 'pause':
      return { action: 'pause', subscriptionId, until: form.until }
    case 'resume':
    case 'cancel':
      return { action: intent, subscriptionId }
    case 'fulfilment':
      return {
        action: 'fulfilment',
        subscriptionId,
        method: form.method as 'pickup',
        weekday: form.weekday === '' ? Number.NaN : Number(form.weekday),
        slotId: form.slotId,
        name: form.name,
        phone: form.phone,
        notes: form.notes,
        ...(form.method === 'pickup'
          ? {}
          : {
              address: {
                line1: form['address.line1'],
                line2: form['address.line2'],
                city: form['address.city'],
                postalCode: form['address.postalCode'],
              },
            }),
      }
  }
}

const doneMessages: Record<ManageIntent, string> = {
  meals: 'Your meals are saved. We mailed you the change.',
  skip: 'That week is skipped: no order and no charge.',
  unskip: 'That week is back on.',
  pause: 'The plan is paused.',
  resume: 'The plan is running again.',
  fulfilment: 'Your day and time are changed.',
  cancel: 'The plan is cancelled.',
}

export async function manageSubscriptionAction({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context })
  const formData = await request.formData()
  const values = submittedValues(formData)
  const intent = intentOf(formData, manageIntents)
  if (!intent) return unknownIntent(values)
  const parsed = parseFormData(formData, changeForm)
  if (!parsed.ok) return parsed
  let input: SubscriptionChangeInput
  if (intent === 'meals') {
    const meals = mealsOf(formFields(formData))
    if (!meals.ok) {
      return failed({ fieldErrors: { [meals.field]: 'Please enter a whole number from 0 to 28.' } }, values)
    }
    if (meals.meals.length === 0)
      return failed({ fieldErrors: { meals: 'Please choose your meals.' } }, values)
    input = {
      action: 'meals',
      subscriptionId: parsed.data.subscriptionId,
      date: parsed.data.date,
      meals: meals.meals,
    }
  } else {
    input = changeInputOf(intent, parsed.data)
  }
  const outcome = await callFunction(manageMealSubscriptionCallable, input, { values })
  if (!outcome.ok) return outcome
  return succeeded(
    { intent, subscriptionId: parsed.data.subscriptionId, changed: outcome.data.changed },
    outcome.data.changed ? doneMessages[intent] : 'Nothing to change: your plan already reads so.',
  )
}
