import { onSchedule } from 'firebase-functions/v2/scheduler'
import {
  acceptQuoteCallable,
  getQuoteCallable,
  saveQuoteCallable,
  withdrawQuoteCallable,
} from '../../../src/shared/callables.ts'
import { db } from '../lib/admin.ts'
import { abuseProtectedCall } from '../lib/app-check.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { callerOrigin } from '../orders/place-order.ts'
import { stripeSecretKey } from '../stripe/stripe-client.ts'
import { acceptQuote } from './accept-quote.ts'
import { expireQuotes, withdrawQuote } from './close-quote.ts'
import { loadOpenableQuote, publicQuote } from './quote-access.ts'
import { saveQuote } from './save-quote.ts'

// Quotes: staff build, send and withdraw them; the customer (signed in, or by the mail's link) reads and accepts.

export const saveQuoteCallableFn = validatedOnCall(
  saveQuoteCallable,
  async (data, request) => {
    const { quote } = await saveQuote(db(), data, { now: Date.now(), origin: callerOrigin(request) })
    return { quote: publicQuote(quote) }
  },
  { access: 'admin' },
)

export const withdrawQuoteCallableFn = validatedOnCall(
  withdrawQuoteCallable,
  async (data) => ({ quote: publicQuote(await withdrawQuote(db(), data.quoteId)) }),
  { access: 'admin' },
)

// Public: a customer without an account opens the quote by the link's token; the function checks it.
export const getQuoteCallableFn = validatedOnCall(
  getQuoteCallable,
  async (data, request) => ({
    quote: publicQuote(await loadOpenableQuote(db(), data.quoteId, request.auth, data.token)),
  }),
  { access: 'public', ...abuseProtectedCall },
)

export const acceptQuoteCallableFn = validatedOnCall(
  acceptQuoteCallable,
  (data, request) =>
    acceptQuote(db(), data, request.auth, { now: Date.now(), origin: callerOrigin(request) }),
  { access: 'public', secrets: [stripeSecretKey], ...abuseProtectedCall },
)

/** Expired quotes give their places back; "now" is the scheduler's time, so a late run judges the right day. */
export const expireQuotesSweep = onSchedule(
  { schedule: 'every 1 hours', timeoutSeconds: 300 },
  async (event) => {
    const now = Date.parse(event.scheduleTime)
    await expireQuotes(db(), Number.isNaN(now) ? Date.now() : now)
  },
)
