import type { MailDelivery } from './mail-schema.ts'

export interface DeliveryPolicy {
  /** SMTP attempts within one run (one trigger or sweeper invocation). */
  attemptsPerRun: number
  /** Wait before the 2nd, 3rd, ... attempt of a run; doubles from this value. */
  firstRetryDelayMs: number
  /** After this many attempts in total the mail stays in ERROR. */
  maxAttempts: number
  /** Wait after a failed run before the sweeper may retry; doubles with every failed run. */
  firstRunRetryDelayMs: number
  /**
   * How long a claim holds. Must be longer than the longest run (function timeout) so that a run that is still
   * going is never overtaken; a run that died (crash, timeout) is picked up by the sweeper after it.
   */
  leaseMs: number
}

// A run is 3 attempts 1 s and 2 s apart. Failed runs are retried by the sweeper (every 5 minutes) after 5, then
// 10 minutes; after 3 runs (9 attempts) the mail stays in ERROR for a person to look at.
export const defaultDeliveryPolicy: DeliveryPolicy = {
  attemptsPerRun: 3,
  firstRetryDelayMs: 1_000,
  maxAttempts: 9,
  firstRunRetryDelayMs: 5 * 60_000,
  leaseMs: 10 * 60_000,
}

/** Whether a delivery run may start now. A new document has no delivery map yet: that counts as PENDING. */
export function isClaimable(
  delivery: MailDelivery | undefined,
  now: number,
  policy: DeliveryPolicy,
): boolean {
  if (!delivery) return true
  switch (delivery.state) {
    case 'PENDING':
      return true
    case 'PROCESSING':
      return delivery.leaseExpireTime !== null && delivery.leaseExpireTime <= now
    case 'ERROR':
      return (
        delivery.nextAttemptTime !== null &&
        delivery.nextAttemptTime <= now &&
        delivery.attempts < policy.maxAttempts
      )
    case 'SUCCESS':
      return false
  }
}

/** Delay before attempt number `attemptInRun + 1` of a run (attemptInRun counts from 1). */
export function retryDelayMs(attemptInRun: number, policy: DeliveryPolicy): number {
  return policy.firstRetryDelayMs * 2 ** (attemptInRun - 1)
}

/** When the sweeper may retry after a failed run, or null when the mail has used all its attempts. */
export function nextAttemptTime(attempts: number, endTime: number, policy: DeliveryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null
  const failedRuns = Math.max(1, Math.ceil(attempts / policy.attemptsPerRun))
  return endTime + policy.firstRunRetryDelayMs * 2 ** (failedRuns - 1)
}

/**
 * SMTP 5xx replies are permanent (RFC 5321 4.2.1): the same message to the same server will fail again, so the
 * mail goes straight to ERROR without automatic retries. 4xx replies and network errors are transient.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}
