import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import { dateInZone, formatCalendarDate } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { formatCents } from '../../../src/shared/money.ts'
import { isBalanceDue, reminderDue } from '../../../src/shared/orders/deposit-plan.ts'
import { orderStatesOf } from '../../../src/shared/orders/order-state.ts'
import { paidCentsOf } from '../../../src/shared/orders/refund-amounts.ts'
import type { Order } from '../../../src/shared/schemas/order.ts'
import type { BalanceState, PaymentPlan } from '../../../src/shared/schemas/payment-plan.ts'
import { orders, payments, stripeEvents } from '../data/collections.ts'
import { appOrigin, appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { orderMailModel } from '../mail/order-mail-model.ts'
import { orderMail, type OrderMailKind } from '../mail/templates/order-mails.tsx'
import type { OrderMailModel } from '../mail/templates/order-summary.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { checkoutLifetimeSeconds, planPartOf, planPartSessionParams } from '../stripe/checkout-session.ts'
import { processedEventRetentionMs, type RecordOutcome } from '../stripe/record-checkout.ts'
import { alertChef } from './chef-alerts.ts'
import { customerOrderLink } from './customer-order-link.ts'
import { historyEntry } from './order-history.ts'

// The balance of an order paid by deposit (docs/product.md, Deposits and balances; docs/decisions/0106): the hourly
// run that mails the reminders and charges each balance on its due date with the card the deposit saved, the
// payment page sent when that card is declined or the bank asks the customer to confirm, and the news from the
// provider (webhooks, which may come before, after or instead of the charge's own answer).
//
// Exactly once: the run claims an order (scheduled -> charging) in a transaction before it calls the provider, so a
// second run (or one running at the same time) finds nothing to claim; the charge carries one idempotency key per
// order's balance, so a retried call is answered with the same payment; and the balance is recorded paid in a
// transaction that does nothing when it already is, whichever of the run, the webhook or the payment page comes
// first.

/** A payment page for the balance stays payable a day (Stripe's longest life, less an hour). */
const balanceLinkSeconds = 23 * 60 * 60

export const balanceChargeKey = (orderId: string) => `order-${orderId}-balance`

/** The calendar date of `now` where the order is served (its fulfilment's zone). */
function todayFor(order: Order, now: number): string | null {
  const zone = order.fulfilment?.timeZone
  return zone ? dateInZone(now, zone) : null
}

/** Changes an order's plan in a transaction; `change` answers null to leave it as it is. */
async function changePlan(
  db: Firestore,
  orderId: string,
  change: (plan: PaymentPlan) => PaymentPlan | null,
): Promise<void> {
  const ref = orders.doc(db, orderId)
  await db.runTransaction(async (transaction) => {
    const plan = (await transaction.get(ref)).data()?.paymentPlan
    const next = plan ? change(plan) : null
    if (next) transaction.update(ref, orders.patch({ paymentPlan: next }))
  })
}

/** Orders whose balance is still to be charged (the reminders and the charge look no further). */
async function scheduledPlans(db: Firestore): Promise<Order[]> {
  const found = await orders.collection(db).where('paymentPlan.balanceState', '==', 'scheduled').get()
  return found.docs.map((snapshot) => snapshot.data())
}

const isCancelled = (order: Order) => orderStatesOf(order).fulfilment === 'cancelled'

/**
 * Claims an order's balance for charging: only while it is scheduled, due, its deposit paid and the order not
 * cancelled. Answers the order as claimed, or null when it is not (another run claimed it, it changed meanwhile).
 */
export async function claimBalance(db: Firestore, orderId: string, now: number): Promise<Order | null> {
  const ref = orders.doc(db, orderId)
  return db.runTransaction(async (transaction) => {
    const order = (await transaction.get(ref)).data()
    const plan = order?.paymentPlan
    const today = order ? todayFor(order, now) : null
    if (!order || !plan || !today || isCancelled(order) || !isBalanceDue(plan, today)) return null
    const claimed: PaymentPlan = { ...plan, balanceState: 'charging' }
    transaction.update(ref, orders.patch({ paymentPlan: claimed }, now))
    return { ...order, paymentPlan: claimed }
  })
}

export interface BalancePayment {
  paymentIntentId: string
  amountCents: number
  /** The payment page it was paid on, when it was not the saved card. */
  checkoutSessionId?: string
  /** The webhook event that brought the news: applied at most once. */
  event?: { id: string; type: string; created: number }
}

/**
 * Records the balance paid, once: the plan says paid, the money taken grows by the balance, the history says so and
 * the payment gets its payments document (id = the PaymentIntent, whichever way it was paid). A second report of
 * the same balance changes nothing. The customer's receipt is queued after.
 */
export async function recordBalancePaid(
  db: Firestore,
  orderId: string,
  payment: BalancePayment,
  now = Date.now(),
): Promise<RecordOutcome> {
  const ref = orders.doc(db, orderId)
  const eventRef = payment.event ? stripeEvents.doc(db, payment.event.id) : null
  const paymentRef = payments.doc(db, payment.paymentIntentId)
  const result = await db.runTransaction(async (transaction) => {
    const [eventSnap, orderSnap, paymentSnap] = await Promise.all([
      eventRef ? transaction.get(eventRef) : null,
      transaction.get(ref),
      transaction.get(paymentRef),
    ])
    if (eventSnap?.exists) return { outcome: 'duplicate' as const, order: null }
    const order = orderSnap.data()
    const plan = order?.paymentPlan
    let outcome: RecordOutcome = order ? 'unchanged' : 'order-not-found'
    if (order && plan && plan.balanceState !== 'paid') {
      outcome = 'applied'
      const { payment: paymentState } = orderStatesOf(order)
      const paidPlan: PaymentPlan = {
        ...plan,
        balanceState: 'paid',
        balancePaidAt: now,
        balancePaymentIntentId: payment.paymentIntentId,
      }
      transaction.update(
        ref,
        orders.patch(
          {
            paymentPlan: paidPlan,
            paidCents: paidCentsOf(order) + payment.amountCents,
            history: FieldValue.arrayUnion(
              historyEntry(paymentState, paymentState, {
                by: 'system',
                at: now,
                reason: `The balance of ${formatCents(payment.amountCents)} was paid${payment.checkoutSessionId ? ' on the payment page' : ' with the saved card'}.`,
              }),
            ),
          },
          now,
        ),
      )
      if (!paymentSnap.exists) {
        transaction.create(
          paymentRef,
          payments.draft(
            {
              orderId: order.id,
              userId: order.userId,
              customer_email: order.customer_email,
              checkoutSessionId: payment.checkoutSessionId ?? payment.paymentIntentId,
              payment_intent: payment.paymentIntentId,
              payment_status: 'paid',
              amount_subtotal: payment.amountCents,
              amount_total: payment.amountCents,
              currency: 'usd',
              recordedFrom: payment.event ? `webhook ${payment.event.type}` : 'balance run',
            },
            now,
          ),
        )
      }
    }
    if (eventRef && payment.event) {
      transaction.create(
        eventRef,
        stripeEvents.draft(
          {
            type: payment.event.type,
            orderId,
            checkoutSessionId: payment.checkoutSessionId ?? payment.paymentIntentId,
            reportedAt: payment.event.created,
            outcome,
            expireAt: new Date(now + processedEventRetentionMs),
          },
          now,
        ),
      )
    }
    return { outcome, order: outcome === 'applied' && order ? order : null }
  })
  if (result.order) {
    await mailCustomer(db, result.order, 'balanceReceipt', `order-${orderId}-balance-paid`, {
      balance: { cents: payment.amountCents, dueDate: balanceDueWords(result.order) },
    })
  }
  return result.outcome
}

const balanceDueWords = (order: Order) =>
  order.paymentPlan ? formatCalendarDate(order.paymentPlan.balanceDueDate) : ''

/** Renders and queues one of the balance's customer mails, once per id. */
async function mailCustomer(
  db: Firestore,
  order: Order,
  kind: OrderMailKind,
  id: string,
  extra: Partial<OrderMailModel>,
): Promise<boolean> {
  try {
    const contact = await loadMailContact(db)
    const orderUrl = await customerOrderLink(db, order, appOrigin(undefined, appSettings()))
    const model = {
      ...orderMailModel(order, { businessName: appSettings().COMPANY_NAME, orderUrl, contact }),
      ...extra,
    }
    const rendered = await renderMail(orderMail(kind, model))
    const replyTo = replyToOf(contact.email)
    return await enqueueMail(
      db,
      { to: [order.customer_email], ...(replyTo ? { replyTo } : {}), ...rendered },
      id,
    )
  } catch (error) {
    // The balance is recorded either way; the back-office reads the log.
    logger.error('balance: could not queue a mail', {
      orderId: order.id,
      kind,
      errorMessage: (error as Error).message,
    })
    return false
  }
}

export interface BalanceFailure {
  state: Extract<BalanceState, 'declined' | 'actionRequired'>
  message: string
  paymentIntentId?: string
}

/**
 * A charge of the balance that did not go through: the plan says why (only while it is being charged, so the
 * charge's own answer and the provider's webhook act once between them), then the customer gets a payment page for
 * the balance by mail and the chef an alert. Answers whether this call made the change.
 */
export async function recordBalanceFailure(
  db: Firestore,
  stripe: Pick<Stripe, 'checkout'>,
  orderId: string,
  failure: BalanceFailure,
  now = Date.now(),
): Promise<boolean> {
  const ref = orders.doc(db, orderId)
  const order = await db.runTransaction(async (transaction) => {
    const found = (await transaction.get(ref)).data()
    if (!found?.paymentPlan || found.paymentPlan.balanceState !== 'charging') return null
    const failed: PaymentPlan = {
      ...found.paymentPlan,
      balanceState: failure.state,
      balanceError: failure.message,
      ...(failure.paymentIntentId ? { balancePaymentIntentId: failure.paymentIntentId } : {}),
    }
    transaction.update(ref, orders.patch({ paymentPlan: failed }, now))
    return { ...found, paymentPlan: failed }
  })
  if (!order) return false
  const plan = order.paymentPlan!
  const opened = await openBalanceCheckout(db, stripe, order, {
    origin: appOrigin(undefined, appSettings()),
    key: `${balanceChargeKey(orderId)}-link`,
    lifetimeSeconds: balanceLinkSeconds,
  })
  if (opened.url) {
    await mailCustomer(db, order, 'balanceDue', `order-${orderId}-balance-due`, {
      amountDue: { cents: plan.balanceCents, payUrl: opened.url },
      balance: {
        cents: plan.balanceCents,
        dueDate: balanceDueWords(order),
        actionRequired: failure.state === 'actionRequired',
      },
    })
  }
  try {
    await alertChef(db, 'balanceFailed', order, {
      key: 'balance',
      amountCents: plan.balanceCents,
      reason: failure.message,
    })
  } catch (error) {
    logger.error('balance: could not queue the chef alert', {
      orderId,
      errorMessage: (error as Error).message,
    })
  }
  return true
}

/**
 * A payment page for the balance, stored on the plan (`balancePaymentLink`): after a failed charge (mailed), or when
 * the customer chooses to pay before the due date. The key makes a retried call open the same page.
 */
export async function openBalanceCheckout(
  db: Firestore,
  stripe: Pick<Stripe, 'checkout'>,
  order: Order,
  options: { origin: string; key: string; lifetimeSeconds: number; returnUrl?: string },
): Promise<{ url: string | null; error: string | null }> {
  const plan = order.paymentPlan
  if (!plan?.providerCustomerId) return { url: null, error: 'The order has no saved payment details.' }
  try {
    const returnUrl = options.returnUrl ?? (await customerOrderLink(db, order, options.origin))
    const session = await stripe.checkout.sessions.create(
      planPartSessionParams({
        part: 'balance',
        order,
        amountCents: plan.balanceCents,
        customerId: plan.providerCustomerId,
        successUrl: balancePaidUrl(returnUrl),
        cancelUrl: returnUrl,
        nowSeconds: Math.floor(Date.now() / 1000),
        lifetimeSeconds: options.lifetimeSeconds,
      }),
      { idempotencyKey: options.key },
    )
    if (!session.url) throw new Error('The session has no payment page.')
    const link = { checkoutSessionId: session.id, url: session.url }
    await changePlan(db, order.id, (plan) => ({ ...plan, balancePaymentLink: link }))
    return { url: session.url, error: null }
  } catch (error) {
    logger.error('balance: could not open a payment page for the balance', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
    return { url: null, error: 'The payment page could not be opened: the payment service did not answer.' }
  }
}

/** The order page marked as just paid for the balance, so it reloads until the webhook has recorded it. */
export function balancePaidUrl(orderUrl: string): string {
  const url = new URL(orderUrl)
  url.searchParams.set('balance', 'paid')
  return url.toString()
}

/** Whether a card error means the bank wants the customer to confirm rather than a refusal. */
function failureOf(error: unknown): BalanceFailure | null {
  const shape = error as {
    type?: string
    code?: string
    message?: string
    payment_intent?: { id?: string }
    raw?: { payment_intent?: { id?: string } }
  }
  if (shape.type !== 'StripeCardError' && shape.type !== 'card_error') return null
  const intent = shape.payment_intent?.id ?? shape.raw?.payment_intent?.id
  return {
    state: shape.code === 'authentication_required' ? 'actionRequired' : 'declined',
    message: shape.message ?? 'The card was declined.',
    ...(intent ? { paymentIntentId: intent } : {}),
  }
}

/**
 * Before the saved card is charged, a payment page for the balance that may still be open is closed, so the customer
 * cannot pay there too; if they already paid on it, that payment is recorded and nothing is charged.
 */
async function settleOpenPaymentPage(db: Firestore, stripe: Stripe, order: Order): Promise<boolean> {
  const link = order.paymentPlan?.balancePaymentLink
  if (!link) return false
  let session = await stripe.checkout.sessions.retrieve(link.checkoutSessionId)
  if (session.status === 'open') {
    try {
      session = await stripe.checkout.sessions.expire(link.checkoutSessionId)
    } catch {
      // Paid in the meantime: read it again.
      session = await stripe.checkout.sessions.retrieve(link.checkoutSessionId)
    }
  }
  if (session.status !== 'complete' || session.payment_status !== 'paid') return false
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  await recordBalancePaid(db, order.id, {
    paymentIntentId: intent ?? session.id,
    amountCents: session.amount_total ?? order.paymentPlan!.balanceCents,
    checkoutSessionId: session.id,
  })
  return true
}

/** Charges one claimed balance to the saved card and records what became of it. */
export async function chargeClaimedBalance(
  db: Firestore,
  stripe: Stripe,
  order: Order,
  now: number,
): Promise<'paid' | 'failed' | 'retry'> {
  const plan = order.paymentPlan!
  try {
    if (await settleOpenPaymentPage(db, stripe, order)) return 'paid'
    if (!plan.providerCustomerId || !plan.paymentMethodId) {
      await recordBalanceFailure(db, stripe, order.id, {
        state: 'actionRequired',
        message: 'No card was saved with the deposit.',
      })
      return 'failed'
    }
    const intent = await stripe.paymentIntents.create(
      {
        amount: plan.balanceCents,
        currency: 'usd',
        customer: plan.providerCustomerId,
        payment_method: plan.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `Balance for order ${order.orderNumber !== undefined ? `#${order.orderNumber}` : order.id}`,
        metadata: { orderId: order.id, paymentPart: 'balance' },
      },
      { idempotencyKey: balanceChargeKey(order.id) },
    )
    if (intent.status === 'succeeded') {
      await recordBalancePaid(
        db,
        order.id,
        { paymentIntentId: intent.id, amountCents: intent.amount_received || intent.amount },
        now,
      )
      return 'paid'
    }
    await recordBalanceFailure(db, stripe, order.id, {
      state: 'actionRequired',
      message: 'The bank asked the customer to confirm the payment.',
      paymentIntentId: intent.id,
    })
    return 'failed'
  } catch (error) {
    const failure = failureOf(error)
    if (failure) {
      await recordBalanceFailure(db, stripe, order.id, failure)
      return 'failed'
    }
    // No answer from the provider: the next run tries again with the same key, so a charge that did go through is
    // answered, not made again.
    logger.error('balance: the charge got no answer; it is tried again on the next run', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
    await changePlan(db, order.id, (current) =>
      current.balanceState === 'charging' ? { ...current, balanceState: 'scheduled' } : null,
    )
    return 'retry'
  }
}

/** The run's charges: every balance due as of `now`, each claimed before it is charged. */
export async function chargeDueBalances(
  db: Firestore,
  stripe: Stripe,
  now: number,
): Promise<{ paid: number; failed: number }> {
  const counts = { paid: 0, failed: 0 }
  for (const candidate of await scheduledPlans(db)) {
    const today = todayFor(candidate, now)
    if (!candidate.paymentPlan || !today || !isBalanceDue(candidate.paymentPlan, today)) continue
    const claimed = await claimBalance(db, candidate.id, now)
    if (!claimed) continue
    const outcome = await chargeClaimedBalance(db, stripe, claimed, now)
    if (outcome === 'paid') counts.paid += 1
    if (outcome === 'failed') counts.failed += 1
  }
  return counts
}

/** The run's reminders: each order's nearest reminder whose day has come, once (`remindersSent`). */
export async function sendBalanceReminders(db: Firestore, now: number): Promise<number> {
  let sent = 0
  for (const candidate of await scheduledPlans(db)) {
    const today = todayFor(candidate, now)
    if (!today || isCancelled(candidate) || !candidate.paymentPlan) continue
    if (reminderDue(candidate.paymentPlan, today) === null) continue
    const ref = orders.doc(db, candidate.id)
    const marked = await db.runTransaction(async (transaction) => {
      const order = (await transaction.get(ref)).data()
      const days = order?.paymentPlan ? reminderDue(order.paymentPlan, today) : null
      if (!order?.paymentPlan || days === null) return null
      const plan = { ...order.paymentPlan, remindersSent: [...order.paymentPlan.remindersSent, days] }
      transaction.update(ref, orders.patch({ paymentPlan: plan }, now))
      return { order: { ...order, paymentPlan: plan }, days }
    })
    if (!marked) continue
    const queued = await mailCustomer(
      db,
      marked.order,
      'balanceReminder',
      `order-${candidate.id}-balance-reminder-${marked.days}`,
      {
        balance: { cents: marked.order.paymentPlan.balanceCents, dueDate: balanceDueWords(marked.order) },
      },
    )
    if (queued) sent += 1
  }
  return sent
}

export const balanceEventTypes = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const

/** Whether a Stripe event is about a balance: its PaymentIntent, or a payment page for it. */
export function isBalanceEvent(event: Stripe.Event): boolean {
  const object = event.data.object as { metadata?: Stripe.Metadata | null }
  if (event.type.startsWith('payment_intent.')) return true
  return event.type.startsWith('checkout.session.') && planPartOf(object.metadata) === 'balance'
}

/**
 * The provider's news about a balance, applied once per event: a payment (off-session or on a payment page) records
 * the balance paid; a failed off-session charge does what the charge's own answer does, if that has not come yet.
 * PaymentIntents of anything but a balance (the deposit's and ordinary checkouts') are left to their sessions.
 */
export async function handleBalanceEvent(
  db: Firestore,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<RecordOutcome> {
  const created = event.created
  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Stripe.Checkout.Session
    const orderId = session.metadata?.['orderId']
    if (!orderId || session.status !== 'complete' || session.payment_status !== 'paid') return 'ignored'
    const intent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    return recordBalancePaid(db, orderId, {
      paymentIntentId: intent ?? session.id,
      amountCents: session.amount_total ?? 0,
      checkoutSessionId: session.id,
      event: { id: event.id, type: event.type, created },
    })
  }
  const intent = event.data.object as Stripe.PaymentIntent
  const orderId = intent.metadata?.['orderId']
  if (!orderId || planPartOf(intent.metadata) !== 'balance') return 'ignored'
  if (event.type === 'payment_intent.succeeded') {
    return recordBalancePaid(db, orderId, {
      paymentIntentId: intent.id,
      amountCents: intent.amount_received || intent.amount,
      event: { id: event.id, type: event.type, created },
    })
  }
  if (event.type === 'payment_intent.payment_failed') {
    const error = intent.last_payment_error
    const changed = await recordBalanceFailure(db, stripe, orderId, {
      state: error?.code === 'authentication_required' ? 'actionRequired' : 'declined',
      message: error?.message ?? 'The card was declined.',
      paymentIntentId: intent.id,
    })
    return changed ? 'applied' : 'unchanged'
  }
  return 'ignored'
}

/**
 * The payment page for "Pay the balance now" (and for a declined balance's second try): the stored one while it is
 * open, so the customer never has two pages that both take the balance; else a new one. Answers its address, or
 * null when the balance was paid on the stored page meanwhile (then recorded now).
 */
export async function payBalanceNow(
  db: Firestore,
  stripe: Stripe,
  order: Order,
  input: { origin: string; returnUrl: string },
): Promise<{ url: string | null; error: string | null }> {
  const link = order.paymentPlan?.balancePaymentLink
  if (link) {
    const session = await stripe.checkout.sessions.retrieve(link.checkoutSessionId)
    if (session.status === 'open' && (session.expires_at ?? 0) > Date.now() / 1000 + 60 && session.url) {
      return { url: session.url, error: null }
    }
    if (session.status === 'complete' && session.payment_status === 'paid') {
      await settleOpenPaymentPage(db, stripe, order)
      return { url: null, error: null }
    }
  }
  return openBalanceCheckout(db, stripe, order, {
    origin: input.origin,
    returnUrl: input.returnUrl,
    // One page per minute at most: a double click opens the same page.
    key: `${balanceChargeKey(order.id)}-now-${Math.floor(Date.now() / 60_000)}`,
    lifetimeSeconds: checkoutLifetimeSeconds,
  })
}
