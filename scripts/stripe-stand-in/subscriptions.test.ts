// Recurring billing on the stand-in, driven through the official SDK configured as the product configures it:
// subscribing through Checkout, renewals on a test clock, a failed renewal recovered on the hosted invoice page,
// pausing collection, ending at the period's end, the stand-in's own time, and Stripe's refusals.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusal, startHarness, startProductHarness, submitPayPage, type Harness } from './test-harness.ts'

let harness: Harness
let stripe: Stripe

beforeAll(async () => {
  ;({ harness, stripe } = await startProductHarness())
})
afterAll(() => harness?.close())

const week = 7 * 86_400
// A Monday far from the real time, so nothing here is due by the stand-in's own clock.
const start = Date.UTC(2027, 0, 4, 9) / 1000

async function weeklyPrice(unitAmount = 9_500, intervalCount = 1) {
  return stripe.prices.create({
    currency: 'usd',
    unit_amount: unitAmount,
    recurring: { interval: 'week', interval_count: intervalCount },
    product_data: { name: 'Weekly meal plan', metadata: { planId: 'plan-family' } },
  })
}

/** A customer on a fresh clock at `start`, subscribed through Checkout with the given test card. */
async function subscribe(paymentMethod = 'card', quantity = 2) {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start, name: 'meal plan' })
  const customer = await stripe.customers.create({ email: 'plan@example.com', test_clock: clock.id })
  const price = await weeklyPrice()
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity }],
    subscription_data: { metadata: { mealPlanId: 'mp-1' } },
    metadata: { mealPlanId: 'mp-1' },
    success_url: 'http://app.test/meal-plans/mp-1?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/meal-plans/mp-1',
  })
  const paid = await submitPayPage(harness.standIn, session.id, {
    payment_method: paymentMethod,
    name: 'Ada',
  })
  expect(paid.status).toBe(303)
  const completed = await stripe.checkout.sessions.retrieve(session.id)
  const subscription = await stripe.subscriptions.retrieve(String(completed.subscription))
  return { clock, customer, price, session: completed, subscription }
}

/** Event types recorded for one subscription's objects since `after`, oldest first. */
async function eventsSince(after: string | null, subscriptionId: string, customerId: string) {
  const events = await stripe.events.list({ limit: 100, ...(after ? { ending_before: after } : {}) })
  return events.data
    .reverse()
    .filter((event) => {
      const object = event.data.object as unknown as Record<string, unknown>
      const parent = object['parent'] as Stripe.Invoice.Parent | null | undefined
      return (
        object['id'] === subscriptionId ||
        object['customer'] === customerId ||
        object['id'] === customerId ||
        parent?.subscription_details?.subscription === subscriptionId
      )
    })
    .map((event) => event.type)
}

const latestEventId = async () => (await stripe.events.list({ limit: 1 })).data[0]?.id ?? null

const billingEvents = (types: string[]) =>
  types.filter((type) => type.startsWith('invoice.') || type.startsWith('customer.subscription.'))

describe('products and recurring prices', () => {
  it('creates a product and a weekly price for it, and lists and retrieves them', async () => {
    const product = await stripe.products.create({ name: 'Family box', metadata: { planId: 'plan-family' } })
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 12_000,
      recurring: { interval: 'week', interval_count: 2 },
    })
    expect(price).toMatchObject({
      object: 'price',
      type: 'recurring',
      product: product.id,
      unit_amount: 12_000,
      recurring: { interval: 'week', interval_count: 2, usage_type: 'licensed' },
    })
    expect((await stripe.prices.list({ product: product.id })).data.map((item) => item.id)).toEqual([
      price.id,
    ])
    expect((await stripe.products.retrieve(product.id)).active).toBe(true)
    expect((await stripe.prices.retrieve(price.id)).id).toBe(price.id)
  })

  it('refuses unknown parameters, other intervals and a price without a product', async () => {
    const unknown = await refusal(
      stripe.prices.create({
        currency: 'usd',
        unit_amount: 100,
        product_data: { name: 'x' },
        bogus: 1,
      } as never),
    )
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'bogus', statusCode: 400 })
    const monthly = await refusal(
      stripe.prices.create({
        currency: 'usd',
        unit_amount: 100,
        product_data: { name: 'x' },
        recurring: { interval: 'month' },
      }),
    )
    expect(monthly.param).toBe('recurring[interval]')
    const orphan = await refusal(stripe.prices.create({ currency: 'usd', unit_amount: 100 }))
    expect(orphan.param).toBe('product')
    const missing = await refusal(
      stripe.prices.create({ currency: 'usd', unit_amount: 100, product: 'prod_nope' }),
    )
    expect(missing).toMatchObject({ code: 'resource_missing', param: 'product', statusCode: 400 })
  })
})

