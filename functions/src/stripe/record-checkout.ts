import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import type Stripe from 'stripe'
import type { CheckoutSession as StoredCheckoutSession, Order } from '../../../src/shared/schemas/order.ts'
import { fulfilmentDays, orders, payments, stripeEvents, type PlaceHold } from '../data/collections.ts'
import { dayWith, dayWithout } from '../fulfilment/check-choice.ts'
import { isPaid, mergeCheckout, type MergeOutcome } from './checkout-state.ts'
import { paymentStateChange } from '../orders/order-state-change.ts'
import { stateChangeFields } from '../orders/order-history.ts'
import { orderStatesOf, paymentAfterRefund } from '../../../src/shared/orders/order-state.ts'
import { committedRefundCents, paidCentsOf } from '../../../src/shared/orders/refund-amounts.ts'
import { providerRefundedByPayment } from '../../../src/shared/orders/refund-split.ts'
import { planPartOf, toStoredSession } from './checkout-session.ts'
import { stripeClient } from './stripe-client.ts'
import { changePromotionHold } from '../orders/promotions.ts'

/**
 * How long an event id is remembered. Stripe retries a webhook for up to three days; after that the record only
 * costs storage, and a Firestore TTL policy on `expireAt` (firestore.indexes.json) deletes it.
 */
export const processedEventRetentionMs = 90 * 24 * 60 * 60 * 1000

export type RecordOutcome = MergeOutcome | 'duplicate' | 'order-not-found' | 'ignored'

export interface CheckoutNews {
  orderId: string
  session: StoredCheckoutSession
  /** Epoch seconds: the event's `created`, or now for a retrieve. */
  reportedAt: number
  /** Set for webhooks: the event is applied at most once. */
  event?: { id: string; type: string }
  /** A deposit's session: the provider's customer and the card it saved for the balance. */
  savedCard?: SavedCard
}

export interface SavedCard {
  customerId: string | null
  paymentMethodId: string | null
}

/**
 * The customer and card a paid deposit session saved (the card is on its PaymentIntent); nothing for any other
 * session, or while it is unpaid.
 */
export async function depositCardOf(
  // Asked for only when the session paid a deposit: every other event is applied without a provider client.
  stripe: () => Pick<Stripe, 'paymentIntents'>,
  session: Stripe.Checkout.Session,
): Promise<SavedCard | undefined> {
  if (planPartOf(session.metadata) !== 'deposit' || session.payment_status !== 'paid') return undefined
  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null)
  const intent = session.payment_intent
  const intentObject = typeof intent === 'string' ? await stripe().paymentIntents.retrieve(intent) : intent
  const method = intentObject?.payment_method
  return { customerId, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null) }
}

/**
 * What a paid deposit writes on the plan: when it was paid (once, whichever news came first), and the customer and
 * card as soon as some news names them. Undefined when nothing changes.
 */
export function depositPaidPlan(
  plan: Order['paymentPlan'],
  paid: boolean,
  savedCard: SavedCard | undefined,
  now: number,
): Order['paymentPlan'] {
  if (!plan || !paid) return undefined
  const next = { ...plan }
  if (next.depositPaidAt === undefined) next.depositPaidAt = now
  if (savedCard?.customerId && !next.providerCustomerId) next.providerCustomerId = savedCard.customerId
  if (savedCard?.paymentMethodId && !next.paymentMethodId) next.paymentMethodId = savedCard.paymentMethodId
  return JSON.stringify(next) === JSON.stringify(plan) ? undefined : next
}

/**
 * Merges news about an order's Checkout Session in one transaction: the processed-event record, the order's
 * checkoutSession and, for a paid session, the payments document (id = session id) all change together or not
 * at all, so duplicate or concurrent deliveries cannot double-apply anything.
 */
