import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { usdLine } from '../stripe/checkout-session.ts'
import { differenceSessionParams, isItemChangeEvent } from './item-change-payment.ts'

const event = (type: string, metadata: Record<string, string>) =>
  ({ type, data: { object: { metadata } } }) as unknown as Stripe.Event

describe('the payment page of a change', () => {
  it('asks for the difference alone, marked with the change, back to the order page', () => {
    const params = differenceSessionParams({
      order: { id: 'o1', orderNumber: 1042, customer_email: 'guest@example.com' },
      changeId: 'c1',
      amountCents: 35_700,
      returnUrl: 'https://shop.example/order-status/o1?token=t',
      nowSeconds: 1_000,
    })
    expect(params.line_items).toEqual([usdLine('Change to order #1042', 35_700, 'item-change', 1)])
    expect(params.metadata).toEqual({ orderId: 'o1', itemChangeId: 'c1' })
    expect(params.customer_email).toBe('guest@example.com')
    expect(params.success_url).toBe('https://shop.example/order-status/o1?token=t')
    expect(params.expires_at).toBe(1_000 + 23 * 60 * 60)
  })

  it('tells its webhook events from those of the order’s own checkout', () => {
    expect(
      isItemChangeEvent(event('checkout.session.completed', { orderId: 'o1', itemChangeId: 'c1' })),
    ).toBe(true)
    expect(isItemChangeEvent(event('checkout.session.completed', { orderId: 'o1' }))).toBe(false)
    expect(isItemChangeEvent(event('charge.refunded', { itemChangeId: 'c1' }))).toBe(false)
  })
})
