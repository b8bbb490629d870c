import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { mealSubscriptionSchema } from '../../../src/shared/schemas/meal-plan.ts'
import { isMealPlanCheckoutEvent, subscriptionChange } from './checkout-completed.ts'
import { providerPriceFits } from './plans.ts'
import { subscriptionCheckoutParams } from './subscribe.ts'

const event = (type: string, object: Record<string, unknown>, created = 1_800_000_000) =>
  ({ id: 'evt_1', type, created, data: { object } }) as unknown as Stripe.Event

const session = (fields: Record<string, unknown> = {}) => ({
  object: 'checkout.session',
  id: 'cs_1',
  mode: 'subscription',
  metadata: { mealSubscriptionId: 'sub-1' },
  customer: 'cus_1',
  subscription: 'sub_provider_1',
  ...fields,
})

const waiting = mealSubscriptionSchema.parse({
  id: 'sub-1',
  planId: 'plan-1',
  userId: 'u1',
  email: 'a@example.test',
  state: 'checkout',
  fulfilment: {
    method: 'pickup',
    weekday: 3,
    slotId: 'lunch',
    slotStart: '12:00',
    slotEnd: '14:00',
    name: 'A',
    phone: '+12125550123',
  },
  meals: [{ chefPackageId: 'bowls', quantity: 5 }],
  anchorDate: '2026-12-16',
  priceCents: 5400,
  provider: { customerId: 'cus_1', checkoutSessionId: 'cs_1' },
})

describe('which provider news is a meal plan’s', () => {
  it('takes subscription-mode Checkouts and provider subscriptions that name a meal subscription', () => {
    expect(isMealPlanCheckoutEvent(event('checkout.session.completed', session()))).toBe(true)
    expect(isMealPlanCheckoutEvent(event('checkout.session.expired', session()))).toBe(true)
    expect(
      isMealPlanCheckoutEvent(
        event('customer.subscription.deleted', {
          object: 'subscription',
          metadata: { mealSubscriptionId: 's' },
        }),
      ),
    ).toBe(true)
  })

  it('leaves an order’s Checkout, a payment-mode session and other events to their handlers', () => {
    expect(
      isMealPlanCheckoutEvent(event('checkout.session.completed', session({ metadata: { orderId: 'o1' } }))),
    ).toBe(false)
    expect(isMealPlanCheckoutEvent(event('checkout.session.completed', session({ mode: 'payment' })))).toBe(
      false,
    )
    expect(
      isMealPlanCheckoutEvent(
        event('invoice.paid', { object: 'invoice', metadata: { mealSubscriptionId: 's' } }),
      ),
    ).toBe(false)
  })
})

describe('subscriptionChange', () => {
  it('activates a waiting subscription with the provider’s ids, once', () => {
    expect(subscriptionChange(event('checkout.session.completed', session()), waiting)).toEqual({
      outcome: 'activated',
      patch: {
        state: 'active',
        provider: { customerId: 'cus_1', checkoutSessionId: 'cs_1', subscriptionId: 'sub_provider_1' },
      },
    })
    expect(
      subscriptionChange(event('checkout.session.completed', session()), { ...waiting, state: 'active' }),
    ).toEqual({
      outcome: 'already-active',
      patch: null,
    })
  })

  it('leaves a subscription waiting when its Checkout expires', () => {
    expect(subscriptionChange(event('checkout.session.expired', session()), waiting)).toEqual({
      outcome: 'left-waiting',
      patch: null,
    })
  })

  it('ends it when the provider ends the subscription, at the time it ended', () => {
    const ended = event('customer.subscription.deleted', { object: 'subscription', ended_at: 1_800_000_100 })
    expect(subscriptionChange(ended, { ...waiting, state: 'cancelling' })).toEqual({
      outcome: 'ended',
      patch: { state: 'ended', endsAt: 1_800_000_100_000 },
    })
  })
})

describe('the provider price and the Checkout', () => {
  const plan = { priceCents: 6000, subscriberDiscountPercent: 10, cadenceWeeks: 1 as const }
  const provider = { productId: 'prod_1', priceId: 'price_1', unitAmountCents: 5400, cadenceWeeks: 1 }

  it('keeps the price while it bills the subscriber price and cadence', () => {
    expect(providerPriceFits(plan, provider)).toBe(true)
    expect(providerPriceFits({ ...plan, subscriberDiscountPercent: 20 }, provider)).toBe(false)
    expect(providerPriceFits({ ...plan, cadenceWeeks: 2 }, provider)).toBe(false)
  })

  it('opens a subscription-mode Checkout with a trial to the first cut-off and the subscription in both metadata', () => {
    const params = subscriptionCheckoutParams({
      subscriptionId: 'sub-1',
      planId: 'plan-1',
      priceId: 'price_1',
      customerId: 'cus_1',
      first: { date: '2026-12-16', cutoffAt: Date.parse('2026-12-11T04:59:00Z') },
      origin: 'https://example.test',
    })
    expect(params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: 1 }],
      customer: 'cus_1',
      metadata: { mealSubscriptionId: 'sub-1', mealPlanId: 'plan-1' },
      subscription_data: {
        trial_end: Date.parse('2026-12-11T04:59:00Z') / 1000,
        metadata: { mealSubscriptionId: 'sub-1', mealPlanId: 'plan-1' },
      },
      success_url: 'https://example.test/my-meal-plans?subscribed=sub-1',
      cancel_url: 'https://example.test/meal-plan/plan-1?checkout=cancelled',
    })
  })
})
