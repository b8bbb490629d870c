import { createHash } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import type Stripe from 'stripe'
import { subscribeToMealPlanCallable, type CallableOutput } from '../../../src/shared/callables.ts'
import { formatCalendarDate } from '../../../src/shared/fulfilment/calendar-dates.ts'
import {
  firstCycleLeadMs,
  mergedMeals,
  subscribeProblems,
  type CheckedSubscribeInput,
} from '../../../src/shared/meal-plans/plan-input.ts'
import { nextCycle } from '../../../src/shared/meal-plans/plan-cycles.ts'
import type { FulfilmentSchedule } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import {
  subscriberPriceCents,
  type MealPlan,
  type MealSubscription,
  type NextCycle,
  type SubscriptionFulfilment,
} from '../../../src/shared/schemas/meal-plan.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import { fulfilmentDays, mealPlans, mealSubscriptions } from '../data/collections.ts'
import { cartLimits, checkChoiceAgainstBookings, checkChoiceDetails } from '../fulfilment/check-choice.ts'
import { checkServiceArea } from '../fulfilment/service-area-check.ts'
import { db } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { FieldProblemsError, NotFoundError, PreconditionError, UnavailableError } from '../lib/errors.ts'
import { pricedLines } from '../orders/new-order.ts'
import { callerOrigin, loadPackages, loadSchedule } from '../orders/place-order.ts'
import { providerCustomerFor } from '../stripe/provider-customers.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { providerPriceFor } from './plans.ts'

// Subscribing to a plan (subscribeToMealPlanCallable, signed-in customers), step by step: the stored plan and the
// schedule, the choices checked against both (day, time, method, address, meals), the first cycle and its date's
// calendar rules and room, then the subscription written waiting for Checkout and a Checkout Session in subscription
// mode whose trial ends at the first cycle's cut-off: nothing is charged today, and every charge falls on a cut-off
// (docs/decisions/0111). Asking again while that Checkout is open answers with the same page.

export const planClosedMessage = 'This plan is not open for subscribing.'
export const checkoutUnavailableMessage =
  'We could not open the payment page because the payment service did not answer. Please try again in a moment.'

/** The Checkout Session of a subscription: the plan's recurring price, trial to the first cut-off, metadata twice. */
export function subscriptionCheckoutParams(input: {
  subscriptionId: string
  planId: string
  priceId: string
  customerId: string
  first: NextCycle
  origin: string
}): Stripe.Checkout.SessionCreateParams {
  const { subscriptionId, planId } = input
  // Stripe copies neither set of metadata into the other: the session's is read at checkout.session.completed, the
  // subscription's on its invoices and customer.subscription.* events.
  const metadata = { mealSubscriptionId: subscriptionId, mealPlanId: planId }
  return {
    mode: 'subscription',
    line_items: [{ price: input.priceId, quantity: 1 }],
    customer: input.customerId,
    client_reference_id: subscriptionId,
    metadata,
    subscription_data: { trial_end: Math.floor(input.first.cutoffAt / 1000), metadata },
    success_url: `${input.origin}/my-meal-plans?${new URLSearchParams({ subscribed: subscriptionId }).toString()}`,
    cancel_url: `${input.origin}/meal-plan/${encodeURIComponent(planId)}?checkout=cancelled`,
  }
}

/** The first cycle a subscription can be billed for: its cut-off at least 48 hours ahead (the trial's minimum). */
export function firstCycleOf(plan: MealPlan, weekday: number, timeZone: string, now: number): NextCycle {
  return nextCycle(
    { cutoff: plan.selectionCutoff, cadenceWeeks: plan.cadenceWeeks, weekday, timeZone },
    now + firstCycleLeadMs,
  )
}

