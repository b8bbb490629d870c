import { describe, expect, it } from 'vitest'
import {
  chefSubscriptionPaymentFailedMail,
  cycleNoRoomMail,
  cycleOrderMail,
  updateCardMail,
} from './meal-plan-cycle-mails.tsx'
import type { OrderMailModel } from './order-summary.tsx'
import { renderMail } from './render-mail.ts'

const contact = { email: 'chef@saffron-table.test' }
const order: OrderMailModel = {
  businessName: 'Saffron Table',
  contact,
  orderNumber: '#1042',
  customerName: 'Ana',
  items: [{ title: 'Harvest bowls', quantity: 5, amountCents: 5400 }],
  subtotalCents: 5400,
  taxCents: 0,
  totalCents: 5400,
  orderUrl: 'https://shop.example/order-status/o1',
  fulfilment: { method: 'Pickup', date: 'Wed, Jan 20, 2027', slot: '6:00 PM – 8:00 PM (New York time, EST)' },
}

// The cycle every mail below is about.
const planFacts = {
  businessName: 'Saffron Table',
  contact,
  planName: '5 lunches a week',
  date: 'Wed, Jan 20, 2027',
}

describe('meal plan cycle mails', () => {
  it("books the cycle's meals, and says where they moved when the chosen time was full", async () => {
    const booked = await renderMail(cycleOrderMail(order, { planName: '5 lunches a week' }))
    expect(booked.subject).toBe('Saffron Table: your 5 lunches a week meals for Wed, Jan 20, 2027')
    expect(booked.text).toContain('are booked as order #1042')
    expect(booked.text).not.toContain('moved')
    const moved = await renderMail(
      cycleOrderMail(order, {
        planName: '5 lunches a week',
        movedFrom: 'Wed, Jan 20, 2027, 12:00 PM – 2:00 PM',
      }),
    )
    expect(moved.subject).toContain('(moved)')
    expect(moved.text).toContain(
      'Your meals moved to Wed, Jan 20, 2027, 6:00 PM – 8:00 PM (New York time, EST): the time you chose (Wed, Jan 20, 2027, 12:00 PM – 2:00 PM) was full.',
    )
  })

  it('sends the customer to the invoice page to pay with another card, and says when it is a reminder', async () => {
    const facts = { ...planFacts, amountCents: 5400, payUrl: 'https://pay.example/invoice/in_1' }
    const first = await renderMail(updateCardMail({ ...facts, reminder: false }))
    expect(first.subject).toBe('Saffron Table: update your card for your 5 lunches a week')
    expect(first.html).toContain('href="https://pay.example/invoice/in_1"')
    expect(first.text).toContain('Update your card and pay $54.00')
    const reminder = await renderMail(updateCardMail({ ...facts, reminder: true }))
    expect(reminder.subject).toContain('reminder: ')
    expect(reminder.text).toContain('is still unpaid')
  })

  it('tells the customer nothing is charged for a cycle without room, and keeps the contact out of chef alerts', async () => {
    const facts = { ...planFacts, accountUrl: 'https://shop.example/my-meal-plans' }
    const customer = await renderMail(cycleNoRoomMail(facts))
    expect(customer.text).toContain('nothing is charged for it')
    const chef = await renderMail(
      chefSubscriptionPaymentFailedMail({ ...facts, amountCents: 5400, customerEmail: 'ana@example.com' }),
    )
    expect(chef.text).toContain('The $54.00 charge')
    expect(chef.html).not.toContain('mailto:chef@saffron-table.test')
  })
})
