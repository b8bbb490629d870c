// A subscription's life over time: its first invoice, each renewal at a period's end, collection of every invoice
// on the saved card, and the time all this runs on. A customer made with a test clock lives on that clock's
// frozen_time and renews only when the clock is advanced; every other subscription lives on the stand-in's time
// (the real time plus an offset moved by POST /stand-in/time, test-clocks.ts) and renews on the stand-in's
// one-second tick. A pause_collection ends at its own resumes_at, even mid-period (customer.subscription.updated;
// on a period's last second, before the renewal). At a period's end:
//   cancel_at_period_end          the subscription ends (customer.subscription.deleted), no invoice
//   otherwise                     the next period starts (customer.subscription.updated) and its invoice is
//                                 created (invoice.created); under pause_collection[behavior]=void it is voided at
//                                 once (invoice.voided), else finalized (invoice.finalized) and charged at once on
//                                 the subscription's default card, or the customer's: paid (invoice.paid,
//                                 invoice.payment_succeeded), or failed (invoice.payment_failed, the invoice stays
//                                 open with its hosted_invoice_url, the subscription turns past_due). No automatic
//                                 retries: the customer pays the open invoice on its hosted page.
import type Stripe from 'stripe'
import { periodSeconds } from './catalog.ts'
import type { StandInContext } from './context.ts'
import { offSessionOutcome } from './customers.ts'
import { buildCharge, buildPaymentIntent, failPayment, succeedPayment } from './payments.ts'
import { buildInvoice, type InvoiceInput } from './subscription-objects.ts'
import { nowSeconds, randomId, type StandInState } from './store.ts'

const offsetKey = 'offsetSeconds'

/** The stand-in's time for everything without a test clock. */
export const standInNow = (state: StandInState) => nowSeconds() + (state.standInTime.get(offsetKey) ?? 0)

export function moveStandInTime(state: StandInState, to: number) {
  state.standInTime.set(offsetKey, to - nowSeconds())
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** What time it is for a customer: their test clock's frozen time, or the stand-in's. */
export function customerNow(state: StandInState, customer: Stripe.Customer): number {
  const clockId = idOf(customer.test_clock ?? null)
  const clock = clockId ? state.testClocks.get(clockId) : undefined
  return clock ? clock.frozen_time : standInNow(state)
}

export const subscriptionNow = (state: StandInState, subscription: Stripe.Subscription) => {
  const clock = idOf(subscription.test_clock)
  return clock ? (state.testClocks.get(clock)?.frozen_time ?? standInNow(state)) : standInNow(state)
}

/** The end of the period the subscription is in (all items share one period). */
export const periodEndOf = (subscription: Stripe.Subscription) =>
  subscription.items.data[0]?.current_period_end ?? subscription.start_date

const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

function customerOf(state: StandInState, subscription: Stripe.Subscription): Stripe.Customer {
  const customer = state.customers.get(idOf(subscription.customer as string | { id: string }) ?? '')
  if (!customer) throw new Error(`subscription ${subscription.id} has no stored customer`)
  return customer
}

/** The card a subscription's invoices are charged on: its own default, else its customer's. */
function defaultCard(state: StandInState, subscription: Stripe.Subscription, customer: Stripe.Customer) {
  const id =
    idOf(subscription.default_payment_method) ?? idOf(customer.invoice_settings.default_payment_method)
  return id ? (state.paymentMethods.get(id) ?? null) : null
}

function setStatus(
  ctx: StandInContext,
  subscription: Stripe.Subscription,
  status: Stripe.Subscription.Status,
) {
  if (subscription.status === status) return
  const previous = { status: subscription.status }
  subscription.status = status
  ctx.emit('customer.subscription.updated', subscription, previous)
}

function markPaid(ctx: StandInContext, invoice: Stripe.Invoice, at: number) {
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    next_payment_attempt: null,
  } satisfies Partial<Stripe.Invoice>)
  invoice.status_transitions.paid_at = at
  ctx.emit('invoice.paid', invoice)
  ctx.emit('invoice.payment_succeeded', invoice)
}

/**
 * The invoice's one PaymentIntent, made at its first attempt and recorded as its default InvoicePayment (what
 * `GET /v1/invoice_payments?invoice=` and `expand[]=payments` answer); every later attempt confirms it again with
 * the card tried, as Stripe retries an invoice's payment.
 */
