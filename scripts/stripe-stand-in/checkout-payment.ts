// What happens when the customer submits the hosted page, by payment method:
//   card            the session completes paid at once (checkout.session.completed, payment_status paid)
//   declined card   nothing completes; the page shows Stripe's decline message and the customer may retry
//   bank debit      the session completes unpaid (processing), then after settleDelayMs the debit succeeds
//                   (checkout.session.async_payment_succeeded) or fails (checkout.session.async_payment_failed)
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { redeem } from './discounts.ts'
import { buildPaymentIntent, failPayment, succeedPayment, type Payer } from './payments.ts'
import { customerDetails } from './session-objects.ts'
import type { SessionRecord } from './store.ts'

export const paymentChoices = {
  card: 'Card 4242 4242 4242 4242 (succeeds)',
  card_declined: 'Card 4000 0000 0000 0002 (declined)',
  bank_debit: 'US bank account (confirms later)',
  bank_debit_fails: 'US bank account (fails later)',
} as const
export type PaymentChoice = keyof typeof paymentChoices

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

export function payForSession(
  ctx: StandInContext,
  record: SessionRecord,
  choice: PaymentChoice,
  payer: Payer,
): PaymentResult {
  const { session } = record
  if ((session.amount_total ?? 0) === 0) {
    complete(ctx, record, payer, null)
    return { completed: true }
  }
  const kind = choice === 'bank_debit' || choice === 'bank_debit_fails' ? 'us_bank_account' : 'card'
  const intent = buildPaymentIntent(session, kind)
  ctx.state.paymentIntents.set(intent.id, intent)
  ctx.emit('payment_intent.created', intent)
  if (choice === 'card_declined') {
    failPayment(ctx, intent, 'card_declined', declineMessage)
    return { completed: false, error: declineMessage }
  }
  if (kind === 'card') succeedPayment(ctx, intent, payer)
  complete(ctx, record, payer, intent)
  if (kind === 'us_bank_account') settleLater(ctx, record, intent, payer, choice === 'bank_debit_fails')
  return { completed: true }
}
