import { describe, expect, it } from 'vitest'
import { chefAlertMail, chefAlertKinds } from './chef-alert-mails.tsx'
import { brunchDelivery, brunchOrder } from './order-mail.fixture.ts'
import type { OrderMailModel } from './order-summary.tsx'
import { renderMail } from './render-mail.ts'

const order: OrderMailModel = {
  ...brunchOrder,
  fulfilment: {
    ...brunchDelivery,
    method: 'Chef at your home',
    placeLabel: 'Address',
    guests: 6,
    notes: 'Ring twice',
  },
  orderNotes: 'Birthday <b>cake</b> please',
  dietary: { allergies: ['Milk', 'Peanuts'], diets: ['Vegetarian'], confirmed: ['Milk'] },
}

describe("the chef's alerts", () => {
  it('a new order names the items, when and where, guests, notes, and the allergies in bold', async () => {
    const mail = await renderMail(chefAlertMail('newOrder', order))
    expect(mail.subject).toBe('Saffron Table: New paid order #1042 from Ana Diaz')
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('2 × Sunday Brunch')
      expect(body).toContain('1 × Dessert Box')
      expect(body).toContain('Chef at your home')
      expect(body).toContain('Thu, Dec 24, 2026, 11:00 AM – 1:00 PM (New York time, EST)')
      expect(body).toContain('5 Elm St, New York, NY 10001')
      expect(body).toContain('6 guests')
      expect(body).toContain('Ring twice')
      expect(body).toContain('The customer confirmed they read that the order contains Milk.')
    }
    expect(mail.html).toMatch(/<strong>Allergies: Milk, Peanuts<\/strong>/)
    expect(mail.html).toMatch(/<strong>Diets: Vegetarian<\/strong>/)
    expect(mail.text).toContain("Customer's notes: Birthday <b>cake</b> please")
    expect(mail.html).not.toContain('<b>cake</b>')
    // The chef's alert is not signed with the business's own contact.
    expect(mail.text).not.toContain('Questions?')
  })

  it('says nothing of allergies when the customer gave none', async () => {
    const { dietary: _none, ...plain } = order
    const mail = await renderMail(chefAlertMail('newOrder', plain))
    expect(mail.text).not.toContain('Allergies')
  })

  it('a cancellation says what was refunded, or that nothing was', async () => {
    const refunded = await renderMail(chefAlertMail('cancelled', order, { refundedCents: 15_278 }))
    expect(refunded.subject).toBe('Saffron Table: Order #1042 was cancelled by the customer')
    expect(refunded.text).toContain('$152.78 is refunded to their card automatically')
    const nothing = await renderMail(chefAlertMail('cancelled', order))
    expect(nothing.text).toContain('Nothing was refunded.')
  })

  it('a refund names its amount and whether it was full or partial', async () => {
    const partial = await renderMail(
      chefAlertMail('refunded', order, { refundedCents: 2_000, fullRefund: false, reason: 'Late' }),
    )
    expect(partial.subject).toBe('Saffron Table: Refund of $20.00 for order #1042')
    expect(partial.text).toContain('(a partial refund)')
    expect(partial.text).toContain('Reason: Late')
    const full = await renderMail(
      chefAlertMail('refunded', order, { refundedCents: 15_278, fullRefund: true }),
    )
    expect(full.text).toContain('(a full refund)')
  })

  it('a balance the saved card did not pay names the amount and the reason, and that a link was sent', async () => {
    const mail = await renderMail(
      chefAlertMail('balanceFailed', order, { amountCents: 88_200, reason: 'Your card was declined.' }),
    )
    expect(mail.subject).toBe('Saffron Table: Balance of order #1042 not paid')
    expect(mail.text).toContain('The saved card could not be charged the balance of $882.00 for order #1042')
    expect(mail.text).toContain('The customer was sent a link to pay it.')
    expect(mail.text).toContain('Reason: Your card was declined.')
  })

  it('a move says from when to when; a failed payment says the order is not paid', async () => {
    const moved = await renderMail(
      chefAlertMail('moved', order, {
        movedFrom: 'Wed, Dec 23, 2026, 6:00 PM – 8:00 PM (New York time, EST)',
      }),
    )
    expect(moved.text).toContain(
      'moved from Wed, Dec 23, 2026, 6:00 PM – 8:00 PM (New York time, EST) to Thu, Dec 24, 2026, 11:00 AM – 1:00 PM (New York time, EST)',
    )
    const failed = await renderMail(chefAlertMail('paymentFailed', order))
    expect(failed.text).toContain('did not go through. The order is not paid.')
  })

  it.each(chefAlertKinds)('%s links to the order', async (kind) => {
    const mail = await renderMail(chefAlertMail(kind, order, { refundedCents: 100 }))
    expect(mail.html).toContain('href="https://shop.example/order-status/abc"')
  })
})
