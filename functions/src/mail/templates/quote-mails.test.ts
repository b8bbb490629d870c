import { describe, expect, it } from 'vitest'
import { quoteMail, type QuoteMailModel } from './quote-mails.tsx'
import { renderMail } from './render-mail.ts'

const model = (version: number): QuoteMailModel => ({
  businessName: 'Saffron Table',
  customerName: 'Casey <b>Rivera</b>',
  contact: { email: 'chef@saffron-table.test', phone: '', phoneHref: '' },
  quoteUrl: 'https://shop.example/quote/q1?token=t0k',
  version: {
    version,
    title: 'Holiday dinner party',
    guests: 10,
    expiresOn: '2026-12-11',
    fulfilment: {
      method: 'chefAtHome',
      date: '2027-01-14',
      slotId: 'thu-dinner',
      slotStart: '17:00',
      slotEnd: '19:00',
      timeZone: 'America/New_York',
      name: 'Casey',
      phone: '+12125550188',
      notes: '',
      deliveryFeeCents: 0,
    },
    totals: {
      packagesCents: 73_000,
      customLinesCents: 36_000,
      serviceChargeCents: 10_900,
      taxCents: 5_995,
      deliveryFeeCents: 0,
      totalCents: 125_895,
      depositCents: 37_769,
      balanceCents: 88_126,
    },
  },
})

describe('the quote mail', () => {
  it('gives the total, the deposit, the last open day and the link, the name escaped', async () => {
    const mail = await renderMail(quoteMail(model(1)))
    expect(mail.subject).toBe('Your quote: Holiday dinner party')
    expect(mail.text).toContain('$1,258.95')
    expect(mail.text).toContain('$377.69')
    expect(mail.text).toContain('https://shop.example/quote/q1?token=t0k')
    expect(mail.html).not.toContain('<b>Rivera</b>')
  })

  it('says a later version is an update, with its number', async () => {
    const mail = await renderMail(quoteMail(model(2)))
    expect(mail.subject).toBe('Your updated quote: Holiday dinner party')
    expect(mail.text).toContain('version 2')
  })
})
