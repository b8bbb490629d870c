// The contract between the product and Stripe, checked against the stand-in through the official SDK: every
// endpoint the product uses and the ones it is about to use, responses read with the SDK's types, and Stripe's
// refusals raised as the SDK's StripeError classes. If the SDK moves to another API version this fails first.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeConfig } from '../../functions/src/stripe/stripe-client.ts'
import { checkoutSessionParams, orderCouponParams } from '../../functions/src/stripe/checkout-session.ts'
import { cartCents } from '../../src/shared/money.ts'
import { writtenForApiVersion } from './stand-in.ts'
import { sessionParams, startHarness, submitPayPage, type Harness } from './test-harness.ts'

let harness: Harness
let stripe: Stripe

beforeAll(async () => {
  harness = await startHarness()
  // Configured exactly as the product configures its client for the local stack.
  const { hostname, port } = new URL(harness.standIn.url)
  stripe = new Stripe(
    'sk_test_unit',
    stripeConfig({
      STRIPE_SECRET_KEY: 'sk_test_unit',
      STRIPE_API_HOST: hostname,
      STRIPE_API_PORT: Number(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
  )
})
afterAll(() => harness?.close())

/** The error the SDK raised, or a failure when the call succeeded. */
async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError)
    return error as Stripe.errors.StripeError
  }
  throw new Error('expected Stripe to refuse the request')
}

async function paidSession(orderId: string): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.create(sessionParams(orderId))
  await submitPayPage(harness.standIn, session.id, { payment_method: 'card', name: 'Ada Guest' })
  return stripe.checkout.sessions.retrieve(session.id)
}

describe('API version', () => {
  it('the SDK pins the API version the stand-in was written against', () => {
    expect(Stripe.API_VERSION).toBe(writtenForApiVersion)
  })
})

describe('Checkout Sessions', () => {
  it('create answers a full session: fields Stripe returns as null are present as null', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('contract-create'))
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: 'usd',
      amount_subtotal: 46_200,
      amount_total: 46_200,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      customer_email: 'guest@example.com',
      client_reference_id: 'contract-create',
      metadata: { orderId: 'contract-create' },
      livemode: false,
    })
    for (const field of [
      'customer_details',
      'payment_intent',
      'invoice',
      'customer',
      'setup_intent',
      'subscription',
    ]) {
      expect(session).toHaveProperty(field, null)
    }
    expect(session.url).toBe(`${harness.standIn.url}/pay/${session.id}`)
    expect(session.expires_at - session.created).toBe(86_400)
  })

  it('line items carry their Price; product metadata lives on the Product', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('contract-items'))
    const item: Stripe.LineItem = session.line_items!.data[0]!
    expect(item).toMatchObject({
      object: 'item',
      description: 'Pappardelle Supper',
      quantity: 2,
      amount_total: 44_000,
    })
    expect(item.price).toMatchObject({
      object: 'price',
      unit_amount: 22_000,
      currency: 'usd',
      type: 'one_time',
    })
    expect(item.metadata).toEqual({})
    const listed = await stripe.checkout.sessions.listLineItems(session.id, {
      expand: ['data.price.product'],
    })
    const product = listed.data[0]!.price!.product as Stripe.Product
    expect(product).toMatchObject({
      object: 'product',
      name: 'Pappardelle Supper',
      metadata: { cpId: 'pkg-pappardelle' },
    })
    expect(listed.data.map((line) => line.description)).toEqual(['Pappardelle Supper', 'Sales tax (5%)'])
  })

  it('retrieve, list with limit and starting_after, and expire', async () => {
    const created = [] as string[]
    for (const label of ['a', 'b', 'c'])
      created.push((await stripe.checkout.sessions.create(sessionParams(`list-${label}`))).id)
    const first = await stripe.checkout.sessions.list({ limit: 2 })
    expect(first.data.map((session) => session.id)).toEqual([created[2], created[1]])
    expect(first.has_more).toBe(true)
    const next = await stripe.checkout.sessions.list({ limit: 1, starting_after: created[1] })
    expect(next.data.map((session) => session.id)).toEqual([created[0]])
    expect((await stripe.checkout.sessions.retrieve(created[0]!)).id).toBe(created[0])
    const expired = await stripe.checkout.sessions.expire(created[0]!)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    expect(
      (await stripe.checkout.sessions.list({ status: 'expired', limit: 100 })).data.map((s) => s.id),
    ).toContain(created[0])
    const again = await refusal(stripe.checkout.sessions.expire(created[0]!))
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
  })

  it('after payment: customer_details filled, payment_intent set, its latest_charge retrievable', async () => {
    const session = await paidSession('contract-paid')
    expect(session.customer_details).toMatchObject({ email: 'guest@example.com', name: 'Ada Guest' })
    const intent = await stripe.paymentIntents.retrieve(String(session.payment_intent), {
      expand: ['latest_charge'],
    })
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 46_200,
      amount_received: 46_200,
    })
    const charge = intent.latest_charge as Stripe.Charge
    expect(charge).toMatchObject({
      object: 'charge',
      paid: true,
      amount: 46_200,
      amount_refunded: 0,
      refunded: false,
    })
    expect((await stripe.charges.retrieve(charge.id)).payment_intent).toBe(intent.id)
  })
})

