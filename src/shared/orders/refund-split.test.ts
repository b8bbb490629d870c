import { describe, expect, it } from 'vitest'
import type { Order, OrderRefund } from '../schemas/order.ts'
import { exampleRefund } from '../schemas/order.fixture.ts'
import { eventPlanPaidInTwo as plan } from '../schemas/payment-plan.fixture.ts'
import { committedRefundCents, refundableCents } from './refund-amounts.ts'
import {
  paymentsLeft,
  paymentsOf,
  providerRefundedByPayment,
  refundLeftCents,
  sentByPayment,
  splitLeftCents,
  splitRefund,
} from './refund-split.ts'

// A $1,260.00 event: the $378.00 deposit on Checkout (pi_deposit), then the $882.00 balance (pi_balance).
const paidInTwo = {
  paidCents: 126_000,
  refundedCents: 0,
  refunds: [] as OrderRefund[],
  checkoutSession: { payment_intent: 'pi_deposit', amount_total: 37_800 },
  paymentPlan: plan,
} satisfies Partial<Order>

const refund = (id: string, amountCents: number, fields: Partial<OrderRefund> = {}) =>
  exampleRefund({ id, amountCents, ...fields })

const payment = (paymentIntentId: string, chargedCents: number, takenCents = 0) => ({
  paymentIntentId,
  chargedCents,
  takenCents,
})

describe('splitting a refund across the payments', () => {
  const balance = payment('pi_balance', 88_200)
  const deposit = payment('pi_deposit', 37_800)

  it('takes the balance first, then the deposit for the rest', () => {
    expect(splitRefund([balance, deposit], 100_000)).toEqual([
      { paymentIntentId: 'pi_balance', amountCents: 88_200 },
      { paymentIntentId: 'pi_deposit', amountCents: 11_800 },
    ])
  })

  it('is one part when the balance holds it all', () => {
    expect(splitRefund([balance, deposit], 88_200)).toEqual([
      { paymentIntentId: 'pi_balance', amountCents: 88_200 },
    ])
    expect(splitRefund([balance, deposit], 1)).toEqual([{ paymentIntentId: 'pi_balance', amountCents: 1 }])
  })

  it('takes each part from what earlier refunds left on its payment', () => {
    // $800.00 already back from the balance: $20.00 is left there, the rest comes from the deposit.
    expect(splitRefund([payment('pi_balance', 88_200, 80_000), deposit], 10_000)).toEqual([
      { paymentIntentId: 'pi_balance', amountCents: 8_200 },
      { paymentIntentId: 'pi_deposit', amountCents: 1_800 },
    ])
    // The balance given back in full: all from the deposit.
    expect(splitRefund([payment('pi_balance', 88_200, 88_200), deposit], 5_000)).toEqual([
      { paymentIntentId: 'pi_deposit', amountCents: 5_000 },
    ])
  })

  it('refunds everything paid as exactly what each payment charged', () => {
    expect(splitRefund([balance, deposit], 126_000)).toEqual([
      { paymentIntentId: 'pi_balance', amountCents: 88_200 },
      { paymentIntentId: 'pi_deposit', amountCents: 37_800 },
    ])
  })

  it('is null when the payments do not hold that much', () => {
    expect(splitRefund([balance, deposit], 126_001)).toBeNull()
    expect(
      splitRefund([payment('pi_balance', 88_200, 90_000), payment('pi_deposit', 37_800, 37_800)], 1),
    ).toBeNull()
    expect(splitLeftCents([payment('pi_balance', 88_200, 90_000), deposit])).toBe(37_800)
  })
})

