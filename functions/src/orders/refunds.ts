import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import Stripe from 'stripe'
import { formatCents } from '../../../src/shared/money.ts'
import {
  canRefund,
  orderStatesOf,
  paymentAfterRefund,
  type OrderActor,
} from '../../../src/shared/orders/order-state.ts'
import {
  committedRefundCents,
  paidCentsOf,
  sentRefundCents,
} from '../../../src/shared/orders/refund-amounts.ts'
import {
  paymentsLeft,
  providerRefundedByPayment,
  refundLeftCents,
  sentByPayment,
  splitRefund,
} from '../../../src/shared/orders/refund-split.ts'
import {
  orderSchema,
  type Order,
  type OrderRefund,
  type OrderRefundPart,
} from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { FieldProblemsError, NotFoundError, PreconditionError } from '../lib/errors.ts'
import { stripeClient } from '../stripe/stripe-client.ts'
import { historyEntry, stateChangeFields, stateFields } from './order-history.ts'

// Refunds happen in two steps so that none is ever lost: first the refund is recorded on the order as pending (in
// a transaction that checks it against what is left of what was paid), then it is sent to Stripe with an
// idempotency key made from the order and the refund. If Stripe cannot be reached the refund stays pending and the
// retry sweeper sends it again; the key (and, after a day, a look at the order's refunds at Stripe) makes sure it
// is paid out once. Stripe's `charge.refunded` event then reports the refunded total (record-checkout.ts).
// An order paid in two payments (a deposit, then the balance) has each refund split across them when it is recorded
// (src/shared/orders/refund-split.ts): one provider refund per part, each with its own key, each recorded when sent.

export interface RefundAsk {
  /** Unique per refund of this order: the browser's request key, or a fixed name such as "cancellation". */
  id: string
  amountCents: number
  reason: string
  by: OrderActor
  uid?: string | undefined
}

/** The part of the Stripe client refunds use (tests hand in one that cannot reach Stripe). */
export type RefundsApi = Pick<Stripe, 'refunds'>

/** Stripe keeps idempotency keys for 24 hours; a retry later than that looks for the refund at Stripe first. */
const idempotencyWindowMs = 23 * 60 * 60 * 1000

/**
 * What recording `ask` on `order` as a pending refund writes, and the payment state it leads to (with the history
 * entry that says so when it changes). A refund never changes the kitchen's progress. Refuses an order with
 * nothing paid or left, and an amount above what is left (a message for the amount field).
 */
export function refundRecord(order: Order, ask: RefundAsk, now: number) {
  const from = orderStatesOf(order).payment
  const paid = paidCentsOf(order)
  const committed = committedRefundCents(order)
  if (!canRefund(from, paid, committed)) {
    throw new PreconditionError(
      paid === 0
        ? 'This order was not paid, so there is nothing to refund.'
        : 'This order is already fully refunded.',
    )
  }
  // An order paid in two payments gives back at most what is left on them, each part within its payment.
  const payments = paymentsLeft(order)
  const split = payments.length > 0
  const left = refundLeftCents(order)
  if (ask.amountCents > left) {
    throw new FieldProblemsError({
      amountCents: `You can refund at most ${formatCents(left)}: that is what is left of what was paid.`,
    })
  }
  const refund: OrderRefund = {
    id: ask.id,
    amountCents: ask.amountCents,
    reason: ask.reason,
    by: ask.by,
    ...(ask.uid ? { uid: ask.uid } : {}),
    at: now,
    status: 'pending',
    ...(split ? { parts: splitRefund(payments, ask.amountCents)! } : {}),
    attempts: 0,
  }
  const to = paymentAfterRefund(paid, committed + ask.amountCents)
  const history =
    to === from
      ? null
      : historyEntry(from, to, {
          by: ask.by,
          at: now,
          uid: ask.uid,
          reason: `Refund of ${formatCents(ask.amountCents)}${ask.reason ? `: ${ask.reason}` : ''}`,
        })
  return { fields: { refunds: FieldValue.arrayUnion(refund), refundPending: true }, history, payment: to }
}

