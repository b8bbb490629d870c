import { describe, expect, it } from 'vitest'
import {
  defaultDeliveryPolicy as policy,
  isClaimable,
  isPermanentSmtpFailure,
  nextAttemptTime,
  retryDelayMs,
} from './delivery-policy.ts'
import type { MailDelivery } from './mail-schema.ts'

const base: MailDelivery = {
  state: 'PENDING',
  attempts: 0,
  startTime: null,
  endTime: null,
  error: null,
  info: null,
  leaseExpireTime: null,
  nextAttemptTime: null,
}
const now = 1_000_000

describe('isClaimable', () => {
  it('claims a new document and a PENDING one', () => {
    expect(isClaimable(undefined, now, policy)).toBe(true)
    expect(isClaimable(base, now, policy)).toBe(true)
  })

  it('never claims a delivered mail', () => {
    expect(isClaimable({ ...base, state: 'SUCCESS', attempts: 1 }, now, policy)).toBe(false)
  })

  it('claims PROCESSING only once the lease has expired', () => {
    const processing = { ...base, state: 'PROCESSING' as const, leaseExpireTime: now }
    expect(isClaimable({ ...processing, leaseExpireTime: now + 1 }, now, policy)).toBe(false)
    expect(isClaimable(processing, now, policy)).toBe(true)
    expect(isClaimable({ ...processing, leaseExpireTime: null }, now, policy)).toBe(false)
  })

  it('claims ERROR once nextAttemptTime has passed and attempts are left', () => {
    const failed = { ...base, state: 'ERROR' as const, attempts: 3, nextAttemptTime: now }
    expect(isClaimable({ ...failed, nextAttemptTime: now + 1 }, now, policy)).toBe(false)
    expect(isClaimable(failed, now, policy)).toBe(true)
    expect(isClaimable({ ...failed, nextAttemptTime: null }, now, policy)).toBe(false)
    expect(isClaimable({ ...failed, attempts: policy.maxAttempts }, now, policy)).toBe(false)
  })
})

describe('back-off', () => {
  it('waits 1 s then 2 s between the attempts of a run', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, policy))).toEqual([1_000, 2_000, 4_000])
  })

  it('doubles the wait after each failed run and stops after the last attempt', () => {
    expect(nextAttemptTime(3, now, policy)).toBe(now + 5 * 60_000)
    expect(nextAttemptTime(6, now, policy)).toBe(now + 10 * 60_000)
    expect(nextAttemptTime(1, now, policy)).toBe(now + 5 * 60_000)
    expect(nextAttemptTime(policy.maxAttempts, now, policy)).toBeNull()
  })
})

describe('isPermanentSmtpFailure', () => {
  it('treats 5xx replies as permanent and 4xx or network errors as transient', () => {
    expect(isPermanentSmtpFailure(Object.assign(new Error('550'), { responseCode: 550 }))).toBe(true)
    expect(isPermanentSmtpFailure(Object.assign(new Error('451'), { responseCode: 451 }))).toBe(false)
    expect(isPermanentSmtpFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false)
    expect(isPermanentSmtpFailure(null)).toBe(false)
  })
})