/** The plan, open for subscribing, with a provider price that bills its subscriber price (made now if missing). */
async function openPlan(
  database: Firestore,
  stripe: () => Stripe,
  planId: string,
): Promise<MealPlan & { provider: NonNullable<MealPlan['provider']> }> {
  const plan = (await mealPlans.doc(database, planId).get()).data()
  if (!plan?.published) throw new NotFoundError(planClosedMessage)
  // A plan written without the editor (the demo data) gets its price on the first subscription.
  let provider: NonNullable<MealPlan['provider']>
  try {
    provider = await providerPriceFor(stripe(), planId, plan, plan.provider)
  } catch (error) {
    logger.error('subscribe: the plan price could not be made', {
      planId,
      errorMessage: (error as Error).message,
    })
    throw new UnavailableError(checkoutUnavailableMessage)
  }
  if (provider.priceId !== plan.provider?.priceId) {
    await mealPlans.doc(database, planId).update(mealPlans.patch({ provider }))
  }
  return { ...plan, provider }
}

/** The standing fulfilment, checked as an order on the first date would be (rules and room, nothing held). */
async function checkFulfilment(
  database: Firestore,
  input: CheckedSubscribeInput,
  context: {
    schedule: FulfilmentSchedule
    packages: ReadonlyMap<string, ChefPackage>
    meals: MealSubscription['meals']
    first: NextCycle
    uid: string
    now: number
  },
): Promise<SubscriptionFulfilment> {
  const { schedule, packages, first } = context
  const { weekday, ...choice } = input.fulfilment
  let cart
  try {
    cart = pricedLines(context.meals, packages, { uid: context.uid, isAdmin: false })
  } catch (error) {
    if (error instanceof HttpsError) {
      throw new FieldProblemsError({
        meals: 'Some of these meals are not available now. Please choose others.',
      })
    }
    throw error
  }
  const area = choice.address
    ? await checkServiceArea(schedule, choice.method, choice.address.postalCode)
    : null
  const details = checkChoiceDetails({
    schedule,
    choice: { ...choice, date: first.date },
    cart,
    packages,
    area,
  })
  const day = (await fulfilmentDays.doc(database, first.date).get()).data()
  try {
    const { fulfilment } = checkChoiceAgainstBookings({
      schedule,
      details,
      limits: cartLimits(cart, packages),
      day,
      now: context.now,
    })
    return {
      method: fulfilment.method,
      weekday,
      slotId: fulfilment.slotId,
      slotStart: fulfilment.slotStart,
      slotEnd: fulfilment.slotEnd,
      name: fulfilment.name,
      phone: fulfilment.phone,
      ...(fulfilment.address ? { address: fulfilment.address } : {}),
      notes: fulfilment.notes,
    }
  } catch (error) {
    // The date is not chosen but follows from the day: its problem is shown next to the day.
    if (error instanceof FieldProblemsError && error.fields['fulfilment.date']) {
      throw new FieldProblemsError({
        'fulfilment.weekday': `Your first date would be ${formatCalendarDate(first.date)}: ${error.fields['fulfilment.date']}`,
      })
    }
    throw error
  }
}

/** The customer's subscription to this plan still waiting for Checkout, if any: asking again reuses it. */
async function waitingSubscription(database: Firestore, uid: string, planId: string) {
  const found = await mealSubscriptions
    .collection(database)
    .where('userId', '==', uid)
    .where('planId', '==', planId)
    .where('state', '==', 'checkout')
    .limit(1)
    .get()
  return found.docs[0]?.data()
}

/** The open Checkout of a waiting subscription, when it still bills what is asked now. */
async function reusableSession(
  stripe: Stripe,
  waiting: MealSubscription | undefined,
  wanted: { first: NextCycle; priceCents: number },
): Promise<Stripe.Checkout.Session | null> {
  const sessionId = waiting?.provider.checkoutSessionId
  if (!waiting || !sessionId) return null
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  const open = session.status === 'open' && session.url && (session.expires_at ?? 0) > Date.now() / 1000 + 60
  if (!open) return null
  if (waiting.nextCycle?.cutoffAt === wanted.first.cutoffAt && waiting.priceCents === wanted.priceCents) {
    return session
  }
  // Another first cut-off or price needs another session; the old one must not be paid any more.
  await stripe.checkout.sessions.expire(sessionId).catch((error: Error) => {
    logger.warn('subscribe: could not expire a superseded checkout', {
      sessionId,
      errorMessage: error.message,
    })
  })
  return null
}

