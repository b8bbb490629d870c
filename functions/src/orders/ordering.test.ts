import { describe, expect, it } from 'vitest'
import { cartTotals } from '../../../src/shared/money.ts'
import { chefPackageSchema } from '../../../src/shared/schemas/chef-package.ts'
import { exampleDelivery, examplePickup } from '../../../tests/support/order-fulfilments.ts'
import { checkoutIdempotencyKey, checkoutSessionParams, usdLine } from '../stripe/checkout-session.ts'
import { mergeCheckout, progress } from '../stripe/checkout-state.ts'
import { confirmationMail, orderStatusUrl } from './confirmation-mail.ts'
import { canAccessOrder } from './order-access.ts'
import { hashOrderToken, newOrderToken, tokenMatches } from './order-token.ts'
import { priceCart } from './price-cart.ts'

const pkg = (id: string, fields: Record<string, unknown> = {}) =>
  chefPackageSchema.parse({ id, title: `Package ${id}`, price: 220, publicMenu: true, ...fields })

describe('priceCart', () => {
  const packages = new Map([
    ['a', pkg('a', { price: 220.004 })],
    ['b', pkg('b', { price: 85 })],
    ['private', pkg('private', { publicMenu: false, addedUsers: ['casey'] })],
  ])
  const guest = { uid: null, isAdmin: false }

  it('takes every price and title from the stored packages and merges repeated ids', () => {
    const { cartData, unavailable } = priceCart(
      [
        { chefPackageId: 'a', quantity: 1 },
        { chefPackageId: 'b', quantity: 2 },
        { chefPackageId: 'a', quantity: 1 },
      ],
      packages,
      guest,
    )
    expect(unavailable).toEqual([])
    expect(cartData).toEqual([
      { chefPackageId: 'a', title: 'Package a', price: 220, image: '', quantity: 2 },
      { chefPackageId: 'b', title: 'Package b', price: 85, image: '', quantity: 2 },
    ])
  })

  it('refuses unknown ids and private packages the caller may not see', () => {
    expect(
      priceCart(
        [
          { chefPackageId: 'nope', quantity: 1 },
          { chefPackageId: 'private', quantity: 1 },
        ],
        packages,
        guest,
      ).unavailable,
    ).toEqual(['nope', 'private'])
    expect(
      priceCart([{ chefPackageId: 'private', quantity: 1 }], packages, { uid: 'casey', isAdmin: false })
        .unavailable,
    ).toEqual([])
    expect(
      priceCart([{ chefPackageId: 'private', quantity: 1 }], packages, { uid: 'admin', isAdmin: true })
        .unavailable,
    ).toEqual([])
  })
})

describe('order tokens and access', () => {
  it('stores only a hash and compares in constant time', () => {
    const token = newOrderToken()
    expect(token.length).toBeGreaterThanOrEqual(32)
    expect(tokenMatches(token, hashOrderToken(token))).toBe(true)
    expect(tokenMatches(`${token}x`, hashOrderToken(token))).toBe(false)
    expect(tokenMatches(token, undefined)).toBe(false)
  })

  it('lets in an admin, the signed-in owner or the token holder, nobody else', () => {
    const token = newOrderToken()
    const order = { userId: 'casey', accessTokenHash: hashOrderToken(token) }
    const auth = (uid: string, claims: Record<string, unknown> = {}) => ({ uid, token: claims }) as never
    expect(canAccessOrder(order, auth('admin-1', { admin: true }), undefined)).toBe(true)
    expect(canAccessOrder(order, auth('casey'), undefined)).toBe(true)
    expect(canAccessOrder(order, undefined, token)).toBe(true)
    expect(canAccessOrder(order, auth('bob'), undefined)).toBe(false)
    expect(canAccessOrder(order, auth('bob', { admin: 'true' }), undefined)).toBe(false)
    expect(canAccessOrder(order, undefined, 'guess')).toBe(false)
    expect(canAccessOrder({ userId: 'guest@example.com' }, undefined, token)).toBe(false)
  })
})

