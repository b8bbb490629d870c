import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { isMealPlanInvoiceEvent, mealSubscriptionOf } from './invoices.ts'

const event = (type: string, metadata: Record<string, string> | null) =>
  ({
    id: 'evt_1',
    type,
    created: 1_800_000_000,
    data: {
      object: {
        parent: metadata === null ? null : { subscription_details: { metadata, subscription: 'sub_1' } },
      },
    },
  }) as unknown as Stripe.Event

describe('which provider events are about a meal subscription', () => {
  it("takes invoices whose subscription's metadata names a meal subscription", () => {
    expect(mealSubscriptionOf(event('invoice.paid', { mealSubscriptionId: 'ms-1' }))).toBe('ms-1')
    expect(isMealPlanInvoiceEvent(event('invoice.payment_failed', { mealSubscriptionId: 'ms-1' }))).toBe(true)
  })

  it('leaves every other event to the other handlers', () => {
    expect(isMealPlanInvoiceEvent(event('invoice.paid', {}))).toBe(false)
    expect(isMealPlanInvoiceEvent(event('invoice.paid', null))).toBe(false)
    expect(isMealPlanInvoiceEvent(event('checkout.session.completed', { mealSubscriptionId: 'ms-1' }))).toBe(
      false,
    )
  })
})