describe('refusals, as Stripe words them', () => {
  it('a misspelled parameter, top-level or nested, is parameter_unknown naming it', async () => {
    const misspelled = {
      ...sessionParams('typo'),
      custmer_email: 'guest@example.com',
    } as Stripe.Checkout.SessionCreateParams
    const top = await refusal(stripe.checkout.sessions.create(misspelled))
    expect(top).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(top).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_unknown',
      param: 'custmer_email',
    })
    expect(top.message).toBe('Received unknown parameter: custmer_email')
    const nested = sessionParams('typo')
    ;(nested.line_items![0]!.price_data!.product_data as unknown as Record<string, unknown>)['nmae'] = 'Typo'
    const deep = await refusal(stripe.checkout.sessions.create(nested))
    expect(deep).toMatchObject({
      code: 'parameter_unknown',
      param: 'line_items[0][price_data][product_data][nmae]',
    })
    const refund = await refusal(
      stripe.refunds.create({ payment_intnet: 'pi_x' } as Stripe.RefundCreateParams),
    )
    expect(refund).toMatchObject({ code: 'parameter_unknown', param: 'payment_intnet' })
  })

  it('an invalid e-mail, oversized metadata and a total under $0.50', async () => {
    const email = await refusal(
      stripe.checkout.sessions.create({ ...sessionParams('v'), customer_email: 'guest@[127.0.0.1]' }),
    )
    expect(email).toMatchObject({ code: 'email_invalid', param: 'customer_email' })
    const longValue = await refusal(
      stripe.checkout.sessions.create({ ...sessionParams('v'), metadata: { orderId: 'x'.repeat(501) } }),
    )
    expect(longValue).toMatchObject({ type: 'StripeInvalidRequestError', param: 'metadata[orderId]' })
    expect(longValue.message).toMatch(/^Metadata values can have up to 500 characters/)
    const longKey = await refusal(
      stripe.checkout.sessions.create({ ...sessionParams('v'), metadata: { ['k'.repeat(41)]: 'v' } }),
    )
    expect(longKey.message).toMatch(/^Metadata keys can have up to 40 characters/)
    const small = sessionParams('v')
    small.line_items = [
      { price_data: { currency: 'usd', unit_amount: 49, product_data: { name: 'Mint' } }, quantity: 1 },
    ]
    expect(await refusal(stripe.checkout.sessions.create(small))).toMatchObject({ code: 'amount_too_small' })
    const fractional = sessionParams('v')
    fractional.line_items![0]!.price_data!.unit_amount = 10.5
    expect(await refusal(stripe.checkout.sessions.create(fractional))).toMatchObject({
      param: 'line_items[0][price_data][unit_amount]',
    })
  })

  it('unknown ids are resource_missing (404) for every resource', async () => {
    const missing = await Promise.all([
      refusal(stripe.checkout.sessions.retrieve('cs_test_missing')),
      refusal(stripe.paymentIntents.retrieve('pi_missing')),
      refusal(stripe.charges.retrieve('ch_missing')),
      refusal(stripe.refunds.retrieve('re_missing')),
      refusal(stripe.coupons.retrieve('missing')),
      refusal(stripe.promotionCodes.retrieve('promo_missing')),
      refusal(stripe.events.retrieve('evt_missing')),
    ])
    for (const error of missing) expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' })
    expect(missing[0]!.message).toBe("No such checkout.session: 'cs_test_missing'")
  })

  it('a live or wrong key is an authentication error', async () => {
    const { hostname, port } = new URL(harness.standIn.url)
    const live = new Stripe('sk_live_nope', {
      host: hostname,
      port: Number(port),
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    expect(await refusal(live.checkout.sessions.list())).toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
  })
})

