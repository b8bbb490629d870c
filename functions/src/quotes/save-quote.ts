import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type { QuoteRequest } from '../../../src/shared/quotes/quote-request.ts'
import { latestVersion, type QuoteVersion } from '../../../src/shared/schemas/quote.ts'
import { fulfilmentDays, quotes, type QuoteHold, type StoredQuote } from '../data/collections.ts'
import { appSettings } from '../env.ts'
import { dayWith, dayWithout } from '../fulfilment/check-choice.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { quoteMail } from '../mail/templates/quote-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { hashOrderToken, newOrderToken } from '../orders/order-token.ts'
import { quoteMailId } from './quote-access.ts'
import { placeOnDay, priceQuote, withBuilderFields, type PricedQuote } from './quote-version.ts'

// Saving a quote from the builder: a draft is saved over itself; Send makes the version the customer sees (a sent
// quote sent again gets a new version, the earlier ones kept), holds its date and time on the calendar (moving the
// hold when the date or time changed) and mails the customer a link. All of it in one transaction with the day's
// counts, so two quotes or orders can never both take the last place.

export const closedQuoteMessage = 'This quote is closed. Start a new quote for this customer instead.'
export const sentQuoteSaveMessage =
  'This quote was sent: use Send to send your changes to the customer as a new version.'

/** The quote page a mail links to, with the link's own token (it works in any browser, signed in or not). */
export function quoteUrl(origin: string, quoteId: string, token: string): string {
  return `${origin}/quote/${encodeURIComponent(quoteId)}?${new URLSearchParams({ token }).toString()}`
}

function holdOf(priced: PricedQuote, slotId: string): QuoteHold {
  return {
    date: priced.details.date,
    slotId,
    packages: Object.fromEntries(priced.limits.map((item) => [item.packageId, item.quantity])),
    state: 'held',
  }
}

/** The versions after this save: a draft's last version is replaced, a sent quote gets a new one. */
export function nextVersions(stored: StoredQuote | undefined, version: Omit<QuoteVersion, 'version'>) {
  const versions = stored?.versions ?? []
  const last = latestVersion({ versions })
  if (last && last.sentAt === undefined)
    return [...versions.slice(0, -1), { ...version, version: last.version }]
  return [...versions, { ...version, version: (last?.version ?? 0) + 1 }]
}

export async function saveQuote(
  db: Firestore,
  request: QuoteRequest,
  input: { now: number; origin: string },
): Promise<{ quote: StoredQuote; token: string | null }> {
  const { now } = input
  const priced = await priceQuote(db, request, now)
  const quoteRef = request.quoteId ? quotes.doc(db, request.quoteId) : quotes.doc(db)
  const sending = request.intent === 'send'
  const token = sending ? newOrderToken() : null
  const quote = await db.runTransaction(async (transaction) => {
    const stored = request.quoteId ? (await transaction.get(quoteRef)).data() : undefined
    if (request.quoteId && !stored) throw new NotFoundError('This quote does not exist.')
    if (stored && stored.state !== 'draft' && stored.state !== 'sent')
      throw new PreconditionError(closedQuoteMessage)
    if (stored?.state === 'sent' && !sending) throw new PreconditionError(sentQuoteSaveMessage)
    const ownHold = stored?.placeHold?.state === 'held' ? stored.placeHold : undefined
    const dayRef = fulfilmentDays.doc(db, priced.details.date)
    const oldDayRef =
      ownHold && ownHold.date !== priced.details.date ? fulfilmentDays.doc(db, ownHold.date) : null
    const [day, oldDay] = await Promise.all([
      transaction.get(dayRef).then((snap) => snap.data()),
      oldDayRef ? transaction.get(oldDayRef).then((snap) => snap.data()) : undefined,
    ])
    // The quote's own place does not count against it.
    const free = day && ownHold && ownHold.date === priced.details.date ? dayWithout(day, ownHold) : day
    const placed = withBuilderFields(request, () => placeOnDay(priced, free, now))
    const version = {
      ...priced.version,
      fulfilment: placed.fulfilment,
      savedAt: now,
      ...(sending ? { sentAt: now } : {}),
    }
    const versions = nextVersions(stored, version)
    let placeHold = stored?.placeHold
    if (sending) {
      placeHold = holdOf(priced, placed.fulfilment.slotId)
      const counted = dayWith(free ?? { date: placeHold.date, slots: {}, packages: {} }, placeHold)
      transaction.set(dayRef, { id: counted.date, ...counted })
      if (oldDayRef && oldDay && ownHold) {
        const given = dayWithout(oldDay, ownHold)
        transaction.set(oldDayRef, { id: given.date, ...given })
      }
    }
    const record = quotes.draft(
      {
        state: sending ? 'sent' : 'draft',
        customer: request.customer,
        customerUid: request.customer.uid,
        eventDate: placed.fulfilment.date,
        expiresOn: request.expiresOn,
        versions,
        accessTokenHashes: [...(stored?.accessTokenHashes ?? []), ...(token ? [hashOrderToken(token)] : [])],
        ...(placeHold ? { placeHold } : {}),
      },
      now,
    )
    const saved = {
      ...record,
      id: quoteRef.id,
      ...(stored?.createdStamp ? { createdStamp: stored.createdStamp, createdIso: stored.createdIso } : {}),
      ...(stored ? { updateStamp: now, updateIso: new Date(now).toISOString() } : {}),
    }
    transaction.set(quoteRef, saved)
    return saved
  })
  if (token) await queueQuoteMail(db, quote, quoteUrl(input.origin, quote.id, token))
  return { quote, token }
}

/** Queues the mail of the latest version; the quote stands without it (logged for staff to follow up). */
async function queueQuoteMail(db: Firestore, quote: StoredQuote, url: string): Promise<void> {
  const version = latestVersion(quote)
  if (!version) return
  try {
    const contact = await loadMailContact(db)
    const rendered = await renderMail(
      quoteMail({
        businessName: appSettings().COMPANY_NAME,
        customerName: quote.customer.name,
        version,
        quoteUrl: url,
        contact,
      }),
    )
    const replyTo = replyToOf(contact.email)
    await enqueueMail(
      db,
      {
        to: [quote.customer.email],
        ...(replyTo ? { replyTo } : {}),
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      },
      quoteMailId(quote.id, version.version),
    )
  } catch (error) {
    logger.error('saveQuote: could not queue the quote mail', {
      quoteId: quote.id,
      errorMessage: (error as Error).message,
    })
  }
}
