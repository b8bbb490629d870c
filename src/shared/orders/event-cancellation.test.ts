import { describe, expect, it } from 'vitest'
import { exampleRefund } from '../schemas/order.fixture.ts'
import type { OrderRefund } from '../schemas/order.ts'
import type { CancellationTerms, PaymentPlan } from '../schemas/payment-plan.ts'
import { balanceBeingCharged, contactUsToCancel, customerCancelTerms } from './customer-cancellation.ts'
import { bandFor, daysBetween, describeBands, eventCancellation, termsRefund } from './event-cancellation.ts'

const bands = [
  { daysBefore: 30, refundPercent: 100 },
  { daysBefore: 14, refundPercent: 50 },
  { daysBefore: 0, refundPercent: 0 },
]
const kept: CancellationTerms = { depositRefundable: false, bands, summary: '' }
const refundable: CancellationTerms = { ...kept, depositRefundable: true }
const noBands: CancellationTerms = { depositRefundable: false, bands: [], summary: '' }

// A $1,000.00 event: a $300.00 deposit, the $700.00 balance paid (all of it held) or not yet (the deposit only).
const deposit = 30_000
const balancePaid = 100_000
const depositOnly = 30_000

describe("the terms' refund", () => {
  // days ahead, terms, paid, refunds made before, then the refund, the deposit kept and what the business keeps.
  const table: Array<[number, CancellationTerms, number, number, number, number, number]> = [
    // Balance paid, deposit kept: the band's share of the $700.00 beyond the deposit.
    [45, kept, balancePaid, 0, 70_000, 30_000, 30_000],
    [30, kept, balancePaid, 0, 70_000, 30_000, 30_000],
    [29, kept, balancePaid, 0, 35_000, 30_000, 65_000],
    [14, kept, balancePaid, 0, 35_000, 30_000, 65_000],
    [13, kept, balancePaid, 0, 0, 30_000, 100_000],
    [0, kept, balancePaid, 0, 0, 30_000, 100_000],
    // The event has passed: no band applies.
    [-1, kept, balancePaid, 0, 0, 30_000, 100_000],
    // Balance not paid yet: only the deposit is held, and it is kept.
    [45, kept, depositOnly, 0, 0, 30_000, 30_000],
    [20, kept, depositOnly, 0, 0, 30_000, 30_000],
    // A refundable deposit follows the band like the rest.
    [45, refundable, balancePaid, 0, 100_000, 0, 0],
    [20, refundable, balancePaid, 0, 50_000, 0, 50_000],
    [20, refundable, depositOnly, 0, 15_000, 0, 15_000],
    [5, refundable, depositOnly, 0, 0, 0, 30_000],
    // Earlier refunds come out of what was paid beyond the deposit; the share is of what is still held.
    [20, kept, balancePaid, 10_000, 30_000, 30_000, 60_000],
    [45, kept, balancePaid, 10_000, 60_000, 30_000, 30_000],
    [20, refundable, balancePaid, 10_000, 45_000, 0, 45_000],
    // Refunds that ate into the deposit leave nothing beyond it; what is left of the deposit is kept.
    [45, kept, balancePaid, 80_000, 0, 20_000, 20_000],
    [45, refundable, balancePaid, 80_000, 20_000, 0, 0],
    // Rounded down to the cent: the terms are never exceeded.
    [20, kept, balancePaid + 1, 0, 35_000, 30_000, 65_001],
    [20, refundable, balancePaid, 3, 49_998, 0, 49_999],
    // No bands: nothing comes back.
    [60, noBands, balancePaid, 0, 0, 30_000, 100_000],
  ]

  // The terms last: the test's name prints the others.
  const named = table.map(([daysBefore, terms, ...rest]) => [
    daysBefore,
    terms === refundable ? 'deposit refundable' : terms === kept ? 'deposit kept' : 'no bands',
    ...rest,
    terms,
  ]) as Array<[number, string, number, number, number, number, number, CancellationTerms]>

  it.each(named)(
    '%i days ahead (%s), paid %i, earlier refunds %i: refunds %i, keeps the deposit %i and %i in all',
    (daysBefore, _name, paidCents, earlierRefundsCents, refundCents, depositKeptCents, keptCents, terms) => {
      const result = termsRefund({ terms, depositCents: deposit, paidCents, earlierRefundsCents, daysBefore })
      expect(result).toMatchObject({ refundCents, depositKeptCents, keptCents })
      expect(result.refundCents + result.keptCents).toBe(Math.max(0, paidCents - earlierRefundsCents))
    },
  )

  it('takes the most generous band the cancellation meets, whatever order the terms list them in', () => {
    expect(bandFor([...bands].reverse(), 20)).toEqual({ daysBefore: 14, refundPercent: 50 })
    expect(
      bandFor(
        [
          { daysBefore: 30, refundPercent: 40 },
          { daysBefore: 10, refundPercent: 60 },
        ],
        35,
      ),
    ).toEqual({
      daysBefore: 10,
      refundPercent: 60,
    })
    expect(bandFor(bands, -1)).toBeNull()
    expect(bandFor([{ daysBefore: 7, refundPercent: 50 }], 6)).toBeNull()
  })
})

