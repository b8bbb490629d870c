import { paymentPlanSchema, type PaymentPlan } from './payment-plan.ts'

// Test data: the plan of a $1,260.00 event, its $378.00 deposit (30 %) paid on Checkout and its $882.00 balance
// due on Dec 10, 2026, under the default cancellation terms.

export const eventPlanInput = {
  depositRule: { kind: 'percent', percent: 30 },
  depositCents: 37_800,
  balanceCents: 88_200,
  balanceDueDate: '2026-12-10',
  cancellationTerms: {},
} as const

/** The plan as a new order stores it: the balance scheduled. */
export const eventPlan: PaymentPlan = paymentPlanSchema.parse(eventPlanInput)

/** The same plan once the saved card paid the balance (its intent pi_balance). */
export const eventPlanPaidInTwo: PaymentPlan = {
  ...eventPlan,
  balanceState: 'paid',
  balancePaymentIntentId: 'pi_balance',
}
