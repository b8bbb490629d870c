// Refunds of an event paid in two payments on the running stack: the deposit on the Stripe stand-in's Checkout page,
// then the balance charged to the saved card by the balance run (called here in the test's process, for this order
// only). A refund larger than the deposit goes back as two provider refunds, the balance's first; asked twice, swept
// again or looked up after a day it is paid out once; the charge.refunded events of both charges add up to the
// order's refunded total; and a cancelled event gets its terms' refund across both payments, whoever cancels it.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chargeClaimedBalance, claimBalance } from '../../functions/src/orders/balance.ts'
import { refundOrderCallableFn } from '../../functions/src/orders/order-callables.ts'
import { refundOrder, retryPendingRefunds, sendRefund } from '../../functions/src/orders/refunds.ts'
import { loadFunctionsEnv } from '../../scripts/lib/functions-env.ts'
import { packageIds } from '../../scripts/seed-data.ts'
import { eventCancellation } from '../../src/shared/orders/event-cancellation.ts'
import { paymentsLeft, splitRefund } from '../../src/shared/orders/refund-split.ts'
import { orderSchema, type Order } from '../../src/shared/schemas/order.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { demoAdminToken } from '../support/auth-emulator.ts'
import { callInProcess } from '../support/call-in-process.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import { placeGuestOrder, removeLater, removeTestData } from '../support/factories.ts'
import { deliverToWebhook, functionsSecret, payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'

const stripe = standInStripe()
const file = testFile(import.meta.url)
const { run } = file
// The demo's garden party: $1,260.00 with tax, a 30 % deposit ($378.00), the $882.00 balance due 14 days before.
const totalCents = 126_000
const depositCents = 37_800
const balanceCents = 88_200
const dayMs = 24 * 60 * 60 * 1000

let adminToken = ''

beforeAll(async () => {
  // The balance receipt's settings (company name, origin) as the functions have them.
  loadFunctionsEnv()
  adminToken = await demoAdminToken()
})

afterAll(removeTestData)

const orderOf = async (orderId: string): Promise<Order> =>
  orderSchema.parse({ ...(await adminDb().doc(`orders/${orderId}`).get()).data(), id: orderId })

interface PaidInTwo {
  orderId: string
  token: string
  deposit: string
  balance: string
}

/** A garden party on the file's `day`, its deposit paid on the stand-in's page and its balance charged to the card. */
async function paidInTwo(label: string, day: number): Promise<PaidInTwo> {
  const placed = await placeGuestOrder(file, label, {
    cartData: [{ chefPackageId: packageIds.gardenParty, quantity: 1 }],
    fulfilment: { date: file.date(day) },
  })
  expect((await payAtStandIn(placed.checkoutUrl)).status).toBe(303)
  const booked = await eventually('the deposit is recorded with the saved card', async () => {
    const current = await orderOf(placed.orderId)
    return current.paymentPlan?.paymentMethodId ? current : undefined
  })
  // The balance run's two steps for this order alone, as of the due date's morning in New York.
  const due = Date.parse(`${booked.paymentPlan!.balanceDueDate}T15:00:00Z`)
  const claimed = await claimBalance(adminDb(), placed.orderId, due)
  expect(await chargeClaimedBalance(adminDb(), stripe, claimed!, due)).toBe('paid')
  const order = await orderOf(placed.orderId)
  const balance = order.paymentPlan!.balancePaymentIntentId!
  removeLater(`payments/${balance}`, `mail/order-${placed.orderId}-balance-paid`)
  expect(order.paidCents).toBe(totalCents)
  return {
    orderId: placed.orderId,
    token: placed.token,
    deposit: order.checkoutSession!.payment_intent!,
    balance,
  }
}

const refundsAt = async (paymentIntent: string) =>
  (await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((refund) => refund.amount)

const refund = (data: Record<string, unknown>) => callOverHttp('refundOrderCallable', data, adminToken)
// Calls meant to overlap run in this process: the Functions emulator serves one request at a time.
const refundAtOnce = (data: Record<string, unknown>) => callInProcess(refundOrderCallableFn, data, adminToken)

/** The charge.refunded events the stand-in sent for an order's payment, once the webhook has recorded each. */
async function chargeRefundedEvents(paymentIntent: string, count: number): Promise<Stripe.Event[]> {
  return eventually(`${count} charge.refunded events of ${paymentIntent}`, async () => {
    const found: Stripe.Event[] = []
    for await (const event of stripe.events.list({ type: 'charge.refunded', limit: 100 })) {
      if ((event.data.object as Stripe.Charge).payment_intent === paymentIntent) found.push(event)
      if (found.length === count) break
    }
    if (found.length < count) return undefined
    const recorded = await Promise.all(found.map((event) => adminDb().doc(`stripeEvents/${event.id}`).get()))
    removeLater(...found.map((event) => `stripeEvents/${event.id}`))
    return recorded.every((snapshot) => snapshot.exists) ? found : undefined
  })
}

describe('a refund larger than the deposit of an event paid in two', () => {
  let paid: PaidInTwo

  beforeAll(async () => {
    paid = await paidInTwo('split', 0)
  })

  it('goes back as two provider refunds, the balance first, and is paid out once however often it is asked', async () => {
    const ask = {
      orderId: paid.orderId,
      amountCents: 100_000,
      reason: 'Smaller party',
      requestKey: `big-${run}`,
    }
    const answers = await Promise.all([refundAtOnce(ask), refundAtOnce(ask)])
    expect(answers.map((answer) => answer.ok)).toEqual([true, true])
    expect(await refundsAt(paid.balance)).toEqual([balanceCents])
    expect(await refundsAt(paid.deposit)).toEqual([100_000 - balanceCents])

    const order = await orderOf(paid.orderId)
    const [balanceRefund] = (await stripe.refunds.list({ payment_intent: paid.balance })).data
    const [depositRefund] = (await stripe.refunds.list({ payment_intent: paid.deposit })).data
    expect(order.refunds).toEqual([
      expect.objectContaining({
        id: ask.requestKey,
        amountCents: 100_000,
        status: 'sent',
        parts: [
          { paymentIntentId: paid.balance, amountCents: balanceCents, providerRefundId: balanceRefund!.id },
          { paymentIntentId: paid.deposit, amountCents: 11_800, providerRefundId: depositRefund!.id },
        ],
      }),
    ])
    expect(order.refunds[0]!.providerRefundId).toBeUndefined()
    expect(depositRefund!.metadata).toEqual({ orderId: paid.orderId, refundId: ask.requestKey })
    expect(order).toMatchObject({ paymentState: 'partiallyRefunded', refundPending: false })

    // Asked again, sent again and swept: nothing more goes out.
    expect((await refund(ask)).ok).toBe(true)
    expect(await sendRefund(adminDb(), paid.orderId, ask.requestKey, stripe)).toBe('sent')
    await retryPendingRefunds(adminDb(), Date.now() + 5 * 60 * 1000, stripe)
    expect(await refundsAt(paid.balance)).toEqual([balanceCents])
    expect(await refundsAt(paid.deposit)).toEqual([11_800])
  })

  it("adds up both charges' charge.refunded events, each applied once, whatever order they come in", async () => {
    const [balanceEvent] = await chargeRefundedEvents(paid.balance, 1)
    const [depositEvent] = await chargeRefundedEvents(paid.deposit, 1)
    const order = await orderOf(paid.orderId)
    expect(order.refundedCents).toBe(100_000)
    expect(order.refundedCentsByPayment).toEqual({ [paid.balance]: balanceCents, [paid.deposit]: 11_800 })
    // Both refunds were the order's own: the provider's word adds no history of its own.
    expect(order.history.filter((entry) => entry.reason === 'Refunded at the payment provider')).toEqual([])

    expect((await deliverToWebhook(balanceEvent!)).outcome).toBe('duplicate')
    expect((await deliverToWebhook(depositEvent!)).outcome).toBe('duplicate')
    // An older event of the balance's charge, arriving late: it tells nothing new and overwrites nothing.
    const late = {
      ...balanceEvent!,
      id: `evt_late_${run}`,
      data: { object: { ...(balanceEvent!.data.object as Stripe.Charge), amount_refunded: 40_000 } },
    }
    removeLater(`stripeEvents/${late.id}`)
    expect((await deliverToWebhook(late)).outcome).toBe('unchanged')
    const after = await orderOf(paid.orderId)
    expect(after.refundedCents).toBe(100_000)
    expect(after.refundedCentsByPayment).toEqual(order.refundedCentsByPayment)
  })

  it('sends what is left from the deposit alone, with its own key, and refuses more than was paid', async () => {
    const ask = { orderId: paid.orderId, amountCents: 20_000, reason: 'Goodwill', requestKey: `rest-${run}` }
    expect((await refund(ask)).ok).toBe(true)
    expect(await refundsAt(paid.balance)).toEqual([balanceCents])
    expect((await refundsAt(paid.deposit)).sort()).toEqual([11_800, 20_000])
    const order = await orderOf(paid.orderId)
    const one = order.refunds.find((found) => found.id === ask.requestKey)!
    // One provider refund: its id is on the refund itself too, as on an order paid once.
    expect(one).toMatchObject({
      status: 'sent',
      parts: [{ paymentIntentId: paid.deposit, amountCents: 20_000 }],
    })
    expect(one.providerRefundId).toBe(one.parts![0]!.providerRefundId)

    const tooMuch = await refund({ ...ask, amountCents: 6_001, requestKey: `much-${run}` })
    expect(tooMuch).toMatchObject({
      ok: false,
      fields: { amountCents: 'You can refund at most $60.00: that is what is left of what was paid.' },
    })
  })
})

describe('a split refund while Stripe cannot be reached', () => {
  it('is kept pending with both parts, then sent part by part, once, by the retry sweeper', async () => {
    const paid = await paidInTwo('sweep', 1)
    // Nothing listens on this port: every request fails like Stripe being down.
    const unreachable = new Stripe(functionsSecret('STRIPE_SECRET_KEY'), {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    const pending = await refundOrder(
      adminDb(),
      paid.orderId,
      { id: `down-${run}`, amountCents: totalCents, reason: 'Event called off', by: 'admin' },
      unreachable,
    )
    expect(pending.refunds).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        parts: [
          { paymentIntentId: paid.balance, amountCents: balanceCents },
          { paymentIntentId: paid.deposit, amountCents: depositCents },
        ],
      }),
    ])
    expect(pending).toMatchObject({ paymentState: 'refunded', refundPending: true })

    const later = Date.now() + 5 * 60 * 1000
    await retryPendingRefunds(adminDb(), later, stripe)
    await retryPendingRefunds(adminDb(), later, stripe)
    expect(await refundsAt(paid.balance)).toEqual([balanceCents])
    expect(await refundsAt(paid.deposit)).toEqual([depositCents])
    const sent = await orderOf(paid.orderId)
    expect(sent.refunds[0]).toMatchObject({ status: 'sent' })
    expect(sent.refunds[0]!.parts!.map((part) => part.providerRefundId)).toEqual([
      expect.stringMatching(/^re_/),
      expect.stringMatching(/^re_/),
    ])
    expect(sent).toMatchObject({ paymentState: 'refunded', refundPending: false })
    const refunded = await eventually('both charges report their refunds', async () => {
      const current = await orderOf(paid.orderId)
      return current.refundedCents === totalCents ? current : undefined
    })
    expect(refunded.refundedCentsByPayment).toEqual({
      [paid.balance]: balanceCents,
      [paid.deposit]: depositCents,
    })
    await chargeRefundedEvents(paid.balance, 1)
    await chargeRefundedEvents(paid.deposit, 1)
  })

  it('after a day, finds the part Stripe already has by the refund id and sends only the other', async () => {
    const paid = await paidInTwo('late', 4)
    const order = await orderOf(paid.orderId)
    const refundId = `late-${run}`
    // The balance's part reached Stripe two days ago, but its answer was lost; Stripe has forgotten the key since.
    const reached = await stripe.refunds.create({
      payment_intent: paid.balance,
      amount: balanceCents,
      metadata: { orderId: paid.orderId, refundId },
    })
    // The refund as it was recorded then, both parts still waiting (written at once, so no sweep sees it younger).
    await adminDb()
      .doc(`orders/${paid.orderId}`)
      .update({
        refunds: [
          {
            id: refundId,
            amountCents: totalCents,
            reason: 'Event called off',
            by: 'admin',
            at: Date.now() - 2 * dayMs,
            status: 'pending',
            parts: splitRefund(paymentsLeft(order), totalCents),
            attempts: 3,
            lastError: 'An error occurred with our connection to Stripe.',
          },
        ],
        refundPending: true,
      })

    await retryPendingRefunds(adminDb(), Date.now(), stripe)
    await retryPendingRefunds(adminDb(), Date.now(), stripe)
    expect(await refundsAt(paid.balance)).toEqual([balanceCents])
    expect(await refundsAt(paid.deposit)).toEqual([depositCents])
    const sent = await orderOf(paid.orderId)
    expect(sent.refunds[0]).toMatchObject({ status: 'sent' })
    expect(sent.refunds[0]!.parts![0]!.providerRefundId).toBe(reached.id)
    expect(sent.refundPending).toBe(false)
    await chargeRefundedEvents(paid.balance, 1)
    await chargeRefundedEvents(paid.deposit, 1)
  })
})

