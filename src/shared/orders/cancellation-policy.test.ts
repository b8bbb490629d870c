import { describe, expect, it } from 'vitest'
import {
  cancellationPolicySchema,
  customerCancellationRefund,
  describePolicy,
} from './cancellation-policy.ts'

describe('the cancellation policy', () => {
  it('refunds the allowed share of what was paid, in whole cents rounded down', () => {
    expect(customerCancellationRefund({ refundPercent: 100 }, 12_345)).toBe(12_345)
    expect(customerCancellationRefund({ refundPercent: 50 }, 12_345)).toBe(6172)
    expect(customerCancellationRefund({ refundPercent: 0 }, 12_345)).toBe(0)
  })

  it('takes off what was already refunded and never goes below zero', () => {
    expect(customerCancellationRefund({ refundPercent: 100 }, 10_000, 2_500)).toBe(7_500)
    expect(customerCancellationRefund({ refundPercent: 50 }, 10_000, 8_000)).toBe(0)
  })

  it('accepts whole percentages from 0 to 100 only', () => {
    expect(cancellationPolicySchema.safeParse({ refundPercent: 101 }).success).toBe(false)
    expect(cancellationPolicySchema.safeParse({ refundPercent: 12.5 }).success).toBe(false)
    expect(cancellationPolicySchema.safeParse({ refundPercent: 80 }).success).toBe(true)
  })

  it('is described to customers in plain words', () => {
    expect(describePolicy({ refundPercent: 80 })).toBe(
      'Cancel before the order cut-off to get 80% of what you paid back.',
    )
  })
})
