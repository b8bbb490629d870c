// Refunds: POST /v1/refunds (payment_intent or charge; full or partial, never more than is left unrefunded),
// GET /v1/refunds/:id, GET /v1/refunds. A refund starts `pending` (refund.created, charge.refunded) and succeeds
// after settleDelayMs (refund.updated), as card refunds do on Stripe.
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { invalidRequest } from './errors.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findIn, findReferenced, listPage, nowSeconds, randomId, type StandInState } from './store.ts'

const createShape = {
  payment_intent: 'string',
  charge: 'string',
  amount: 'integer',
  reason: 'string',
  metadata: 'metadata',
  instructions_email: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.RefundCreateParams>

const reasons = ['duplicate', 'fraudulent', 'requested_by_customer']

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

function chargeToRefund(state: StandInState, params: ReturnType<typeof reader>): Stripe.Charge {
  const intentId = params.string('payment_intent')
  const chargeId = params.string('charge')
  if (intentId && chargeId) {
    throw invalidRequest('You cannot pass both charge and payment_intent.', { param: 'payment_intent' })
  }
  if (chargeId) return findReferenced(state.charges, chargeId, 'charge', 'charge')
  if (!intentId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    )
  }
  const intent = findReferenced(state.paymentIntents, intentId, 'payment_intent', 'payment_intent')
  const latest =
    typeof intent.latest_charge === 'string' ? state.charges.get(intent.latest_charge) : undefined
  if (intent.status !== 'succeeded' || !latest) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    })
  }
  return latest
}

export function createRefund(ctx: StandInContext, params: FormObject): Stripe.Refund {
  checkShape(params, createShape)
  const read = reader(params)
  const charge = chargeToRefund(ctx.state, read)
  const left = charge.amount - charge.amount_refunded
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    })
  }
  const amount = read.integer('amount', { min: 1 }) ?? left
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
      { code: 'amount_too_large', param: 'amount' },
    )
  }
  const reason = read.string('reason')
  if (reason !== null && !reasons.includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${reasons.join(', ')}`, { param: 'reason' })
  }
  const refund: Stripe.Refund = {
    id: randomId('re'),
    object: 'refund',
    amount,
    balance_transaction: randomId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata: read.metadata('metadata'),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: reason as Stripe.Refund.Reason | null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'pending',
    transfer_reversal: null,
  }
  ctx.state.refunds.set(refund.id, refund)
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded }
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  ctx.emit('refund.created', refund)
  ctx.emit('charge.refunded', charge, previous)
  ctx.later(ctx.settleDelayMs, () => {
    refund.status = 'succeeded'
    ctx.emit('refund.updated', refund, { status: 'pending' })
    ctx.persist()
  })
  return refund
}

export function retrieveRefund(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.RefundRetrieveParams>)
  return findIn(state.refunds, id, 'refund')
}

export function listRefunds(state: StandInState, params: FormObject) {
  checkShape(params, {
    ...listShape,
    charge: 'string',
    payment_intent: 'string',
    created: 'range',
  } satisfies ShapeOf<Stripe.RefundListParams>)
  const read = reader(params)
  const matches = (refund: Stripe.Refund) =>
    (!read.string('charge') || refund.charge === read.string('charge')) &&
    (!read.string('payment_intent') || refund.payment_intent === read.string('payment_intent'))
  return listPage([...state.refunds.values()].filter(matches), params, '/v1/refunds')
}
