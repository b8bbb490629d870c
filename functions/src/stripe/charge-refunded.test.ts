import { describe, expect, it } from 'vitest'
import { eventPlanPaidInTwo as plan } from '../../../src/shared/schemas/payment-plan.fixture.ts'
import { refundedAfterCharge } from './record-checkout.ts'

const checkoutSession = { payment_intent: 'pi_deposit' }

describe("the provider's refunded totals", () => {
  it("of an order paid once are its charge's running total, which only grows", () => {
    const order = { refundedCents: 1_000, checkoutSession }
    expect(refundedAfterCharge(order, 'pi_deposit', 3_000)).toEqual({ refundedCents: 3_000 })
    expect(refundedAfterCharge(order, 'pi_deposit', 1_000)).toBeNull()
    expect(refundedAfterCharge(order, 'pi_deposit', 500)).toBeNull()
  })

  it('of an order paid in two add up per payment, in whatever order the charges report', () => {
    const start = { refundedCents: 0, checkoutSession, paymentPlan: plan }
    const balance = refundedAfterCharge(start, 'pi_balance', 88_200)!
    expect(balance).toEqual({ refundedCents: 88_200, refundedCentsByPayment: { pi_balance: 88_200 } })
    const both = refundedAfterCharge({ ...start, ...balance }, 'pi_deposit', 11_800)!
    expect(both).toEqual({
      refundedCents: 100_000,
      refundedCentsByPayment: { pi_balance: 88_200, pi_deposit: 11_800 },
    })
    // The deposit's first: the same sum.
    const depositFirst = refundedAfterCharge(start, 'pi_deposit', 11_800)!
    expect(refundedAfterCharge({ ...start, ...depositFirst }, 'pi_balance', 88_200)).toEqual(both)
  })

  it("never lets one charge's late or repeated report overwrite the other's", () => {
    const order = {
      refundedCents: 100_000,
      checkoutSession,
      paymentPlan: plan,
      refundedCentsByPayment: { pi_balance: 88_200, pi_deposit: 11_800 },
    }
    expect(refundedAfterCharge(order, 'pi_balance', 88_200)).toBeNull()
    expect(refundedAfterCharge(order, 'pi_balance', 40_000)).toBeNull()
    expect(refundedAfterCharge(order, 'pi_deposit', 15_000)).toEqual({
      refundedCents: 103_200,
      refundedCentsByPayment: { pi_balance: 88_200, pi_deposit: 15_000 },
    })
  })

  it('reads an order from before the per-payment figures as refunded on its Checkout payment', () => {
    const older = { refundedCents: 2_000, checkoutSession, paymentPlan: plan }
    expect(refundedAfterCharge(older, 'pi_balance', 5_000)).toEqual({
      refundedCents: 7_000,
      refundedCentsByPayment: { pi_deposit: 2_000, pi_balance: 5_000 },
    })
  })
})