describe('checkout session parameters', () => {
  it('writes a line as Stripe reads it: its name, cents in usd, quantity and what it is', () => {
    expect(usdLine('Pappardelle', 22_000, 'a', 2)).toEqual({
      price_data: {
        currency: 'usd',
        unit_amount: 22_000,
        product_data: { name: 'Pappardelle', metadata: { cpId: 'a' } },
      },
      quantity: 2,
    })
    expect(usdLine('Delivery', 800, 'delivery').quantity).toBe(1)
  })

  const cartData = [
    { chefPackageId: 'a', title: 'Pappardelle', price: 220, image: '', quantity: 2 },
    { chefPackageId: 'b', title: '', price: 10.01, image: '', quantity: 1 },
  ]
  /** The session of guest order o1 for the cart above, with a test's own fields. */
  const paramsOf = (fields: Partial<Parameters<typeof checkoutSessionParams>[0]> = {}) =>
    checkoutSessionParams({
      orderId: 'o1',
      cartData,
      customerEmail: 'guest@example.com',
      origin: 'http://app.test',
      token: null,
      ...fields,
    })

  it('charges the order total: cents per package plus one 5 % tax line, usd, metadata and return URLs', () => {
    const params = paramsOf({ token: 'tok' })
    expect(params.line_items).toEqual([
      usdLine('Pappardelle', 22_000, 'a', 2),
      usdLine('Package', 1_001, 'b', 1),
      usdLine('Sales tax (5%)', 2_250, 'tax', 1),
    ])
    expect(params).toMatchObject({
      mode: 'payment',
      customer_email: 'guest@example.com',
      metadata: { orderId: 'o1' },
      success_url: 'http://app.test/checkout-complete?orderId=o1&token=tok',
      cancel_url: 'http://app.test/order-status/o1?token=tok&payment=not-completed',
    })
    expect(checkoutIdempotencyKey('o1', 2)).toBe('order-o1-checkout-2')
  })

  it('charges the delivery and travel fees as untaxed lines of their own', () => {
    const params = paramsOf({ deliveryFeeCents: 800, travelFeeCents: 3_000 })
    expect(params.line_items?.slice(2)).toEqual([
      expect.objectContaining({ price_data: expect.objectContaining({ unit_amount: 2_250 }) }),
      usdLine('Delivery', 800, 'delivery', 1),
      usdLine('Travel', 3_000, 'travel', 1),
    ])
  })

  it('leaves out an e-mail Stripe would refuse', () => {
    const params = paramsOf({ customerEmail: 'me@[10.0.0.1]' })
    expect(params.customer_email).toBeUndefined()
    expect(params.cancel_url).toBe('http://app.test/order-status/o1?payment=not-completed')
  })
})

describe('mergeCheckout', () => {
  const open = {
    checkoutSessionId: 'cs_1',
    status: 'open' as const,
    payment_status: 'unpaid',
    line_items: [{ id: 'li' }],
  }
  const paid = { checkoutSessionId: 'cs_1', status: 'complete' as const, payment_status: 'paid', url: null }
  const expired = {
    checkoutSessionId: 'cs_1',
    status: 'expired' as const,
    payment_status: 'unpaid',
    url: null,
  }

  it('only moves forward: complete beats open, expired never overwrites complete', () => {
    expect(progress(open)).toBeLessThan(progress(expired))
    const completed = mergeCheckout(open, paid, 200)
    expect(completed.outcome).toBe('applied')
    expect(completed.next).toMatchObject({
      status: 'complete',
      line_items: [{ id: 'li' }],
      lastEventCreated: 200,
    })
    expect(mergeCheckout(completed.next, expired, 300)).toMatchObject({
      outcome: 'older-state',
      next: completed.next,
    })
    expect(mergeCheckout(completed.next, open, 400).outcome).toBe('older-state')
  })

  it('ignores older news of the same state and news about a replaced session, except a payment', () => {
    const current = { ...open, lastEventCreated: 500 }
    expect(mergeCheckout(current, { ...open, expires_at: 1 }, 400).outcome).toBe('older-event')
    expect(mergeCheckout(current, { ...expired, checkoutSessionId: 'cs_0' }, 600).outcome).toBe(
      'other-session',
    )
    expect(mergeCheckout(current, { ...paid, checkoutSessionId: 'cs_0' }, 600).outcome).toBe('applied')
    expect(mergeCheckout(current, { ...open }, 600).outcome).toBe('unchanged')
    expect(mergeCheckout(undefined, open, 1).outcome).toBe('applied')
  })
})

