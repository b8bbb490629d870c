// Refunds and cancellations on the running stack, paid for at the Stripe stand-in: an admin's refund is paid out
// once however often it is asked for, Stripe's charge.refunded event applies once, a refund that cannot reach
// Stripe is kept pending and sent by the retry sweeper, a customer cancels before the cut-off and gets what the
// policy allows, and every refused request (too much, after the cut-off, not allowed, no such order) changes nothing.
import { FieldPath } from 'firebase-admin/firestore'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refundOrderCallableFn } from '../../functions/src/orders/order-callables.ts'
import { changeOrderState } from '../../functions/src/orders/order-state-change.ts'
import { refundOrder, retryPendingRefunds } from '../../functions/src/orders/refunds.ts'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { demoAdminToken, idTokenFor } from '../support/auth-emulator.ts'
import { callInProcess } from '../support/call-in-process.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import {
  placeGuestOrder,
  placePaidOrder,
  removeLater,
  removeTestData,
  type PlacedOrder,
} from '../support/factories.ts'
import { deliverToWebhook, functionsSecret, payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'
import { sharedTestSchedule, testToday } from '../support/test-schedule.ts'

const stripe = standInStripe()
const file = testFile(import.meta.url)
const { run } = file
const date = file.date(0)
const cart = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 2 }]
const orderOf = { cartData: cart, fulfilment: { name: 'Refund Customer' } }

interface StoredOrder {
  state: string
  paymentState?: string
  fulfilmentState?: string
  paidCents?: number
  refundedCents?: number
  refundPending?: boolean
  refunds?: Array<{ id: string; amountCents: number; status: string; providerRefundId?: string; by: string }>
  history: Array<{ from?: string; to: string; by: string; reason?: string }>
  checkoutSession?: { payment_intent?: string }
  placeHold?: { state: string }
  updateStamp?: number
}

let adminToken = ''

beforeAll(async () => {
  removeLater(`fulfilmentDays/${date}`)
  adminToken = await demoAdminToken()
})

afterAll(removeTestData)

const stored = async (orderId: string) =>
  (await adminDb().doc(`orders/${orderId}`).get()).data() as StoredOrder

/** What a refund or a cancellation changes (mails sent meanwhile add access tokens, which is not a change here). */
async function lifecycleOf(orderId: string) {
  const { state, paymentState, fulfilmentState, history, refunds, refundPending, refundedCents, placeHold } =
    await stored(orderId)
  return { state, paymentState, fulfilmentState, history, refunds, refundPending, refundedCents, placeHold }
}

/** Places an order and pays it by card at the stand-in; resolves once the payment is recorded. */
async function placePaid(label: string): Promise<PlacedOrder & { paidCents: number; paymentIntent: string }> {
  const paid = await placePaidOrder(file, label, { ...orderOf, payment: 'stand-in' })
  return { ...paid, paymentIntent: paid.paymentIntent! }
}

const refund = (data: Record<string, unknown>, idToken = adminToken) =>
  callOverHttp<{ order: StoredOrder }>('refundOrderCallable', data, idToken)
// Calls meant to overlap run in this process: the Functions emulator serves one request at a time.
const refundAtOnce = (data: Record<string, unknown>) =>
  callInProcess<{ order: StoredOrder }>(refundOrderCallableFn, data, adminToken)

const refundsAtStripe = async (paymentIntent: string) =>
  (await stripe.refunds.list({ payment_intent: paymentIntent })).data