export async function subscribeToMealPlan(
  database: Firestore,
  stripe: () => Stripe,
  input: CheckedSubscribeInput,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): Promise<CallableOutput<typeof subscribeToMealPlanCallable>> {
  const uid = request.auth!.uid
  const email = request.auth?.token.email
  if (!email) throw new PreconditionError('Your account needs an e-mail address to subscribe.')
  const schedule = await loadSchedule(database)
  if (!schedule) throw new PreconditionError(planClosedMessage)
  const plan = await openPlan(database, stripe, input.planId)
  const problems = subscribeProblems(plan, input, schedule)
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)
  const meals = mergedMeals(plan, input.meals)
  const now = Date.now()
  const first = firstCycleOf(plan, input.fulfilment.weekday, schedule.timeZone, now)
  const packages = await loadPackages(database, plan.chefPackageIds)
  const fulfilment = await checkFulfilment(database, input, { schedule, packages, meals, first, uid, now })
  // Never the browser's figure: what the stored plan says subscribers pay.
  const priceCents = subscriberPriceCents(plan)

  const waiting = await waitingSubscription(database, uid, plan.id)
  const client = stripe()
  let session: Stripe.Checkout.Session | null
  let customerId: string
  try {
    session = await reusableSession(client, waiting, { first, priceCents })
    customerId = waiting?.provider.customerId ?? (await providerCustomerFor(database, client, email))
  } catch (error) {
    logger.error('subscribe: the payment service failed', {
      planId: plan.id,
      errorMessage: (error as Error).message,
    })
    throw new UnavailableError(checkoutUnavailableMessage)
  }
  // One record per customer and plan while it waits; the same request key makes the same record and session.
  const id =
    waiting?.id ??
    (input.requestKey
      ? `sub-${createHash('sha256').update(`${uid}:${plan.id}:${input.requestKey}`).digest('hex').slice(0, 32)}`
      : undefined)
  const ref = mealSubscriptions.doc(database, id)
  const record = mealSubscriptions.draft(
    {
      planId: plan.id,
      planName: plan.name,
      userId: uid,
      email,
      state: 'checkout',
      fulfilment,
      meals,
      anchorDate: first.date,
      nextCycle: first,
      priceCents,
      provider: {
        customerId,
        ...(session ? { checkoutSessionId: session.id } : {}),
      },
    },
    waiting?.createdStamp ?? now,
  )
  await ref.set(record)
  if (!session) {
    try {
      session = await client.checkout.sessions.create(
        subscriptionCheckoutParams({
          subscriptionId: ref.id,
          planId: plan.id,
          priceId: plan.provider.priceId,
          customerId,
          first,
          origin: callerOrigin(request),
        }),
        // A retry of this request gets the same session; after an expired one, the key differs.
        {
          idempotencyKey: `meal-subscription-${ref.id}-${input.requestKey ?? now}-${waiting?.provider.checkoutSessionId ?? 'first'}`,
        },
      )
    } catch (error) {
      logger.error('subscribe: could not open the checkout', {
        subscriptionId: ref.id,
        errorMessage: (error as Error).message,
      })
      throw new UnavailableError(checkoutUnavailableMessage)
    }
    await ref.update(mealSubscriptions.patch({ provider: { customerId, checkoutSessionId: session.id } }))
  }
  logger.info('subscribe: checkout opened', { subscriptionId: ref.id, planId: plan.id, first: first.date })
  return { subscriptionId: ref.id, checkoutUrl: session.url! }
}

export const subscribeToMealPlanCallableFn = validatedOnCall(
  subscribeToMealPlanCallable,
  (data, request) => subscribeToMealPlan(db(), stripeClient, data, request),
  { access: 'signedIn', secrets: [stripeSecretKey] },
)
