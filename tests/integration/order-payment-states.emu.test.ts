// The order's two states on the running stack: every payment event (a paid webhook, a failed payment, an expired
// payment page, a partial refund, a full refund, a refund the provider refuses) against every kitchen state. Each
// event changes the payment state only, as the table says; the kitchen's progress, the single state the lists
// read (apart from what the payment means for them), statusCode and every other field stay as they were.
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { refundOrder, type RefundsApi } from '../../functions/src/orders/refunds.ts'
import { handleStripeEvent } from '../../functions/src/stripe/record-checkout.ts'
import {
  fulfilmentStates,
  legacyStatusCode,
  listingState,
  type FulfilmentState,
  type PaymentState,
} from '../../src/shared/orders/order-state.ts'
import { adminDb } from '../support/admin.ts'
import { removeLater, removeTestData } from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const { run } = file
const paidCents = 5_000

afterAll(removeTestData)

type Event = 'paid' | 'failed' | 'expired' | 'partialRefund' | 'fullRefund' | 'refundRefused'

/** Each event: the payment state it meets, the one it leaves, and the fields it may write besides the states. */
const events: Record<Event, { from: PaymentState; to: PaymentState; writes: string[] }> = {
  paid: { from: 'awaitingPayment', to: 'paid', writes: ['checkoutSession', 'paymentId', 'paidCents'] },
  failed: { from: 'awaitingPayment', to: 'failed', writes: ['checkoutSession'] },
  expired: { from: 'awaitingPayment', to: 'awaitingPayment', writes: ['checkoutSession'] },
  partialRefund: {
    from: 'paid',
    to: 'partiallyRefunded',
    writes: ['refunds', 'refundPending', 'refundedCents'],
  },
  fullRefund: { from: 'paid', to: 'refunded', writes: ['refunds', 'refundPending', 'refundedCents'] },
  refundRefused: { from: 'paid', to: 'paid', writes: ['refunds', 'refundPending'] },
}

// What each event passes through on the way (a refused refund first reads partially refunded, then paid again).
const steps: Record<Event, Array<[PaymentState, PaymentState]>> = {
  paid: [['awaitingPayment', 'paid']],
  failed: [['awaitingPayment', 'failed']],
  expired: [],
  partialRefund: [['paid', 'partiallyRefunded']],
  fullRefund: [['paid', 'refunded']],
  refundRefused: [
    ['paid', 'partiallyRefunded'],
    ['partiallyRefunded', 'paid'],
  ],
}

/** The provider's side of a refund: it accepts, or refuses for good. */
const accepting: RefundsApi = {
  refunds: { create: async () => ({ id: `re_${run}` }) },
} as unknown as RefundsApi
const refusing: RefundsApi = {
  refunds: {
    create: async () => {
      throw new Stripe.errors.StripeInvalidRequestError({
        message: 'Charge already disputed.',
        type: 'invalid_request_error',
      })
    },
  },
} as unknown as RefundsApi

/** A stored order in `fulfilment` and `payment`, with a history that got it there. */
async function storeOrder(id: string, fulfilment: FulfilmentState, payment: PaymentState) {
  const paid = payment !== 'awaitingPayment'
  const at = Date.now() - 60_000
  const history = [
    { to: 'awaitingPayment', by: 'customer', at: at - 3 },
    ...(paid ? [{ from: 'awaitingPayment', to: 'paid', by: 'system', at: at - 2 }] : []),
    ...(fulfilment !== 'awaitingConfirmation'
      ? [{ from: 'awaitingConfirmation', to: fulfilment, by: 'admin', at: at - 1 }]
      : []),
  ]
  const states = { payment, fulfilment }
  const session = {
    checkoutSessionId: `cs_${id}`,
    status: paid ? 'complete' : 'open',
    payment_status: paid ? 'paid' : 'unpaid',
    payment_intent: `pi_${id}`,
    amount_total: paidCents,
  }
  const order = {
    id,
    userId: `table-${run}`,
    customer_email: file.email(id),
    cartData: [],
    orderNotes: 'Leave at the door',
    orderNumber: 4242,
    statusCode: legacyStatusCode(states),
    state: listingState(states),
    paymentState: payment,
    fulfilmentState: fulfilment,
    history,
    statusNotes: [],
    refundedCents: 0,
    refunds: [],
    checkoutSession: session,
    ...(paid ? { paidCents, paymentId: session.checkoutSessionId } : {}),
    createdStamp: at,
    updateStamp: at,
  }
  removeLater(`orders/${id}`)
  await adminDb().doc(`orders/${id}`).set(order)
  return order
}