describe('subscribing through Checkout', () => {
  it('creates the subscription, its paid first invoice and the saved default card, with their events', async () => {
    const before = await latestEventId()
    const { customer, session, subscription, price } = await subscribe()
    expect(session).toMatchObject({ mode: 'subscription', status: 'complete', payment_status: 'paid' })
    expect(session.subscription).toBe(subscription.id)
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'invoice'],
    })
    expect(expanded.subscription).toMatchObject({ object: 'subscription', id: subscription.id })
    expect(expanded.invoice).toMatchObject({ object: 'invoice', id: session.invoice })
    expect(subscription).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { mealPlanId: 'mp-1' },
      start_date: start,
      cancel_at_period_end: false,
      pause_collection: null,
    })
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: price.id },
      quantity: 2,
      current_period_start: start,
      current_period_end: start + week,
    })
    const card = String(subscription.default_payment_method)
    const saved = await stripe.customers.retrieve(customer.id)
    expect((saved as Stripe.Customer).invoice_settings.default_payment_method).toBe(card)
    expect((await stripe.paymentMethods.retrieve(card)).customer).toBe(customer.id)
    const invoice = await stripe.invoices.retrieve(String(session.invoice))
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_due: 19_000,
      amount_paid: 19_000,
      customer: customer.id,
      parent: { subscription_details: { subscription: subscription.id, metadata: { mealPlanId: 'mp-1' } } },
    })
    expect(invoice.lines.data[0]?.period).toEqual({ start, end: start + week })
    expect(invoice.lines.data[0]?.description).toBe('2 × Weekly meal plan (at $95.00 / week)')
    const types = await eventsSince(before, subscription.id, customer.id)
    expect(billingEvents(types)).toEqual([
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ])
    expect(types.at(-1)).toBe('checkout.session.completed')
    expect(types.slice(0, 3)).toEqual(['customer.created', 'payment_method.attached', 'customer.updated'])
    // The webhooks go out too: the completed session names its subscription.
    await harness.standIn.webhooksSettled()
    const delivered = harness.received.find(
      (event) => event.type === 'checkout.session.completed' && event.data.object.id === session.id,
    )
    expect((delivered?.data.object as Stripe.Checkout.Session).subscription).toBe(subscription.id)
  })

  it('a session for a new customer makes the customer from what was typed, on the stand-in time', async () => {
    const price = await weeklyPrice()
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'new-plan@example.com',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/ok',
    })
    const html = await (await fetch(session.url!)).text()
    expect(html).toContain('value="card_declines_later"')
    expect(html).not.toContain('value="bank_debit"')
    expect(html).toContain('Then $95.00 every week, charged to the card you pay with.')
    const declined = await submitPayPage(harness.standIn, session.id, { payment_method: 'card_declined' })
    expect(await declined.text()).toContain('Your card was declined.')
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    const completed = await stripe.checkout.sessions.retrieve(session.id)
    const customer = (await stripe.customers.retrieve(String(completed.customer))) as Stripe.Customer
    expect(customer.email).toBe('new-plan@example.com')
    expect(customer.test_clock).toBeNull()
    const list = await stripe.subscriptions.list({ customer: customer.id })
    expect(list.data.map((item) => item.id)).toEqual([completed.subscription])
  })

  it('refuses what Stripe refuses in subscription mode', async () => {
    const price = await weeklyPrice()
    const base = {
      mode: 'subscription' as const,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/ok',
    }
    const unknown = await refusal(
      stripe.checkout.sessions.create({ ...base, subscription_data: { bogus: 'x' } as never }),
    )
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'subscription_data[bogus]' })
    const intentData = await refusal(
      stripe.checkout.sessions.create({ ...base, payment_intent_data: { metadata: { a: 'b' } } }),
    )
    expect(intentData.param).toBe('payment_intent_data')
    const oneTime = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 500,
      product_data: { name: 'x' },
    })
    const notRecurring = await refusal(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: oneTime.id, quantity: 1 }] }),
    )
    expect(notRecurring.param).toBe('line_items[0][price]')
    const noQuantity = await refusal(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: price.id }] }),
    )
    expect(noQuantity).toMatchObject({ code: 'parameter_missing', param: 'line_items[0][quantity]' })
    const anchor = await refusal(
      stripe.checkout.sessions.create({ ...base, subscription_data: { billing_cycle_anchor: start + week } }),
    )
    expect(anchor.param).toBe('subscription_data[billing_cycle_anchor]')
    const soonTrial = await refusal(
      stripe.checkout.sessions.create({
        ...base,
        subscription_data: { trial_end: Math.floor(Date.now() / 1000) },
      }),
    )
    expect(soonTrial.param).toBe('subscription_data[trial_end]')
  })
})