/** Records a refund as pending; asking again with the same id changes nothing. Returns whether it was new. */
export async function recordRefund(db: Firestore, orderId: string, ask: RefundAsk): Promise<boolean> {
  const ref = orders.doc(db, orderId)
  return db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data()
    if (!stored) throw new NotFoundError('Order not found.')
    const order = orderSchema.parse(stored)
    if (order.refunds.some((refund) => refund.id === ask.id)) return false
    const now = Date.now()
    const { fields, history, payment } = refundRecord(order, ask, now)
    const states = { ...orderStatesOf(order), payment }
    transaction.update(
      ref,
      orders.patch({ ...fields, ...(history ? stateFields(states, history) : {}) }, now),
    )
    return true
  })
}

/** The payment state that follows from the refunds an order has now (one refused by the provider gives none back). */
export function paymentAfterRefunds(order: Order) {
  const from = orderStatesOf(order)
  if (from.payment !== 'partiallyRefunded' && from.payment !== 'refunded') return from
  return { ...from, payment: paymentAfterRefund(paidCentsOf(order), committedRefundCents(order)) }
}

export type Settlement =
  | { status: 'sent'; providerRefundId: string }
  /** One part of a split refund reached the provider. */
  | { status: 'partSent'; index: number; providerRefundId: string }
  /** Refused for good; `index` names the part the provider refused. */
  | { status: 'failed'; error: string; index?: number }
  | { status: 'pending'; error: string }

/** A refund as one settlement leaves it. */
export function settled(refund: OrderRefund, settlement: Settlement): OrderRefund {
  if (settlement.status === 'sent') {
    const { lastError: _cleared, ...rest } = refund
    return { ...rest, status: 'sent', providerRefundId: settlement.providerRefundId }
  }
  if (settlement.status === 'partSent') {
    const parts = (refund.parts ?? []).map((part, index) =>
      index === settlement.index ? { ...part, providerRefundId: settlement.providerRefundId } : part,
    )
    if (!parts.every((part) => part.providerRefundId !== undefined)) return { ...refund, parts }
    const { lastError: _cleared, ...rest } = refund
    // One provider refund keeps its id on the refund itself, as on an order paid once.
    const single = parts.length === 1 ? { providerRefundId: parts[0]!.providerRefundId! } : {}
    return { ...rest, ...single, parts, status: 'sent' }
  }
  const parts =
    settlement.status === 'failed' && settlement.index !== undefined && refund.parts
      ? refund.parts.map((part, index) =>
          index === settlement.index ? { ...part, error: settlement.error } : part,
        )
      : refund.parts
  return {
    ...refund,
    ...(parts ? { parts } : {}),
    status: settlement.status,
    attempts: refund.attempts + 1,
    lastError: settlement.error,
  }
}

/**
 * What the provider has given back, as far as the order knows: on an order with a payment plan per payment (the
 * provider's figure, or the parts it accepted if more) and their sum; else the refunds sent, or the provider's
 * figure if more. The provider's charge.refunded events have the last word; this shows a refund at once.
 */
function refundedFigures(order: Order, refunds: OrderRefund[]) {
  const settledOrder = { ...order, refunds }
  if (!order.paymentPlan) {
    const sentCents = refunds.reduce((sum, refund) => sum + sentRefundCents(refund), 0)
    return { refundedCents: Math.max(order.refundedCents, sentCents) }
  }
  const byPayment = providerRefundedByPayment(order)
  for (const [paymentIntentId, cents] of Object.entries(sentByPayment(settledOrder))) {
    byPayment[paymentIntentId] = Math.max(byPayment[paymentIntentId] ?? 0, cents)
  }
  const total = Object.values(byPayment).reduce((sum, cents) => sum + cents, 0)
  return { refundedCentsByPayment: byPayment, refundedCents: Math.max(order.refundedCents, total) }
}

