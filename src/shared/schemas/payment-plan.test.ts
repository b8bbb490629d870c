import { describe, expect, it } from 'vitest'
import { eventPlanInput } from './payment-plan.fixture.ts'
import { depositCentsFor, paymentPlanSchema } from './payment-plan.ts'

describe('depositCentsFor', () => {
  it.each([
    [{ kind: 'percent', percent: 30 } as const, 65_000, 19_500],
    [{ kind: 'percent', percent: 33 } as const, 10_001, 3_300],
    [{ kind: 'amount', amountCents: 20_000 } as const, 65_000, 20_000],
    [{ kind: 'amount', amountCents: 90_000 } as const, 65_000, 65_000],
  ])('%o of %i cents is %i cents', (rule, total, deposit) => {
    expect(depositCentsFor(total, rule)).toBe(deposit)
  })
})

describe('paymentPlanSchema', () => {
  it('reads a new plan as scheduled with no reminders sent and the deposit kept on cancellation', () => {
    const plan = paymentPlanSchema.parse({
      depositRule: { kind: 'percent', percent: 30 },
      depositCents: 19_500,
      balanceCents: 45_500,
      balanceDueDate: '2026-12-12',
      cancellationTerms: { bands: [{ daysBefore: 30, refundPercent: 100 }] },
    })
    expect(plan.balanceState).toBe('scheduled')
    expect(plan.remindersSent).toEqual([])
    expect(plan.cancellationTerms.depositRefundable).toBe(false)
  })

  it('refuses a due date that is not a calendar date', () => {
    const result = paymentPlanSchema.safeParse({ ...eventPlanInput, balanceDueDate: '12/12/2026' })
    expect(result.success).toBe(false)
  })
})