describe('admin refunds', () => {
  it('a double-clicked refund refunds once, and the order reads partially refunded', async () => {
    const order = await placePaid('double')
    const ask = {
      orderId: order.orderId,
      amountCents: 1_000,
      reason: 'Late delivery',
      requestKey: `dbl-${run}`,
    }
    const answers = await Promise.all([refundAtOnce(ask), refundAtOnce(ask)])
    expect(answers.map((answer) => answer.ok)).toEqual([true, true])

    const atStripe = await refundsAtStripe(order.paymentIntent)
    expect(atStripe.map((found) => found.amount)).toEqual([1_000])
    const after = await eventually('charge.refunded recorded', async () => {
      const current = await stored(order.orderId)
      return current.refundedCents === 1_000 ? current : undefined
    })
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amountCents: 1_000,
        status: 'sent',
        providerRefundId: atStripe[0]!.id,
        by: 'admin',
      }),
    ])
    // Only the payment changes: the order still awaits the kitchen's confirmation.
    expect(after).toMatchObject({
      paymentState: 'partiallyRefunded',
      fulfilmentState: 'awaitingConfirmation',
      state: 'paid',
    })
    expect(after.refundPending).toBe(false)
    // Stripe's charge.refunded event reached the webhook and was recorded for this order.
    await eventually('charge.refunded processed', async () => {
      const events = await adminDb()
        .collection('stripeEvents')
        .where('orderId', '==', order.orderId)
        .where('type', '==', 'charge.refunded')
        .get()
      return events.empty ? undefined : events
    })
    expect(after.history.at(-1)).toMatchObject({
      from: 'paid',
      to: 'partiallyRefunded',
      by: 'admin',
      reason: 'Refund of $10.00: Late delivery',
    })
  })

  it('refuses a refund above what is left of what was paid, next to the amount, and changes nothing', async () => {
    const order = await placePaid('too-much')
    const before = await lifecycleOf(order.orderId)
    const answer = await refund({
      orderId: order.orderId,
      amountCents: order.paidCents + 1,
      reason: 'Too much',
      requestKey: `much-${run}`,
    })
    expect(answer).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      fields: {
        amountCents: `You can refund at most $${(order.paidCents / 100).toFixed(2)}: that is what is left of what was paid.`,
      },
    })
    expect(await lifecycleOf(order.orderId)).toEqual(before)
    expect(await refundsAtStripe(order.paymentIntent)).toEqual([])
  })

  it('refuses customers, unpaid orders and forged order ids', async () => {
    const order = await placePaid('refused')
    const ask = { orderId: order.orderId, amountCents: 100, reason: 'x', requestKey: `cust-${run}` }
    const customer = demoAccounts.find((account) => account.role === 'customer')!
    const asCustomer = await callOverHttp(
      'refundOrderCallable',
      ask,
      await idTokenFor(customer.email, customer.password),
    )
    expect(asCustomer).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' })
    const asGuest = await callOverHttp('refundOrderCallable', { ...ask, token: order.token })
    expect(asGuest.ok).toBe(false)
    expect((await stored(order.orderId)).refunds ?? []).toEqual([])
    const forged = await refund({
      orderId: `forged-${run}`,
      amountCents: 100,
      reason: 'x',
      requestKey: `forg-${run}`,
    })
    expect(forged).toMatchObject({ ok: false, status: 'NOT_FOUND' })

    const unpaid = await placeGuestOrder(file, 'unpaid', orderOf)
    const notPaid = await refund({
      orderId: unpaid.orderId,
      amountCents: 100,
      reason: 'x',
      requestKey: `unp-${run}`,
    })
    expect(notPaid).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'This order was not paid, so there is nothing to refund.',
    })
    expect((await stored(unpaid.orderId)).refunds ?? []).toEqual([])
  })
})

const mailIdsOf = async (orderId: string) =>
  (
    await adminDb()
      .collection('mail')
      .where(FieldPath.documentId(), '>=', `order-${orderId}-`)
      .where(FieldPath.documentId(), '<', `order-${orderId}.`)
      .get()
  ).docs.map((doc) => doc.id)

