import type { Firestore } from 'firebase-admin/firestore'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import type { acceptQuoteCallable, CallableOutput } from '../../../src/shared/callables.ts'
import { dateInZone, formatCalendarDateInFull } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { cartTotals } from '../../../src/shared/money.ts'
import { quoteChargeLines } from '../../../src/shared/quotes/quote-totals.ts'
import { latestVersion, type QuoteVersion } from '../../../src/shared/schemas/quote.ts'
import { counters, fulfilmentDays, orders, quotes, type StoredQuote } from '../data/collections.ts'
import { cartLimits, dayWithout } from '../fulfilment/check-choice.ts'
import { FieldProblemsError, NotFoundError, PreconditionError } from '../lib/errors.ts'
import { holdPlace, newOrderRecord } from '../orders/new-order.ts'
import { openCheckout } from '../orders/open-checkout.ts'
import { orderNumberCounter, takeOrderNumber } from '../orders/order-number.ts'
import { newOrderToken } from '../orders/order-token.ts'
import { orderStatusUrl } from '../orders/confirmation-mail.ts'
import { loadPackages, loadSchedule, queueConfirmationMail } from '../orders/place-order.ts'
import type { CallerAuth } from '../orders/order-access.ts'
import { canOpenQuote, quoteNotFoundMessage } from './quote-access.ts'

// The customer accepts a quote: in one transaction the quote is checked again (still sent, the version they read
// is the latest, not past its expiry), the order is made from that version (its lines, custom lines and service
// charge in the totals, the fulfilment, the payment plan and the event), the order takes the place on the
// calendar the quote held, and the quote records the acceptance. Then the ordinary Checkout opens for the order.

export const acceptedAlreadyMessage = 'This quote was already accepted. Your order has its own page.'
export const withdrawnMessage =
  'This quote was withdrawn, so it can no longer be accepted. Please contact us.'
export const changedMessage =
  'This quote was changed since you opened it. Please read the latest version and accept that one.'
export const expiredMessage = (expiresOn: string) =>
  `This quote was open until ${formatCalendarDateInFull(expiresOn)} and can no longer be accepted. Please ask us for a new one.`
export const dateGoneMessage = (why: string) =>
  `The date of this quote is no longer available (${why}) Please contact us for another date.`

/** Why the quote cannot be accepted as asked now, or the version to accept. */
export function acceptableVersion(quote: StoredQuote, version: number, today: string): QuoteVersion {
  if (quote.state === 'accepted') throw new PreconditionError(acceptedAlreadyMessage)
  if (quote.state === 'withdrawn') throw new PreconditionError(withdrawnMessage)
  if (quote.state === 'draft') throw new NotFoundError(quoteNotFoundMessage)
  const latest = latestVersion(quote)
  if (quote.state === 'expired' || !latest || latest.expiresOn < today) {
    throw new PreconditionError(expiredMessage(latest?.expiresOn ?? quote.expiresOn))
  }
  if (latest.version !== version) throw new PreconditionError(changedMessage)
  return latest
}

export async function acceptQuote(
  db: Firestore,
  input: { quoteId: string; version: number; token?: string | undefined },
  auth: CallerAuth,
  context: { now: number; origin: string },
): Promise<CallableOutput<typeof acceptQuoteCallable>> {
  const { now } = context
  const quoteRef = quotes.doc(db, input.quoteId)
  const first = (await quoteRef.get()).data()
  if (!first || !canOpenQuote(first, auth, input.token)) throw new NotFoundError(quoteNotFoundMessage)
  const schedule = await loadSchedule(db)
  const timeZone = schedule?.timeZone ?? latestVersion(first)?.fulfilment.timeZone ?? 'UTC'
  const today = dateInZone(now, timeZone)
  acceptableVersion(first, input.version, today) // refused early, before anything is read for the order
  const packages = await loadPackages(db, [
    ...new Set((latestVersion(first)?.lines ?? []).map((line) => line.chefPackageId)),
  ])
  const token = newOrderToken()
  const orderRef = orders.doc(db)
  const record = await db.runTransaction(async (transaction) => {
    const quote = (await transaction.get(quoteRef)).data()
    if (!quote) throw new NotFoundError(quoteNotFoundMessage)
    const version = acceptableVersion(quote, input.version, today)
    const { fulfilment } = version
    const dayRef = fulfilmentDays.doc(db, fulfilment.date)
    const [day, counter] = await Promise.all([
      transaction.get(dayRef).then((snap) => snap.data()),
      transaction.get(orderNumberCounter(db)).then((snap) => snap.data()),
    ])
    const hold = quote.placeHold?.state === 'held' ? quote.placeHold : undefined
    const free = day && hold && hold.date === fulfilment.date ? dayWithout(day, hold) : day
    const { slotStart: _start, slotEnd: _end, ...details } = fulfilment
    let place
    try {
      // The counts as they are now; the lead time and cut-off as they were when the chef sent this version.
      place = schedule
        ? holdPlace({ schedule, details }, cartLimits(version.lines, packages), free, {
            heldFrom: now,
            checkedAt: version.sentAt ?? now,
          })
        : null
    } catch (error) {
      if (error instanceof FieldProblemsError) throw new PreconditionError(dateGoneMessage(error.message))
      throw error
    }
    const number = takeOrderNumber(counter)
    const uid = quote.customerUid || null
    const base = newOrderRecord(
      {
        orderer: { viewer: { uid, isAdmin: false }, email: quote.customer.email },
        cartData: version.lines,
        orderNotes: '',
        dietary: undefined,
        remindersOff: false,
        token,
        now,
      },
      {
        orderNumber: number.orderNumber,
        ...(place ? { fulfilment: place.fulfilment, placeHold: place.placeHold } : { fulfilment }),
      },
    )
    const { id: _draft, ...fields } = base
    const order = orders.draft(
      {
        ...fields,
        cartTotals: cartTotals(
          quoteChargeLines({
            packageLines: version.lines,
            customLines: version.customLines,
            serviceChargePercent: version.serviceChargePercent,
          }),
          fulfilment.deliveryFeeCents,
        ),
        paymentPlan: {
          depositRule: version.depositRule,
          depositCents: version.totals.depositCents,
          balanceCents: version.totals.balanceCents,
          balanceDueDate: version.balanceDueDate,
          cancellationTerms: version.cancellationTerms,
        },
        event: {
          quoteId: quote.id,
          quoteVersion: version.version,
          title: version.title,
          customLines: version.customLines,
          serviceChargePercent: version.serviceChargePercent,
          serviceChargeCents: version.totals.serviceChargeCents,
          timeline: version.timeline,
          accessNotes: version.accessNotes,
          acceptedAt: now,
        },
      },
      now,
    )
    if (place) transaction.set(dayRef, { id: place.day.date, ...place.day })
    transaction.set(counters.doc(db, number.counter.id), number.counter)
    transaction.create(orderRef, order)
    transaction.set(quoteRef, {
      ...quote,
      state: 'accepted',
      acceptedVersion: version.version,
      acceptedAt: now,
      orderId: orderRef.id,
      ...(hold ? { placeHold: { ...hold, state: 'converted' as const } } : {}),
      updateStamp: now,
      updateIso: new Date(now).toISOString(),
    })
    return order
  })
  const placed = orderSchema.parse({ ...record, id: orderRef.id })
  await queueConfirmationMail(db, placed, orderStatusUrl(context.origin, placed.id, token))
  const checkout = await openCheckout(db, { orderId: placed.id, origin: context.origin, token })
  return { orderId: placed.id, token, checkoutUrl: checkout.url, checkoutError: checkout.error }
}
