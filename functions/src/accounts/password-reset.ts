import { createHash } from 'node:crypto'
import type { Auth } from 'firebase-admin/auth'
import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { HttpsError } from 'firebase-functions/v2/https'
import { passwordResetRequests } from '../data/collections.ts'
import { consumeLimits, hourlyLimit } from '../lib/rate-limit.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { passwordResetMail } from '../mail/templates/account-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'

/** One reset mail per address per minute; the request docs hold a hash, never the address. */
export const resetMailIntervalMs = 60_000

/**
 * Per hour and client IP: a household or office asks for a few resets, a script walking through other people's
 * addresses is stopped (the per-address minute above does not stop one that uses a new address every time).
 */
export const resetMailIpLimit = hourlyLimit('password-reset-ip', 20)

export const resetRateLimitedMessage =
  'We received many password-reset requests from your network in a short time. Please wait an hour and try again.'

/** Counts the request against the per-IP limit; over it, resource-exhausted and nothing is looked up or mailed. */
async function consumeIpLimit(db: Firestore, ip: string, now: number): Promise<void> {
  const exceeded = await db.runTransaction((transaction) =>
    consumeLimits(db, transaction, [{ limit: resetMailIpLimit, value: ip }], now),
  )
  if (exceeded.length > 0) {
    logger.warn('accounts: password reset rate limited', { limits: exceeded })
    throw new HttpsError('resource-exhausted', resetRateLimitedMessage)
  }
}

export function resetRequestId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/** The oobCode of a link made by generatePasswordResetLink (the link points at Firebase's own handler page). */
export function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode')
  if (!code) throw new Error('password reset link has no oobCode')
  return code
}

/** Claims the per-address slot: false when a mail went out for this address less than a minute ago. */
async function claimSlot(db: Firestore, email: string, now: number): Promise<boolean> {
  const ref = passwordResetRequests.doc(db, resetRequestId(email))
  return db.runTransaction(async (transaction) => {
    const last = (await transaction.get(ref)).data()?.lastRequestStamp
    if (last !== undefined && now - last < resetMailIntervalMs) return false
    transaction.set(
      ref,
      passwordResetRequests.draft(
        { lastRequestStamp: now, lastRequestIso: new Date(now).toISOString() },
        now,
      ),
    )
    return true
  })
}

export type ResetOutcome = 'queued' | 'rate-limited' | 'no-account'

/**
 * Mails a link to `{origin}/reset-password?oobCode=...`. The caller answers ok whatever this returns, so nobody
 * learns whether an account exists.
 */
export async function sendPasswordResetMail(
  db: Firestore,
  auth: Auth,
  input: { email: string; ip: string; origin: string; companyName: string; now?: number },
): Promise<ResetOutcome> {
  const now = input.now ?? Date.now()
  await consumeIpLimit(db, input.ip, now)
  if (!(await claimSlot(db, input.email, now))) return 'rate-limited'
  let link: string
  try {
    link = await auth.generatePasswordResetLink(input.email)
  } catch (error) {
    // user-not-found (production) or email-not-found (emulator): no account for this address.
    const code = (error as { code?: unknown }).code
    if (code === 'auth/user-not-found' || code === 'auth/email-not-found') return 'no-account'
    throw error
  }
  const resetUrl = `${input.origin}/reset-password?${new URLSearchParams({ oobCode: oobCodeOf(link) })}`
  const contact = await loadMailContact(db)
  const rendered = await renderMail(passwordResetMail({ businessName: input.companyName, resetUrl, contact }))
  const replyTo = replyToOf(contact.email)
  await enqueueMail(db, { to: [input.email], ...(replyTo ? { replyTo } : {}), ...rendered })
  return 'queued'
}