describe("an order's payments", () => {
  it('are the balance then the deposit once both are paid', () => {
    expect(paymentsOf(paidInTwo)).toEqual([
      { part: 'balance', paymentIntentId: 'pi_balance', chargedCents: 88_200 },
      { part: 'deposit', paymentIntentId: 'pi_deposit', chargedCents: 37_800 },
    ])
  })

  it('are none to split for an order paid once: no plan, the balance not paid, or no balance payment on record', () => {
    const { paymentPlan: _none, ...withoutPlan } = paidInTwo
    expect(paymentsOf({ ...withoutPlan, paidCents: 37_800 })).toEqual([])
    expect(
      paymentsOf({ ...paidInTwo, paidCents: 37_800, paymentPlan: { ...plan, balanceState: 'scheduled' } }),
    ).toEqual([])
    // A declined charge leaves its PaymentIntent on the plan, but nothing was paid with it.
    expect(
      paymentsOf({ ...paidInTwo, paidCents: 37_800, paymentPlan: { ...plan, balanceState: 'declined' } }),
    ).toEqual([])
    const { balancePaymentIntentId: _noIntent, ...noIntent } = plan
    expect(paymentsOf({ ...paidInTwo, paymentPlan: noIntent })).toEqual([])
  })

  it('count earlier refunds against the payment they went to; refunds from before the split against the deposit', () => {
    const order = {
      ...paidInTwo,
      refunds: [
        // Sent when only the deposit was paid: no parts, it went to the Checkout's payment.
        refund('goodwill', 2_000),
        refund('split', 90_000, {
          parts: [
            { paymentIntentId: 'pi_balance', amountCents: 88_200, providerRefundId: 're_1' },
            { paymentIntentId: 'pi_deposit', amountCents: 1_800, providerRefundId: 're_2' },
          ],
        }),
        // Refused outright: takes nothing.
        refund('refused', 500, { status: 'failed' }),
      ],
    }
    expect(paymentsLeft(order)).toEqual([
      payment('pi_balance', 88_200, 88_200),
      payment('pi_deposit', 37_800, 3_800),
    ])
    expect(splitRefund(paymentsLeft(order), 34_000)).toEqual([
      { paymentIntentId: 'pi_deposit', amountCents: 34_000 },
    ])
  })

  it('count a pending refund in full, and of a refused split refund only the part that was sent', () => {
    const order = {
      ...paidInTwo,
      refunds: [
        refund('waiting', 1_000, {
          status: 'pending',
          parts: [{ paymentIntentId: 'pi_balance', amountCents: 1_000 }],
        }),
        refund('half-sent', 90_000, {
          status: 'failed',
          parts: [
            { paymentIntentId: 'pi_balance', amountCents: 80_000, providerRefundId: 're_1' },
            { paymentIntentId: 'pi_deposit', amountCents: 10_000, error: 'Refused' },
          ],
        }),
      ],
    }
    expect(paymentsLeft(order)).toEqual([
      payment('pi_balance', 88_200, 81_000),
      payment('pi_deposit', 37_800, 0),
    ])
    expect(sentByPayment(order)).toEqual({ pi_balance: 80_000 })
    // What was sent of the refused refund stays given back.
    expect(committedRefundCents(order)).toBe(81_000)
    expect(refundableCents(order)).toBe(45_000)
  })

  it("trust the provider's figure for a payment when it reports more given back there (a dashboard refund)", () => {
    const order = { ...paidInTwo, refundedCents: 5_000, refundedCentsByPayment: { pi_deposit: 5_000 } }
    expect(paymentsLeft(order)).toEqual([
      payment('pi_balance', 88_200, 0),
      payment('pi_deposit', 37_800, 5_000),
    ])
    // Figures from before they were kept per payment were all the Checkout payment's.
    expect(providerRefundedByPayment({ ...paidInTwo, refundedCents: 3_000 })).toEqual({ pi_deposit: 3_000 })
    expect(providerRefundedByPayment(paidInTwo)).toEqual({})
  })

  it('leave to refund no more than they hold between them, which can be less than paid less refunded', () => {
    expect(refundLeftCents(paidInTwo)).toBe(126_000)
    // A refund of ours waiting on the deposit, and one made in the dashboard on the balance (10,000 reported).
    const order = {
      ...paidInTwo,
      refundedCents: 10_000,
      refundedCentsByPayment: { pi_balance: 10_000 },
      refunds: [
        refund('waiting', 5_000, {
          status: 'pending',
          parts: [{ paymentIntentId: 'pi_deposit', amountCents: 5_000 }],
        }),
      ],
    }
    expect(refundableCents(order)).toBe(116_000)
    expect(refundLeftCents(order)).toBe(111_000)
    // An order paid once: what is left of what was paid, as always.
    const { paymentPlan: _none, ...once } = paidInTwo
    expect(refundLeftCents({ ...once, refunds: [refund('goodwill', 2_000)] })).toBe(124_000)
  })
})