describe('order mails', () => {
  it('each mail is queued exactly once per event: the receipt, the owner alert, one per refund and its chef alert', async () => {
    const order = await placePaid('mails')
    const ask = { orderId: order.orderId, amountCents: 700, reason: 'Mail check', requestKey: `mail-${run}` }
    await Promise.all([refundAtOnce(ask), refundAtOnce(ask), refundAtOnce(ask)])
    // The chef hears of the refund too, once the payment provider has it (chef alerts).
    const expected = [
      `order-${order.orderId}-chef-refunded-mail-${run}`,
      `order-${order.orderId}-owner-paid`,
      `order-${order.orderId}-paymentReceipt-1`,
      `order-${order.orderId}-refund-mail-${run}`,
    ]
    const ids = await eventually('the refund mail is queued', async () => {
      const found = await mailIdsOf(order.orderId)
      return found.length >= expected.length ? found : undefined
    })
    removeLater(...ids.map((id) => `mail/${id}`))
    // Give late trigger runs (the order was written several times) the time to queue anything more.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect((await mailIdsOf(order.orderId)).sort()).toEqual(expected)
    const receipt = (await adminDb().doc(`mail/order-${order.orderId}-paymentReceipt-1`).get()).data()!
    expect(receipt['to']).toEqual([order.email])
    expect(receipt['message']['subject']).toMatch(/: Receipt for order #\d+$/)
    expect(receipt['message']['text']).toMatch(/payment received/i)
  })
})

describe("Stripe's charge.refunded event", () => {
  it('applied twice changes the order once (a refund made in the Stripe dashboard)', async () => {
    const order = await placePaid('webhook')
    const event = {
      id: `evt_refund_${run}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `ch_${run}`,
          object: 'charge',
          payment_intent: order.paymentIntent,
          amount: order.paidCents,
          amount_refunded: order.paidCents,
          refunded: true,
        },
      },
    }
    const deliver = () => deliverToWebhook(event)

    expect((await deliver()).outcome).toBe('applied')
    const once = await lifecycleOf(order.orderId)
    expect((await deliver()).outcome).toBe('duplicate')
    const twice = await lifecycleOf(order.orderId)
    expect(twice).toEqual(once)
    // A refund made at the provider changes the payment only: the kitchen's progress stays.
    expect(twice).toMatchObject({
      paymentState: 'refunded',
      fulfilmentState: 'awaitingConfirmation',
      state: 'paid',
    })
    expect(twice.refundedCents).toBe(order.paidCents)
    expect(twice.history.filter((entry) => entry.reason === 'Refunded at the payment provider')).toHaveLength(
      1,
    )
  })
})

describe('a refund while Stripe cannot be reached', () => {
  it('is kept pending, then sent once by the retry sweeper', async () => {
    const order = await placePaid('pending')
    // Nothing listens on this port: every request fails like Stripe being down.
    const unreachable = new Stripe(functionsSecret('STRIPE_SECRET_KEY'), {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    const after = await refundOrder(
      adminDb(),
      order.orderId,
      { id: `down-${run}`, amountCents: 500, reason: 'Stripe down', by: 'admin' },
      unreachable,
    )
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })])
    expect(after.refundPending).toBe(true)
    expect(await refundsAtStripe(order.paymentIntent)).toEqual([])

    // The sweeper leaves refunds that were just asked for to the request itself; later it sends them.
    expect(await retryPendingRefunds(adminDb(), Date.now(), stripe)).toBe(0)
    const later = Date.now() + 5 * 60 * 1000
    await retryPendingRefunds(adminDb(), later, stripe)
    await retryPendingRefunds(adminDb(), later, stripe)
    expect((await refundsAtStripe(order.paymentIntent)).map((found) => found.amount)).toEqual([500])
    const sent = await stored(order.orderId)
    expect(sent.refunds).toEqual([expect.objectContaining({ status: 'sent' })])
    expect(sent.refundPending).toBe(false)
  })
})

describe('money paid for an order already cancelled', () => {
  it('goes back in full, once, by itself', async () => {
    const placed = await placeGuestOrder(file, 'late-payer', orderOf)
    // Cancelled while its payment page was still open (the page is closed at Stripe only a moment later).
    await changeOrderState(adminDb(), { orderId: placed.orderId, to: 'cancelled', actor: 'admin' })
    expect((await payAtStandIn(placed.checkoutUrl, { name: 'Late Payer' })).status).toBe(303)
    const refunded = await eventually('the late payment is refunded', async () => {
      const order = await stored(placed.orderId)
      return order.refunds?.some((refund) => refund.status === 'sent') ? order : undefined
    })
    expect(refunded).toMatchObject({
      paymentState: 'refunded',
      fulfilmentState: 'cancelled',
      state: 'refunded',
    })
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        id: 'paid-after-cancellation',
        amountCents: refunded.paidCents,
        by: 'system',
        status: 'sent',
      }),
    ])
    const atStripe = await refundsAtStripe(refunded.checkoutSession!.payment_intent!)
    expect(atStripe.map((found) => found.amount)).toEqual([refunded.paidCents])
  })

  it.each([
    ['whose history says when it was paid', false],
    ['from before the history was kept', true],
  ])('is not an order paid first and cancelled by the staff, %s', async (_case, withoutHistory) => {
    const order = await placePaid(withoutHistory ? 'staff-cancel-old' : 'staff-cancel')
    if (withoutHistory) await adminDb().doc(`orders/${order.orderId}`).update({ history: [] })
    await changeOrderState(adminDb(), { orderId: order.orderId, to: 'cancelled', actor: 'admin' })
    // The same trigger run refunds (it would) before it queues the cancellation mail.
    const mails = await eventually('the cancellation mail is queued', async () => {
      const ids = await mailIdsOf(order.orderId)
      return ids.some((id) => id.includes('orderCancelled')) ? ids : undefined
    })
    removeLater(...mails.map((id) => `mail/${id}`))
    const after = await stored(order.orderId)
    expect(after).toMatchObject({ paymentState: 'paid', fulfilmentState: 'cancelled' })
    expect(after.refunds ?? []).toEqual([])
    expect(await refundsAtStripe(order.paymentIntent)).toEqual([])
  })
})

describe("a customer's own cancellation", () => {
  it('before the cut-off gets what the policy allows back, and the place goes back to the calendar', async () => {
    const order = await placePaid('cancel')
    const terms = await callOk<{ allowed: boolean; refundCents: number }>('customerCancelTermsCallable', {
      orderId: order.orderId,
      token: order.token,
    })
    // The shared test schedule's policy: half of what was paid comes back.
    expect(sharedTestSchedule().cancellation?.refundPercent).toBe(50)
    expect(terms).toMatchObject({ allowed: true, refundCents: Math.floor(order.paidCents / 2) })

    const cancelled = await callOverHttp<{ order: StoredOrder }>('changeOrderStateCallable', {
      orderId: order.orderId,
      token: order.token,
      to: 'cancelled',
    })
    expect(cancelled.ok).toBe(true)
    const after = await stored(order.orderId)
    expect(after.state).toBe('cancelled')
    expect(after.placeHold?.state).toBe('released')
    expect(after.refunds).toEqual([
      expect.objectContaining({
        id: 'cancellation',
        amountCents: Math.floor(order.paidCents / 2),
        status: 'sent',
        by: 'customer',
      }),
    ])
    expect((await refundsAtStripe(order.paymentIntent)).map((found) => found.amount)).toEqual([
      Math.floor(order.paidCents / 2),
    ])
  })

  it('after the cut-off is refused with the cut-off in words, and nothing changes', async () => {
    const order = await placePaid('late')
    // The fulfilment date is moved to today: its cut-off (the day before at 18:00) has passed.
    await adminDb().doc(`orders/${order.orderId}`).update({ 'fulfilment.date': testToday() })
    const before = await lifecycleOf(order.orderId)
    const refused = await callOverHttp('changeOrderStateCallable', {
      orderId: order.orderId,
      token: order.token,
      to: 'cancelled',
    })
    expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' })
    expect(refused.ok === false && refused.message).toMatch(
      /^Orders can be cancelled online until the cut-off, .+\. Please contact us about this order\.$/,
    )
    expect(await lifecycleOf(order.orderId)).toEqual(before)
    expect(await refundsAtStripe(order.paymentIntent)).toEqual([])
  })
})
