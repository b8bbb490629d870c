// PaymentIntents and Charges behind a Checkout Session (GET /v1/payment_intents/:id, GET /v1/charges/:id), typed
// with the SDK's types. A card payment succeeds at once; a bank debit is `processing` until it settles, then
// succeeds (a Charge appears) or fails (the PaymentIntent asks for another payment method).
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { checkExpand } from './session-params.ts'
import { checkShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findIn, nowSeconds, randomId, type SessionRecord, type StandInState } from './store.ts'

export type PaymentMethodKind = 'card' | 'us_bank_account'

export interface Payer {
  email: string
  name: string | null
}

export interface IntentInput {
  amount: number
  currency: string
  kind: PaymentMethodKind
  customer: string | null
  paymentMethod: string | null
  setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null
  metadata: Record<string, string>
  description: string | null
}

/** The PaymentIntent a Checkout Session makes when it is paid. */
export const sessionIntentInput = (
  session: Stripe.Checkout.Session,
  kind: PaymentMethodKind,
  intentData: SessionRecord['intentData'],
): IntentInput => ({
  amount: session.amount_total ?? 0,
  currency: session.currency ?? 'usd',
  kind,
  customer: typeof session.customer === 'string' ? session.customer : null,
  paymentMethod: randomId('pm'),
  setupFutureUsage: intentData?.setupFutureUsage ?? null,
  metadata: intentData?.metadata ?? {},
  description: null,
})

export function buildPaymentIntent(input: IntentInput): Stripe.PaymentIntent {
  const id = randomId('pi')
  const { kind } = input
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomId('', 12).slice(1)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: [kind],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: kind === 'card' ? 'requires_payment_method' : 'processing',
    transfer_group: null,
  }
}

export interface ChargeFailure {
  code: string
  declineCode: string
  message: string
}

export function buildCharge(
  intent: Stripe.PaymentIntent,
  payer: { email: string | null; name: string | null },
  failure: ChargeFailure | null = null,
): Stripe.Charge {
  const id = randomId('ch')
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: failure ? 0 : intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: failure ? null : randomId('txn'),
    billing_details: {
      address: { city: null, country: 'US', line1: null, line2: null, postal_code: null, state: null },
      email: payer.email,
      name: payer.name,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'SAFFRON TABLE',
    captured: !failure,
    created: nowSeconds(),
    currency: intent.currency,
    customer: typeof intent.customer === 'string' ? intent.customer : null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: failure
      ? {
          advice_code: 'try_again_later',
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: failure.declineCode,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !failure,
    payment_intent: intent.id,
    payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : null,
    payment_method_details: { type: intent.payment_method_types[0] ?? 'card' },
    receipt_email: null,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/${id}`,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: failure ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  }
}

/** The money arrives: the PaymentIntent succeeds and its Charge is created. */
export function succeedPayment(
  ctx: StandInContext,
  intent: Stripe.PaymentIntent,
  payer: Payer,
): Stripe.Charge {
  const charge = buildCharge(intent, payer)
  ctx.state.charges.set(charge.id, charge)
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: charge.id,
    last_payment_error: null,
  } satisfies Partial<Stripe.PaymentIntent>)
  ctx.emit('charge.succeeded', charge)
  ctx.emit('payment_intent.succeeded', intent)
  return charge
}

/** A declined card or a returned bank debit: the PaymentIntent needs a new payment method. */
export function failPayment(
  ctx: StandInContext,
  intent: Stripe.PaymentIntent,
  code: string,
  message: string,
) {
  Object.assign(intent, {
    status: 'requires_payment_method',
    last_payment_error: {
      code,
      message,
      type: 'card_error',
      ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
    },
  } satisfies Partial<Stripe.PaymentIntent>)
  ctx.emit('payment_intent.payment_failed', intent)
}

const expandShape = { expand: 'strings' } as const

export function retrievePaymentIntent(state: StandInState, id: string, params: FormObject) {
  checkShape(params, {
    ...expandShape,
    client_secret: 'string',
  } satisfies ShapeOf<Stripe.PaymentIntentRetrieveParams>)
  const intent = findIn(state.paymentIntents, id, 'payment_intent', 'intent')
  const expand = reader(params).strings('expand')
  checkExpand(expand, ['latest_charge', 'payment_method', 'customer'])
  const body: Stripe.PaymentIntent = { ...intent }
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : null
  if (expand.includes('latest_charge') && chargeId)
    body.latest_charge = state.charges.get(chargeId) ?? chargeId
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : null
  if (expand.includes('payment_method') && methodId) {
    body.payment_method = state.paymentMethods.get(methodId) ?? methodId
  }
  const customerId = typeof intent.customer === 'string' ? intent.customer : null
  if (expand.includes('customer') && customerId) body.customer = state.customers.get(customerId) ?? customerId
  return body
}

export function retrieveCharge(state: StandInState, id: string, params: FormObject) {
  checkShape(params, expandShape satisfies ShapeOf<Stripe.ChargeRetrieveParams>)
  return findIn(state.charges, id, 'charge')
}