describe('days before the event', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2026-11-24', '2026-12-24')).toBe(30)
    expect(daysBetween('2026-12-24', '2026-12-24')).toBe(0)
    expect(daysBetween('2026-12-25', '2026-12-24')).toBe(-1)
    // Across the change to standard time.
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2)
  })
})

const plan = (fields: Partial<PaymentPlan> = {}): PaymentPlan => ({
  depositRule: { kind: 'percent', percent: 30 },
  depositCents: deposit,
  balanceCents: 70_000,
  balanceDueDate: '2026-12-10',
  cancellationTerms: kept,
  balanceState: 'scheduled',
  remindersSent: [],
  ...fields,
})

const refund = (fields: Partial<OrderRefund>) => exampleRefund({ id: 'r', at: 0, attempts: 1, ...fields })

// The event is on Thursday, Dec 24, 2026 in New York; New York is 5 hours behind UTC then.
const eventOrder = {
  state: 'confirmed' as const,
  paymentState: 'paid' as const,
  fulfilmentState: 'confirmed' as const,
  statusCode: 1 as const,
  paidCents: balancePaid,
  refundedCents: 0,
  refunds: [] as OrderRefund[],
  history: [],
  paymentPlan: plan({ balanceState: 'paid' }),
  fulfilment: {
    method: 'chefAtHome' as const,
    date: '2026-12-24',
    slotId: 'evening',
    slotStart: '18:00',
    slotEnd: '23:00',
    timeZone: 'America/New_York',
    name: 'A',
    phone: '+12125550100',
    notes: '',
    deliveryFeeCents: 0,
  },
}
const nyEveningOfNov23 = Date.parse('2026-11-24T04:00:00Z')
const nyMidnightOfNov24 = Date.parse('2026-11-24T05:30:00Z')

describe("an order's cancellation under its terms", () => {
  it('counts the days in the business time zone, not UTC', () => {
    expect(eventCancellation(eventOrder, nyEveningOfNov23)).toMatchObject({
      daysBefore: 31,
      refundCents: 70_000,
    })
    expect(eventCancellation(eventOrder, nyMidnightOfNov24)).toMatchObject({
      daysBefore: 30,
      refundCents: 70_000,
    })
    const dec1 = Date.parse('2026-12-01T17:00:00Z')
    expect(eventCancellation(eventOrder, dec1)).toMatchObject({ daysBefore: 23, refundCents: 35_000 })
  })

  it('says which balance the cancellation stops', () => {
    expect(eventCancellation(eventOrder, nyEveningOfNov23)?.balanceStoppedCents).toBe(0)
    const scheduled = { ...eventOrder, paidCents: depositOnly, paymentPlan: plan() }
    expect(eventCancellation(scheduled, nyEveningOfNov23)).toMatchObject({
      refundCents: 0,
      depositKeptCents: 30_000,
      balanceStoppedCents: 70_000,
    })
  })

  it('counts earlier refunds, the provider-only ones too, and leaves failed ones out', () => {
    const earlier = {
      ...eventOrder,
      refunds: [refund({ amountCents: 10_000, at: 1 }), refund({ id: 'f', status: 'failed', at: 2 })],
    }
    expect(eventCancellation(earlier, nyEveningOfNov23)).toMatchObject({
      heldCents: 90_000,
      refundCents: 60_000,
    })
    const atProvider = { ...eventOrder, refundedCents: 20_000 }
    expect(eventCancellation(atProvider, nyEveningOfNov23)).toMatchObject({
      heldCents: 80_000,
      refundCents: 50_000,
    })
  })

  it('of a cancelled order, is what is still to refund, as of the day it was cancelled', () => {
    const cancelledAt = Date.parse('2026-12-01T17:00:00Z')
    const cancelled = {
      ...eventOrder,
      state: 'cancelled' as const,
      fulfilmentState: 'cancelled' as const,
      history: [
        { from: 'confirmed' as const, to: 'cancelled' as const, by: 'admin' as const, at: cancelledAt },
      ],
      refunds: [refund({ amountCents: 10_000, at: 1 })],
    }
    // Held $900.00 when cancelled 23 days ahead: half of the $600.00 beyond the deposit, whenever staff look.
    const later = Date.parse('2026-12-20T17:00:00Z')
    expect(eventCancellation(cancelled, later)).toMatchObject({ daysBefore: 23, refundCents: 30_000 })
    const partly = {
      ...cancelled,
      refunds: [...cancelled.refunds, refund({ id: 'b', amountCents: 12_000, at: later })],
    }
    expect(eventCancellation(partly, later)?.refundCents).toBe(18_000)
    const all = {
      ...cancelled,
      refunds: [...cancelled.refunds, refund({ id: 'c', amountCents: 30_000, at: later })],
    }
    expect(eventCancellation(all, later)?.refundCents).toBe(0)
  })

  it('is null for an order without a payment plan', () => {
    const { paymentPlan: _plan, ...plain } = eventOrder
    expect(eventCancellation(plain, nyEveningOfNov23)).toBeNull()
  })
})

