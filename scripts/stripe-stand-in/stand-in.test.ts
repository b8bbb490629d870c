// The stand-in's behaviour over time, driven as the product and a browser drive Stripe: the hosted page, the
// webhooks that follow it asynchronously (with retries), delayed and declined payments, and expiry.
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { declineMessage } from './checkout-payment.ts'
import { decodeForm } from './form-encoding.ts'
import {
  sdk,
  sessionParams,
  startHarness,
  submitPayPage,
  webhookSecret,
  type Harness,
} from './test-harness.ts'
import { startStandIn } from './stand-in.ts'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())
beforeEach(async () => {
  // Deliveries a previous test caused (settling payments included) must not land in this one.
  await new Promise((resolve) => setTimeout(resolve, 80))
  await harness.standIn.webhooksSettled()
  harness.received.length = 0
})

const checkoutEvents = () =>
  harness.received.filter((event) => event.type.startsWith('checkout.session.')).map((event) => event.type)

/** Waits, up to 10 s, for the checkout events delivered to be `expected`: a payment settles on a timer. */
const settlesWithCheckoutEvents = (expected: string[]) =>
  vi.waitFor(
    async () => {
      await harness.standIn.webhooksSettled()
      expect(checkoutEvents()).toEqual(expected)
    },
    { timeout: 10_000 },
  )

describe('form encoding', () => {
  it('decodes bracketed keys into objects and arrays, as the SDK encodes them', () => {
    expect(
      decodeForm(
        'line_items[0][price_data][unit_amount]=100&line_items[0][quantity]=2&expand[]=line_items&metadata[orderId]=o1&mode=payment',
      ),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '100' }, quantity: '2' }],
      expand: ['line_items'],
      metadata: { orderId: 'o1' },
      mode: 'payment',
    })
  })
})

describe('the hosted pay page', () => {
  it('shows the order summary and the test payment methods', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-page'))
    const html = await (await fetch(session.url!)).text()
    expect(html).toContain('Pappardelle Supper')
    expect(html).toMatch(/<button class="pay" type="submit">Pay \$462\.00<\/button>/)
    expect(html).toContain('value="card_declined"')
    expect(html).toContain('value="card_declines_later"')
    expect(html).toContain('value="card_authentication_required"')
    expect(html).toContain('value="bank_debit"')
  })

  it('a session made for a Customer takes the receipt address from it and asks for none', async () => {
    const customer = await harness.stripe.customers.create({ email: 'known@example.com' })
    const session = await harness.stripe.checkout.sessions.create({
      ...sessionParams('order-customer'),
      customer_email: undefined,
      customer: customer.id,
    })
    const html = await (await fetch(session.url!)).text()
    expect(html).toContain('Receipt to <strong>known@example.com</strong>')
    expect(html).not.toContain('name="email"')
    expect((await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })).status).toBe(303)
    const after = await harness.stripe.checkout.sessions.retrieve(session.id)
    expect(after.customer_details?.email).toBe('known@example.com')
  })

  it('a card payment redirects at once; the webhook arrives afterwards, never inside the request', async () => {
    const slow = await startHarness({ webhookDelayMs: 400 })
    try {
      const session = await slow.stripe.checkout.sessions.create(sessionParams('order-card'))
      const paid = await submitPayPage(slow.standIn, session.id, {
        payment_method: 'card',
        name: 'Ada Guest',
      })
      expect(paid.status).toBe(303)
      expect(paid.headers.get('location')).toBe('http://app.test/checkout-complete?orderId=order-card')
      // The customer is back; Stripe already reports the payment, but no webhook has arrived yet.
      const after = await slow.stripe.checkout.sessions.retrieve(session.id)
      expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', url: null })
      expect(after.customer_details).toMatchObject({ email: 'guest@example.com', name: 'Ada Guest' })
      expect(slow.received).toHaveLength(0)
      await slow.standIn.webhooksSettled()
      const completed = slow.received.find((event) => event.type === 'checkout.session.completed')
      expect(completed?.data.object).toMatchObject({ id: session.id, payment_status: 'paid' })
    } finally {
      await slow.close()
    }
  })

  it('a declined card keeps the customer on the page with the decline, and nothing completes', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-declined'))
    const declined = await submitPayPage(harness.standIn, session.id, { payment_method: 'card_declined' })
    // Stripe shows the decline on its page: a normal page load, not an HTTP error.
    expect(declined.status).toBe(200)
    const html = await declined.text()
    expect(html).toContain(declineMessage)
    expect(html).toContain('role="alert"')
    await harness.standIn.webhooksSettled()
    expect(checkoutEvents()).toEqual([])
    expect(await harness.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    })
    // A second try with a good card goes through.
    expect((await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })).status).toBe(303)
  })

  it('a bank debit completes unpaid, then succeeds later (async_payment_succeeded)', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-debit'))
    expect((await submitPayPage(harness.standIn, session.id, { payment_method: 'bank_debit' })).status).toBe(
      303,
    )
    const pending = await harness.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    })
    expect(pending).toMatchObject({ status: 'complete', payment_status: 'unpaid' })
    expect((pending.payment_intent as Stripe.PaymentIntent).status).toBe('processing')
    // The debit settles on a timer: waited for, not slept through (a busy machine fires timers late).
    await settlesWithCheckoutEvents([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ])
    const [completed, succeeded] = harness.received.filter((event) => event.type.startsWith('checkout.'))
    expect((completed!.data.object as Stripe.Checkout.Session).payment_status).toBe('unpaid')
    expect((succeeded!.data.object as Stripe.Checkout.Session).payment_status).toBe('paid')
  })

  it('a bank debit that fails sends async_payment_failed and leaves the session unpaid', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-debit-fails'))
    await submitPayPage(harness.standIn, session.id, { payment_method: 'bank_debit_fails' })
    await settlesWithCheckoutEvents(['checkout.session.completed', 'checkout.session.async_payment_failed'])
    const after = await harness.stripe.checkout.sessions.retrieve(session.id)
    expect(after).toMatchObject({ status: 'complete', payment_status: 'unpaid' })
    const intent = await harness.stripe.paymentIntents.retrieve(String(after.payment_intent))
    expect(intent.status).toBe('requires_payment_method')
    expect(intent.latest_charge).toBeNull()
  })

  it('paying twice is refused; Cancel goes back to cancel_url and leaves the session open', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-twice'))
    const cancelled = await submitPayPage(harness.standIn, session.id, {}, 'cancel')
    expect(cancelled.headers.get('location')).toBe('http://app.test/order-status/order-twice')
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    const twice = await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    expect(twice.status).toBe(409)
    expect(await twice.text()).toContain('This checkout session is complete.')
  })
})