function invoiceIntent(ctx: StandInContext, invoice: Stripe.Invoice, at: number): Stripe.PaymentIntent {
  const recorded = [...ctx.state.invoicePayments.values()].find((payment) => payment.invoice === invoice.id)
  const known = idOf(recorded?.payment.payment_intent ?? null)
  const existing = known ? ctx.state.paymentIntents.get(known) : undefined
  if (existing) return existing
  const intent = buildPaymentIntent({
    amount: invoice.amount_due,
    currency: invoice.currency,
    kind: 'card',
    customer: idOf(invoice.customer as string | null),
    paymentMethod: null,
    setupFutureUsage: null,
    metadata: {},
    description:
      invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
  })
  ctx.state.paymentIntents.set(intent.id, intent)
  ctx.emit('payment_intent.created', intent)
  const payment: Stripe.InvoicePayment = {
    id: randomId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: at,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: intent.id, type: 'payment_intent' },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  }
  ctx.state.invoicePayments.set(payment.id, payment)
  return intent
}

function declineOnIntent(
  ctx: StandInContext,
  intent: Stripe.PaymentIntent,
  payer: { email: string; name: string | null },
  outcome: 'card_declined' | 'authentication_required',
) {
  const message =
    outcome === 'authentication_required'
      ? 'Your card was declined. This transaction requires authentication.'
      : 'Your card was declined.'
  const charge = buildCharge(intent, payer, {
    code: outcome,
    declineCode: outcome === 'card_declined' ? 'generic_decline' : outcome,
    message,
  })
  ctx.state.charges.set(charge.id, charge)
  intent.latest_charge = charge.id
  ctx.emit('charge.failed', charge)
  failPayment(ctx, intent, outcome, message)
}

/**
 * Charges an open invoice on `card`. On-session (the customer is there: Checkout, the hosted invoice page) every
 * card that is not plainly declined pays; off-session the card's test number decides (customers.ts testCards).
 */
export function collectInvoice(
  ctx: StandInContext,
  invoice: Stripe.Invoice,
  subscription: Stripe.Subscription,
  card: Stripe.PaymentMethod | null,
  options: { onSession: boolean; at: number },
): boolean {
  invoice.attempted = true
  invoice.attempt_count += 1
  const outcome = card ? offSessionOutcome(card) : 'card_declined'
  const succeeds =
    card !== null && (outcome === 'succeeds' || (options.onSession && card.card?.last4 !== '0002'))
  if (card) {
    const intent = invoiceIntent(ctx, invoice, options.at)
    intent.payment_method = card.id
    const payer = { email: card.billing_details.email ?? '', name: card.billing_details.name }
    if (succeeds) succeedPayment(ctx, intent, payer)
    else declineOnIntent(ctx, intent, payer, outcome === 'succeeds' ? 'card_declined' : outcome)
  }
  if (succeeds) {
    const payment = [...ctx.state.invoicePayments.values()].find((item) => item.invoice === invoice.id)
    if (payment) {
      Object.assign(payment, { status: 'paid', amount_paid: invoice.amount_due })
      payment.status_transitions.paid_at = options.at
    }
    markPaid(ctx, invoice, options.at)
    if (subscription.status === 'past_due' && !hasOtherOpenInvoice(ctx.state, subscription, invoice)) {
      setStatus(ctx, subscription, 'active')
    }
    return true
  }
  // A card that asks for authentication needs the customer: Stripe says so before the failure.
  if (outcome === 'authentication_required') ctx.emit('invoice.payment_action_required', invoice)
  ctx.emit('invoice.payment_failed', invoice)
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    setStatus(ctx, subscription, 'past_due')
  }
  return false
}

function hasOtherOpenInvoice(state: StandInState, subscription: Stripe.Subscription, paid: Stripe.Invoice) {
  return [...state.invoices.values()].some(
    (invoice) =>
      invoice.id !== paid.id &&
      invoice.status === 'open' &&
      invoice.parent?.subscription_details?.subscription === subscription.id,
  )
}

