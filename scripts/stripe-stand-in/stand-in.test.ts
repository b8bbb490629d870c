// @vitest-environment node
// The stand-in driven exactly as the product drives Stripe: through the official SDK (host/port/protocol).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decodeForm } from './form-encoding.ts'
import { startStandIn, type RunningStandIn } from './stand-in.ts'

const secretKey = 'sk_test_unit'
const webhookSecret = 'whsec_unit_test'

let standIn: RunningStandIn
let stripe: Stripe
let receiver: Server
const received: Array<{ event: Stripe.Event | null; error: string | null }> = []

function sdk(key: string, url: string): Stripe {
  const { hostname, port } = new URL(url)
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 })
}

const params = (orderId: string, unitAmount = 22_000): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: {
        currency: 'usd',
        unit_amount: unitAmount,
        product_data: { name: 'Pappardelle Supper', metadata: { cpId: 'pkg-pappardelle' } },
      },
      quantity: 2,
    },
    {
      price_data: { currency: 'usd', unit_amount: 2_200, product_data: { name: 'Sales tax (5%)' } },
      quantity: 1,
    },
  ],
  customer_email: 'guest@example.com',
  success_url: `http://app.test/checkout-complete?orderId=${orderId}&session={CHECKOUT_SESSION_ID}`,
  cancel_url: `http://app.test/order-status/${orderId}`,
  metadata: { orderId },
})

beforeAll(async () => {
  // A stand-in for the product's webhook endpoint: verifies each delivery like the real one does.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        const event = stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(request.headers['stripe-signature']),
          webhookSecret,
        )
        received.push({ event, error: null })
        response.writeHead(200).end('{}')
      } catch (error) {
        received.push({ event: null, error: (error as Error).message })
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stripeWebhook`
  standIn = await startStandIn({ port: 0, secretKey, webhookSecret, webhookUrl, log: () => {} })
  stripe = sdk(secretKey, standIn.url)
})

afterAll(async () => {
  await standIn?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

beforeEach(() => {
  received.length = 0
})

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

describe('Checkout Sessions through the official SDK', () => {
  it('creates an open session with amounts in cents, metadata and a hosted page URL', async () => {
    const session = await stripe.checkout.sessions.create({ ...params('order-a'), expand: ['line_items'] })
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: 'usd',
      amount_subtotal: 46_200,
      amount_total: 46_200,
      customer_email: 'guest@example.com',
      metadata: { orderId: 'order-a' },
    })
    expect(session.url).toBe(`${standIn.url}/pay/${session.id}`)
    expect(session.expires_at - session.created).toBe(86_400)
    expect(
      session.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total]),
    ).toEqual([
      ['Pappardelle Supper', 2, 44_000],
      ['Sales tax (5%)', 1, 2_200],
    ])
  })

  it('honours Idempotency-Key: the same request returns the same session, other parameters are refused', async () => {
    const key = `order-b:checkout:1:${Date.now()}`
    const first = await stripe.checkout.sessions.create(params('order-b'), { idempotencyKey: key })
    const again = await stripe.checkout.sessions.create(params('order-b'), { idempotencyKey: key })
    expect(again.id).toBe(first.id)
    await expect(
      stripe.checkout.sessions.create(params('order-b', 1), { idempotencyKey: key }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    })
  })

  it('retrieves a session with expand[]=line_items and lists its line items', async () => {
    const created = await stripe.checkout.sessions.create(params('order-c'))
    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] })
    expect(session.line_items?.data).toHaveLength(2)
    const items = await stripe.checkout.sessions.listLineItems(created.id)
    expect(items.data[0]).toMatchObject({
      description: 'Pappardelle Supper',
      quantity: 2,
      amount_subtotal: 44_000,
    })
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
    })
  })

  it('refuses what Stripe refuses: no line items, fractional amounts, a live or wrong key', async () => {
    await expect(stripe.checkout.sessions.create({ ...params('o'), line_items: [] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    })
    const fractional = params('o')
    fractional.line_items![0]!.price_data!.unit_amount = 10.5
    await expect(stripe.checkout.sessions.create(fractional)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'line_items[0][price_data][unit_amount]',
    })
    await expect(
      sdk('sk_live_nope', standIn.url).checkout.sessions.create(params('o')),
    ).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    })
  })

  it('hosted page: shows the order summary; Pay completes the session, signs a webhook and redirects', async () => {
    const session = await stripe.checkout.sessions.create(params('order-d'))
    const pageHtml = await (await fetch(session.url!)).text()
    expect(pageHtml).toContain('Pappardelle Supper')
    expect(pageHtml).toContain('$462.00')
    expect(pageHtml).toMatch(/<button class="pay" type="submit">Pay \$462\.00<\/button>/)

    const paid = await fetch(`${standIn.url}/pay/${session.id}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `http://app.test/checkout-complete?orderId=order-d&session=${session.id}`,
    )

    const after = await stripe.checkout.sessions.retrieve(session.id)
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', url: null })
    expect(after.payment_intent).toMatch(/^pi_/)
    expect(received).toHaveLength(1)
    expect(received[0]!.error).toBeNull()
    expect(received[0]!.event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.id, payment_status: 'paid' } },
    })

    // Paying twice is refused; the page says the session is complete.
    const twice = await fetch(`${standIn.url}/pay/${session.id}/pay`, { method: 'POST', redirect: 'manual' })
    expect(twice.status).toBe(409)
    expect(await twice.text()).toContain('This checkout session is complete.')
  })

  it('Cancel goes back to cancel_url and leaves the session open', async () => {
    const session = await stripe.checkout.sessions.create(params('order-e'))
    const cancelled = await fetch(`${standIn.url}/pay/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(cancelled.headers.get('location')).toBe('http://app.test/order-status/order-e')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')
  })

  it('the expire endpoint expires an open session once and sends checkout.session.expired', async () => {
    const session = await stripe.checkout.sessions.create(params('order-f'))
    const expired = await stripe.checkout.sessions.expire(session.id)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    expect(received.map(({ event }) => event?.type)).toEqual(['checkout.session.expired'])
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    })
  })

  it('sessions expire by themselves after the configured lifetime', async () => {
    const shortLived = await startStandIn({
      port: 0,
      webhookSecret,
      webhookUrl: null,
      sessionTtlSeconds: 1,
      log: () => {},
    })
    try {
      const client = sdk('sk_test_any', shortLived.url)
      const session = await client.checkout.sessions.create(params('order-g'))
      expect(session.expires_at - session.created).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 2_100))
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe('expired')
    } finally {
      await shortLived.close()
    }
  })
})