describe('idempotency', () => {
  it('the same key and parameters replay the first answer; other parameters are refused', async () => {
    const key = `contract-idem-${Date.now()}`
    const first = await stripe.checkout.sessions.create(sessionParams('idem'), { idempotencyKey: key })
    const again = await stripe.checkout.sessions.create(sessionParams('idem'), { idempotencyKey: key })
    expect(again.id).toBe(first.id)
    const changed = await refusal(
      stripe.checkout.sessions.create(sessionParams('idem', 1_000), { idempotencyKey: key }),
    )
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })
})

describe('refunds', () => {
  it('full and partial refunds by payment_intent or charge, never more than was paid', async () => {
    const session = await paidSession('contract-refund')
    const intentId = String(session.payment_intent)
    const key = `refund-${intentId}`
    const partial = await stripe.refunds.create(
      { payment_intent: intentId, amount: 10_000, reason: 'requested_by_customer' },
      { idempotencyKey: key },
    )
    const replay = await stripe.refunds.create(
      { payment_intent: intentId, amount: 10_000, reason: 'requested_by_customer' },
      { idempotencyKey: key },
    )
    expect(replay.id).toBe(partial.id)
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 10_000,
      status: 'pending',
      payment_intent: intentId,
    })
    const tooMuch = await refusal(stripe.refunds.create({ charge: String(partial.charge), amount: 40_000 }))
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', param: 'amount' })
    const rest = await stripe.refunds.create({ charge: String(partial.charge) })
    expect(rest.amount).toBe(36_200)
    expect(await refusal(stripe.refunds.create({ payment_intent: intentId }))).toMatchObject({
      code: 'charge_already_refunded',
    })
    const charge = await stripe.charges.retrieve(String(partial.charge))
    expect(charge).toMatchObject({ amount_refunded: 46_200, refunded: true })
    const listed = await stripe.refunds.list({ payment_intent: intentId })
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, partial.id])

    await new Promise((resolve) => setTimeout(resolve, 120))
    await harness.standIn.webhooksSettled()
    expect((await stripe.refunds.retrieve(partial.id)).status).toBe('succeeded')
    const types = harness.received.filter((event) => {
      const object = event.data.object as { id: string; charge?: unknown }
      return object.id === partial.id || object.id === charge.id
    })
    expect(types.map((event) => event.type)).toEqual(
      expect.arrayContaining(['refund.created', 'charge.refunded', 'refund.updated']),
    )
  })

  it('refuses a payment that has not succeeded', async () => {
    // A bank debit that stays in processing for the whole test, however slow the machine.
    const slow = await startHarness({ settleDelayMs: 60_000 })
    try {
      const session = await slow.stripe.checkout.sessions.create(sessionParams('contract-refund-unpaid'))
      await submitPayPage(slow.standIn, session.id, { payment_method: 'bank_debit' })
      const pending = await slow.stripe.checkout.sessions.retrieve(session.id)
      expect(
        await refusal(slow.stripe.refunds.create({ payment_intent: String(pending.payment_intent) })),
      ).toMatchObject({
        code: 'charge_not_refundable',
      })
    } finally {
      await slow.close()
    }
  })
})