/** Creates a period's invoice and takes it as far as it goes now: voided, or finalized and charged. */
export function invoicePeriod(
  ctx: StandInContext,
  subscription: Stripe.Subscription,
  input: Omit<InvoiceInput, 'subscription' | 'customer' | 'productNames'>,
  options: { onSession: boolean },
): Stripe.Invoice {
  const customer = customerOf(ctx.state, subscription)
  const productNames = new Map([...ctx.state.products.values()].map((product) => [product.id, product.name]))
  const invoice = buildInvoice({ ...input, subscription, customer, productNames })
  ctx.state.invoices.set(invoice.id, invoice)
  subscription.latest_invoice = invoice.id
  ctx.emit('invoice.created', invoice)
  if (subscription.pause_collection?.behavior === 'void') {
    invoice.status = 'void'
    invoice.amount_remaining = 0
    invoice.status_transitions.voided_at = input.created
    ctx.emit('invoice.voided', invoice)
    return invoice
  }
  const sequence = customer.next_invoice_sequence ?? 1
  customer.next_invoice_sequence = sequence + 1
  Object.assign(invoice, {
    status: 'open',
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    hosted_invoice_url: `${ctx.payBase()}/invoice/${invoice.id}`,
    effective_at: input.created,
  } satisfies Partial<Stripe.Invoice>)
  invoice.status_transitions.finalized_at = input.created
  ctx.emit('invoice.finalized', invoice)
  if (invoice.amount_due === 0) markPaid(ctx, invoice, input.created)
  else
    collectInvoice(ctx, invoice, subscription, defaultCard(ctx.state, subscription, customer), {
      onSession: options.onSession,
      at: input.created,
    })
  return invoice
}

/** Ends a subscription now (cancel, or the end of a period it was set to stop at). */
export function endSubscription(ctx: StandInContext, subscription: Stripe.Subscription, at: number) {
  subscription.status = 'canceled'
  subscription.ended_at = at
  subscription.canceled_at ??= at
  subscription.cancel_at = null
  subscription.cancellation_details = {
    ...(subscription.cancellation_details ?? { comment: null, feedback: null, feedback_option: null }),
    reason: 'cancellation_requested',
  }
  ctx.emit('customer.subscription.deleted', subscription)
}

/** What happens at the end of the subscription's current period (see the top of this file). */
function renew(ctx: StandInContext, subscription: Stripe.Subscription) {
  const at = periodEndOf(subscription)
  if (subscription.cancel_at_period_end) return endSubscription(ctx, subscription, at)
  const previousItems = snapshot(subscription.items)
  const previousStart = subscription.items.data[0]?.current_period_start ?? at
  const end = at + periodSeconds(subscription.items.data[0]!.price)
  for (const item of subscription.items.data) {
    item.current_period_start = at
    item.current_period_end = end
  }
  const previous: Partial<Stripe.Subscription> = { items: previousItems }
  if (subscription.status === 'trialing') {
    previous.status = 'trialing'
    subscription.status = 'active'
  }
  ctx.emit('customer.subscription.updated', subscription, previous)
  invoicePeriod(
    ctx,
    subscription,
    {
      billingReason: 'subscription_cycle',
      linePeriod: { start: at, end },
      period: { start: previousStart, end: at },
      free: false,
      created: at,
    },
    { onSession: false },
  )
}

/** A paused collection resumes at its resumes_at, even in the middle of a period. */
function resume(ctx: StandInContext, subscription: Stripe.Subscription) {
  const pause = subscription.pause_collection
  subscription.pause_collection = null
  ctx.emit('customer.subscription.updated', subscription, { pause_collection: pause })
}

/** When the subscription next changes by itself, and how: its pause ends (first, on a tie) or its period does. */
function nextChange(subscription: Stripe.Subscription) {
  if (subscription.status === 'canceled') return null
  const resumesAt = subscription.pause_collection?.resumes_at ?? null
  const periodEnd = periodEndOf(subscription)
  return resumesAt !== null && resumesAt <= periodEnd
    ? { at: resumesAt, run: resume }
    : { at: periodEnd, run: renew, renewal: true }
}

/**
 * Runs, in time order and once each, every change that falls due up to `until` (a pause's end, a period's end) for
 * the subscriptions on one clock (`clockId`), or on the stand-in's time (null). Answers how many periods ended.
 */
export function runDueRenewals(ctx: StandInContext, clockId: string | null, until: number): number {
  let count = 0
  for (;;) {
    const [due] = [...ctx.state.subscriptions.values()]
      .filter((subscription) => idOf(subscription.test_clock) === clockId)
      .map((subscription) => ({ subscription, change: nextChange(subscription) }))
      .filter(({ change }) => change !== null && change.at <= until)
      .sort((a, b) => a.change!.at - b.change!.at)
    if (!due) return count
    due.change!.run(ctx, due.subscription)
    if ('renewal' in due.change!) count += 1
  }
}
