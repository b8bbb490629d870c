// Weekly meal plans on the running stack: admins save plans (checked against the packages and the schedule) and each
// subscriber price gets one recurring price at the payment provider; a signed-in customer subscribes, the price is
// the stored plan's, and Checkout opens in subscription mode with a trial to the first cut-off; paying it makes the
// subscription active once however often the news comes, and the provider ending it ends it here.
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { firstCycleLeadMs } from '../../src/shared/meal-plans/plan-input.ts'
import { nextCycle } from '../../src/shared/meal-plans/plan-cycles.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { callCallable, idTokenFor, type CallableReply } from '../support/auth-emulator.ts'
import {
  createCustomer,
  removeLater,
  removeTestData,
  storeMealPlan,
  type TestCustomer,
} from '../support/factories.ts'
import { deliverToWebhook, payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { testFile, testTimeZone } from '../support/test-files.ts'
import { testSlots } from '../support/test-schedule.ts'

const file = testFile(import.meta.url)
const stripe = standInStripe()
const admin = demoAccounts.find((account) => account.role === 'admin')!
let adminToken: string
let customer: TestCustomer

const fieldsOf = (reply: CallableReply) => {
  expect(reply.error?.status, JSON.stringify(reply)).toBe('INVALID_ARGUMENT')
  return reply.error!.details!.fields!
}
const ok = <T>(reply: CallableReply) => {
  expect(reply.error, JSON.stringify(reply.error)).toBeUndefined()
  return reply.result as T
}
const stored = async (path: string) => (await adminDb().doc(path).get()).data()

const planInput = (fields: Record<string, unknown> = {}) => ({
  name: `Lunches ${file.run}`,
  description: 'Five lunches',
  chefPackageIds: ['pkg-harvest-bowls', 'pkg-vegetable-tart'],
  mealsPerCycle: 5,
  priceCents: 5000,
  subscriberDiscountPercent: 10,
  cadenceWeeks: 1,
  fulfilmentDays: [3],
  methods: ['pickup'],
  selectionCutoff: { weekday: 4, time: '23:59' },
  published: false,
  ...fields,
})

const subscribeInput = (planId: string, fields: Record<string, unknown> = {}) => ({
  planId,
  fulfilment: {
    weekday: 3,
    method: 'pickup',
    slotId: testSlots.roomy.id,
    name: 'Test Subscriber',
    phone: '(212) 555-0123',
    notes: '',
  },
  meals: [
    { chefPackageId: 'pkg-harvest-bowls', quantity: 3 },
    { chefPackageId: 'pkg-vegetable-tart', quantity: 2 },
  ],
  ...fields,
})

beforeAll(async () => {
  adminToken = await idTokenFor(admin.email, admin.password)
  customer = await createCustomer(file, 'subscriber')
})
afterAll(removeTestData)

describe('saveMealPlanCallable', () => {
  it('is for admins only', async () => {
    const reply = await callCallable('saveMealPlanCallable', planInput(), customer.token)
    expect(reply.error?.status).toBe('PERMISSION_DENIED')
  })

  it('refuses unknown packages and a fallback outside the plan next to their fields, and saves nothing', async () => {
    const reply = await callCallable(
      'saveMealPlanCallable',
      planInput({
        chefPackageIds: ['pkg-harvest-bowls', `no-such-package-${file.run}`],
        unavailableMealRule: 'fallbackPackage',
        fallbackChefPackageId: 'pkg-tiramisu',
      }),
      adminToken,
    )
    const fields = fieldsOf(reply)
    expect(fields['chefPackageIds']).toContain(`no-such-package-${file.run}`)
    expect(fields['fallbackChefPackageId']).toBe('The fallback must be one of the packages the plan offers.')
    const named = await adminDb().collection('mealPlans').where('name', '==', `Lunches ${file.run}`).get()
    expect(named.empty).toBe(true)
  })

  it('makes one provider price per subscriber price and cadence, and a new one when either changes', async () => {
    const { planId } = ok<{ planId: string }>(
      await callCallable('saveMealPlanCallable', planInput(), adminToken),
    )
    removeLater(`mealPlans/${planId}`)
    const first = (await stored(`mealPlans/${planId}`))!
    expect(first).toMatchObject({ name: `Lunches ${file.run}`, published: false, priceCents: 5000 })
    const price = await stripe.prices.retrieve(first['provider'].priceId)
    expect(price).toMatchObject({
      unit_amount: 4500,
      currency: 'usd',
      product: first['provider'].productId,
      recurring: { interval: 'week', interval_count: 1 },
    })

    // Saved again with the same price: the same provider price; a new description changes nothing there.
    ok(
      await callCallable(
        'saveMealPlanCallable',
        { ...planInput({ description: 'New words' }), planId },
        adminToken,
      ),
    )
    expect((await stored(`mealPlans/${planId}`))!['provider']).toEqual(first['provider'])

    // A new list price and cadence: a new price of the same product, for new subscribers.
    ok(
      await callCallable(
        'saveMealPlanCallable',
        { ...planInput({ priceCents: 8000, cadenceWeeks: 2 }), planId },
        adminToken,
      ),
    )
    const changed = (await stored(`mealPlans/${planId}`))!['provider']
    expect(changed.productId).toBe(first['provider'].productId)
    expect(changed.priceId).not.toBe(first['provider'].priceId)
    expect(await stripe.prices.retrieve(changed.priceId)).toMatchObject({
      unit_amount: 7200,
      recurring: { interval: 'week', interval_count: 2 },
    })
  })
})

describe('subscribeToMealPlanCallable and the Checkout webhook', () => {
  let planId: string
  beforeAll(async () => {
    planId = await storeMealPlan(file, 'subscribe')
  })

  it('asks guests to sign in and refuses an unpublished plan', async () => {
    expect((await callCallable('subscribeToMealPlanCallable', subscribeInput(planId))).error?.status).toBe(
      'UNAUTHENTICATED',
    )
    const draft = await storeMealPlan(file, 'draft', { published: false })
    const reply = await callCallable('subscribeToMealPlanCallable', subscribeInput(draft), customer.token)
    expect(reply.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'This plan is not open for subscribing.',
    })
  })

  it('refuses a day, method and meals the plan does not offer next to their fields', async () => {
    const reply = await callCallable(
      'subscribeToMealPlanCallable',
      subscribeInput(planId, {
        fulfilment: { ...subscribeInput(planId).fulfilment, weekday: 5, method: 'chefAtHome' },
        meals: [{ chefPackageId: 'pkg-harvest-bowls', quantity: 3 }],
      }),
      customer.token,
    )
    const fields = fieldsOf(reply)
    expect(fields['fulfilment.weekday']).toBe(
      'This plan is not offered on Fridays. Please choose another day.',
    )
    expect(fields['fulfilment.method']).toContain('not offered with this plan')
    expect(fields['meals']).toBe('This plan holds 5 meals each time: 2 meals left to choose.')

    const foreign = await callCallable(
      'subscribeToMealPlanCallable',
      subscribeInput(planId, { meals: [{ chefPackageId: 'pkg-tiramisu', quantity: 5 }] }),
      customer.token,
    )
    expect(fieldsOf(foreign)['meals']).toBe('Please choose your meals from this plan’s dishes.')

    const delivery = await callCallable(
      'subscribeToMealPlanCallable',
      subscribeInput(planId, {
        fulfilment: {
          ...subscribeInput(planId).fulfilment,
          method: 'delivery',
          address: { line1: '1 Far Road', line2: '', city: 'Boston', postalCode: '02108' },
        },
      }),
      customer.token,
    )
    expect(fieldsOf(delivery)['fulfilment.address.postalCode']).toContain(
      'We do not deliver to this postal code',
    )
  })

  it('opens Checkout in subscription mode, priced from the plan, with a trial to the first cut-off', async () => {
    const requestKey = `key-${file.run}-first`
    const asked = Date.now()
    const reply = ok<{ subscriptionId: string; checkoutUrl: string }>(
      // A price the browser names is not read: the stored plan's subscriber price is charged.
      await callCallable(
        'subscribeToMealPlanCallable',
        { ...subscribeInput(planId), requestKey, priceCents: 1 },
        customer.token,
      ),
    )
    removeLater(`mealSubscriptions/${reply.subscriptionId}`, `mail/meal-plan-started-${reply.subscriptionId}`)
    const first = nextCycle(
      { cutoff: { weekday: 4, time: '23:59' }, cadenceWeeks: 1, weekday: 3, timeZone: testTimeZone },
      asked + firstCycleLeadMs,
    )
    const subscription = (await stored(`mealSubscriptions/${reply.subscriptionId}`))!
    expect(subscription).toMatchObject({
      planId,
      userId: customer.uid,
      email: customer.email,
      state: 'checkout',
      priceCents: 5400,
      anchorDate: first.date,
      nextCycle: first,
      meals: [
        { chefPackageId: 'pkg-harvest-bowls', quantity: 3 },
        { chefPackageId: 'pkg-vegetable-tart', quantity: 2 },
      ],
      fulfilment: { weekday: 3, method: 'pickup', slotId: testSlots.roomy.id, phone: '+12125550123' },
    })
    expect(first.cutoffAt - asked).toBeGreaterThan(48 * 60 * 60 * 1000)

    const sessionId = subscription['provider'].checkoutSessionId as string
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      customer: subscription['provider'].customerId,
      metadata: { mealSubscriptionId: reply.subscriptionId, mealPlanId: planId },
      amount_total: 0,
    })
    expect(session.success_url).toBe(`http://127.0.0.1:5173/my-meal-plans?subscribed=${reply.subscriptionId}`)
    expect(reply.checkoutUrl).toBe(session.url)

    // Asked again (another key, another tab) while that Checkout is open: the same subscription and page.
    const again = ok<{ subscriptionId: string; checkoutUrl: string }>(
      await callCallable(
        'subscribeToMealPlanCallable',
        { ...subscribeInput(planId), requestKey: `key-${file.run}-again` },
        customer.token,
      ),
    )
    expect(again).toEqual(reply)

    // Paid at the provider: the subscription is active with its ids, and the provider's trial ends at the cut-off.
    const paid = await payAtStandIn(reply.checkoutUrl)
    expect(paid.status).toBe(303)
    const active = await eventually('the subscription active', async () => {
      const data = await stored(`mealSubscriptions/${reply.subscriptionId}`)
      return data?.['state'] === 'active' ? data : undefined
    })
    const providerSubscription = await stripe.subscriptions.retrieve(active['provider'].subscriptionId)
    expect(providerSubscription).toMatchObject({
      status: 'trialing',
      trial_end: Math.floor(first.cutoffAt / 1000),
      metadata: { mealSubscriptionId: reply.subscriptionId, mealPlanId: planId },
      customer: subscription['provider'].customerId,
    })
    expect(active['provider']).toMatchObject({
      customerId: subscription['provider'].customerId,
      checkoutSessionId: sessionId,
    })
    const mail = await eventually('the started mail', () =>
      stored(`mail/meal-plan-started-${reply.subscriptionId}`),
    )
    expect(mail['to']).toEqual([customer.email])
    expect(mail['message'].subject).toBe('Your meal plan has started: Test plan subscribe')
    expect(mail['message'].text).toContain('Nothing is charged today.')

    // The same event delivered again changes nothing.
    const [event] = (
      await stripe.events.list({ type: 'checkout.session.completed', limit: 100 })
    ).data.filter((item) => (item.data.object as Stripe.Checkout.Session).id === sessionId)
    expect(await deliverToWebhook(event!)).toMatchObject({ received: true, outcome: 'duplicate' })
    expect((await stored(`mealSubscriptions/${reply.subscriptionId}`))!['updateStamp']).toBe(
      active['updateStamp'],
    )
    expect((await stored(`stripeEvents/${event!.id}`))!['outcome']).toBe('activated')
    removeLater(`stripeEvents/${event!.id}`)

    // The provider ends the subscription: it ends here, with no next cycle.
    await stripe.subscriptions.cancel(active['provider'].subscriptionId)
    const ended = await eventually('the subscription ended', async () => {
      const data = await stored(`mealSubscriptions/${reply.subscriptionId}`)
      return data?.['state'] === 'ended' ? data : undefined
    })
    expect(ended['endsAt']).toBeGreaterThan(asked - 60_000)
    expect(ended['nextCycle']).toBeUndefined()
  })

  it('leaves the subscription waiting when its Checkout expires, and subscribing again opens a new one', async () => {
    const plan = await storeMealPlan(file, 'expiry')
    const input = { ...subscribeInput(plan), requestKey: `key-${file.run}-expiry` }
    const first = ok<{ subscriptionId: string; checkoutUrl: string }>(
      await callCallable('subscribeToMealPlanCallable', input, customer.token),
    )
    removeLater(`mealSubscriptions/${first.subscriptionId}`)
    const sessionId = (await stored(`mealSubscriptions/${first.subscriptionId}`))!['provider']
      .checkoutSessionId
    await stripe.checkout.sessions.expire(sessionId)
    const [event] = await eventually('the expired event', async () => {
      const events = (await stripe.events.list({ type: 'checkout.session.expired', limit: 100 })).data.filter(
        (item) => (item.data.object as Stripe.Checkout.Session).id === sessionId,
      )
      return events.length > 0 ? events : undefined
    })
    removeLater(`stripeEvents/${event!.id}`)
    const processed = await eventually('the expiry processed', () => stored(`stripeEvents/${event!.id}`))
    expect(processed['outcome']).toBe('left-waiting')
    expect((await stored(`mealSubscriptions/${first.subscriptionId}`))!['state']).toBe('checkout')

    const again = ok<{ subscriptionId: string; checkoutUrl: string }>(
      await callCallable(
        'subscribeToMealPlanCallable',
        { ...input, requestKey: `key-${file.run}-expiry-again` },
        customer.token,
      ),
    )
    expect(again.subscriptionId).toBe(first.subscriptionId)
    expect(again.checkoutUrl).not.toBe(first.checkoutUrl)
    expect(
      await stripe.checkout.sessions.retrieve(new URL(again.checkoutUrl).pathname.split('/').at(-1)!),
    ).toMatchObject({
      status: 'open',
      metadata: { mealSubscriptionId: first.subscriptionId },
    })
  })
})
