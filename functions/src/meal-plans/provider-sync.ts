import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { onDocumentWritten } from 'firebase-functions/v2/firestore'
import type Stripe from 'stripe'
import { mealSubscriptionSchema, type MealSubscription } from '../../../src/shared/schemas/meal-plan.ts'
import { mealSubscriptions } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { providerCollectionFor, type CollectionFacts, type ProviderCollection } from './cycle-steps.ts'
import { storedCycleRule } from './stored-cycle-rule.ts'

// Keeps the payment provider's subscription in line with the meal subscription: a skipped cycle or a pause voids
// the invoices of those cycles (`pause_collection` behavior void, resuming just after the last such cycle's
// cut-off), and a cancelled subscription ends at its period's end. Whoever changes the subscription (the customer,
// staff, the cycle run moving to the next cycle) only writes the document; this trigger does the provider calls,
// and only when what the provider should say changed.

// What providerCollectionFor reads, and the plan and place the rule is looked up by.
type SyncFacts = CollectionFacts & Pick<MealSubscription, 'planId' | 'fulfilment'>

const notCollecting: ProviderCollection = { pauseResumesAt: null, cancelAtPeriodEnd: false }

/** The facts the provider's collection depends on: when none changed, nothing is read or called. */
function collectionKey(subscription: SyncFacts | undefined): string {
  if (!subscription) return ''
  const {
    state,
    skippedDates,
    pausedUntil,
    endsAt,
    nextCycle,
    provider,
    planId,
    fulfilment,
    anchorDate,
    lastCycleDate,
  } = subscription
  return JSON.stringify([
    lastCycleDate,
    state,
    skippedDates,
    pausedUntil,
    endsAt,
    nextCycle,
    provider.subscriptionId,
    planId,
    fulfilment.weekday,
    anchorDate,
  ])
}

async function collectionOf(
  firestore: Firestore,
  subscription: SyncFacts | undefined,
): Promise<ProviderCollection> {
  if (!subscription) return notCollecting
  const rule = subscription.nextCycle !== undefined ? await storedCycleRule(firestore, subscription) : null
  return providerCollectionFor(subscription, rule) ?? notCollecting
}

/** The update that takes the provider from `before` to `after`; null when nothing is to change. */
export function providerUpdate(
  before: ProviderCollection,
  after: ProviderCollection,
  nowSeconds: number,
): Stripe.SubscriptionUpdateParams | null {
  // A resume time already past cannot be set (and there is nothing left to void).
  const resumes = (collection: ProviderCollection) =>
    collection.pauseResumesAt !== null &&
    collection.pauseResumesAt !== 0 &&
    collection.pauseResumesAt <= nowSeconds
      ? null
      : collection.pauseResumesAt
  const update: Stripe.SubscriptionUpdateParams = {}
  const pauseAfter = resumes(after)
  if (resumes(before) !== pauseAfter) {
    update.pause_collection =
      pauseAfter === null ? '' : { behavior: 'void', ...(pauseAfter !== 0 ? { resumes_at: pauseAfter } : {}) }
  }
  if (before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd) {
    update.cancel_at_period_end = after.cancelAtPeriodEnd
  }
  return Object.keys(update).length > 0 ? update : null
}

/**
 * Applies a change of the subscription document to the provider. Compares what the provider should say before and
 * after the change; calls it only when that differs (the same update twice leaves it as it is).
 */
export async function syncProviderCollection(
  firestore: Firestore,
  stripe: () => Pick<Stripe, 'subscriptions'>,
  before: SyncFacts | undefined,
  after: SyncFacts | undefined,
  now = Date.now(),
): Promise<Stripe.SubscriptionUpdateParams | null> {
  const providerId = after?.provider.subscriptionId
  if (!after || !providerId || collectionKey(before) === collectionKey(after)) return null
  // Before the provider knew the subscription, it said nothing: compare with not collecting at all.
  const wasKnown = before?.provider.subscriptionId === providerId
  const [was, is] = await Promise.all([
    wasKnown ? collectionOf(firestore, before) : notCollecting,
    collectionOf(firestore, after),
  ])
  const update = providerUpdate(was, is, Math.floor(now / 1000))
  if (update) await stripe().subscriptions.update(providerId, update)
  return update
}

function parsed(id: string, data: unknown): MealSubscription | undefined {
  if (!data) return undefined
  const result = mealSubscriptionSchema.safeParse({ ...(data as object), id })
  return result.success ? result.data : undefined
}

export const syncMealSubscriptionWithProvider = onDocumentWritten(
  { document: `${mealSubscriptions.name}/{subscriptionId}`, secrets: [stripeSecretKey], retry: false },
  async (event) => {
    const id = event.params.subscriptionId
    const before = parsed(id, event.data?.before.data())
    const after = parsed(id, event.data?.after.data())
    try {
      const update = await syncProviderCollection(db(), stripeClient, before, after)
      if (update) logger.info('meal subscription: the provider was brought in line', { subscriptionId: id })
    } catch (error) {
      logger.error('meal subscription: could not update the provider', {
        subscriptionId: id,
        errorMessage: (error as Error).message,
      })
    }
  },
)
