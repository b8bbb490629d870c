// The contract between the product and Stripe, checked against the stand-in through the official SDK: every
// endpoint the product uses and the ones it is about to use, responses read with the SDK's types, and Stripe's
// refusals raised as the SDK's StripeError classes. If the SDK moves to another API version this fails first.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkoutSessionParams, orderCouponParams } from '../../functions/src/stripe/checkout-session.ts'
import { cartCents } from '../../src/shared/money.ts'
import { writtenForApiVersion } from './stand-in.ts'
import {
  refusal,
  sessionParams,
  startHarness,
  startProductHarness,
  submitPayPage,
  type Harness,
} from './test-harness.ts'

let harness: Harness
let stripe: Stripe

beforeAll(async () => {
  ;({ harness, stripe } = await startProductHarness())
})
afterAll(() => harness?.close())

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

    // The refund settles on a timer: waited for, not slept through (a busy machine fires timers late).
    await vi.waitFor(
      async () => expect((await stripe.refunds.retrieve(partial.id)).status).toBe('succeeded'),
      {
        timeout: 10_000,
      },
    )
    await harness.standIn.webhooksSettled()
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

describe('customers', () => {
  it('create with email, name and metadata; retrieve; refusals', async () => {
    const key = `customer-${Date.now()}`
    const params = { email: 'ada@example.com', name: 'Ada Guest', metadata: { uid: 'u-ada' } }
    const customer = await stripe.customers.create(params, { idempotencyKey: key })
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada Guest',
      metadata: { uid: 'u-ada' },
      livemode: false,
      invoice_settings: { default_payment_method: null },
    })
    expect(customer.id).toMatch(/^cus_/)
    expect((await stripe.customers.create(params, { idempotencyKey: key })).id).toBe(customer.id)
    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer)
    expect(await refusal(stripe.customers.create({ email: 'not-an-address' }))).toMatchObject({
      statusCode: 400,
      code: 'email_invalid',
      param: 'email',
    })
    expect(
      await refusal(stripe.customers.create({ emial: 'a@example.com' } as Stripe.CustomerCreateParams)),
    ).toMatchObject({ code: 'parameter_unknown', param: 'emial' })
    expect(await refusal(stripe.customers.retrieve('cus_missing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    })
  })
})

/** A Checkout Session for `customer` that saves its card for later, paid on the hosted page with `choice`. */
async function savedCard(choice: string, customer?: Stripe.Customer) {
  const params = sessionParams(`saved-${choice}`)
  const session = await stripe.checkout.sessions.create({
    ...params,
    ...(customer ? { customer: customer.id, customer_email: undefined } : {}),
    payment_intent_data: { setup_future_usage: 'off_session', metadata: { kind: 'deposit' } },
  })
  const paid = await submitPayPage(harness.standIn, session.id, { payment_method: choice, name: 'Ada Guest' })
  expect(paid.status).toBe(303)
  const after = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
  const intent = after.payment_intent as Stripe.PaymentIntent
  return {
    session: after,
    intent,
    customerId: String(after.customer),
    paymentMethodId: String(intent.payment_method),
  }
}

