import type { Firestore, Transaction } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { dateInZone } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { fulfilmentDays, quotes, type StoredQuote } from '../data/collections.ts'
import { dayWithout } from '../fulfilment/check-choice.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'
import { loadSchedule } from '../orders/place-order.ts'

// A quote that was not accepted closes one of two ways, and either way gives its place on the calendar back in the
// same transaction: staff withdraw it, or the sweep finds it open past its expiry date.

export const notOpenMessage = 'Only a draft or sent quote can be withdrawn.'

/** Closes an open quote as `to`, giving its held place back; the quote as it now reads, or null when not open. */
async function closeIn(
  db: Firestore,
  transaction: Transaction,
  quoteId: string,
  to: 'withdrawn' | 'expired',
  now: number,
  stillDue: (quote: StoredQuote) => boolean,
): Promise<StoredQuote | null> {
  const quoteRef = quotes.doc(db, quoteId)
  const quote = (await transaction.get(quoteRef)).data()
  if (!quote) throw new NotFoundError('This quote does not exist.')
  if (!stillDue(quote)) return null
  const hold = quote.placeHold?.state === 'held' ? quote.placeHold : undefined
  if (hold) {
    const dayRef = fulfilmentDays.doc(db, hold.date)
    const day = (await transaction.get(dayRef)).data()
    if (day) {
      const given = dayWithout(day, hold)
      transaction.set(dayRef, { id: given.date, ...given })
    }
  }
  const closed = {
    ...quote,
    state: to,
    closedAt: now,
    ...(hold ? { placeHold: { ...hold, state: 'released' as const } } : {}),
    updateStamp: now,
    updateIso: new Date(now).toISOString(),
  }
  transaction.set(quoteRef, closed)
  return closed
}

export async function withdrawQuote(db: Firestore, quoteId: string, now = Date.now()): Promise<StoredQuote> {
  const closed = await db.runTransaction((transaction) =>
    closeIn(db, transaction, quoteId, 'withdrawn', now, (quote) => {
      if (quote.state !== 'draft' && quote.state !== 'sent') throw new PreconditionError(notOpenMessage)
      return true
    }),
  )
  if (!closed) throw new PreconditionError(notOpenMessage)
  return closed
}

/** Whether a quote's last day to accept has passed on `today` (the business time zone). */
export function isPastExpiry(quote: Pick<StoredQuote, 'expiresOn'>, today: string): boolean {
  return quote.expiresOn !== '' && quote.expiresOn < today
}

/**
 * The sweep: every sent quote whose expiry date is before today (in the business time zone at `now`, the
 * scheduler's time) expires and gives its place back. Each quote in a transaction of its own, checked again there,
 * so a quote accepted meanwhile is left alone.
 */
export async function expireQuotes(db: Firestore, now: number): Promise<number> {
  const timeZone = (await loadSchedule(db))?.timeZone ?? 'UTC'
  const today = dateInZone(now, timeZone)
  const due = await quotes
    .rawCollection(db)
    .where('state', '==', 'sent')
    .where('expiresOn', '<', today)
    .select()
    .limit(200)
    .get()
  let expired = 0
  for (const snapshot of due.docs) {
    try {
      const closed = await db.runTransaction((transaction) =>
        closeIn(
          db,
          transaction,
          snapshot.id,
          'expired',
          now,
          (quote) => quote.state === 'sent' && isPastExpiry(quote, today),
        ),
      )
      if (closed) expired += 1
    } catch (error) {
      // Left for the next run.
      logger.warn('quotes: could not expire a quote', {
        quoteId: snapshot.id,
        errorMessage: (error as Error).message,
      })
    }
  }
  return expired
}
