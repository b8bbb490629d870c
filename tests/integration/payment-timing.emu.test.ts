// Payment timing on the running stack, as on Stripe: the customer is back from the hosted page before the webhook
// arrives, webhooks come late and more than once, and a bank debit fails after the checkout completed. The order
// must tell the truth at every moment and change only once per piece of news.
import type Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { adminDb, eventually } from '../support/admin.ts'
import { callOk, functionsUrl } from '../support/call-over-http.ts'
import { placeGuestOrder, removeTestData } from '../support/factories.ts'
import { functionsSecret, payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'

const stripe = standInStripe()
const file = testFile(import.meta.url)
const cleanup: string[] = []
afterAll(async () => {
  await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
  await removeTestData()
})

interface StoredOrder {
  checkoutSession: {
    checkoutSessionId: string
    status: string
    payment_status: string
    payment_failed?: boolean
  }
  paymentId?: string
  updateStamp?: number
}

const placeOrder = (label: string) => placeGuestOrder(file, label)

async function pay(checkoutUrl: string, paymentMethod: string) {
  expect((await payAtStandIn(checkoutUrl, { paymentMethod, name: 'Timing Guest' })).status).toBe(303)
}

const order = async (orderId: string) =>
  (await adminDb().doc(`orders/${orderId}`).get()).data() as StoredOrder
/** What the order page's loader does when the customer lands on it. */
const customerIsBack = (orderId: string, token: string) =>
  callOk<{ order: StoredOrder }>('getCheckoutSessionCallable', { orderId, token })

/** The processed-event record of `type` for a session, once the product has handled the webhook. */
const processed = (sessionId: string, type: string) =>
  eventually(`${type} processed for ${sessionId}`, async () => {
    const found = await adminDb()
      .collection('stripeEvents')
      .where('checkoutSessionId', '==', sessionId)
      .where('type', '==', type)
      .get()
    found.docs.forEach((doc) => cleanup.push(`stripeEvents/${doc.id}`))
    return found.docs[0]?.data() as { outcome: string } | undefined
  })

describe('payment timing', () => {
  it('a customer back before the webhook sees the payment; the late webhook changes nothing more', async () => {
    const placed = await placeOrder('back-first')
    // The order page was opened once before paying (warm), as a customer would have it.
    await customerIsBack(placed.orderId, placed.token)
    await pay(placed.checkoutUrl, 'card')
    // Back on the order page at once: the webhook is still on its way; Stripe already says paid.
    expect((await order(placed.orderId)).checkoutSession.status).toBe('open')
    const seen = await customerIsBack(placed.orderId, placed.token)
    expect(seen.order.checkoutSession).toMatchObject({ status: 'complete', payment_status: 'paid' })
    const payment = (await adminDb().doc(`payments/${placed.sessionId}`).get()).data()
    expect(payment).toMatchObject({ orderId: placed.orderId, recordedFrom: 'checkout session retrieve' })
    const afterReturn = await order(placed.orderId)

    // Same state as recorded (`unchanged`), or reported before the retrieve (`older-event`): nothing to apply.
    const late = await processed(placed.sessionId, 'checkout.session.completed')
    expect(['unchanged', 'older-event']).toContain(late.outcome)
    expect((await order(placed.orderId)).updateStamp).toBe(afterReturn.updateStamp)
  })

  it('a webhook that arrives twice and late changes the order once', async () => {
    const placed = await placeOrder('twice')
    await pay(placed.checkoutUrl, 'card')
    expect((await processed(placed.sessionId, 'checkout.session.completed')).outcome).toBe('applied')
    const paid = await order(placed.orderId)
    expect(paid).toMatchObject({ paymentId: placed.sessionId, checkoutSession: { payment_status: 'paid' } })

    // Stripe delivers the same event again, later (a retry after a lost answer). Other files pay meanwhile: the
    // event is looked for among the latest hundred.
    const [event] = (
      await stripe.events.list({ type: 'checkout.session.completed', limit: 100 })
    ).data.filter((item) => (item.data.object as Stripe.Checkout.Session).id === placed.sessionId)
    const payload = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: functionsSecret('STRIPE_WEBHOOK_SECRET'),
    })
    const again = await fetch(`${functionsUrl}/stripeWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    expect(await again.json()).toMatchObject({ received: true, outcome: 'duplicate' })
    expect((await order(placed.orderId)).updateStamp).toBe(paid.updateStamp)
  })

  it('a bank debit that fails after the checkout completed marks the payment failed, with no payment record', async () => {
    const placed = await placeOrder('debit-fails')
    await pay(placed.checkoutUrl, 'bank_debit_fails')
    const seen = await customerIsBack(placed.orderId, placed.token)
    expect(seen.order.checkoutSession).toMatchObject({ status: 'complete', payment_status: 'unpaid' })
    expect(seen.order.checkoutSession.payment_failed).toBeUndefined()

    expect((await processed(placed.sessionId, 'checkout.session.async_payment_failed')).outcome).toBe(
      'applied',
    )
    expect((await order(placed.orderId)).checkoutSession).toMatchObject({
      status: 'complete',
      payment_failed: true,
    })
    expect((await adminDb().doc(`payments/${placed.sessionId}`).get()).exists).toBe(false)
  })

  it('a bank debit that clears later records the payment from async_payment_succeeded', async () => {
    const placed = await placeOrder('debit-clears')
    await pay(placed.checkoutUrl, 'bank_debit')
    expect((await processed(placed.sessionId, 'checkout.session.async_payment_succeeded')).outcome).toBe(
      'applied',
    )
    expect((await order(placed.orderId)).checkoutSession.payment_status).toBe('paid')
    const payment = (await adminDb().doc(`payments/${placed.sessionId}`).get()).data()
    expect(payment).toMatchObject({ recordedFrom: 'webhook checkout.session.async_payment_succeeded' })
  })
})