describe('Checkout saving a card for later (setup_future_usage)', () => {
  it("the card is attached to the session's customer and shown on the session and the intent", async () => {
    const customer = await stripe.customers.create({ email: 'saver@example.com', name: 'Ada Saver' })
    const { session, intent, paymentMethodId } = await savedCard('card', customer)
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id })
    expect(session.customer_details?.email).toBe('saver@example.com')
    expect(intent).toMatchObject({
      status: 'succeeded',
      customer: customer.id,
      setup_future_usage: 'off_session',
      metadata: { kind: 'deposit' },
    })
    expect(paymentMethodId).toMatch(/^pm_/)
    const method = await stripe.paymentMethods.retrieve(paymentMethodId)
    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '4242' },
    })
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })
    expect(listed.data.map((item) => item.id)).toEqual([paymentMethodId])
    const ofCustomer = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' })
    expect(ofCustomer).toMatchObject({ object: 'list', url: `/v1/customers/${customer.id}/payment_methods` })
    expect(ofCustomer.data.map((item) => item.id)).toEqual([paymentMethodId])
    const charge = await stripe.charges.retrieve(String(intent.latest_charge))
    expect(charge).toMatchObject({ customer: customer.id, payment_method: paymentMethodId })
  })

  it('without a customer, paying makes one from what was typed; the test card decides brand and last4', async () => {
    const { session, customerId, paymentMethodId } = await savedCard('card_declines_later')
    expect(customerId).toMatch(/^cus_/)
    expect(await stripe.customers.retrieve(customerId)).toMatchObject({
      email: 'guest@example.com',
      name: 'Ada Guest',
    })
    expect(session.customer).toBe(customerId)
    expect((await stripe.paymentMethods.retrieve(paymentMethodId)).card).toMatchObject({
      brand: 'visa',
      last4: '0341',
    })
  })

  it('a session without setup_future_usage saves nothing; customer_creation=always still makes a customer', async () => {
    const session = await stripe.checkout.sessions.create({
      ...sessionParams('no-save'),
      customer_creation: 'always',
    })
    expect(session).toMatchObject({ customer: null, customer_creation: 'always' })
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    const after = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    const intent = after.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({ setup_future_usage: null, customer: after.customer })
    expect((await stripe.paymentMethods.list({ customer: String(after.customer) })).data).toEqual([])
    expect((await stripe.paymentMethods.retrieve(String(intent.payment_method))).customer).toBeNull()
  })

  it('refuses what Stripe refuses: customer with customer_email, an unknown customer, a bad value', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' })
    expect(
      await refusal(stripe.checkout.sessions.create({ ...sessionParams('both'), customer: customer.id })),
    ).toMatchObject({ statusCode: 400, param: 'customer_email' })
    expect(
      await refusal(
        stripe.checkout.sessions.create({
          ...sessionParams('missing'),
          customer_email: undefined,
          customer: 'cus_missing',
        }),
      ),
    ).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' })
    expect(
      await refusal(
        stripe.checkout.sessions.create({
          ...sessionParams('bad'),
          payment_intent_data: {
            setup_future_usage:
              'later' as Stripe.Checkout.SessionCreateParams.PaymentIntentData.SetupFutureUsage,
          },
        }),
      ),
    ).toMatchObject({ param: 'payment_intent_data[setup_future_usage]' })
    expect(
      await refusal(stripe.paymentMethods.list({ customer: 'cus_missing', type: 'card' })),
    ).toMatchObject({ code: 'resource_missing', param: 'customer' })
    expect(await refusal(stripe.customers.listPaymentMethods('cus_missing'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })
    expect(await refusal(stripe.paymentMethods.retrieve('pm_missing'))).toMatchObject({
      statusCode: 404,
      message: "No such payment_method: 'pm_missing'",
    })
  })
})