/** Terms that give everything back this far ahead, the deposit included. */
async function everythingBack(orderId: string): Promise<void> {
  await adminDb()
    .doc(`orders/${orderId}`)
    .update({
      'paymentPlan.cancellationTerms': {
        depositRefundable: true,
        bands: [{ daysBefore: 0, refundPercent: 100 }],
        summary: 'Everything back until the day.',
      },
    })
}

/** The order reads cancelled and refunded, with both payments given back in full at the stand-in. */
async function expectRefundedInFull(paid: PaidInTwo, refundId: string): Promise<void> {
  expect(await refundsAt(paid.balance)).toEqual([balanceCents])
  expect(await refundsAt(paid.deposit)).toEqual([depositCents])
  expect(await orderOf(paid.orderId)).toMatchObject({
    fulfilmentState: 'cancelled',
    paymentState: 'refunded',
    state: 'refunded',
    refunds: [expect.objectContaining({ id: refundId, amountCents: totalCents, status: 'sent' })],
  })
  await chargeRefundedEvents(paid.balance, 1)
  await chargeRefundedEvents(paid.deposit, 1)
  expect((await orderOf(paid.orderId)).refundedCents).toBe(totalCents)
}

describe('cancelling an event paid in two by its terms', () => {
  it("by the staff: the terms' refund on the refund form goes back across both payments", async () => {
    const paid = await paidInTwo('staff-terms', 2)
    await everythingBack(paid.orderId)
    const cancelled = await callOverHttp(
      'changeOrderStateCallable',
      { orderId: paid.orderId, to: 'cancelled' },
      adminToken,
    )
    expect(cancelled.ok).toBe(true)
    // What the order page's refund form starts at.
    const figure = eventCancellation(await orderOf(paid.orderId), Date.now())!.refundCents
    expect(figure).toBe(totalCents)
    const refunded = await refund({
      orderId: paid.orderId,
      amountCents: figure,
      reason: "The event's terms",
      requestKey: `terms-${run}`,
    })
    expect(refunded.ok).toBe(true)
    await expectRefundedInFull(paid, `terms-${run}`)
  })

  it("by the customer: the cancellation's own refund, as previewed, goes back across both payments", async () => {
    const paid = await paidInTwo('customer-terms', 3)
    await everythingBack(paid.orderId)
    const preview = await callOk<{ refundCents: number }>('customerCancelTermsCallable', {
      orderId: paid.orderId,
      token: paid.token,
    })
    expect(preview.refundCents).toBe(totalCents)
    const cancelled = await callOverHttp('changeOrderStateCallable', {
      orderId: paid.orderId,
      token: paid.token,
      to: 'cancelled',
    })
    expect(cancelled.ok).toBe(true)
    await expectRefundedInFull(paid, 'cancellation')
  })
})
