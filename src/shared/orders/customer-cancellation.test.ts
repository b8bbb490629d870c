import { describe, expect, it } from 'vitest'
import { contactUsToCancel, customerCancelTerms } from './customer-cancellation.ts'
import { zonedInstant } from '../fulfilment/calendar-dates.ts'

const schedule = {
  timeZone: 'America/New_York',
  cutOff: { daysBefore: 1, time: '18:00' },
  cancellation: { refundPercent: 100 },
}
const paidOrder = {
  state: 'paid' as const,
  statusCode: 1 as const,
  paidCents: 10_001,
  refundedCents: 0,
  refunds: [],
  fulfilment: {
    method: 'pickup' as const,
    date: '2026-12-10',
    slotId: 'lunch',
    slotStart: '12:00',
    slotEnd: '14:00',
    timeZone: 'America/New_York',
    name: 'A',
    phone: '+12125550100',
    notes: '',
    deliveryFeeCents: 0,
  },
}
// The cut-off of 2026-12-10 is 2026-12-09 18:00 in New York.
const cutOff = zonedInstant('2026-12-09', '18:00', 'America/New_York').getTime()

describe('customer cancellation terms', () => {
  it('before the cut-off refunds what the policy allows, rounded down', () => {
    expect(customerCancelTerms(paidOrder, schedule, cutOff - 1)).toEqual({
      allowed: true,
      refundCents: 10_001,
      cutOffAt: cutOff,
      message: 'You get $100.01 back to your card.',
    })
    const half = customerCancelTerms(
      paidOrder,
      { ...schedule, cancellation: { refundPercent: 50 } },
      cutOff - 1,
    )
    expect(half.refundCents).toBe(5_000)
    const none = customerCancelTerms(
      paidOrder,
      { ...schedule, cancellation: { refundPercent: 0 } },
      cutOff - 1,
    )
    expect(none).toMatchObject({
      allowed: true,
      refundCents: 0,
      message: 'Cancelling this order does not refund what was paid.',
    })
  })

  it('at and after the cut-off is refused, naming the cut-off in the business time zone', () => {
    const terms = customerCancelTerms(paidOrder, schedule, cutOff)
    expect(terms.allowed).toBe(false)
    expect(terms.message).toMatch(
      /^Orders can be cancelled online until the cut-off, Wed, Dec 9.*6:00.PM.*\. Please contact us about this order\.$/,
    )
  })

  it('takes off what was already refunded', () => {
    const partly = {
      ...paidOrder,
      refunds: [
        {
          id: 'r',
          amountCents: 4_000,
          reason: '',
          by: 'admin' as const,
          at: 1,
          status: 'sent' as const,
          attempts: 0,
        },
      ],
    }
    expect(customerCancelTerms(partly, schedule, cutOff - 1).refundCents).toBe(6_001)
  })

  it('an unpaid order can always be cancelled; one in preparation never online', () => {
    expect(
      customerCancelTerms(
        { ...paidOrder, state: 'awaitingPayment', paidCents: undefined },
        schedule,
        cutOff + 1,
      ),
    ).toMatchObject({ allowed: true, refundCents: 0 })
    expect(customerCancelTerms({ ...paidOrder, state: 'inPreparation' }, schedule, cutOff - 1)).toEqual({
      allowed: false,
      refundCents: 0,
      cutOffAt: null,
      message: contactUsToCancel,
    })
  })

  it('without a stored schedule the default policy applies and no cut-off is known', () => {
    expect(customerCancelTerms(paidOrder, undefined, cutOff + 1)).toMatchObject({
      allowed: true,
      refundCents: 10_001,
      cutOffAt: null,
    })
  })
})
