import { logger } from 'firebase-functions'
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore'
import {
  defaultDeliveryPolicy,
  isClaimable,
  isPermanentSmtpFailure,
  nextAttemptTime,
  retryDelayMs,
} from './delivery-policy.ts'
import type { DeliveryPolicy } from './delivery-policy.ts'
import { mail } from '../data/collections.ts'
import { mailDeliverySchema, mailRequestSchema, type MailDelivery } from './mail-schema.ts'

/**
 * The mail queue, without the parsing converter: a document that does not parse is recorded as failed, not thrown
 * on. Tests name a collection of their own, so they never touch the app's mails.
 */
export function mailQueue(db: Firestore, testCollection?: string): CollectionReference {
  return testCollection ? db.collection(testCollection) : mail.rawCollection(db)
}

/** The part of a nodemailer transporter this module uses (the sender comes from the transporter's defaults). */
export interface MailTransport {
  sendMail(message: {
    to: string[]
    replyTo?: string
    subject: string
    html: string
    text?: string
  }): Promise<{
    messageId?: string
    accepted?: unknown[]
    rejected?: unknown[]
  }>
}

export type Clock = () => number

export interface DeliverMailOptions {
  /** A test's own collection instead of the mail queue. */
  collection?: string
  policy?: Partial<DeliveryPolicy>
  sleep?: (ms: number) => Promise<void>
}

export type DeliverMailResult =
  | { outcome: 'skipped'; reason: 'missing' | 'not-claimable' | 'unreadable-delivery'; state?: string }
  | { outcome: 'sent'; attempts: number }
  | { outcome: 'failed'; attempts: number; nextAttemptTime: number | null }

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Claim =
  | { claimed: false; result: DeliverMailResult }
  | { claimed: true; data: Record<string, unknown>; delivery: MailDelivery }

/**
 * Delivers mail/{mailId} at most once. A Firestore transaction claims the document (PENDING, ERROR whose
 * nextAttemptTime has passed, or PROCESSING whose lease has expired -> PROCESSING with a lease), so concurrent or
 * repeated calls (at-least-once trigger delivery, the sweeper) find it claimed and do nothing. The claimed run
 * makes up to `attemptsPerRun` SMTP attempts with doubling waits, then records SUCCESS or ERROR.
 *
 * The only way to send twice is a run that dies after the SMTP server accepted the message but before SUCCESS
 * is written; the lease is longer than the function timeout so a live run is never overtaken.
 */
export async function deliverMail(
  db: Firestore,
  transport: MailTransport,
  mailId: string,
  now: Clock = Date.now,
  options: DeliverMailOptions = {},
): Promise<DeliverMailResult> {
  const policy = { ...defaultDeliveryPolicy, ...options.policy }
  const sleep = options.sleep ?? sleepFor
  const ref = mailQueue(db, options.collection).doc(mailId)

  const claim = await claimMail(db, ref, now, policy)
  if (!claim.claimed) return claim.result
  let delivery = claim.delivery

  const request = mailRequestSchema.safeParse(claim.data)
  if (!request.success) {
    // The document can never be sent as it is; name the fields, not their (personal) values.
    const fields = [...new Set(request.error.issues.map((issue) => issue.path.join('.') || '(root)'))]
    const endTime = now()
    delivery = { ...delivery, state: 'ERROR', endTime, error: `Invalid mail document: ${fields.join(', ')}` }
    delivery = { ...delivery, leaseExpireTime: null, nextAttemptTime: null }
    await ref.update({ delivery })
    logger.error('mail document is invalid', { collection: ref.parent.id, mailId, fields })
    return { outcome: 'failed', attempts: delivery.attempts, nextAttemptTime: null }
  }
  const { to, replyTo, message } = request.data

  const attemptsThisRun = Math.max(1, Math.min(policy.attemptsPerRun, policy.maxAttempts - delivery.attempts))
  let lastError: unknown
  for (let attemptInRun = 1; attemptInRun <= attemptsThisRun; attemptInRun++) {
    delivery = { ...delivery, attempts: delivery.attempts + 1 }
    try {
      const info = await transport.sendMail({
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: message.subject,
        html: message.html,
        ...(message.text ? { text: message.text } : {}),
      })
      delivery = {
        ...delivery,
        state: 'SUCCESS',
        endTime: now(),
        error: null,
        info: {
          messageId: info.messageId ?? null,
          accepted: (info.accepted ?? []).map(String),
          rejected: (info.rejected ?? []).map(String),
        },
        leaseExpireTime: null,
        nextAttemptTime: null,
      }
      await ref.update({ delivery })
      logger.info('mail delivered', { collection: ref.parent.id, mailId, attempts: delivery.attempts })
      return { outcome: 'sent', attempts: delivery.attempts }
    } catch (error) {
      lastError = error
      delivery = { ...delivery, error: errorMessage(error) }
      if (isPermanentSmtpFailure(error) || attemptInRun === attemptsThisRun) break
      // Record the failed attempt so the document shows progress while the run waits.
      await ref.update({ 'delivery.attempts': delivery.attempts, 'delivery.error': delivery.error })
      await sleep(retryDelayMs(attemptInRun, policy))
    }
  }

  const endTime = now()
  const retryAt = isPermanentSmtpFailure(lastError)
    ? null
    : nextAttemptTime(delivery.attempts, endTime, policy)
  delivery = { ...delivery, state: 'ERROR', endTime, leaseExpireTime: null, nextAttemptTime: retryAt }
  await ref.update({ delivery })
  // Log codes only: SMTP replies often quote the recipient's address.
  logger.warn('mail delivery failed', {
    collection: ref.parent.id,
    mailId,
    attempts: delivery.attempts,
    code: (lastError as { code?: unknown } | null)?.code ?? null,
    responseCode: (lastError as { responseCode?: unknown } | null)?.responseCode ?? null,
    nextAttemptTime: retryAt,
  })
  return { outcome: 'failed', attempts: delivery.attempts, nextAttemptTime: retryAt }
}

async function claimMail(
  db: Firestore,
  ref: DocumentReference,
  now: Clock,
  policy: DeliveryPolicy,
): Promise<Claim> {
  return db.runTransaction(async (transaction): Promise<Claim> => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) return { claimed: false, result: { outcome: 'skipped', reason: 'missing' } }
    const data = snapshot.data() ?? {}
    let previous: MailDelivery | undefined
    if (data['delivery'] !== undefined) {
      const parsed = mailDeliverySchema.safeParse(data['delivery'])
      if (!parsed.success) {
        logger.error('mail delivery map is unreadable; not sending', {
          collection: ref.parent.id,
          mailId: ref.id,
        })
        return { claimed: false, result: { outcome: 'skipped', reason: 'unreadable-delivery' } }
      }
      previous = parsed.data
    }
    const claimTime = now()
    if (!isClaimable(previous, claimTime, policy)) {
      return {
        claimed: false,
        result: { outcome: 'skipped', reason: 'not-claimable', state: previous?.state },
      }
    }
    const delivery: MailDelivery = {
      state: 'PROCESSING',
      attempts: previous?.attempts ?? 0,
      startTime: claimTime,
      endTime: null,
      error: previous?.error ?? null,
      info: null,
      leaseExpireTime: claimTime + policy.leaseMs,
      nextAttemptTime: null,
    }
    transaction.update(ref, { delivery })
    return { claimed: true, data, delivery }
  })
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.slice(0, 1000)
}