/** Writes what became of one refund; `refundPending` stays true while any refund of the order waits. */
async function settleRefund(db: Firestore, orderId: string, refundId: string, settlement: Settlement) {
  const ref = orders.doc(db, orderId)
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data()
    if (!stored) throw new NotFoundError('Order not found.')
    const order = orderSchema.parse(stored)
    const refunds = order.refunds.map((refund): OrderRefund =>
      refund.id !== refundId || refund.status !== 'pending' ? refund : settled(refund, settlement),
    )
    const now = Date.now()
    // A refund the provider refused gave nothing back (of a split one, what was sent before stays given back): the
    // payment state follows what is still given back.
    const states =
      settlement.status === 'failed'
        ? stateChangeFields(orderStatesOf(order), paymentAfterRefunds({ ...order, refunds }), {
            by: 'system',
            at: now,
            reason: 'The refund was refused by the payment provider',
          })
        : {}
    transaction.update(
      ref,
      orders.patch(
        {
          ...states,
          refunds,
          refundPending: refunds.some((refund) => refund.status === 'pending'),
          ...refundedFigures(order, refunds),
        },
        now,
      ),
    )
  })
}

/** A refund of this order that Stripe already has on this payment (found by our refund id in its metadata). */
async function refundAtStripe(
  stripe: RefundsApi,
  paymentIntent: string,
  refundId: string,
): Promise<Stripe.Refund | undefined> {
  const found = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })
  return found.data.find((refund) => refund.metadata?.['refundId'] === refundId)
}

/**
 * The idempotency key of one provider refund: the refund's own for its first (or only) part, as on an order paid
 * once, and `-part-2` after it for the second part of a split refund.
 */
export function refundPartKey(orderId: string, refundId: string, index: number): string {
  return index === 0 ? `refund-${orderId}-${refundId}` : `refund-${orderId}-${refundId}-part-${index + 1}`
}

/**
 * Sends one pending refund to Stripe and records the answer. Safe to call again: it pays out once. A refund of an
 * order paid in two payments goes as its parts, one provider refund each, in order; each part is recorded as soon
 * as the provider has it, so a retry sends only what is still missing.
 */
export async function sendRefund(
  db: Firestore,
  orderId: string,
  refundId: string,
  stripe: RefundsApi = stripeClient(),
): Promise<OrderRefund['status']> {
  const stored = (await orders.doc(db, orderId).get()).data()
  if (!stored) throw new NotFoundError('Order not found.')
  const order = orderSchema.parse(stored)
  const refund = order.refunds.find((candidate) => candidate.id === refundId)
  if (!refund) throw new NotFoundError('Refund not found.')
  if (refund.status !== 'pending') return refund.status
  const checkoutIntent = order.checkoutSession?.payment_intent
  const parts: OrderRefundPart[] =
    refund.parts ??
    (checkoutIntent ? [{ paymentIntentId: checkoutIntent, amountCents: refund.amountCents }] : [])
  if (parts.length === 0) {
    await settleRefund(db, orderId, refundId, {
      status: 'failed',
      error: 'The payment of this order could not be found at the payment provider.',
    })
    return 'failed'
  }
  const split = refund.parts !== undefined
  // Stripe forgets idempotency keys after a day: a later retry first looks for each part at Stripe.
  const late = Date.now() - refund.at > idempotencyWindowMs
  for (const [index, part] of parts.entries()) {
    if (part.providerRefundId) continue
    try {
      const earlier = late ? await refundAtStripe(stripe, part.paymentIntentId, refundId) : undefined
      const created =
        earlier ??
        (await stripe.refunds.create(
          {
            payment_intent: part.paymentIntentId,
            amount: part.amountCents,
            reason: 'requested_by_customer',
            metadata: { orderId, refundId },
          },
          { idempotencyKey: refundPartKey(orderId, refundId, index) },
        ))
      await settleRefund(
        db,
        orderId,
        refundId,
        split
          ? { status: 'partSent', index, providerRefundId: created.id }
          : { status: 'sent', providerRefundId: created.id },
      )
    } catch (error) {
      const message = (error as Error).message
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        // Stripe refused it for good (already refunded elsewhere, a disputed charge): retrying cannot help. Of a
        // split refund, a part sent before stays sent; the ones after it are not sent.
        logger.error('refund refused by Stripe', {
          orderId,
          refundId,
          ...(split ? { part: index + 1 } : {}),
          errorMessage: message,
        })
        await settleRefund(db, orderId, refundId, {
          status: 'failed',
          error: message,
          ...(split ? { index } : {}),
        })
        return 'failed'
      }
      logger.warn('refund could not reach Stripe: kept pending for the retry sweeper', {
        orderId,
        refundId,
        ...(split ? { part: index + 1 } : {}),
        errorMessage: message,
      })
      await settleRefund(db, orderId, refundId, { status: 'pending', error: message })
      return 'pending'
    }
  }
  return 'sent'
}

