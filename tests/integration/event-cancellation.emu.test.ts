// A customer cancels an event order on the running stack: the server refunds what the order's cancellation terms
// give (the same figure its preview said), whatever amount the browser names, keeps the deposit, and stops the
// balance in the same write; staff cancelling wait while the balance is being charged, and stop it too. Paid for at
// the Stripe stand-in, so the refund is seen where the money is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { daysBetween } from '../../src/shared/orders/event-cancellation.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import { placeEventOrder, removeTestData } from '../support/factories.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'
import { testToday } from '../support/test-schedule.ts'

const stripe = standInStripe()
const file = testFile(import.meta.url)

let adminToken = ''

beforeAll(async () => {
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  adminToken = await idTokenFor(admin.email, admin.password)
})

afterAll(removeTestData)

interface StoredEventOrder {
  state: string
  fulfilmentState?: string
  paymentState?: string
  paidCents: number
  refunds: Array<{ id: string; amountCents: number; status: string; by: string }>
  paymentPlan: { balanceState: string; depositCents: number }
}

const stored = async (orderId: string) =>
  (await adminDb().doc(`orders/${orderId}`).get()).data() as StoredEventOrder

/** Terms whose half-refund band is the one today's cancellation falls in, whatever day the suite runs. */
function termsForToday() {
  const daysAhead = daysBetween(testToday(), file.date(0))
  return {
    depositRefundable: false,
    bands: [
      { daysBefore: daysAhead + 1, refundPercent: 100 },
      { daysBefore: daysAhead, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    summary: 'The deposit secures the date.',
  }
}

interface Terms {
  allowed: boolean
  refundCents: number
  event?: { refundCents: number; depositKeptCents: number; balanceStoppedCents: number }
}

describe("a customer's cancellation of an event", () => {
  it('refunds what the terms give, as previewed, keeps the deposit and ignores an amount from the browser', async () => {
    const order = await placeEventOrder(file, 'paid-up', { balance: 'paid', terms: termsForToday() })
    const expected = Math.floor((order.paidCents - order.depositCents) / 2)
    expect(expected).toBeGreaterThan(0)

    const preview = await callOk<Terms>('customerCancelTermsCallable', {
      orderId: order.orderId,
      token: order.token,
    })
    expect(preview).toMatchObject({
      allowed: true,
      refundCents: expected,
      event: { refundCents: expected, depositKeptCents: order.depositCents, balanceStoppedCents: 0 },
    })

    // A browser that names its own refund: the server reads only which order and what it becomes.
    const cancelled = await callOverHttp('changeOrderStateCallable', {
      orderId: order.orderId,
      token: order.token,
      to: 'cancelled',
      refundCents: order.paidCents,
      amountCents: order.paidCents,
    })
    expect(cancelled.ok).toBe(true)
    const after = await eventually('the refund is sent', async () => {
      const found = await stored(order.orderId)
      return found.refunds.some((refund) => refund.status === 'sent') ? found : undefined
    })
    expect(after).toMatchObject({ fulfilmentState: 'cancelled', paymentState: 'partiallyRefunded' })
    expect(after.refunds).toEqual([
      expect.objectContaining({ id: 'cancellation', amountCents: expected, by: 'customer', status: 'sent' }),
    ])
    // The balance was paid: there is nothing left for the balance run to stop.
    expect(after.paymentPlan.balanceState).toBe('paid')
    const atStripe = await stripe.refunds.list({ payment_intent: order.paymentIntent })
    expect(atStripe.data.map((refund) => refund.amount)).toEqual([expected])
  })

  it('with the balance still to charge: nothing comes back, the deposit is kept and the balance is cancelled', async () => {
    const order = await placeEventOrder(file, 'deposit-only', { terms: termsForToday() })
    const preview = await callOk<Terms>('customerCancelTermsCallable', {
      orderId: order.orderId,
      token: order.token,
    })
    expect(preview).toMatchObject({
      allowed: true,
      refundCents: 0,
      event: { depositKeptCents: order.depositCents },
    })
    expect(preview.event?.balanceStoppedCents).toBeGreaterThan(0)

    const cancelled = await callOverHttp('changeOrderStateCallable', {
      orderId: order.orderId,
      token: order.token,
      to: 'cancelled',
      amountCents: order.paidCents,
    })
    expect(cancelled.ok).toBe(true)
    const after = await stored(order.orderId)
    expect(after).toMatchObject({
      fulfilmentState: 'cancelled',
      paymentState: 'paid',
      paidCents: order.depositCents,
      refunds: [],
      paymentPlan: { balanceState: 'cancelled' },
    })
    expect((await stripe.refunds.list({ payment_intent: order.paymentIntent })).data).toEqual([])
  })
})

describe('staff cancelling an event', () => {
  it('waits while the balance is being charged, then stops the balance with the cancellation', async () => {
    const order = await placeEventOrder(file, 'charging')
    const ref = adminDb().doc(`orders/${order.orderId}`)
    await ref.update({ 'paymentPlan.balanceState': 'charging' })
    const refused = await callOverHttp(
      'changeOrderStateCallable',
      { orderId: order.orderId, to: 'cancelled' },
      adminToken,
    )
    expect(refused).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'The balance of this order is being charged right now. Please try again in a few minutes.',
    })
    expect(await stored(order.orderId)).toMatchObject({
      fulfilmentState: 'awaitingConfirmation',
      paymentPlan: { balanceState: 'charging' },
    })

    // The charge was declined: the balance is still owed until the order is cancelled.
    await ref.update({ 'paymentPlan.balanceState': 'declined' })
    const cancelled = await callOverHttp(
      'changeOrderStateCallable',
      { orderId: order.orderId, to: 'cancelled' },
      adminToken,
    )
    expect(cancelled.ok).toBe(true)
    expect(await stored(order.orderId)).toMatchObject({
      fulfilmentState: 'cancelled',
      refunds: [],
      paymentPlan: { balanceState: 'cancelled' },
    })
  })
})
