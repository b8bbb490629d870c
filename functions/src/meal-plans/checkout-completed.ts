import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import type { MealSubscription } from '../../../src/shared/schemas/meal-plan.ts'
import { mealPlans, mealSubscriptions, stripeEvents } from '../data/collections.ts'
import { appOrigin, appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { mealPlanStartedMail } from '../mail/templates/meal-plan-started-mail.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { loadSchedule } from '../orders/place-order.ts'
import { processedEventRetentionMs } from '../stripe/record-checkout.ts'

// The provider's news about a subscription's start and end. A completed subscription-mode Checkout makes the
// subscription active with the provider's customer and subscription ids, once (the processed-event record and the
// change are one transaction), and mails the customer. An expired Checkout changes nothing: the subscription stays
// waiting, and subscribing again reuses it with a new Checkout (docs/product.md, Weekly meal plans). The provider
// ending the subscription ends it here.

export type MealPlanEventOutcome =
  'activated' | 'already-active' | 'left-waiting' | 'ended' | 'duplicate' | 'subscription-not-found'

const handledTypes = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.deleted',
]

/** The subscription a provider object (session or subscription) names in its metadata. */
export function mealSubscriptionIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  const id = metadata?.['mealSubscriptionId']
  return typeof id === 'string' && id !== '' ? id : null
}

/** Events about a meal plan's Checkout or its provider subscription: these never concern an order. */
export function isMealPlanCheckoutEvent(event: Stripe.Event): boolean {
  if (!handledTypes.includes(event.type)) return false
  const object = event.data.object as Stripe.Checkout.Session | Stripe.Subscription
  if (object.object === 'checkout.session' && (object as Stripe.Checkout.Session).mode !== 'subscription')
    return false
  return mealSubscriptionIdOf(object.metadata) !== null
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined)

/** What the event changes on the subscription, or null when it changes nothing. */
export function subscriptionChange(
  event: Stripe.Event,
  subscription: MealSubscription,
): { outcome: MealPlanEventOutcome; patch: Record<string, unknown> | null } {
  if (event.type === 'checkout.session.completed') {
    if (subscription.state !== 'checkout') return { outcome: 'already-active', patch: null }
    const session = event.data.object as Stripe.Checkout.Session
    return {
      outcome: 'activated',
      patch: {
        state: 'active',
        provider: {
          ...subscription.provider,
          checkoutSessionId: session.id,
          ...(idOf(session.customer) ? { customerId: idOf(session.customer) } : {}),
          ...(idOf(session.subscription) ? { subscriptionId: idOf(session.subscription) } : {}),
        },
      },
    }
  }
  if (event.type === 'customer.subscription.deleted') {
    if (subscription.state === 'ended') return { outcome: 'ended', patch: null }
    const ended = event.data.object as Stripe.Subscription
    const endedAt = ended.ended_at ?? ended.canceled_at ?? event.created
    return { outcome: 'ended', patch: { state: 'ended', endsAt: endedAt * 1000 } }
  }
  return { outcome: 'left-waiting', patch: null }
}

/** Applies one event at most once; mails the customer when it started their plan. */
export async function handleMealPlanCheckoutEvent(
  database: Firestore,
  event: Stripe.Event,
): Promise<MealPlanEventOutcome> {
  const object = event.data.object as Stripe.Checkout.Session | Stripe.Subscription
  const subscriptionId = mealSubscriptionIdOf(object.metadata)!
  const ref = mealSubscriptions.doc(database, subscriptionId)
  const eventRef = stripeEvents.doc(database, event.id)
  const result = await database.runTransaction(async (transaction) => {
    const [eventSnap, snap] = await Promise.all([transaction.get(eventRef), transaction.get(ref)])
    if (eventSnap.exists) return { outcome: 'duplicate' as const, subscription: undefined }
    const subscription = snap.data()
    const { outcome, patch } = subscription
      ? subscriptionChange(event, subscription)
      : { outcome: 'subscription-not-found' as const, patch: null }
    const now = Date.now()
    transaction.create(
      eventRef,
      stripeEvents.draft(
        {
          type: event.type,
          orderId: '',
          checkoutSessionId: object.object === 'checkout.session' ? object.id : null,
          reportedAt: event.created,
          outcome,
          expireAt: new Date(now + processedEventRetentionMs),
        },
        now,
      ),
    )
    if (patch) {
      // An ended subscription makes no further orders: it has no next cycle.
      const extra = patch['state'] === 'ended' ? { nextCycle: FieldValue.delete() } : {}
      transaction.update(ref, { ...mealSubscriptions.patch(patch, now), ...extra })
    }
    return { outcome, subscription }
  })
  if (result.outcome === 'activated' && result.subscription) {
    await queueStartedMail(database, { ...result.subscription, id: subscriptionId })
  }
  logger.info('meal plans: provider news applied', {
    subscriptionId,
    type: event.type,
    outcome: result.outcome,
  })
  return result.outcome
}

/** The subscription started: its mail, once (keyed by the subscription); the plan stands without it. */
async function queueStartedMail(database: Firestore, subscription: MealSubscription): Promise<void> {
  try {
    const [plan, schedule, contact] = await Promise.all([
      mealPlans
        .doc(database, subscription.planId)
        .get()
        .then((snap) => snap.data()),
      loadSchedule(database),
      loadMailContact(database),
    ])
    const settings = appSettings()
    const rendered = await renderMail(
      mealPlanStartedMail({
        businessName: settings.COMPANY_NAME,
        subscription,
        cadenceWeeks: plan?.cadenceWeeks ?? 1,
        timeZone: schedule?.timeZone ?? 'America/New_York',
        manageUrl: `${appOrigin(undefined, settings)}/my-meal-plans`,
        contact,
      }),
    )
    const replyTo = replyToOf(contact.email)
    await enqueueMail(
      database,
      {
        to: [subscription.email],
        ...(replyTo ? { replyTo } : {}),
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      },
      `meal-plan-started-${subscription.id}`,
    )
  } catch (error) {
    logger.error('meal plans: could not queue the started mail', {
      subscriptionId: subscription.id,
      errorMessage: (error as Error).message,
    })
  }
}
