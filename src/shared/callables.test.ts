import { describe, expect, it } from 'vitest'
import { createCheckoutSessionCallable, createUserCallable, getCheckoutSessionCallable } from './callables.ts'

const lineItem = {
  price_data: {
    currency: 'usd',
    product_data: { name: 'Weekly dinner package', metadata: { cpId: 'pkg-1' } },
    unit_amount: 12_500,
  },
  quantity: 2,
}

describe('callable contracts', () => {
  it('use the callable names the functions are deployed under', () => {
    expect(createCheckoutSessionCallable.name).toBe('createCheckoutSessionCallable')
    expect(getCheckoutSessionCallable.name).toBe('getCheckoutSessionCallable')
    expect(createUserCallable.name).toBe('createUserCallable')
  })

  it('accept a checkout request as the order review sends it (cents, usd)', () => {
    const request = { orderId: 'order-1', line_items: [lineItem], customer_email: 'guest@example.com' }
    expect(createCheckoutSessionCallable.input.parse(request)).toEqual(request)
  })

  it('reject fractional cents, other currencies, empty carts and bad e-mails', () => {
    const result = createCheckoutSessionCallable.input.safeParse({
      orderId: 'order-1',
      line_items: [
        { ...lineItem, price_data: { ...lineItem.price_data, currency: 'eur', unit_amount: 12.5 } },
      ],
      customer_email: 'not-an-email',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'customer_email',
      'line_items.0.price_data.currency',
      'line_items.0.price_data.unit_amount',
    ])
    expect(
      createCheckoutSessionCallable.input.safeParse({
        orderId: 'o',
        line_items: [],
        customer_email: 'a@b.co',
      }).success,
    ).toBe(false)
  })

  it('describe the checkout session reply', () => {
    const session = {
      id: 'cs_test_1',
      status: 'open',
      payment_status: 'unpaid',
      expires_at: 1_800_000_000,
      created: 1_799_990_000,
      url: 'http://127.0.0.1:12111/pay/cs_test_1',
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 1_250 },
      amount_subtotal: 25_000,
      amount_total: 26_250,
      line_items: [
        {
          id: 'li_1',
          description: 'Weekly dinner package',
          quantity: 2,
          currency: 'usd',
          amount_subtotal: 25_000,
          amount_total: 25_000,
        },
      ],
    }
    expect(getCheckoutSessionCallable.output.parse(session)).toEqual(session)
    expect(getCheckoutSessionCallable.output.safeParse({ ...session, status: 'paid' }).success).toBe(false)
  })

  it('require the minimum password length for new users', () => {
    expect(createUserCallable.input.safeParse({ email: 'chef@example.com', password: '12345' }).success).toBe(
      false,
    )
    expect(
      createUserCallable.input.safeParse({ email: 'chef@example.com', password: '123456' }).success,
    ).toBe(true)
  })
})
