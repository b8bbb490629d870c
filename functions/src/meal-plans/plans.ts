import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import { saveMealPlanCallable } from '../../../src/shared/callables.ts'
import { planProblems, type CheckedMealPlanInput } from '../../../src/shared/meal-plans/plan-input.ts'
import { subscriberPriceCents, type MealPlan } from '../../../src/shared/schemas/meal-plan.ts'
import { mealPlans } from '../data/collections.ts'
import { stampPair } from '../data/server-collection.ts'
import { db } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { FieldProblemsError, UnavailableError } from '../lib/errors.ts'
import { loadPackages, loadSchedule } from '../orders/place-order.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'

// The chef's plans (saveMealPlanCallable, admins): checked against the stored packages and the business schedule,
// then given the payment provider's product and a weekly recurring price for what subscribers pay. A price is
// immutable at the provider, so a new subscriber price or cadence makes a new price for new subscribers; the
// subscriptions already running keep the price they were created with.

export const providerUnavailableMessage =
  'The payment service did not answer, so the plan was not saved. Please try again in a moment.'

type ProviderPrice = NonNullable<MealPlan['provider']>

/** Whether the stored provider price still bills what the plan says. */
export function providerPriceFits(
  plan: Pick<MealPlan, 'priceCents' | 'subscriberDiscountPercent' | 'cadenceWeeks'>,
  provider: ProviderPrice | undefined,
): boolean {
  return (
    provider !== undefined &&
    provider.unitAmountCents === subscriberPriceCents(plan) &&
    provider.cadenceWeeks === plan.cadenceWeeks
  )
}

/**
 * The provider's product (made once per plan) and a recurring price for the plan's subscriber price and cadence:
 * the stored one while it fits, else a new one. Idempotency keys make a retried save reuse what it made.
 */
export async function providerPriceFor(
  stripe: Pick<Stripe, 'products' | 'prices'>,
  planId: string,
  plan: Pick<MealPlan, 'name' | 'priceCents' | 'subscriberDiscountPercent' | 'cadenceWeeks'>,
  stored: ProviderPrice | undefined,
): Promise<ProviderPrice> {
  if (stored && providerPriceFits(plan, stored)) return stored
  const unitAmountCents = subscriberPriceCents(plan)
  const productId =
    stored?.productId ??
    (
      await stripe.products.create(
        { name: plan.name, metadata: { mealPlanId: planId } },
        { idempotencyKey: `meal-plan-${planId}-product` },
      )
    ).id
  const price = await stripe.prices.create(
    {
      product: productId,
      currency: 'usd',
      unit_amount: unitAmountCents,
      recurring: { interval: 'week', interval_count: plan.cadenceWeeks },
      metadata: { mealPlanId: planId },
    },
    { idempotencyKey: `meal-plan-${planId}-price-${unitAmountCents}-${plan.cadenceWeeks}` },
  )
  return { productId, priceId: price.id, unitAmountCents, cadenceWeeks: plan.cadenceWeeks }
}

/** The provider price, or the refusal a person can act on when the provider does not answer. */
async function providerPriceOrRefuse(...args: Parameters<typeof providerPriceFor>): Promise<ProviderPrice> {
  try {
    return await providerPriceFor(...args)
  } catch (error) {
    logger.error('meal plans: the provider price could not be made', {
      planId: args[1],
      errorMessage: (error as Error).message,
    })
    throw new UnavailableError(providerUnavailableMessage)
  }
}

export async function saveMealPlan(
  database: Firestore,
  stripe: () => Pick<Stripe, 'products' | 'prices'>,
  input: CheckedMealPlanInput,
): Promise<{ planId: string }> {
  const { planId: askedId, ...fields } = input
  const wanted = [
    ...new Set([
      ...fields.chefPackageIds,
      ...(fields.fallbackChefPackageId ? [fields.fallbackChefPackageId] : []),
    ]),
  ]
  const [packages, schedule] = await Promise.all([loadPackages(database, wanted), loadSchedule(database)])
  const problems = planProblems(input, { packageIds: new Set(packages.keys()), schedule })
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)
  const ref = mealPlans.doc(database, askedId)
  const existing = askedId ? (await ref.get()).data() : undefined
  if (askedId && !existing) throw new FieldProblemsError({ name: 'This plan no longer exists.' })
  const provider = await providerPriceOrRefuse(stripe(), ref.id, fields, existing?.provider)
  const now = Date.now()
  const record = mealPlans.draft({ ...fields, provider }, now)
  // The whole plan is written, so a field cleared in the editor (the fallback) is cleared here too.
  await (existing
    ? ref.set({
        ...record,
        createdStamp: existing.createdStamp ?? now,
        createdIso: existing.createdIso ?? new Date(now).toISOString(),
        ...stampPair('update', now),
      })
    : ref.create(record))
  logger.info('meal plan saved', { planId: ref.id, isNew: !existing, priceId: provider.priceId })
  return { planId: ref.id }
}

export const saveMealPlanCallableFn = validatedOnCall(
  saveMealPlanCallable,
  (data) => saveMealPlan(db(), stripeClient, data),
  { access: 'admin', secrets: [stripeSecretKey] },
)