describe('webhook delivery', () => {
  it('retries a failed delivery with back-off until the endpoint accepts it', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-retry'))
    harness.failNext(2)
    await harness.stripe.checkout.sessions.expire(session.id)
    await harness.standIn.webhooksSettled()
    const delivery = harness.standIn.webhooks.find(
      (item) => item.objectId === session.id && item.type === 'checkout.session.expired',
    )
    expect(delivery).toMatchObject({ delivered: true, attempts: 3, status: 200 })
    expect(checkoutEvents()).toEqual(['checkout.session.expired'])
  })

  it('sends only the event types the endpoint subscribes to; every event is still listed', async () => {
    const subscribed = await startHarness({ webhookEvents: ['checkout.session.*'] })
    try {
      const session = await subscribed.stripe.checkout.sessions.create(sessionParams('order-subscribed'))
      await submitPayPage(subscribed.standIn, session.id, { payment_method: 'card' })
      await subscribed.standIn.webhooksSettled()
      expect(subscribed.received.map((event) => event.type)).toEqual(['checkout.session.completed'])
      const listed = await subscribed.stripe.events.list({ limit: 100 })
      expect(listed.data.map((event) => event.type)).toEqual(
        expect.arrayContaining([
          'payment_intent.succeeded',
          'charge.succeeded',
          'checkout.session.completed',
        ]),
      )
    } finally {
      await subscribed.close()
    }
  })

  it('gives up after the configured attempts and records the last error', async () => {
    const session = await harness.stripe.checkout.sessions.create(sessionParams('order-give-up'))
    harness.failNext(10)
    await harness.stripe.checkout.sessions.expire(session.id)
    await harness.standIn.webhooksSettled()
    harness.failNext(0)
    const delivery = harness.standIn.webhooks.find((item) => item.objectId === session.id)
    expect(delivery).toMatchObject({ delivered: false, attempts: 4, status: 500 })
    expect(delivery?.error).toContain('HTTP 500')
  })
})

describe('expiry', () => {
  it('sessions expire by themselves after the configured lifetime and announce it', async () => {
    const shortLived = await startStandIn({
      port: 0,
      webhookSecret,
      webhookUrl: null,
      sessionTtlSeconds: 1,
      log: () => {},
    })
    try {
      const client = sdk('sk_test_any', shortLived.url)
      const session = await client.checkout.sessions.create(sessionParams('order-ttl'))
      expect(session.expires_at - session.created).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 2_100))
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe('expired')
      const events = await client.events.list({ type: 'checkout.session.expired' })
      expect(events.data.map((event) => (event.data.object as Stripe.Checkout.Session).id)).toContain(
        session.id,
      )
    } finally {
      await shortLived.close()
    }
  })
})
