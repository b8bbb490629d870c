import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import { formatCalendarDate } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { mealPlanOrderId, type MealSubscription } from '../../../src/shared/schemas/meal-plan.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { alertRecipients } from '../accounts/profiles.ts'
import { mealPlanCycles, mealSubscriptions, orders, stripeEvents } from '../data/collections.ts'
import { appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import {
  chefSubscriptionPaymentFailedMail,
  updateCardMail,
} from '../mail/templates/meal-plan-cycle-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { paymentStateChange } from '../orders/order-state-change.ts'
import { processedEventRetentionMs, type RecordOutcome } from '../stripe/record-checkout.ts'
import { cycleOfPeriod } from './cycle-steps.ts'
import { storedCycleRule } from './stored-cycle-rule.ts'

// The payment provider's invoices for subscription cycles. The provider renews a subscription at each cycle's
// cut-off, so an invoice's line period starts at the cut-off of the cycle it pays: that gives the cycle's date and
// so its order (`mealPlanOrderId`). The provider and the cycle run both act at the cut-off, so either may come
// first: a paid invoice whose order is not made yet is kept on the cycle's record (mealPlanCycles) and the cycle
// run makes the order paid. Each event is applied once (stripeEvents).

/** How long after a failed charge the customer is reminded once more to update their card. */
export const updateCardReminderMs = 2 * 24 * 60 * 60 * 1000

/** The meal subscription an invoice event is about, or null for any other event. */
export function mealSubscriptionOf(event: Stripe.Event): string | null {
  if (!event.type.startsWith('invoice.')) return null
  const invoice = event.data.object as Partial<Stripe.Invoice>
  const id = invoice.parent?.subscription_details?.metadata?.['mealSubscriptionId']
  return typeof id === 'string' && id !== '' ? id : null
}

export function isMealPlanInvoiceEvent(event: Stripe.Event): boolean {
  return mealSubscriptionOf(event) !== null
}

/** The cycle an invoice pays: its subscription, the cycle's date and the cycle's order id. */
async function cycleOfInvoice(db: Firestore, subscription: MealSubscription, invoice: Stripe.Invoice) {
  const periodStart = invoice.lines?.data[0]?.period.start ?? invoice.period_end
  const rule = await storedCycleRule(db, subscription)
  if (!rule) throw new Error('the plan or the schedule of a subscription is gone')
  const cycle = cycleOfPeriod(rule, periodStart * 1000)
  return { date: cycle.date, orderId: mealPlanOrderId(subscription.id, cycle.date) }
}

/** What an invoice writes on its cycle's record, keeping what the record knew of the cycle's room. */
function invoicedCycle(
  subscription: MealSubscription,
  cycleDate: string,
  record: { noRoom?: boolean | undefined } | undefined,
  invoice: { invoiceId: string; invoiceState: 'paid' | 'failed'; amountCents: number },
) {
  return {
    subscriptionId: subscription.id,
    cycleDate,
    ...(record?.noRoom ? { noRoom: true } : {}),
    ...invoice,
  }
}

function processedRecord(event: Stripe.Event, orderId: string, outcome: RecordOutcome, now: number) {
  return stripeEvents.draft(
    {
      type: event.type,
      orderId,
      checkoutSessionId: null,
      reportedAt: event.created,
      outcome,
      expireAt: new Date(now + processedEventRetentionMs),
    },
    now,
  )
}

/** invoice.paid: the cycle's order is paid (now, or when the cycle run makes it); the subscription is in good standing. */
async function recordInvoicePaid(
  db: Firestore,
  stripe: () => Pick<Stripe, 'invoicePayments' | 'refunds'>,
  event: Stripe.Event,
  subscription: MealSubscription,
): Promise<RecordOutcome> {
  const invoice = event.data.object as Stripe.Invoice
  if (invoice.amount_paid <= 0) return 'ignored' // a trial's invoice for nothing
  const cycle = await cycleOfInvoice(db, subscription, invoice)
  const eventRef = stripeEvents.doc(db, event.id)
  const orderRef = orders.doc(db, cycle.orderId)
  const cycleRef = mealPlanCycles.doc(db, cycle.orderId)
  const subscriptionRef = mealSubscriptions.doc(db, subscription.id)
  const { outcome, refund } = await db.runTransaction(async (transaction) => {
    const [eventSnap, orderSnap, cycleSnap, subscriptionSnap] = await Promise.all([
      transaction.get(eventRef),
      transaction.get(orderRef),
      transaction.get(cycleRef),
      transaction.get(subscriptionRef),
    ])
    if (eventSnap.exists) return { outcome: 'duplicate' as const, refund: false }
    const now = Date.now()
    const order = orderSnap.data()
    const current = subscriptionSnap.data()
    if (order && order.paymentState !== 'paid') {
      transaction.update(
        orderRef,
        orders.patch(
          {
            ...paymentStateChange(orderSchema.parse(order), 'paid', now),
            paymentId: invoice.id,
            paidCents: invoice.amount_paid,
            mealPlan: { ...order.mealPlan!, invoiceId: invoice.id },
          },
          now,
        ),
      )
    }
    const record = cycleSnap.data()
    if (!order || record) {
      transaction.set(
        cycleRef,
        mealPlanCycles.draft(
          {
            ...invoicedCycle(subscription, cycle.date, record, {
              invoiceId: invoice.id,
              invoiceState: 'paid',
              amountCents: invoice.amount_paid,
            }),
            ...(record?.refundedAt ? { refundedAt: record.refundedAt } : {}),
          },
          now,
        ),
      )
    }
    if (current) {
      transaction.update(
        subscriptionRef,
        mealSubscriptions.patch(
          {
            lifetimeCents: FieldValue.increment(invoice.amount_paid),
            ...(current.state === 'pastDue' ? { state: 'active' as const } : {}),
          },
          now,
        ),
      )
    }
    transaction.create(eventRef, processedRecord(event, cycle.orderId, 'applied', now))
    return { outcome: 'applied' as const, refund: record?.noRoom === true && !record.refundedAt }
  })
  // A cycle that found no room is not charged: money that came anyway goes back.
  if (refund) await refundCycleCharge(db, stripe(), cycle.orderId)
  return outcome
}

/**
 * invoice.payment_failed: the subscription is past due, the customer is asked to pay the invoice with another card
 * on its page (and reminded after two days while it stays unpaid), and the chef is told.
 */
async function recordInvoiceFailed(
  db: Firestore,
  event: Stripe.Event,
  subscription: MealSubscription,
): Promise<RecordOutcome> {
  const invoice = event.data.object as Stripe.Invoice
  if (invoice.amount_due <= 0) return 'ignored'
  const cycle = await cycleOfInvoice(db, subscription, invoice)
  const eventRef = stripeEvents.doc(db, event.id)
  const cycleRef = mealPlanCycles.doc(db, cycle.orderId)
  const subscriptionRef = mealSubscriptions.doc(db, subscription.id)
  const outcome = await db.runTransaction(async (transaction) => {
    const [eventSnap, cycleSnap, subscriptionSnap] = await Promise.all([
      transaction.get(eventRef),
      transaction.get(cycleRef),
      transaction.get(subscriptionRef),
    ])
    if (eventSnap.exists) return 'duplicate' as const
    const now = Date.now()
    const record = cycleSnap.data()
    if (record?.invoiceState !== 'paid') {
      transaction.set(
        cycleRef,
        mealPlanCycles.draft(
          {
            ...invoicedCycle(subscription, cycle.date, record, {
              invoiceId: invoice.id,
              invoiceState: 'failed',
              amountCents: invoice.amount_due,
            }),
            ...(invoice.hosted_invoice_url ? { hostedInvoiceUrl: invoice.hosted_invoice_url } : {}),
            // The provider's clock: a test clock's reminder falls due on that clock.
            reminderDueAt: event.created * 1000 + updateCardReminderMs,
          },
          now,
        ),
      )
    }
    const state = subscriptionSnap.data()?.state
    if (state === 'active') {
      transaction.update(subscriptionRef, mealSubscriptions.patch({ state: 'pastDue' }, now))
    }
    transaction.create(eventRef, processedRecord(event, cycle.orderId, 'applied', now))
    return 'applied' as const
  })
  if (outcome === 'applied') await sendPaymentFailedMails(db, subscription, invoice, cycle.date)
  return outcome
}

async function sendPaymentFailedMails(
  db: Firestore,
  subscription: MealSubscription,
  invoice: Stripe.Invoice,
  cycleDate: string,
): Promise<void> {
  const contact = await loadMailContact(db)
  const facts = {
    businessName: appSettings().COMPANY_NAME,
    contact,
    planName: subscription.planName || 'meal plan',
    date: formatCalendarDate(cycleDate),
    amountCents: invoice.amount_due,
  }
  if (invoice.hosted_invoice_url) {
    const rendered = await renderMail(
      updateCardMail({ ...facts, payUrl: invoice.hosted_invoice_url, reminder: false }),
    )
    const replyTo = replyToOf(contact.email)
    await enqueueMail(
      db,
      { to: [subscription.email], ...(replyTo ? { replyTo } : {}), ...rendered },
      `meal-plan-card-${invoice.id}`,
    )
  }
  const chefs = await alertRecipients(db, 'orderChange')
  if (chefs.length > 0) {
    const rendered = await renderMail(
      chefSubscriptionPaymentFailedMail({ ...facts, customerEmail: subscription.email }),
    )
    const replyTo = replyToOf(subscription.email)
    await enqueueMail(
      db,
      { to: chefs, ...(replyTo ? { replyTo } : {}), ...rendered },
      `meal-plan-card-${invoice.id}-chef`,
    )
  }
}

/**
 * Refunds the charge of a cycle that made no order, once: the provider's refund is asked with the cycle's own
 * idempotency key and the record notes it, so a retried event or run does not refund twice.
 */
export async function refundCycleCharge(
  db: Firestore,
  stripe: Pick<Stripe, 'invoicePayments' | 'refunds'>,
  cycleId: string,
  now = Date.now(),
): Promise<boolean> {
  const cycleRef = mealPlanCycles.doc(db, cycleId)
  const record = (await cycleRef.get()).data()
  if (!record?.noRoom || record.invoiceState !== 'paid' || !record.invoiceId || record.refundedAt)
    return false
  const payments = await stripe.invoicePayments.list({ invoice: record.invoiceId, limit: 1 })
  const intent = payments.data[0]?.payment.payment_intent
  const paymentIntent = typeof intent === 'string' ? intent : intent?.id
  if (!paymentIntent) {
    logger.error('meal plan invoices: no payment to refund for a cycle without room', { cycleId })
    return false
  }
  await stripe.refunds.create(
    { payment_intent: paymentIntent, metadata: { mealPlanCycleId: cycleId } },
    { idempotencyKey: `meal-plan-cycle-refund-${cycleId}` },
  )
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(cycleRef)).data()
    if (!current || current.refundedAt) return
    transaction.update(cycleRef, mealPlanCycles.patch({ refundedAt: now }, now))
    transaction.update(
      mealSubscriptions.doc(db, record.subscriptionId),
      mealSubscriptions.patch({ lifetimeCents: FieldValue.increment(-(record.amountCents ?? 0)) }, now),
    )
  })
  return true
}

/**
 * The provider's news about a meal subscription's invoice: paid and failed are applied once each; a voided invoice
 * (a skipped or paused cycle) and everything else change nothing.
 */
export async function handleMealPlanInvoiceEvent(
  db: Firestore,
  stripe: () => Pick<Stripe, 'invoicePayments' | 'refunds'>,
  event: Stripe.Event,
): Promise<RecordOutcome> {
  const subscriptionId = mealSubscriptionOf(event)
  if (!subscriptionId) return 'ignored'
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return 'ignored'
  // A trial's invoice for nothing (every subscribing makes one): answered without reading anything.
  const invoice = event.data.object as Stripe.Invoice
  if ((event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due) <= 0) return 'ignored'
  const subscription = (await mealSubscriptions.doc(db, subscriptionId).get()).data()
  if (!subscription) {
    logger.warn('meal plan invoices: the subscription is gone', { subscriptionId, eventId: event.id })
    return 'order-not-found'
  }
  return event.type === 'invoice.paid'
    ? recordInvoicePaid(db, stripe, event, subscription)
    : recordInvoiceFailed(db, event, subscription)
}
