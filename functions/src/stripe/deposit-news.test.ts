import { describe, expect, it } from 'vitest'
import { eventPlan as plan } from '../../../src/shared/schemas/payment-plan.fixture.ts'
import { planPartOf, planPartSessionParams, usdLine } from './checkout-session.ts'
import { depositPaidPlan } from './record-checkout.ts'

const card = { customerId: 'cus_1', paymentMethodId: 'pm_1' }

describe('a paid deposit on the plan', () => {
  it('records when it was paid and the saved card, whichever news names them first', () => {
    expect(depositPaidPlan(plan, true, card, 5)).toMatchObject({
      depositPaidAt: 5,
      ...{ providerCustomerId: 'cus_1' },
    })
    const withoutCard = depositPaidPlan(plan, true, undefined, 5)!
    expect(withoutCard).toMatchObject({ depositPaidAt: 5 })
    expect(withoutCard.paymentMethodId).toBeUndefined()
    // Later news with the card completes the plan, keeping the first time.
    expect(depositPaidPlan(withoutCard, true, card, 9)).toMatchObject({
      depositPaidAt: 5,
      providerCustomerId: 'cus_1',
      paymentMethodId: 'pm_1',
    })
  })

  it('changes nothing while unpaid, without a plan, or when the news adds nothing', () => {
    expect(depositPaidPlan(plan, false, card, 5)).toBeUndefined()
    expect(depositPaidPlan(undefined, true, card, 5)).toBeUndefined()
    const complete = depositPaidPlan(plan, true, card, 5)
    expect(
      depositPaidPlan(complete, true, { customerId: 'cus_2', paymentMethodId: 'pm_2' }, 9),
    ).toBeUndefined()
  })
})

describe("a plan part's payment page", () => {
  const base = {
    order: { id: 'o1', orderNumber: 1042 },
    amountCents: 37_800,
    customerId: 'cus_1',
    successUrl: 'https://shop.example/done',
    cancelUrl: 'https://shop.example/order',
    nowSeconds: 1_000,
    lifetimeSeconds: 60,
  }

  it('charges the deposit on one line to the customer and saves the card for later', () => {
    const params = planPartSessionParams({ ...base, part: 'deposit' })
    expect(params.line_items).toEqual([usdLine('Deposit for order #1042', 37_800, 'deposit', 1)])
    expect(params.customer).toBe('cus_1')
    expect(params.customer_email).toBeUndefined()
    expect(params.payment_intent_data).toMatchObject({
      setup_future_usage: 'off_session',
      metadata: { orderId: 'o1', paymentPart: 'deposit' },
    })
    expect(params.expires_at).toBe(1_060)
    expect(planPartOf(params.metadata as Record<string, string>)).toBe('deposit')
  })

  it("charges the balance without saving the card again, and names its part in the intent's metadata", () => {
    const params = planPartSessionParams({ ...base, part: 'balance', amountCents: 88_200 })
    expect(params.line_items?.[0]?.price_data?.product_data?.name).toBe('Balance for order #1042')
    expect(params.payment_intent_data?.setup_future_usage).toBeUndefined()
    expect(params.payment_intent_data?.metadata).toEqual({ orderId: 'o1', paymentPart: 'balance' })
    expect(planPartOf({ paymentPart: 'tip' })).toBeNull()
    expect(planPartOf(null)).toBeNull()
  })
})