describe('a first week that starts later (subscription_data[trial_end])', () => {
  it('charges nothing at Checkout, then the full week from trial_end on', async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start })
    const customer = await stripe.customers.create({ email: 'later@example.com', test_clock: clock.id })
    const price = await weeklyPrice()
    const firstWeek = start + 3 * 86_400
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { trial_end: firstWeek },
      success_url: 'http://app.test/ok',
    })
    expect(session.amount_total).toBe(0)
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    const completed = await stripe.checkout.sessions.retrieve(session.id)
    expect(completed.payment_status).toBe('no_payment_required')
    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription), {
      expand: ['latest_invoice'],
    })
    expect(subscription).toMatchObject({ status: 'trialing', trial_start: start, trial_end: firstWeek })
    expect(subscription.items.data[0]?.current_period_end).toBe(firstWeek)
    expect(subscription.latest_invoice).toMatchObject({ object: 'invoice', amount_due: 0, status: 'paid' })
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: firstWeek })
    const active = await stripe.subscriptions.retrieve(subscription.id)
    expect(active.status).toBe('active')
    expect(active.items.data[0]).toMatchObject({
      current_period_start: firstWeek,
      current_period_end: firstWeek + week,
    })
    const [renewal] = (await stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data
    expect(renewal).toMatchObject({
      status: 'paid',
      amount_paid: 9_500,
      billing_reason: 'subscription_cycle',
    })
    const sessions = await stripe.checkout.sessions.list({ subscription: subscription.id })
    expect(sessions.data.map((item) => item.id)).toEqual([session.id])
    const notExpandable = await refusal(
      stripe.subscriptions.retrieve(subscription.id, { expand: ['items.data.price.product'] }),
    )
    expect(notExpandable.param).toBe('expand')
  })
})

