// POST /v1/payment_intents: charging a saved card without the customer (off_session=true, confirm=true), as a
// balance is charged after a deposit. The outcome follows the card's test number (customers.ts testCards): a
// normal card succeeds at once (charge.succeeded, payment_intent.succeeded); 0341 is declined and 3184 needs
// authentication, both a 402 card_error carrying the PaymentIntent, left in requires_payment_method
// (charge.failed, payment_intent.payment_failed). Without confirm the intent just waits, as on Stripe.
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { offSessionOutcome } from './customers.ts'
import { StripeApiError, invalidRequest, missingParameter } from './errors.ts'
import { checkShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { buildCharge, buildPaymentIntent, succeedPayment } from './payments.ts'
import { minimumCents } from './session-params.ts'
import { findReferenced } from './store.ts'

const createShape = {
  amount: 'integer',
  currency: 'string',
  customer: 'string',
  payment_method: 'string',
  off_session: 'string',
  confirm: 'boolean',
  metadata: 'metadata',
  description: 'string',
  receipt_email: 'string',
  setup_future_usage: 'string',
  statement_descriptor_suffix: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.PaymentIntentCreateParams>

const offSessionValues = ['true', 'false', 'one_off', 'recurring']

const failures = {
  card_declined: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  authentication_required: {
    code: 'authentication_required',
    declineCode: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} as const

// Stripe's words when a card that was used once without a Customer is offered again.
const notReusable =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.'

function checkedAmount(read: ReturnType<typeof reader>) {
  const amount = read.integer('amount', { min: 1 })
  if (amount === null) throw missingParameter('amount')
  const currency = read.requiredString('currency').toLowerCase()
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidRequest(`Invalid currency: ${currency}`, { param: 'currency' })
  if (amount < minimumCents) {
    throw invalidRequest(`Amount must be at least $0.50 ${currency}`, {
      code: 'amount_too_small',
      param: 'amount',
    })
  }
  return { amount, currency }
}

/** The card to charge, checked against the customer the way Stripe checks it. */
function checkedPaymentMethod(
  ctx: StandInContext,
  read: ReturnType<typeof reader>,
  customer: Stripe.Customer | null,
): Stripe.PaymentMethod | null {
  const id = read.string('payment_method')
  if (id === null) return null
  const method = findReferenced(ctx.state.paymentMethods, id, 'payment_method', 'payment_method')
  if (method.customer === null) {
    const used = [...ctx.state.paymentIntents.values()].some((intent) => intent.payment_method === id)
    if (used) throw invalidRequest(notReusable, { param: 'payment_method' })
    return method
  }
  if (!customer) {
    throw invalidRequest(
      'The provided PaymentMethod belongs to a Customer, but you did not provide a Customer. Pass the Customer the PaymentMethod is attached to in `customer`.',
      { param: 'customer' },
    )
  }
  if (method.customer !== customer.id) {
    throw invalidRequest(
      'The provided PaymentMethod belongs to a different Customer than the one provided.',
      {
        param: 'payment_method',
      },
    )
  }
  return method
}

export function createPaymentIntent(ctx: StandInContext, params: FormObject): Stripe.PaymentIntent {
  checkShape(params, createShape)
  const read = reader(params)
  const { amount, currency } = checkedAmount(read)
  const offSession = read.string('off_session')
  if (offSession !== null && !offSessionValues.includes(offSession)) {
    throw invalidRequest(`Invalid off_session: must be a boolean, one_off or recurring`, {
      param: 'off_session',
    })
  }
  const confirm = read.boolean('confirm') === true
  const isOffSession = offSession !== null && offSession !== 'false'
  if (isOffSession && !confirm) {
    throw invalidRequest('The off_session parameter can only be used when confirm=true.', {
      param: 'off_session',
    })
  }
  const setupFutureUsage = read.string('setup_future_usage')
  if (setupFutureUsage !== null && !['on_session', 'off_session'].includes(setupFutureUsage)) {
    throw invalidRequest('Invalid setup_future_usage: must be one of on_session or off_session', {
      param: 'setup_future_usage',
    })
  }
  const customerId = read.string('customer')
  const customer = customerId ? findReferencedCustomer(ctx, customerId) : null
  const method = checkedPaymentMethod(ctx, read, customer)
  const intent = buildPaymentIntent({
    amount,
    currency,
    kind: 'card',
    customer: customer?.id ?? null,
    paymentMethod: method?.id ?? null,
    setupFutureUsage: setupFutureUsage as Stripe.PaymentIntent.SetupFutureUsage | null,
    metadata: read.metadata('metadata'),
    description: read.string('description'),
  })
  intent.receipt_email = read.string('receipt_email')
  intent.status = method ? 'requires_confirmation' : 'requires_payment_method'
  ctx.state.paymentIntents.set(intent.id, intent)
  ctx.emit('payment_intent.created', intent)
  if (!confirm) return intent
  if (!method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      { code: 'payment_intent_unexpected_state', extra: { payment_intent: snapshot(intent) } },
    )
  }
  const billing = { email: method.billing_details.email, name: method.billing_details.name }
  const outcome = offSessionOutcome(method)
  if (outcome === 'succeeds' || (outcome === 'authentication_required' && !isOffSession)) {
    // On-session a 3184 card would ask the customer to authenticate; the stand-in has no one to ask.
    if (outcome !== 'succeeds') return requiresAction(intent)
    succeedPayment(ctx, intent, { email: billing.email ?? '', name: billing.name })
    return intent
  }
  throw declined(ctx, intent, method, billing, failures[outcome])
}

const findReferencedCustomer = (ctx: StandInContext, id: string) =>
  findReferenced(ctx.state.customers, id, 'customer', 'customer')

const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

function requiresAction(intent: Stripe.PaymentIntent) {
  intent.status = 'requires_action'
  intent.next_action = {
    type: 'use_stripe_sdk',
    use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '' },
  }
  return intent
}

/** The card is refused: a failed Charge, the intent back to requires_payment_method, and Stripe's 402. */
function declined(
  ctx: StandInContext,
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  billing: { email: string | null; name: string | null },
  failure: (typeof failures)[keyof typeof failures],
) {
  const charge = buildCharge(intent, billing, failure)
  ctx.state.charges.set(charge.id, charge)
  const error = {
    charge: charge.id,
    code: failure.code,
    decline_code: failure.declineCode,
    doc_url: `https://docs.stripe.com/error-codes/${failure.code}`,
    message: failure.message,
    payment_method: snapshot(method),
    type: 'card_error' as const,
  }
  Object.assign(intent, {
    status: 'requires_payment_method',
    latest_charge: charge.id,
    last_payment_error: error,
  } satisfies Partial<Stripe.PaymentIntent>)
  ctx.emit('charge.failed', charge)
  ctx.emit('payment_intent.payment_failed', intent)
  return new StripeApiError(402, 'card_error', failure.message, {
    code: failure.code,
    extra: {
      charge: charge.id,
      decline_code: failure.declineCode,
      payment_intent: snapshot(intent),
      payment_method: snapshot(method),
    },
  })
}
