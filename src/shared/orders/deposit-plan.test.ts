import { describe, expect, it } from 'vitest'
import {
  balancePayable,
  daysUntil,
  isBalanceDue,
  outstandingCents,
  paymentPlanFor,
  planStatusWords,
  reminderDue,
  type PackageDeposit,
} from './deposit-plan.ts'
import { paymentPlanSchema, type PaymentPlan } from '../schemas/payment-plan.ts'

const thirtyPercent: PackageDeposit = { rule: { kind: 'percent', percent: 30 }, balanceDueDaysBefore: 14 }
const twoHundred: PackageDeposit = { rule: { kind: 'amount', amountCents: 20_000 }, balanceDueDaysBefore: 7 }

describe('paymentPlanFor', () => {
  const today = '2026-11-27'
  /** The plan of a total for an event on Christmas Eve, asked on Nov 27. */
  const christmasEve = (totalCents: number, deposits: PackageDeposit[]) =>
    paymentPlanFor({ totalCents, deposits, fulfilmentDate: '2026-12-24', today })

  it('takes the deposit of the whole total and puts the balance due the set days before the date', () => {
    expect(christmasEve(126_000, [thirtyPercent])).toEqual({
      depositRule: thirtyPercent.rule,
      depositCents: 37_800,
      balanceCents: 88_200,
      balanceDueDate: '2026-12-10',
      cancellationTerms: { depositRefundable: false, bands: [], summary: '' },
      balanceState: 'scheduled',
      remindersSent: [],
    })
  })

  it('gives a plan that the shared order schema stores as it is', () => {
    const plan = christmasEve(50_000, [twoHundred])
    expect(paymentPlanSchema.parse(plan)).toEqual(plan)
  })

  it('with several deposit packages takes the largest deposit and the earliest due date', () => {
    const plan = christmasEve(100_000, [twoHundred, thirtyPercent])
    expect(plan).toMatchObject({
      depositCents: 30_000,
      depositRule: thirtyPercent.rule,
      balanceDueDate: '2026-12-10',
    })
    const small = christmasEve(50_000, [thirtyPercent, twoHundred])
    expect(small).toMatchObject({
      depositCents: 20_000,
      depositRule: twoHundred.rule,
      balanceDueDate: '2026-12-10',
    })
  })

  it('asks no deposit (paid in full) inside the balance window, on the due date, without a date or a deposit', () => {
    const base = { totalCents: 100_000, deposits: [thirtyPercent], today }
    expect(paymentPlanFor({ ...base, fulfilmentDate: '2026-12-05' })).toBeNull()
    expect(paymentPlanFor({ ...base, fulfilmentDate: '2026-12-11' })).toBeNull()
    expect(paymentPlanFor({ ...base, fulfilmentDate: '2026-12-12' })?.balanceDueDate).toBe('2026-11-28')
    expect(paymentPlanFor({ ...base, fulfilmentDate: undefined })).toBeNull()
    expect(christmasEve(100_000, [])).toBeNull()
  })

  it('asks no deposit when either part would be below the smallest charge, or the deposit is the whole total', () => {
    expect(christmasEve(20_000, [twoHundred])).toBeNull()
    expect(christmasEve(20_040, [twoHundred])).toBeNull()
    const tiny: PackageDeposit = { rule: { kind: 'percent', percent: 1 }, balanceDueDaysBefore: 7 }
    expect(christmasEve(4_000, [tiny])).toBeNull()
  })
})

function plan(fields: Partial<PaymentPlan> = {}): PaymentPlan {
  return paymentPlanSchema.parse({
    depositRule: thirtyPercent.rule,
    depositCents: 30_000,
    balanceCents: 70_000,
    balanceDueDate: '2026-12-10',
    cancellationTerms: {},
    depositPaidAt: 1,
    ...fields,
  })
}

describe('the balance run', () => {
  it('charges a scheduled balance with its deposit paid from its due date on, not before', () => {
    expect(isBalanceDue(plan(), '2026-12-09')).toBe(false)
    expect(isBalanceDue(plan(), '2026-12-10')).toBe(true)
    expect(isBalanceDue(plan(), '2026-12-15')).toBe(true)
    expect(isBalanceDue(plan({ depositPaidAt: undefined }), '2026-12-10')).toBe(false)
    for (const balanceState of ['charging', 'paid', 'declined', 'actionRequired', 'cancelled'] as const) {
      expect(isBalanceDue(plan({ balanceState }), '2026-12-10')).toBe(false)
    }
  })

  it('mails the 7-day and the 2-day reminder once each, and only the nearer one when placed late', () => {
    expect(daysUntil('2026-12-03', '2026-12-10')).toBe(7)
    expect(reminderDue(plan(), '2026-12-02')).toBeNull()
    expect(reminderDue(plan(), '2026-12-03')).toBe(7)
    expect(reminderDue(plan({ remindersSent: [7] }), '2026-12-05')).toBeNull()
    expect(reminderDue(plan({ remindersSent: [7] }), '2026-12-08')).toBe(2)
    expect(reminderDue(plan({ remindersSent: [7, 2] }), '2026-12-09')).toBeNull()
    expect(reminderDue(plan(), '2026-12-09')).toBe(2)
    expect(reminderDue(plan({ remindersSent: [2] }), '2026-12-09')).toBeNull()
    expect(reminderDue(plan(), '2026-12-10')).toBeNull()
    expect(reminderDue(plan({ depositPaidAt: undefined }), '2026-12-03')).toBeNull()
    expect(reminderDue(plan({ balanceState: 'paid' }), '2026-12-03')).toBeNull()
  })
})

describe('what is shown', () => {
  it('says what is outstanding: everything before the deposit, the balance until it is paid', () => {
    expect(outstandingCents(plan({ depositPaidAt: undefined }))).toBe(100_000)
    expect(outstandingCents(plan())).toBe(70_000)
    expect(outstandingCents(plan({ balanceState: 'declined' }))).toBe(70_000)
    expect(outstandingCents(plan({ balanceState: 'paid' }))).toBe(0)
  })

  it('offers paying the balance once the deposit is paid, until it is paid or the order cancelled', () => {
    const order = (fields: Partial<PaymentPlan>, fulfilmentState = 'confirmed' as const) => ({
      paymentPlan: plan(fields),
      statusCode: 2 as const,
      paymentState: 'paid' as const,
      fulfilmentState,
    })
    expect(balancePayable(order({}))).toBe(true)
    expect(balancePayable(order({ balanceState: 'declined' }))).toBe(true)
    expect(balancePayable(order({ balanceState: 'actionRequired' }))).toBe(true)
    expect(balancePayable(order({ depositPaidAt: undefined }))).toBe(false)
    expect(balancePayable(order({ balanceState: 'charging' }))).toBe(false)
    expect(balancePayable(order({ balanceState: 'paid' }))).toBe(false)
    expect(balancePayable({ ...order({}), fulfilmentState: 'cancelled' as const })).toBe(false)
  })

  it('puts the plan in words for the order lists', () => {
    expect(planStatusWords(plan({ depositPaidAt: undefined }))).toBe(
      'Deposit $300.00 to pay · balance $700.00 due Thu, Dec 10, 2026',
    )
    expect(planStatusWords(plan())).toBe('Deposit $300.00 paid · balance $700.00 due Thu, Dec 10, 2026')
    expect(planStatusWords(plan({ balanceState: 'paid' }))).toBe('Deposit and balance paid')
    expect(planStatusWords(plan({ balanceState: 'declined' }))).toBe(
      'Balance $700.00 declined · payment link sent',
    )
  })
})