describe('renewals on a test clock', () => {
  it('advancing across two renewals pays two invoices, in order; advancing again to the same time runs nothing', async () => {
    const { clock, customer, subscription } = await subscribe()
    const before = await latestEventId()
    const advanced = await stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: start + 2 * week,
    })
    expect(advanced.status).toBe('advancing')
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).status).toBe('ready')
    const invoices = await stripe.invoices.list({ subscription: subscription.id })
    const cycles = invoices.data
      .filter((invoice) => invoice.billing_reason === 'subscription_cycle')
      .reverse()
    expect(
      cycles.map((invoice) => [invoice.status, invoice.amount_paid, invoice.lines.data[0]?.period]),
    ).toEqual([
      ['paid', 19_000, { start: start + week, end: start + 2 * week }],
      ['paid', 19_000, { start: start + 2 * week, end: start + 3 * week }],
    ])
    expect(cycles[0]?.parent?.subscription_details?.metadata).toEqual({ mealPlanId: 'mp-1' })
    const renewal = [
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]
    expect(billingEvents(await eventsSince(before, subscription.id, customer.id))).toEqual([
      ...renewal,
      ...renewal,
    ])
    const after = await latestEventId()
    const again = await refusal(
      stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 2 * week }),
    )
    expect(again).toMatchObject({ statusCode: 400, param: 'frozen_time' })
    expect(billingEvents(await eventsSince(after, subscription.id, customer.id))).toEqual([])
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(3)
    const renewed = await stripe.subscriptions.retrieve(subscription.id)
    expect(renewed.items.data[0]?.current_period_start).toBe(start + 2 * week)
    // Like Stripe, at most two of the shortest subscription's intervals at a time.
    const tooFar = await refusal(
      stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 4 * week + 1 }),
    )
    expect(tooFar).toMatchObject({ statusCode: 400, param: 'frozen_time' })
  })

  it('a card that declines later fails the renewal (past_due); paying the hosted invoice page recovers it', async () => {
    const { clock, customer, subscription } = await subscribe('card_declines_later')
    expect(subscription.status).toBe('active')
    const before = await latestEventId()
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + week })
    const pastDue = await stripe.subscriptions.retrieve(subscription.id)
    expect(pastDue.status).toBe('past_due')
    const [failed] = (await stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data
    expect(failed).toMatchObject({
      attempted: true,
      attempt_count: 1,
      amount_paid: 0,
      amount_remaining: 19_000,
    })
    expect(billingEvents(await eventsSince(before, subscription.id, customer.id))).toEqual([
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ])
    const page = await (await fetch(failed!.hosted_invoice_url!)).text()
    expect(page).toContain('Pay $190.00')
    const recovered = await latestEventId()
    const paid = await fetch(`${failed!.hosted_invoice_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_method=card',
    })
    expect(await paid.text()).toContain('This invoice is paid.')
    const settled = await stripe.invoices.retrieve(failed!.id, { expand: ['payments'] })
    expect(settled.status).toBe('paid')
    // One PaymentIntent per invoice, declined off-session and then paid with the new card; it can be refunded.
    expect(settled.payments?.data).toMatchObject([{ status: 'paid', amount_paid: 19_000, is_default: true }])
    const intentId = String(settled.payments?.data[0]?.payment.payment_intent)
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 19_000 })
    expect((intent.latest_charge as Stripe.Charge).payment_method).toBe(intent.payment_method)
    const listed = await stripe.invoicePayments.list({ invoice: failed!.id })
    expect(listed.data.map((payment) => payment.id)).toEqual([settled.payments?.data[0]?.id])
    const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 9_500 })
    expect(refund).toMatchObject({ amount: 9_500, payment_intent: intentId })
    const active = await stripe.subscriptions.retrieve(subscription.id)
    expect(active.status).toBe('active')
    expect(active.default_payment_method).not.toBe(subscription.default_payment_method)
    const types = billingEvents(await eventsSince(recovered, subscription.id, customer.id))
    expect(types.slice(0, 3)).toEqual([
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ])
    // The next week is charged on the new card.
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 2 * week })
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active')
  })

  it('a card that needs authentication fails its renewal asking for the customer (payment_action_required)', async () => {
    const { clock, customer, subscription } = await subscribe('card_authentication_required')
    const before = await latestEventId()
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + week })
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due')
    expect(billingEvents(await eventsSince(before, subscription.id, customer.id)).slice(3)).toEqual([
      'invoice.payment_action_required',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ])
    const [open] = (await stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data
    const [payment] = (await stripe.invoicePayments.list({ invoice: open!.id })).data
    const intent = await stripe.paymentIntents.retrieve(String(payment?.payment.payment_intent))
    expect(intent.last_payment_error?.code).toBe('authentication_required')
  })

  it('pausing collection with behavior=void voids the paused weeks; it resumes at resumes_at or when cleared', async () => {
    const { clock, subscription } = await subscribe()
    const cycleStatuses = async () =>
      (await stripe.invoices.list({ subscription: subscription.id })).data
        .filter((invoice) => invoice.billing_reason === 'subscription_cycle')
        .reverse()
        .map((invoice) => invoice.status)
    const paused = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: start + week + 3600 },
    })
    expect(paused.pause_collection).toEqual({ behavior: 'void', resumes_at: start + week + 3600 })
    // The pause ends at resumes_at, in the middle of the second week.
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + week + 7200 })
    expect(await cycleStatuses()).toEqual(['void'])
    expect((await stripe.subscriptions.retrieve(subscription.id)).pause_collection).toBeNull()
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 2 * week })
    expect(await cycleStatuses()).toEqual(['void', 'paid'])
    // Without resumes_at it lasts until it is cleared.
    await stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } })
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 3 * week })
    const cleared = await stripe.subscriptions.update(subscription.id, { pause_collection: '' })
    expect(cleared.pause_collection).toBeNull()
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 4 * week })
    expect(await cycleStatuses()).toEqual(['void', 'paid', 'void', 'paid'])
    const otherBehavior = await refusal(
      stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'keep_as_draft' } }),
    )
    expect(otherBehavior.param).toBe('pause_collection[behavior]')
    const past = await refusal(
      stripe.subscriptions.update(subscription.id, {
        pause_collection: { behavior: 'void', resumes_at: start },
      }),
    )
    expect(past.param).toBe('pause_collection[resumes_at]')
  })

  it('cancel_at_period_end ends the subscription at the period end without another invoice', async () => {
    const { clock, subscription } = await subscribe()
    const ending = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
      metadata: { reason: 'moving' },
    })
    expect(ending).toMatchObject({ cancel_at_period_end: true, cancel_at: start + week, status: 'active' })
    expect(ending.metadata).toEqual({ mealPlanId: 'mp-1', reason: 'moving' })
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 2 * week })
    const ended = await stripe.subscriptions.retrieve(subscription.id)
    expect(ended).toMatchObject({ status: 'canceled', ended_at: start + week })
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1)
    const events = await stripe.events.list({ type: 'customer.subscription.deleted', limit: 5 })
    expect(
      events.data.some((event) => (event.data.object as Stripe.Subscription).id === subscription.id),
    ).toBe(true)
    expect((await stripe.subscriptions.list({ customer: String(subscription.customer) })).data).toEqual([])
    const changeAfterEnd = await refusal(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    )
    expect(changeAfterEnd.param).toBe('cancel_at_period_end')
  })

  it('cancelling now ends it at once; unknown parameters and ids are refused', async () => {
    const { subscription } = await subscribe()
    const canceled = await stripe.subscriptions.cancel(subscription.id)
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: start, ended_at: start })
    const items = await refusal(
      stripe.subscriptions.update(subscription.id, { items: [{ price: 'price_other', quantity: 1 }] }),
    )
    expect(items).toMatchObject({ statusCode: 400, param: 'items' })
    const unknown = await refusal(stripe.subscriptions.update(subscription.id, { bogus: 1 } as never))
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'bogus' })
    const missing = await refusal(stripe.subscriptions.retrieve('sub_nope'))
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404 })
    const empty = await stripe.testHelpers.testClocks.create({ frozen_time: start })
    const threeYears = await refusal(
      stripe.testHelpers.testClocks.advance(empty.id, { frozen_time: start + 3 * 365 * 86_400 }),
    )
    expect(threeYears.param).toBe('frozen_time')
    const noClock = await refusal(stripe.customers.create({ test_clock: 'clock_nope' }))
    expect(noClock).toMatchObject({ code: 'resource_missing', param: 'test_clock' })
  })
})

describe("the stand-in's own time", () => {
  it('moving it forward renews subscriptions without a clock', async () => {
    const price = await weeklyPrice(6_000)
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'no-clock@example.com',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/ok',
    })
    await submitPayPage(harness.standIn, session.id, { payment_method: 'card' })
    const subscriptionId = String((await stripe.checkout.sessions.retrieve(session.id)).subscription)
    const time = async (body?: string) => {
      const response = await fetch(`${harness.standIn.url}/stand-in/time`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
      })
      return { status: response.status, body: (await response.json()) as { now: number; renewals: number } }
    }
    expect((await time('advance_seconds=-5')).status).toBe(400)
    const moved = await time(`advance_seconds=${week + 60}`)
    expect(moved.body.renewals).toBeGreaterThanOrEqual(1)
    const invoices = await stripe.invoices.list({ subscription: subscriptionId })
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(['paid', 'paid'])
    expect((await time()).body.now).toBeGreaterThanOrEqual(moved.body.now)
  })
})

describe('a stand-in that keeps its data', () => {
  it('carries subscriptions, clocks and its own time across a restart', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stand-in-billing-'))
    const dataFile = path.join(folder, 'stripe.json')
    try {
      const first = await startHarness({ dataFile })
      const clock = await first.stripe.testHelpers.testClocks.create({ frozen_time: start })
      const customer = await first.stripe.customers.create({
        email: 'kept@example.com',
        test_clock: clock.id,
      })
      const price = await first.stripe.prices.create({
        currency: 'usd',
        unit_amount: 7_000,
        recurring: { interval: 'week' },
        product_data: { name: 'Kept plan' },
      })
      const session = await first.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://app.test/ok',
      })
      await submitPayPage(first.standIn, session.id, { payment_method: 'card' })
      await fetch(`${first.standIn.url}/stand-in/time`, {
        method: 'POST',
        body: new URLSearchParams({ advance_seconds: '3600' }),
      })
      await first.close()
      const second = await startHarness({ dataFile })
      try {
        const [subscription] = (await second.stripe.subscriptions.list({ customer: customer.id })).data
        expect(subscription?.status).toBe('active')
        await second.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + week })
        const invoices = await second.stripe.invoices.list({ subscription: subscription!.id })
        expect(invoices.data.map((invoice) => invoice.status)).toEqual(['paid', 'paid'])
        const time = (await (await fetch(`${second.standIn.url}/stand-in/time`)).json()) as {
          offset_seconds: number
        }
        expect(time.offset_seconds).toBeGreaterThanOrEqual(3599)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