/** How long a refund stays pending before the sweeper takes it over from the request that recorded it. */
export const refundRetryDelayMs = 60 * 1000

/** The retry sweeper: sends every refund still pending. Returns how many were sent now. */
export async function retryPendingRefunds(
  db: Firestore,
  now = Date.now(),
  stripe: RefundsApi = stripeClient(),
): Promise<number> {
  const waiting = await orders.collection(db).where('refundPending', '==', true).limit(100).get()
  let sent = 0
  for (const snapshot of waiting.docs) {
    const order = orderSchema.parse(snapshot.data())
    for (const refund of order.refunds) {
      if (refund.status !== 'pending' || now - refund.at < refundRetryDelayMs) continue
      try {
        if ((await sendRefund(db, order.id, refund.id, stripe)) === 'sent') sent += 1
      } catch (error) {
        logger.error('refund retry failed', {
          orderId: order.id,
          refundId: refund.id,
          errorMessage: (error as Error).message,
        })
      }
    }
  }
  return sent
}

/** Records and sends a refund; the order as it is afterwards. */
export async function refundOrder(
  db: Firestore,
  orderId: string,
  ask: RefundAsk,
  stripe: RefundsApi = stripeClient(),
): Promise<Order> {
  await recordRefund(db, orderId, ask)
  await sendRefund(db, orderId, ask.id, stripe)
  const fresh = (await orders.doc(db, orderId).get()).data()
  if (!fresh) throw new NotFoundError('Order not found.')
  return orderSchema.parse(fresh)
}

/** The refund id of money that arrived for an order already cancelled. */
export const paidAfterCancellationRefundId = 'paid-after-cancellation'

/**
 * Whether the order's history shows the payment arriving after its last cancellation. An order paid before it was
 * cancelled (or one whose history does not say when it was paid, as on orders from before the history was kept) is
 * not: what it gets back is the staff's decision, made on the refund form.
 */
export function paidAfterCancellation(order: Pick<Order, 'history'>): boolean {
  const cancelledAt = order.history.findLastIndex((entry) => entry.to === 'cancelled')
  const paidAt = order.history.findLastIndex((entry) => entry.to === 'paid')
  return cancelledAt >= 0 && paidAt > cancelledAt
}

/**
 * A customer can finish paying on a payment page that was still open when the order was cancelled; that money is
 * not the business's to keep, so it all goes back, once (the refund's fixed id).
 */
export async function refundPaymentAfterCancellation(db: Firestore, order: Order): Promise<void> {
  if (orderStatesOf(order).fulfilment !== 'cancelled' || refundLeftCents(order) === 0) return
  if (order.refunds.some((refund) => refund.id === paidAfterCancellationRefundId)) return
  // Only money the customer paid after the cancellation: refunds the cancellation itself asked for count first.
  if (order.refunds.some((refund) => refund.id === 'cancellation')) return
  if (!paidAfterCancellation(order)) return
  try {
    await refundOrder(db, order.id, {
      id: paidAfterCancellationRefundId,
      amountCents: refundLeftCents(order),
      reason: 'Paid after the order was cancelled',
      by: 'system',
    })
  } catch (error) {
    logger.error('could not refund a payment made after cancellation', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
  }
}
