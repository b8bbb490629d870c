import { describe, expect, it } from 'vitest'
import { orderMail, type OrderMailKind } from './order-mails.tsx'
import { brunchDelivery, brunchOrder } from './order-mail.fixture.ts'
import type { OrderMailModel } from './order-summary.tsx'
import { renderMail } from './render-mail.ts'

const contact = { email: 'chef@saffron-table.test', phone: '+1 212 555 0142', phoneHref: 'tel:+12125550142' }

const order: OrderMailModel = {
  ...brunchOrder,
  contact,
  customerName: 'Ana <script>alert(1)</script>',
  deliveryFeeCents: 800,
  totalCents: 16_078,
  fulfilment: { ...brunchDelivery, slot: '11:00 AM – 1:00 PM EST' },
  orderUrl: 'https://shop.example/order-status/abc?token=t0k',
}

const kinds: OrderMailKind[] = [
  'orderReceived',
  'paymentReceipt',
  'orderConfirmed',
  'readyForPickup',
  'outForDelivery',
  'orderCancelled',
  'orderRefunded',
  'orderMoved',
  'fulfilmentClosed',
  'fulfilmentReminder',
  'orderUpdate',
]

describe('order mails', () => {
  it('a change of items to a higher total asks for the difference, its button the payment page', async () => {
    const payUrl = 'https://pay.example/cs_test_1'
    const mail = await renderMail(
      orderMail('itemsChanged', { ...order, amountDue: { cents: 2_550, payUrl } }),
    )
    expect(mail.subject).toBe('Saffron Table: Order #1042 was changed: $25.50 to pay')
    expect(mail.html).toContain(`href="${payUrl}"`)
    expect(mail.text).toContain('Pay $25.50')
    expect(mail.html).not.toContain(order.orderUrl)
  })

  it('a balance reminder says what is due and when, and its button opens the order to pay now', async () => {
    const mail = await renderMail(
      orderMail('balanceReminder', { ...order, balance: { cents: 88_200, dueDate: 'Thu, Dec 10, 2026' } }),
    )
    expect(mail.subject).toBe('Saffron Table: Order #1042: the balance of $882.00 is due Thu, Dec 10, 2026')
    expect(mail.text).toContain('We will charge it to the card you paid the deposit with on that day')
    expect(mail.text).toContain('Pay the balance now')
    expect(mail.html).toContain(`href="${order.orderUrl}"`)
  })

  it('a balance the card did not pay asks for it on its payment page, saying why', async () => {
    const payUrl = 'https://pay.example/cs_test_balance'
    const due = { cents: 88_200, payUrl }
    const declined = await renderMail(
      orderMail('balanceDue', {
        ...order,
        amountDue: due,
        balance: { cents: 88_200, dueDate: 'Thu, Dec 10, 2026' },
      }),
    )
    expect(declined.subject).toBe('Saffron Table: Order #1042: please pay the balance of $882.00')
    expect(declined.text).toContain('it was declined')
    expect(declined.html).toContain(`href="${payUrl}"`)
    const confirm = await renderMail(
      orderMail('balanceDue', {
        ...order,
        amountDue: due,
        balance: { cents: 88_200, dueDate: 'Thu, Dec 10, 2026', actionRequired: true },
      }),
    )
    expect(confirm.text).toContain('Your bank asked you to confirm the payment')
  })

  it("shows a line's guests and chosen options under it, and none for a plain line", async () => {
    const withOptions: OrderMailModel = {
      ...order,
      items: [
        {
          ...order.items[0]!,
          details: 'For 8 guests · Main: Beef · Message on the cake: Happy <b>holidays</b>',
        },
        order.items[1]!,
      ],
    }
    const mail = await renderMail(orderMail('orderReceived', withOptions))
    expect(mail.text).toContain('For 8 guests · Main: Beef · Message on the cake: Happy <b>holidays</b>')
    expect(mail.html).toContain('Message on the cake: Happy &lt;b&gt;holidays&lt;/b&gt;')
    expect((await renderMail(orderMail('orderReceived', order))).text).not.toContain('For ')
  })

  it.each(kinds)(
    '%s renders the business, the order, when and where, the totals and a button to the order',
    async (kind) => {
      const mail = await renderMail(orderMail(kind, order))
      // The confirmation keeps the original app's subject: "{company} order #N: thank you for your order".
      expect(
        mail.subject.startsWith(kind === 'orderReceived' ? 'Saffron Table order ' : 'Saffron Table: '),
      ).toBe(true)
      expect(mail.subject).toContain('#1042')
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain('Sunday Brunch')
        expect(body).toContain('Thu, Dec 24, 2026, 11:00 AM – 1:00 PM EST')
        expect(body).toContain('5 Elm St, New York, NY 10001')
        expect(body).toContain('$160.78')
        expect(body).toContain('$8.00')
      }
      expect(mail.html).toContain('href="https://shop.example/order-status/abc?token=t0k"')
      expect(mail.text).toContain('https://shop.example/order-status/abc?token=t0k')
    },
  )

  it('lists the totals in the order review order: subtotal, discount, tax, delivery, total', async () => {
    const discounted = {
      ...order,
      discountCents: 1_000,
      discountCode: 'SPRING',
      taxCents: 678,
      totalCents: 15_028,
    }
    const mail = await renderMail(orderMail('paymentReceipt', discounted))
    for (const body of [mail.html, mail.text]) {
      const at = ['Subtotal', 'Discount (SPRING)', 'Tax', 'Delivery', 'Total'].map((name) =>
        body.indexOf(name, body.indexOf('Subtotal')),
      )
      expect(at.every((index) => index >= 0)).toBe(true)
      expect([...at].sort((a, b) => a - b)).toEqual(at)
    }
  })

  it("an update shows the business's words, line breaks kept", async () => {
    const mail = await renderMail(
      orderMail('orderUpdate', { ...order, updateText: 'Running late.\nSee you at 7.' }),
    )
    expect(mail.subject).toBe('Saffron Table: Update on order #1042')
    expect(mail.text).toContain('Running late.')
    expect(mail.html).toContain('white-space:pre-line')
    expect(mail.html).toContain('See you at 7.')
  })

  it('escapes what customers typed', async () => {
    const mail = await renderMail(orderMail('paymentReceipt', order))
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
  })

  it('shows refunds on cancellations and tells customers how to stop reminders', async () => {
    const cancelled = await renderMail(orderMail('orderCancelled', { ...order, refundedCents: 16_078 }))
    expect(cancelled.text).toContain('Refunded')
    expect(cancelled.text).toContain('−$160.78')
    const reminder = await renderMail(orderMail('fulfilmentReminder', order))
    expect(reminder.text).toContain("You can turn reminders off on your order's page.")
  })

  const customerKinds = kinds

  it.each(customerKinds)("%s ends with the business's address and phone to reply to", async (kind) => {
    const mail = await renderMail(orderMail(kind, order))
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Questions? Reply to this mail or call +1 212 555 0142.')
    }
    expect(mail.html).toContain('href="mailto:chef@saffron-table.test"')
    expect(mail.html).toContain('href="tel:+12125550142"')
  })

  it('says only what the business has, and never "reply" without an address to reply to', async () => {
    const phoneOnly = { ...order, contact: { phone: '+1 212 555 0142', phoneHref: 'tel:+12125550142' } }
    const emailOnly = { ...order, contact: { email: 'chef@saffron-table.test' } }
    const neither = { ...order, contact: {} }
    for (const kind of customerKinds) {
      const byPhone = await renderMail(orderMail(kind, phoneOnly))
      expect(byPhone.text).toContain('Questions? Call us on +1 212 555 0142.')
      expect(byPhone.text).not.toMatch(/reply/i)
      const byMail = await renderMail(orderMail(kind, emailOnly))
      expect(byMail.text).toContain('Questions? Reply to this mail.')
      expect(byMail.text).not.toContain('call')
      const silent = await renderMail(orderMail(kind, neither))
      expect(silent.text).not.toContain('Questions?')
      expect(silent.text).not.toMatch(/reply/i)
    }
    const moved = await renderMail(orderMail('orderMoved', phoneOnly))
    expect(moved.text).toContain('If this does not suit you, call us on +1 212 555 0142.')
  })
})