describe('confirmation mail', () => {
  type MailInput = Parameters<typeof confirmationMail>[0]
  /** The mail of an order from a business that gave no contact details, unless a test says otherwise. */
  const mailOf = (order: MailInput['order'], input: Partial<MailInput> = {}) =>
    confirmationMail({
      companyName: 'Saffron Table',
      contact: {},
      statusUrl: 'http://app.test/s',
      order,
      ...input,
    })
  // One $220.00 pasta, with the 5 % tax $231.00.
  const pasta = [{ chefPackageId: 'a', title: 'Pasta', price: 220, image: '', quantity: 1 }]
  const pastaOrder = {
    id: 'o1',
    customer_email: 'guest@example.com',
    cartData: pasta,
    cartTotals: cartTotals(pasta),
    orderNotes: '',
  }

  it('starts the subject with the company name and order id (an order without a number), links the status page and escapes input', async () => {
    const order = {
      ...pastaOrder,
      cartData: [{ ...pastaOrder.cartData[0]!, title: '<b>Pasta</b>' }],
      orderNotes: '<script>x</script>',
    }
    const mail = await mailOf(order, { statusUrl: orderStatusUrl('http://app.test', 'o1', 'tok') })
    expect(mail.subject).toMatch(/^Saffron Table order o1/)
    expect(mail.to).toEqual(['guest@example.com'])
    expect(mail.html).toContain('href="http://app.test/order-status/o1?token=tok"')
    expect(mail.html).toContain('&lt;b&gt;Pasta&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('$231.00')
    // An order placed before the business had a schedule says nothing about when and where.
    expect(mail.html).not.toContain('When and where')
    expect(mail.html).not.toContain('Delivery')
  })

  it('names a numbered order by its number in the subject and the text; the link keeps the id', async () => {
    const order = {
      id: 'o3',
      orderNumber: 1042,
      customer_email: 'guest@example.com',
      cartData: [],
      cartTotals: { subTotal: 0, subTotalDisplay: '', taxDisplay: '', total: 0, totalDisplay: '' },
      orderNotes: '',
    }
    const mail = await mailOf(order, { statusUrl: orderStatusUrl('http://app.test', 'o3', 'tok') })
    expect(mail.subject).toBe('Saffron Table order #1042: thank you for your order')
    expect(mail.text).toContain('We received order #1042.')
    expect(mail.html).toContain('href="http://app.test/order-status/o3?token=tok"')
  })

  const delivered = {
    ...pastaOrder,
    id: 'o2',
    customer_email: 'ann@example.com',
    cartTotals: cartTotals(pasta, 1_200),
    fulfilment: {
      ...exampleDelivery,
      date: '2026-07-14',
      name: 'Ann <i>Lee</i>',
      notes: 'No cilantro & <no> nuts.\nRing twice.',
    },
  }

  it('carries when, where and for whom, escaped, and the delivery fee line', async () => {
    const mail = await mailOf(delivered)
    expect(mail.subject).toBe('Saffron Table order o2: thank you for your order')
    expect(mail.html).toContain('When and where')
    expect(mail.text).toMatch(/Delivery\s+\$12\.00/)
    expect(mail.html).toContain('$243.00')
    for (const text of [
      'Tue, Jul 14, 2026',
      '5:00 PM – 7:00 PM (New York time, EDT)',
      '200 W 20th St, Apt 4, New York, 10011',
      '+1 212 555 0123',
      'href="tel:+12125550123"',
      '12 guests',
      'Ann &lt;i&gt;Lee&lt;/i&gt;',
      'No cilantro &amp; &lt;no&gt; nuts.\nRing twice.',
    ]) {
      expect(mail.html).toContain(text)
    }
    expect(mail.html).not.toContain('<i>')
  })

  it('shows a travel fee after the tax, with the tax still that of the goods', async () => {
    const mail = await mailOf({
      ...delivered,
      cartTotals: cartTotals(pasta, 0, 0, 3_000),
      fulfilment: {
        ...delivered.fulfilment,
        method: 'chefAtHome',
        deliveryFeeCents: 0,
        travelFeeCents: 3_000,
      },
    })
    expect(mail.text).toMatch(/Tax\s+\$11\.00\s+Travel\s+\$30\.00\s+Total\s+\$261\.00/)
    expect(mail.text).not.toMatch(/Delivery\s+\$/)
  })

  it('gives a pickup its address and instructions, in winter time', async () => {
    const mail = await mailOf({
      ...delivered,
      cartTotals: cartTotals(pasta),
      fulfilment: { ...examplePickup, date: '2027-01-12' },
    })
    expect(mail.html).toContain('Pickup at')
    expect(mail.html).toContain('12 Market St')
    expect(mail.html).toContain('Side door.')
    expect(mail.html).toContain('5:00 PM – 7:00 PM (New York time, EST)')
    expect(mail.text).not.toMatch(/Delivery\s+\$/)
    expect(mail.html).not.toContain('Kitchen notes')
  })
  it("answers to the business's address when it has one, and to nobody (no Reply-To) when it has none", async () => {
    const contact = {
      email: 'chef@saffron-table.test',
      phone: '+1 212 555 0142',
      phoneHref: 'tel:+12125550142',
    }
    const answered = await mailOf(delivered, { contact })
    expect(answered.replyTo).toBe('chef@saffron-table.test')
    expect(answered.text).toContain('Questions? Reply to this mail or call +1 212 555 0142.')
    const unanswered = await mailOf(delivered)
    expect(unanswered).not.toHaveProperty('replyTo')
    expect(unanswered.text).not.toMatch(/reply/i)
  })
})