describe('coupons, promotion codes and session discounts', () => {
  it('a percent-off promotion code on a session computes total_details.amount_discount', async () => {
    const coupon = await stripe.coupons.create({ percent_off: 10, duration: 'once', name: 'Ten percent' })
    expect(coupon).toMatchObject({
      object: 'coupon',
      percent_off: 10,
      amount_off: null,
      duration: 'once',
      valid: true,
    })
    const code = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: `WELCOME${Date.now()}`,
    })
    expect(code).toMatchObject({
      object: 'promotion_code',
      active: true,
      promotion: { type: 'coupon', coupon: coupon.id },
    })
    const session = await stripe.checkout.sessions.create({
      ...sessionParams('discounted'),
      discounts: [{ promotion_code: code.id }],
    })
    expect(session.total_details?.amount_discount).toBe(4_620)
    expect(session.amount_subtotal).toBe(46_200)
    expect(session.amount_total).toBe(41_580)
    expect(session.discounts).toEqual([{ coupon: coupon.id, promotion_code: code.id }])
    const lines = session.line_items!.data
    expect(lines.reduce((sum, line) => sum + line.amount_discount, 0)).toBe(4_620)
    expect((await stripe.promotionCodes.list({ code: code.code })).data.map((promo) => promo.id)).toEqual([
      code.id,
    ])
  })

  it('an amount-off coupon never takes more than the subtotal and must match the currency', async () => {
    const coupon = await stripe.coupons.create({ amount_off: 5_000, currency: 'usd', duration: 'once' })
    const session = await stripe.checkout.sessions.create({
      ...sessionParams('amount-off'),
      discounts: [{ coupon: coupon.id }],
    })
    expect(session).toMatchObject({ amount_total: 41_200, total_details: { amount_discount: 5_000 } })
    expect(await refusal(stripe.coupons.create({ amount_off: 100 }))).toMatchObject({ param: 'currency' })
    expect((await stripe.coupons.retrieve(coupon.id)).amount_off).toBe(5_000)
  })

  it('a coupon or promotion code that does not exist, named in a request, is a 400 resource_missing', async () => {
    const missingCoupon = await refusal(
      stripe.checkout.sessions.create({ ...sessionParams('x'), discounts: [{ coupon: 'nope' }] }),
    )
    expect(missingCoupon).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'discounts[0][coupon]',
      message: "No such coupon: 'nope'",
    })
    expect(
      await refusal(
        stripe.checkout.sessions.create({
          ...sessionParams('y'),
          discounts: [{ promotion_code: 'promo_nope' }],
        }),
      ),
    ).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'discounts[0][promotion_code]' })
    expect(
      await refusal(stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: 'nope' } })),
    ).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'promotion[coupon]' })
  })

  it("an order's one-use coupon charges exactly the order's total, and is refused once paid for", async () => {
    // Two packages, a 10 % code (2,400 of 24,000 off), tax on the discounted goods, an untaxed delivery fee.
    const cartData = [
      { chefPackageId: 'brunch', title: 'Brunch', price: 150, image: '', quantity: 1 },
      { chefPackageId: 'cake', title: 'Cake', price: 45, image: '', quantity: 2 },
    ]
    const discountCents = 2_400
    const order = cartCents(cartData, discountCents)
    const coupon = await stripe.coupons.create(
      orderCouponParams({ orderId: 'contract-coupon', code: 'SUMMER10', discountCents }),
    )
    const params = checkoutSessionParams({
      orderId: 'contract-coupon',
      cartData,
      deliveryFeeCents: 1_500,
      customerEmail: 'ada@example.com',
      origin: 'http://127.0.0.1:5173',
      token: null,
      discount: { cents: discountCents, couponId: coupon.id },
    })
    const session = await stripe.checkout.sessions.create(params)
    expect(session.amount_total).toBe(order.total + 1_500)
    expect(session.total_details?.amount_discount).toBe(discountCents)
    expect(session.discounts).toEqual([{ coupon: coupon.id, promotion_code: null }])
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card', name: 'Ada Guest' })
    expect(await stripe.coupons.retrieve(coupon.id)).toMatchObject({ times_redeemed: 1, valid: false })
    expect(await refusal(stripe.checkout.sessions.create(params))).toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'discounts[0][coupon]',
    })
  })

  it('refuses what Stripe refuses of coupons: a past redeem_by, a name over 40 characters', async () => {
    expect(
      await refusal(
        stripe.coupons.create({
          percent_off: 5,
          duration: 'once',
          redeem_by: Math.floor(Date.now() / 1000) - 60,
        }),
      ),
    ).toMatchObject({ param: 'redeem_by' })
    expect(
      await refusal(stripe.coupons.create({ percent_off: 5, duration: 'once', name: 'x'.repeat(41) })),
    ).toMatchObject({ param: 'name' })
  })
})

describe('events', () => {
  it('GET /v1/events lists recorded events newest first, filtered by type, and retrieves one', async () => {
    const session = await paidSession('contract-events')
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 5 })
    const event = events.data[0]!
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
    })
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(session.id)
    expect((await stripe.events.retrieve(event.id)).id).toBe(event.id)
    const wildcard = await stripe.events.list({ type: 'checkout.session.*', limit: 100 })
    expect(wildcard.data.every((item) => item.type.startsWith('checkout.session.'))).toBe(true)
  })
})
