import { z } from 'zod/mini'
import { formFields, textField } from '../../lib/forms/parse-form-data.ts'
import type { SubscribeInput } from '../../shared/meal-plans/plan-input.ts'
import type { FulfilmentMethod } from '../../shared/schemas/fulfilment-schedule.ts'

// The subscribe form on a plan's page, read into what subscribeToMealPlanCallable checks. Each of the plan's
// packages has a quantity field `meals.<packageId>`; the server's messages come back keyed by the same names
// (`fulfilment.*`, `meals`). A guest's choice is kept in this tab's sessionStorage while they sign in or create an
// account, and put back when they return to the plan's page.

export const mealField = (packageId: string) => `meals.${packageId}`

const subscribeForm = z.object({
  'fulfilment.weekday': textField(),
  'fulfilment.slotId': textField(),
  'fulfilment.method': textField(),
  'fulfilment.name': textField(),
  'fulfilment.phone': textField(),
  'fulfilment.address.line1': textField(),
  'fulfilment.address.line2': textField(),
  'fulfilment.address.city': textField(),
  'fulfilment.address.postalCode': textField(),
  'fulfilment.notes': textField(),
})

export type SubscribeFormRead =
  { ok: true; input: Omit<SubscribeInput, 'requestKey'> } | { ok: false; fieldErrors: Record<string, string> }

/** The quantities typed for the plan's packages; blank is none, anything but a whole number is refused. */
export function readMealQuantities(
  form: FormData,
  packageIds: readonly string[],
): { meals: SubscribeInput['meals']; problem?: string } {
  const meals: SubscribeInput['meals'] = []
  for (const chefPackageId of packageIds) {
    const raw = String(form.get(mealField(chefPackageId)) ?? '').trim()
    if (raw === '' || raw === '0') continue
    if (!/^\d{1,2}$/.test(raw)) return { meals, problem: 'Please enter how many of each as a whole number.' }
    meals.push({ chefPackageId, quantity: Number(raw) })
  }
  return { meals }
}

export function readSubscribeForm(
  form: FormData,
  planId: string,
  packageIds: readonly string[],
): SubscribeFormRead {
  const fields = z.parse(subscribeForm, formFields(form))
  const fieldErrors: Record<string, string> = {}
  const weekday = fields['fulfilment.weekday']
  if (!/^[0-6]$/.test(weekday)) fieldErrors['fulfilment.weekday'] = 'Please choose a day.'
  const { meals, problem } = readMealQuantities(form, packageIds)
  if (problem) fieldErrors['meals'] = problem
  else if (meals.length === 0) fieldErrors['meals'] = 'Please choose your meals.'
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  const method = fields['fulfilment.method'] as FulfilmentMethod
  return {
    ok: true,
    input: {
      planId,
      fulfilment: {
        weekday: Number(weekday),
        method,
        slotId: fields['fulfilment.slotId'],
        name: fields['fulfilment.name'],
        phone: fields['fulfilment.phone'],
        notes: fields['fulfilment.notes'],
        ...(method === 'pickup'
          ? {}
          : {
              address: {
                line1: fields['fulfilment.address.line1'],
                line2: fields['fulfilment.address.line2'],
                city: fields['fulfilment.address.city'],
                postalCode: fields['fulfilment.address.postalCode'],
              },
            }),
      },
      meals,
    },
  }
}

/** The server's field names as the form's: a problem with one meal line is shown with the meals. */
export const subscribeFormFieldOf = (field: string) => (field.startsWith('meals') ? 'meals' : field)

const keptKey = (planId: string) => `meal-plan-choice:${planId}`

/** Keeps what a guest chose while they sign in (this tab only; cleared once they subscribe). */
export function keepChoice(planId: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(keptKey(planId), JSON.stringify(values))
  } catch (error) {
    // A browser that keeps nothing (private mode, storage full) just loses the choice; signing in still works.
    console.error('meal plans: could not keep the choice while signing in', { planId, error })
  }
}

/** The choice kept for this plan, if any. */
export function keptChoice(planId: string): Record<string, string> | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(keptKey(planId))
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null
  } catch {
    return null
  }
}

export function forgetChoice(planId: string): void {
  try {
    sessionStorage.removeItem(keptKey(planId))
  } catch {
    // Nothing was kept.
  }
}

/** The same submission gets the same key, so a double click opens one Checkout. */
export async function subscribeRequestKey(submission: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(submission))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return `sub-${Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