describe('the terms in words', () => {
  it('lists each band, furthest first, then what is kept', () => {
    expect(describeBands(kept)).toEqual([
      '30 days or more before the event: 100% of what was paid beyond the deposit back',
      '14 to 29 days before the event: 50% of what was paid beyond the deposit back',
      'Less than 14 days before the event: nothing back',
      'The deposit is not refunded',
    ])
    expect(describeBands({ ...refundable, bands: [{ daysBefore: 7, refundPercent: 80 }] })).toEqual([
      '7 days or more before the event: 80% of what was paid back',
      'Less than 7 days before the event: nothing back',
    ])
    expect(describeBands(noBands)).toEqual([
      'Nothing is refunded on cancellation',
      'The deposit is not refunded',
    ])
  })
})

describe("a customer's cancellation of an event", () => {
  // The order's cut-off (the day before at 18:00) does not apply: the terms decide up to the event date.
  const schedule = {
    timeZone: 'America/New_York',
    cutOff: { daysBefore: 1, time: '18:00' },
    cancellation: { refundPercent: 100 },
  }

  it('follows the terms, not the business policy, and says what is kept', () => {
    const dec1 = Date.parse('2026-12-01T17:00:00Z')
    expect(customerCancelTerms(eventOrder, schedule, dec1)).toMatchObject({
      allowed: true,
      refundCents: 35_000,
      message: 'You get $350.00 back to your card. The deposit of $300.00 is kept.',
      event: { daysBefore: 23, keptCents: 65_000, depositKeptCents: 30_000 },
    })
    const scheduled = { ...eventOrder, paidCents: depositOnly, paymentPlan: plan() }
    expect(customerCancelTerms(scheduled, schedule, dec1).message).toBe(
      'Cancelling this order does not refund what was paid. The deposit of $300.00 is kept. The balance of $700.00 will not be charged.',
    )
  })

  it('is open on the event day, past the cut-off, and closed after it', () => {
    const eventMorning = Date.parse('2026-12-24T14:00:00Z')
    expect(customerCancelTerms(eventOrder, schedule, eventMorning)).toMatchObject({
      allowed: true,
      refundCents: 0,
    })
    const dayAfter = Date.parse('2026-12-25T14:00:00Z')
    expect(customerCancelTerms(eventOrder, schedule, dayAfter)).toMatchObject({
      allowed: false,
      message: contactUsToCancel,
    })
  })

  it('waits while the balance is being charged', () => {
    const charging = { ...eventOrder, paymentPlan: plan({ balanceState: 'charging' }) }
    expect(customerCancelTerms(charging, schedule, nyEveningOfNov23)).toMatchObject({
      allowed: false,
      message: balanceBeingCharged,
    })
  })

  it('still tells staff the terms once the customer may no longer cancel', () => {
    const preparing = {
      ...eventOrder,
      fulfilmentState: 'inPreparation' as const,
      state: 'inPreparation' as const,
    }
    expect(customerCancelTerms(preparing, schedule, nyEveningOfNov23)).toMatchObject({
      allowed: false,
      message: contactUsToCancel,
      event: { refundCents: 70_000 },
    })
  })
})
