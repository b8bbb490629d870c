import type { Firestore } from 'firebase-admin/firestore'
import {
  deliverMail,
  mailQueue,
  type Clock,
  type DeliverMailOptions,
  type DeliverMailResult,
  type MailTransport,
} from './deliver-mail.ts'

export interface RetryDueMailsOptions extends DeliverMailOptions {
  /** Most mails handled per sweep; the rest wait for the next one. */
  batchSize?: number
  /** Mails delivered at the same time. */
  concurrency?: number
}

/**
 * The sweeper: finds mails in ERROR whose nextAttemptTime has passed and mails stuck in PROCESSING whose lease
 * has expired, and runs deliverMail on each (which re-checks and claims them in a transaction).
 * Two single-field range queries, so no composite index is needed; a finished mail has both fields null.
 */
export async function retryDueMails(
  db: Firestore,
  transport: MailTransport,
  now: Clock = Date.now,
  options: RetryDueMailsOptions = {},
): Promise<{ mailId: string; result: DeliverMailResult }[]> {
  const { batchSize = 25, concurrency = 5, ...deliverOptions } = options
  const collection = mailQueue(db, deliverOptions.collection)
  const sweepTime = now()
  const [due, stale] = await Promise.all([
    collection
      .where('delivery.nextAttemptTime', '<=', sweepTime)
      .orderBy('delivery.nextAttemptTime')
      .limit(batchSize)
      .get(),
    collection
      .where('delivery.leaseExpireTime', '<=', sweepTime)
      .orderBy('delivery.leaseExpireTime')
      .limit(batchSize)
      .get(),
  ])
  const mailIds = [...new Set([...due.docs, ...stale.docs].map((doc) => doc.id))].slice(0, batchSize)

  const results: { mailId: string; result: DeliverMailResult }[] = []
  for (let start = 0; start < mailIds.length; start += concurrency) {
    const chunk = mailIds.slice(start, start + concurrency)
    results.push(
      ...(await Promise.all(
        chunk.map(async (mailId) => ({
          mailId,
          result: await deliverMail(db, transport, mailId, now, deliverOptions),
        })),
      )),
    )
  }
  return results
}