describe('charging a saved card off-session', () => {
  const offSession = (customer: string, paymentMethod: string, amount = 30_000) => ({
    amount,
    currency: 'usd',
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
    metadata: { kind: 'balance' },
  })

  /** Events about `id` that reached the webhook endpoint, in order. */
  async function webhooksAbout(id: string) {
    await harness.standIn.webhooksSettled()
    return harness.received
      .filter((event) => (event.data.object as { id: string }).id === id)
      .map((event) => event.type)
  }

  it('a normal card succeeds at once with a charge; replays with the same key; webhooks follow', async () => {
    const { customerId, paymentMethodId } = await savedCard('card')
    const key = `balance-${paymentMethodId}`
    const intent = await stripe.paymentIntents.create(offSession(customerId, paymentMethodId), {
      idempotencyKey: key,
    })
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 30_000,
      amount_received: 30_000,
      customer: customerId,
      payment_method: paymentMethodId,
      metadata: { kind: 'balance' },
    })
    const replay = await stripe.paymentIntents.create(offSession(customerId, paymentMethodId), {
      idempotencyKey: key,
    })
    expect(replay.id).toBe(intent.id)
    expect(
      await refusal(
        stripe.paymentIntents.create(offSession(customerId, paymentMethodId, 31_000), {
          idempotencyKey: key,
        }),
      ),
    ).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    const charge = await stripe.charges.retrieve(String(intent.latest_charge))
    expect(charge).toMatchObject({ status: 'succeeded', paid: true, amount: 30_000, customer: customerId })
    expect(await webhooksAbout(intent.id)).toEqual(['payment_intent.created', 'payment_intent.succeeded'])
    expect(await webhooksAbout(charge.id)).toEqual(['charge.succeeded'])
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded')
  })

  it('card 0341 is declined: a 402 card_error carrying the intent, left requires_payment_method', async () => {
    const { customerId, paymentMethodId } = await savedCard('card_declines_later')
    const key = `declined-${paymentMethodId}`
    const error = await refusal(
      stripe.paymentIntents.create(offSession(customerId, paymentMethodId), { idempotencyKey: key }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    })
    const intent = error.payment_intent!
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      customer: customerId,
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    })
    expect(error.payment_method?.id).toBe(paymentMethodId)
    // The same key answers the same refusal: no second attempt is made.
    const again = await refusal(
      stripe.paymentIntents.create(offSession(customerId, paymentMethodId), { idempotencyKey: key }),
    )
    expect(again).toMatchObject({ statusCode: 402, code: 'card_declined' })
    expect(again.payment_intent?.id).toBe(intent.id)
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      amount_received: 0,
    })
    expect(await stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'card_declined',
    })
    expect(await webhooksAbout(intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
    ])
    expect(await webhooksAbout(String(intent.latest_charge))).toEqual(['charge.failed'])
    const failed = await stripe.events.list({ type: 'payment_intent.payment_failed', limit: 100 })
    expect(failed.data.map((event) => (event.data.object as Stripe.PaymentIntent).id)).toContain(intent.id)
  })

  it('card 3184 needs authentication: authentication_required, intent requires_payment_method', async () => {
    const { customerId, paymentMethodId } = await savedCard('card_authentication_required')
    const error = await refusal(stripe.paymentIntents.create(offSession(customerId, paymentMethodId)))
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'authentication_required',
      decline_code: 'authentication_required',
    })
    expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method' })
    expect((await stripe.paymentMethods.retrieve(paymentMethodId)).card?.last4).toBe('3184')
  })

  it('refuses what Stripe refuses of an off-session charge', async () => {
    const { customerId, paymentMethodId } = await savedCard('card')
    const other = await stripe.customers.create({ email: 'other@example.com' })
    const noMethod = await refusal(
      stripe.paymentIntents.create({ ...offSession(customerId, paymentMethodId), payment_method: undefined }),
    )
    expect(noMethod).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })
    expect(noMethod.payment_intent).toMatchObject({ status: 'requires_payment_method', customer: customerId })
    expect(
      await refusal(
        stripe.paymentIntents.create({ ...offSession(customerId, paymentMethodId), customer: undefined }),
      ),
    ).toMatchObject({ statusCode: 400, param: 'customer' })
    expect(await refusal(stripe.paymentIntents.create(offSession(other.id, paymentMethodId)))).toMatchObject({
      statusCode: 400,
      param: 'payment_method',
    })
    expect(await refusal(stripe.paymentIntents.create(offSession(customerId, 'pm_missing')))).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_method',
    })
    expect(
      await refusal(stripe.paymentIntents.create(offSession('cus_missing', paymentMethodId))),
    ).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    })
    expect(
      await refusal(
        stripe.paymentIntents.create({ ...offSession(customerId, paymentMethodId), confirm: false }),
      ),
    ).toMatchObject({ param: 'off_session' })
    expect(
      await refusal(stripe.paymentIntents.create(offSession(customerId, paymentMethodId, 49))),
    ).toMatchObject({
      code: 'amount_too_small',
      param: 'amount',
    })
    expect(
      await refusal(
        stripe.paymentIntents.create({
          ...offSession(customerId, paymentMethodId),
          offsession: true,
        } as Stripe.PaymentIntentCreateParams),
      ),
    ).toMatchObject({ code: 'parameter_unknown', param: 'offsession' })
  })

  it('without confirm the intent waits; confirmed on-session, card 3184 asks for authentication', async () => {
    const { customerId, paymentMethodId } = await savedCard('card_authentication_required')
    const waiting = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
    })
    expect(waiting).toMatchObject({ status: 'requires_confirmation', latest_charge: null })
    const onSession = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
      confirm: true,
    })
    expect(onSession).toMatchObject({ status: 'requires_action', latest_charge: null })
  })

  it('saving announces the customer and the attached card (customer.created, payment_method.attached)', async () => {
    const { customerId, paymentMethodId } = await savedCard('card')
    expect(await webhooksAbout(customerId)).toEqual(['customer.created'])
    expect(await webhooksAbout(paymentMethodId)).toEqual(['payment_method.attached'])
    const attached = await stripe.events.list({ type: 'payment_method.attached', limit: 100 })
    expect(attached.data.map((event) => (event.data.object as Stripe.PaymentMethod).customer)).toContain(
      customerId,
    )
  })

  it('a card paid once without being saved may not be charged again', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams('unsaved'))
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    const intent = await stripe.paymentIntents.retrieve(
      String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent),
    )
    const customer = await stripe.customers.create({ email: 'unsaved@example.com' })
    const error = await refusal(
      stripe.paymentIntents.create(offSession(customer.id, String(intent.payment_method))),
    )
    expect(error).toMatchObject({ statusCode: 400, param: 'payment_method' })
    expect(error.message).toMatch(/^The provided PaymentMethod was previously used with a PaymentIntent/)
  })
})
