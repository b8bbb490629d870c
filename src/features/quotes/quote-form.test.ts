import { describe, expect, it } from 'vitest'
import { builderFieldOf, readBands, readQuoteForm, readTimeline, storedValues } from './quote-form.ts'

const filled: Record<string, string | string[]> = {
  'customer.uid': 'u1',
  'customer.name': 'Ada',
  'customer.email': 'ada@example.test',
  'customer.phone': '212 555 0123',
  title: 'Holiday dinner',
  guests: '10',
  'lines.0.chefPackageId': '',
  'lines.1.chefPackageId': 'dinner',
  'lines.1.quantity': '1',
  'lines.1.option.main': ['beef'],
  'lines.1.option.add-ons': ['cheese'],
  'lines.1.option.cake-message.text': ['Happy holidays'],
  'customLines.0.label': '',
  'customLines.2.kind': 'staff',
  'customLines.2.label': 'Two servers',
  'customLines.2.quantity': '2',
  'customLines.2.unitPrice': '$200.50',
  serviceChargePercent: '10',
  'fulfilment.method': 'pickup',
  'fulfilment.date': '2027-01-09',
  'fulfilment.slotId': 'sat-dinner',
  timeline: '9:30 Arrival\n19:00 - Dinner',
  'depositRule.kind': 'amount',
  'depositRule.amount': '300',
  balanceDueDate: '2027-01-02',
  expiresOn: '2026-12-20',
  'cancellationTerms.bands': '30 days: 100%\n7 days: 50 %',
  'cancellationTerms.depositRefundable': 'on',
}

describe('readQuoteForm', () => {
  it('sends the filled rows only, money in cents, options per group, and no address for pickup', () => {
    const { request, rows } = readQuoteForm(filled, 'send', 'q1')
    expect(rows).toEqual({ lines: [1], customLines: [2] })
    expect(request.lines).toEqual([
      {
        chefPackageId: 'dinner',
        quantity: 1,
        options: [
          { groupId: 'main', choiceIds: ['beef'] },
          { groupId: 'add-ons', choiceIds: ['cheese'] },
          { groupId: 'cake-message', text: 'Happy holidays' },
        ],
      },
    ])
    expect(request.customLines).toEqual([
      { kind: 'staff', label: 'Two servers', quantity: 2, unitCents: 20_050 },
    ])
    expect(request.fulfilment).toEqual({ method: 'pickup', date: '2027-01-09', slotId: 'sat-dinner' })
    expect(request.depositRule).toEqual({ kind: 'amount', amountCents: 30_000 })
    expect(request.cancellationTerms).toMatchObject({
      depositRefundable: true,
      bands: [
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 7, refundPercent: 50 },
      ],
    })
    expect(request).toMatchObject({ quoteId: 'q1', intent: 'send', guests: 10, serviceChargePercent: 10 })
  })

  it('leaves what is not a number for the server to refuse next to its field', () => {
    const { request } = readQuoteForm(
      { ...filled, guests: 'ten', 'customLines.2.unitPrice': 'lots' },
      'save',
      undefined,
    )
    expect(request.guests).toBeNaN()
    expect(request.customLines?.[0]?.unitCents).toBeNaN()
    expect(request).not.toHaveProperty('quoteId')
  })
})

describe('the timeline and the bands as typed', () => {
  it('reads one step a line, a short hour padded', () => {
    expect(readTimeline('9:30 Arrival\n\n19:00 - Dinner\nlater')).toEqual([
      { time: '09:30', label: 'Arrival' },
      { time: '19:00', label: 'Dinner' },
      { time: 'later', label: '' },
    ])
  })

  it('reads two numbers a band, anything else as a band the server refuses', () => {
    expect(readBands('30 days: 100%\nsoon')).toEqual([
      { daysBefore: 30, refundPercent: 100 },
      { daysBefore: Number.NaN, refundPercent: Number.NaN },
    ])
  })
})

describe('builderFieldOf', () => {
  const rows = { lines: [1, 2], customLines: [2] }
  it.each([
    ['lines', 'lines.0.chefPackageId'],
    ['lines.1.quantity', 'lines.2.quantity'],
    ['lines.0.option.main', 'lines.1.option.main'],
    ['customLines.0.unitCents', 'customLines.2.unitPrice'],
    ['timeline.3.time', 'timeline'],
    ['cancellationTerms.bands.0.refundPercent', 'cancellationTerms.bands'],
    ['depositRule.amountCents', 'depositRule.amount'],
    ['fulfilment.date', 'fulfilment.date'],
  ])('puts %s next to %s', (field, shown) => {
    expect(builderFieldOf(field, rows)).toBe(shown)
  })
})

describe('storedValues', () => {
  it('starts a new quote with the customer and the usual deposit and terms', () => {
    expect(
      storedValues({ uid: 'u1', name: 'Ada', email: 'ada@example.test', phone: '1' }, undefined),
    ).toMatchObject({
      'customer.name': 'Ada',
      'fulfilment.method': 'chefAtHome',
      'depositRule.percent': '30',
    })
  })
})