function sessionEvent(id: string, type: string, session: Partial<Stripe.Checkout.Session>): Stripe.Event {
  const eventId = `evt_${id}_${type}`
  removeLater(`stripeEvents/${eventId}`, `payments/cs_${id}`)
  return {
    id: eventId,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `cs_${id}`, object: 'checkout.session', metadata: { orderId: id }, ...session } },
  } as unknown as Stripe.Event
}

async function apply(event: Event, id: string) {
  const db = adminDb()
  const ask = (amountCents: number) => ({
    id: `ask-${run}`,
    amountCents,
    reason: 'Goodwill',
    by: 'admin' as const,
  })
  switch (event) {
    case 'paid':
      return handleStripeEvent(
        db,
        sessionEvent(id, 'checkout.session.completed', {
          status: 'complete',
          payment_status: 'paid',
          amount_total: paidCents,
          payment_intent: `pi_${id}`,
        }),
      )
    case 'failed':
      return handleStripeEvent(
        db,
        sessionEvent(id, 'checkout.session.async_payment_failed', {
          status: 'complete',
          payment_status: 'unpaid',
        }),
      )
    case 'expired':
      return handleStripeEvent(
        db,
        sessionEvent(id, 'checkout.session.expired', { status: 'expired', payment_status: 'unpaid' }),
      )
    case 'partialRefund':
      return refundOrder(db, id, ask(2_000), accepting)
    case 'fullRefund':
      return refundOrder(db, id, ask(paidCents), accepting)
    case 'refundRefused':
      return refundOrder(db, id, ask(2_000), refusing)
  }
}

/** The fields an event must leave alone: everything but the states, history, stamps and the event's own fields. */
function untouched(order: Record<string, unknown>, writes: string[]) {
  const skip = new Set([
    ...writes,
    'paymentState',
    'fulfilmentState',
    'state',
    'history',
    'updateStamp',
    'updateIso',
    'laterAccessTokenHashes',
  ])
  return Object.fromEntries(Object.entries(order).filter(([name]) => !skip.has(name)))
}

describe('payment events against kitchen states', () => {
  for (const [event, expected] of Object.entries(events) as Array<[Event, (typeof events)[Event]]>) {
    for (const fulfilment of fulfilmentStates) {
      // Money arriving for a cancelled order is given back at once (refunds.emu.test.ts), so its states move on.
      if (event === 'paid' && fulfilment === 'cancelled') continue
      it(`${event} on ${expected.from} · ${fulfilment} leaves ${expected.to} · ${fulfilment}`, async () => {
        const id = `two-${event}-${fulfilment}-${run}`
        const before = await storeOrder(id, fulfilment, expected.from)
        await apply(event, id)
        const after = (await adminDb().doc(`orders/${id}`).get()).data()!
        const states = { payment: expected.to, fulfilment }
        expect({
          paymentState: after['paymentState'],
          fulfilmentState: after['fulfilmentState'],
          state: after['state'],
          statusCode: after['statusCode'],
        }).toEqual({
          paymentState: expected.to,
          fulfilmentState: fulfilment,
          state: listingState(states),
          statusCode: before.statusCode,
        })
        const added = (after['history'] as Array<{ from?: string; to: string; by: string }>).slice(
          before.history.length,
        )
        expect(added.map((entry) => [entry.from, entry.to])).toEqual(steps[event])
        expect(untouched(after, expected.writes)).toEqual(untouched(before, expected.writes))
      })
    }
  }
})
