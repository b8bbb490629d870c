import type { Firestore } from 'firebase-admin/firestore'
import { quotes, type StoredQuote } from '../data/collections.ts'
import type { CallerAuth } from '../orders/order-access.ts'
import { tokenMatches } from '../orders/order-token.ts'
import { NotFoundError } from '../lib/errors.ts'

// Who may open a quote: staff, the customer signed in to the account it was made for, or whoever holds a link
// from one of its mails (the token's hash is stored, never the token). A draft is staff's alone.

export const quoteNotFoundMessage =
  'We could not find this quote. Use the link in your quote e-mail, or sign in to the account it was sent to.'

export function canOpenQuote(quote: StoredQuote, auth: CallerAuth, token: string | undefined): boolean {
  if (auth?.token['admin'] === true) return true
  if (quote.state === 'draft') return false
  if (auth && quote.customerUid !== '' && quote.customerUid === auth.uid) return true
  return token !== undefined && quote.accessTokenHashes.some((hash) => tokenMatches(token, hash))
}

export async function loadOpenableQuote(
  db: Firestore,
  quoteId: string,
  auth: CallerAuth,
  token: string | undefined,
): Promise<StoredQuote> {
  const quote = (await quotes.doc(db, quoteId).get()).data()
  if (!quote || !canOpenQuote(quote, auth, token)) throw new NotFoundError(quoteNotFoundMessage)
  return quote
}

/** The quote as browsers get it: without the link hashes and the hold. */
export function publicQuote(quote: StoredQuote) {
  const { accessTokenHashes: _hashes, placeHold: _hold, ...shown } = quote
  return shown
}

/** A stable id for the mail of one version, so a retried send queues it once. */
export function quoteMailId(quoteId: string, version: number): string {
  return `quote-${quoteId}-v${version}`
}