export async function recordCheckoutNews(db: Firestore, news: CheckoutNews): Promise<RecordOutcome> {
  const orderRef = orders.doc(db, news.orderId)
  const eventRef = news.event ? stripeEvents.doc(db, news.event.id) : null
  const paymentRef = news.session.checkoutSessionId ? payments.doc(db, news.session.checkoutSessionId) : null
  return db.runTransaction(async (transaction) => {
    const [eventSnap, orderSnap, paymentSnap] = await Promise.all([
      eventRef ? transaction.get(eventRef) : Promise.resolve(null),
      transaction.get(orderRef),
      paymentRef ? transaction.get(paymentRef) : Promise.resolve(null),
    ])
    if (eventSnap?.exists) return 'duplicate'
    const now = Date.now()
    const markProcessed = (outcome: RecordOutcome) => {
      if (!eventRef || !news.event) return
      transaction.create(
        eventRef,
        stripeEvents.draft(
          {
            type: news.event.type,
            orderId: news.orderId,
            checkoutSessionId: news.session.checkoutSessionId ?? null,
            reportedAt: news.reportedAt,
            outcome,
            expireAt: new Date(now + processedEventRetentionMs),
          },
          now,
        ),
      )
    }
    if (!orderSnap.exists) {
      markProcessed('order-not-found')
      return 'order-not-found'
    }
    const order = orderSnap.data()!
    const { next, outcome } = mergeCheckout(order.checkoutSession, news.session, news.reportedAt)
    const hold = outcome === 'applied' && next ? holdChange(order.placeHold, next) : null
    // Read before any write, as transactions require.
    const holdDayRef = hold ? fulfilmentDays.doc(db, hold.placeHold.date) : null
    const holdDay = holdDayRef ? (await transaction.get(holdDayRef)).data() : undefined
    const paymentPlan = depositPaidPlan(order.paymentPlan, isPaid(next), news.savedCard, now)
    if (paymentPlan && outcome !== 'applied') {
      // The payment was recorded by earlier news; this one only completes the plan (the saved card).
      transaction.update(orderRef, orders.patch({ paymentPlan }, now))
    }
    if (outcome === 'applied' && next) {
      const paid = isPaid(next) && next.checkoutSessionId ? next.checkoutSessionId : null
      // A paid order's held promotion code redemption is counted as redeemed.
      const promotionHold = paid ? changePromotionHold(db, transaction, order.promotionHold, 'redeem') : null
      transaction.update(
        orderRef,
        orders.patch(
          {
            ...(paid
              ? {
                  checkoutSession: next,
                  paymentId: paid,
                  paidCents: next.amount_total ?? 0,
                  checkoutError: FieldValue.delete(),
                }
              : { checkoutSession: next }),
            ...(hold ? { placeHold: hold.placeHold } : {}),
            ...(paymentPlan ? { paymentPlan } : {}),
            ...(promotionHold ? { promotionHold } : {}),
            // Only the payment state follows the news; the kitchen's progress stays as it is.
            ...(paid
              ? paymentStateChange(order, 'paid', now)
              : next.payment_failed
                ? paymentStateChange(order, 'failed', now)
                : {}),
          },
          now,
        ),
      )
      if (hold && holdDayRef) {
        const day = holdDay ?? { date: hold.placeHold.date, slots: {}, packages: {} }
        const counted =
          hold.change === 'release' ? dayWithout(day, hold.placeHold) : dayWith(day, hold.placeHold)
        if (hold.change !== 'keep') transaction.set(holdDayRef, { id: counted.date, ...counted })
      }
      if (paid && paymentRef && !paymentSnap?.exists) {
        transaction.create(paymentRef, paymentRecord(order, next, paid, news, now))
      }
    }
    markProcessed(outcome)
    return outcome
  })
}

/**
 * What news about the checkout does to the order's place on the calendar: a payment keeps it (and takes it again
 * if the sweep had already given it back: money received always counts), an expired session gives it back.
 */
export function holdChange(
  current: PlaceHold | undefined,
  session: StoredCheckoutSession,
): { change: 'keep' | 'retake' | 'release'; placeHold: PlaceHold } | null {
  if (!current) return null
  if (isPaid(session) && current.state !== 'kept') {
    return {
      change: current.state === 'released' ? 'retake' : 'keep',
      placeHold: { ...current, state: 'kept' },
    }
  }
  if (session.status === 'expired' && current.state === 'held') {
    return { change: 'release', placeHold: { ...current, state: 'released' } }
  }
  return null
}

/** The payments document of a paid session: the one shape the app reads (src/shared/schemas/payment.ts). */
export function paymentRecord(
  order: Pick<Order, 'id' | 'userId' | 'customer_email'>,
  session: StoredCheckoutSession,
  checkoutSessionId: string,
  news: Pick<CheckoutNews, 'event'>,
  now = Date.now(),
) {
  return payments.draft(
    {
      orderId: order.id,
      userId: order.userId,
      customer_email: order.customer_email,
      checkoutSessionId,
      payment_intent: session.payment_intent ?? null,
      payment_status: session.payment_status ?? 'paid',
      amount_subtotal: session.amount_subtotal ?? null,
      amount_total: session.amount_total ?? null,
      currency: 'usd',
      recordedFrom: news.event ? `webhook ${news.event.type}` : 'checkout session retrieve',
    },
    now,
  )
}

export const handledEventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const

/** The order a payment belongs to: its Checkout's payment, or the balance's of an order paid in two. */
async function orderOfPayment(db: Firestore, intent: string | undefined) {
  if (!intent) return null
  for (const field of ['checkoutSession.payment_intent', 'paymentPlan.balancePaymentIntentId']) {
    const found = await orders.collection(db).where(field, '==', intent).limit(1).get()
    if (found.docs[0]) return found.docs[0].ref
  }
  return null
}

/**
 * What the order's refunded figures become with a charge's refunded total, or null when the event tells nothing
 * new. An order paid once takes the charge's total; an order with a payment plan keeps a figure per payment (its
 * deposit's and its balance's charge) and the sum of them, so one charge's event never overwrites the other's. A
 * charge's total only grows, so a late or repeated event is no news.
 */
