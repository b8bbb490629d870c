// What happens when the customer submits the hosted page, by payment method:
//   card            the session completes paid at once (checkout.session.completed, payment_status paid); with
//                   payment_intent_data[setup_future_usage] the card is saved to the session's Customer
//   declined card   nothing completes; the page shows Stripe's decline message and the customer may retry
//   bank debit      the session completes unpaid (processing), then after settleDelayMs the debit succeeds
//                   (checkout.session.async_payment_succeeded) or fails (checkout.session.async_payment_failed)
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { redeem } from './discounts.ts'
import {
  attachPaymentMethod,
  buildCardPaymentMethod,
  buildCustomer,
  type TestCardLast4,
} from './customers.ts'
import {
  buildPaymentIntent,
  failPayment,
  sessionIntentInput,
  succeedPayment,
  type Payer,
} from './payments.ts'
import { customerDetails } from './session-objects.ts'
import { paySubscriptionSession } from './subscription-checkout.ts'
import type { SessionRecord } from './store.ts'

// Each label has words of its own (succeeds, declined, confirms later...): browser tests pick a choice by them.
export const paymentChoices = {
  card: 'Card 4242 4242 4242 4242 (succeeds)',
  card_declined: 'Card 4000 0000 0000 0002 (declined)',
  card_declines_later: 'Card 4000 0000 0000 0341 (pays now; a later off-session charge is refused)',
  card_authentication_required:
    'Card 4000 0027 6000 3184 (pays now; a later off-session charge needs authentication)',
  bank_debit: 'US bank account (confirms later)',
  bank_debit_fails: 'US bank account (fails later)',
} as const
export type PaymentChoice = keyof typeof paymentChoices

/** The test card number (its last four digits) behind each card choice. */
const cardOf: Partial<Record<PaymentChoice, TestCardLast4>> = {
  card: '4242',
  card_declined: '0002',
  card_declines_later: '0341',
  card_authentication_required: '3184',
}

export const declineMessage = 'Your card was declined.'

export type PaymentResult = { completed: true } | { completed: false; error: string }

function complete(
  ctx: StandInContext,
  record: SessionRecord,
  payer: Payer,
  intent: Stripe.PaymentIntent | null,
) {
  const { session } = record
  const before: Partial<Stripe.Checkout.Session> = {
    status: session.status,
    payment_status: session.payment_status,
  }
  session.status = 'complete'
  session.url = null
  session.customer_details = customerDetails(payer.email, payer.name)
  session.payment_intent = intent?.id ?? null
  if (!intent) session.payment_status = 'no_payment_required'
  else if (intent.status === 'succeeded') session.payment_status = 'paid'
  for (const discount of session.discounts ?? []) redeem(ctx.state, discount)
  ctx.emit('checkout.session.completed', session, before)
}

function settleLater(
  ctx: StandInContext,
  record: SessionRecord,
  intent: Stripe.PaymentIntent,
  payer: Payer,
  fails: boolean,
) {
  ctx.later(ctx.settleDelayMs, () => {
    const { session } = record
    if (fails) {
      failPayment(
        ctx,
        intent,
        'payment_method_provider_decline',
        "The customer's bank account could not be debited.",
      )
      ctx.emit('checkout.session.async_payment_failed', session)
    } else {
      succeedPayment(ctx, intent, payer)
      session.payment_status = 'paid'
      ctx.emit('checkout.session.async_payment_succeeded', session, { payment_status: 'unpaid' })
    }
    ctx.persist()
  })
}

/**
 * A session paying with setup_future_usage (or customer_creation=always) gets a Customer, made from what was typed
 * unless the session named one, and a setup_future_usage card is attached to that Customer.
 */
function saveCard(
  ctx: StandInContext,
  record: SessionRecord,
  intent: Stripe.PaymentIntent,
  card: Stripe.PaymentMethod,
  payer: Payer,
) {
  const { session } = record
  const saving = intent.setup_future_usage !== null
  if (!saving && session.customer_creation !== 'always') return
  let customer = typeof session.customer === 'string' ? ctx.state.customers.get(session.customer) : undefined
  if (!customer) {
    customer = buildCustomer({ email: payer.email, name: payer.name })
    ctx.state.customers.set(customer.id, customer)
    ctx.emit('customer.created', customer)
    session.customer = customer.id
  }
  intent.customer = customer.id
  if (saving) attachPaymentMethod(ctx, card, customer)
}

export function payForSession(
  ctx: StandInContext,
  record: SessionRecord,
  choice: PaymentChoice,
  payer: Payer,
): PaymentResult {
  const { session } = record
  if (session.mode === 'subscription') {
    return paySubscriptionSession(ctx, record, cardOf[choice] ?? null, payer)
  }
  if ((session.amount_total ?? 0) === 0) {
    complete(ctx, record, payer, null)
    return { completed: true }
  }
  const last4 = cardOf[choice]
  const kind = last4 ? 'card' : 'us_bank_account'
  const intent = buildPaymentIntent(sessionIntentInput(session, kind, record.intentData))
  const card = last4 ? buildCardPaymentMethod(last4, payer) : null
  if (card) {
    intent.payment_method = card.id
    ctx.state.paymentMethods.set(card.id, card)
  }
  ctx.state.paymentIntents.set(intent.id, intent)
  ctx.emit('payment_intent.created', intent)
  if (choice === 'card_declined') {
    failPayment(ctx, intent, 'card_declined', declineMessage)
    return { completed: false, error: declineMessage }
  }
  if (card) saveCard(ctx, record, intent, card, payer)
  if (kind === 'card') succeedPayment(ctx, intent, payer)
  complete(ctx, record, payer, intent)
  if (kind === 'us_bank_account') settleLater(ctx, record, intent, payer, choice === 'bank_debit_fails')
  return { completed: true }
}