export function refundedAfterCharge(
  order: Pick<Order, 'paymentPlan' | 'refundedCents' | 'refundedCentsByPayment' | 'checkoutSession'>,
  paymentIntentId: string | undefined,
  amountRefunded: number,
): { refundedCents: number; refundedCentsByPayment?: Record<string, number> } | null {
  if (!order.paymentPlan || !paymentIntentId) {
    return amountRefunded > order.refundedCents ? { refundedCents: amountRefunded } : null
  }
  const byPayment = providerRefundedByPayment(order)
  if (amountRefunded <= (byPayment[paymentIntentId] ?? 0)) return null
  byPayment[paymentIntentId] = amountRefunded
  const total = Object.values(byPayment).reduce((sum, cents) => sum + cents, 0)
  return { refundedCentsByPayment: byPayment, refundedCents: Math.max(order.refundedCents, total) }
}

/**
 * Stripe's word on what was refunded of an order's payment (a charge's `amount_refunded` is a running total, so
 * applying it twice changes nothing; the event id is remembered as well). The order is found by either of its
 * payments (the Checkout's, or the balance's of an order paid in two). A refund made in Stripe's dashboard, which
 * the order does not know of, makes its payment refunded or partially refunded.
 */
export async function recordChargeRefunded(db: Firestore, event: Stripe.Event): Promise<RecordOutcome> {
  const charge = event.data.object as Stripe.Charge
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const orderRef = await orderOfPayment(db, intent)
  const eventRef = stripeEvents.doc(db, event.id)
  return db.runTransaction(async (transaction) => {
    const [eventSnap, orderSnap] = await Promise.all([
      transaction.get(eventRef),
      orderRef ? transaction.get(orderRef) : Promise.resolve(null),
    ])
    if (eventSnap.exists) return 'duplicate'
    const now = Date.now()
    const order = orderSnap?.data()
    let outcome: RecordOutcome = order ? 'unchanged' : 'order-not-found'
    const refunded = order ? refundedAfterCharge(order, intent, charge.amount_refunded) : null
    if (order && orderRef && refunded) {
      outcome = 'applied'
      const from = orderStatesOf(order)
      const paid = paidCentsOf(order)
      const unknownToOrder = refunded.refundedCents > committedRefundCents(order)
      // A refund changes the payment state only, never the kitchen's progress.
      const to = unknownToOrder
        ? { ...from, payment: paymentAfterRefund(paid, refunded.refundedCents) }
        : from
      transaction.update(
        orderRef,
        orders.patch(
          {
            ...refunded,
            ...stateChangeFields(from, to, {
              by: 'system',
              at: now,
              reason: 'Refunded at the payment provider',
            }),
          },
          now,
        ),
      )
    }
    transaction.create(
      eventRef,
      stripeEvents.draft(
        {
          type: event.type,
          orderId: order?.id ?? '',
          checkoutSessionId: order?.checkoutSession?.checkoutSessionId ?? null,
          reportedAt: event.created,
          outcome,
          expireAt: new Date(now + processedEventRetentionMs),
        },
        now,
      ),
    )
    return outcome
  })
}

/** Applies one verified Stripe event to its order. */
export async function handleStripeEvent(db: Firestore, event: Stripe.Event): Promise<RecordOutcome> {
  if (!(handledEventTypes as readonly string[]).includes(event.type)) return 'ignored'
  if (event.type === 'charge.refunded') return recordChargeRefunded(db, event)
  const session = event.data.object as Stripe.Checkout.Session
  const orderId = session.metadata?.['orderId'] ?? session.client_reference_id
  if (!orderId) return 'order-not-found'
  const stored = toStoredSession(session)
  if (event.type === 'checkout.session.async_payment_failed') stored.payment_failed = true
  const savedCard = await depositCardOf(stripeClient, session)
  return recordCheckoutNews(db, {
    orderId,
    session: stored,
    reportedAt: event.created,
    event: { id: event.id, type: event.type },
    ...(savedCard ? { savedCard } : {}),
  })
}

/**
 * Asks the provider about a Checkout Session an unpaid order still waits on, for the sweeps that would otherwise
 * give the order up: a session paid without its webhook is recorded now. Answers the session's status.
 */
export async function recordSessionFromProvider(
  db: Firestore,
  stripe: Pick<Stripe, 'checkout' | 'paymentIntents'>,
  orderId: string,
  sessionId: string,
  now: number,
): Promise<Stripe.Checkout.Session.Status | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  if (session.status === 'complete') {
    const savedCard = await depositCardOf(() => stripe, session)
    await recordCheckoutNews(db, {
      orderId,
      session: toStoredSession(session),
      reportedAt: Math.floor(now / 1000),
      ...(savedCard ? { savedCard } : {}),
    })
  }
  return session.status
}
