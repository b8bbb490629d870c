import type { Firestore } from 'firebase-admin/firestore'
import { HttpsError } from 'firebase-functions/v2/https'
import type { CartPackageLimits } from '../../../src/shared/fulfilment/availability.ts'
import { dateInZone } from '../../../src/shared/fulfilment/calendar-dates.ts'
import type { QuoteRequest } from '../../../src/shared/quotes/quote-request.ts'
import { quoteTotals } from '../../../src/shared/quotes/quote-totals.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import type { FulfilmentDay, FulfilmentSchedule } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { OrderFulfilment } from '../../../src/shared/schemas/order-fulfilment.ts'
import type { QuoteVersion } from '../../../src/shared/schemas/quote.ts'
import { cartLimits, checkChoiceAgainstBookings, checkChoiceDetails } from '../fulfilment/check-choice.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { pricedLines, unavailablePackagesMessage } from '../orders/new-order.ts'
import { loadPackages, loadSchedule } from '../orders/place-order.ts'

// A version of a quote from what the builder sent, without writing anything: the packages priced from the stored
// packages by the one pricing function (whatever the browser says about money is not part of the request), the
// date, time and address checked against the schedule like an order's, the dates of the plan checked, and the
// totals. Every refusal is keyed by the builder's field names.

/** Staff may quote every package, hidden ones included. */
const staff = { uid: null, isAdmin: true }

/** The server's field names where they differ from the builder's. */
function builderField(field: string, request: QuoteRequest): string {
  if (field === 'fulfilment.guests') return 'guests'
  if (field === 'fulfilment.phone') return 'customer.phone'
  const option = /^options\.([^.]+)\.(.+)$/.exec(field)
  if (option) {
    const index = request.lines.findIndex((line) => line.chefPackageId === option[1])
    return `lines.${Math.max(0, index)}.option.${option[2]}`
  }
  return field
}

export function inBuilderFields(error: FieldProblemsError, request: QuoteRequest): FieldProblemsError {
  return new FieldProblemsError(
    Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [builderField(field, request), message]),
    ),
  )
}

/** Runs a step whose refusals name the server's fields, answering with the builder's. */
export function withBuilderFields<T>(request: QuoteRequest, step: () => T): T {
  try {
    return step()
  } catch (error) {
    if (error instanceof FieldProblemsError) throw inBuilderFields(error, request)
    throw error
  }
}

/** The plan's dates: the expiry and the balance due date fall between today and the event date. */
export function datesProblems(request: QuoteRequest, today: string): Record<string, string> {
  const problems: Record<string, string> = {}
  const eventDate = request.fulfilment.date
  if (request.expiresOn < today) problems['expiresOn'] = 'The quote cannot expire before today.'
  else if (request.expiresOn > eventDate) problems['expiresOn'] = 'The quote must expire by the event date.'
  if (request.balanceDueDate < today) problems['balanceDueDate'] = 'The balance cannot be due before today.'
  else if (request.balanceDueDate > eventDate) {
    problems['balanceDueDate'] = 'The balance must be due by the event date.'
  }
  return problems
}

/** Everything a version is before the calendar's counts are read. */
export interface PricedQuote {
  schedule: FulfilmentSchedule
  packages: ReadonlyMap<string, ChefPackage>
  details: Omit<OrderFulfilment, 'slotStart' | 'slotEnd'>
  limits: CartPackageLimits[]
  /** The version without its number, slot times and stamps. */
  version: Omit<QuoteVersion, 'version' | 'fulfilment' | 'savedAt' | 'sentAt'>
}

export async function priceQuote(db: Firestore, request: QuoteRequest, now: number): Promise<PricedQuote> {
  const schedule = await loadSchedule(db)
  if (!schedule) {
    throw new FieldProblemsError({ 'fulfilment.date': 'Please set up the business schedule before quoting.' })
  }
  const packages = await loadPackages(db, [...new Set(request.lines.map((line) => line.chefPackageId))])
  let lines
  try {
    lines = withBuilderFields(request, () => pricedLines(request.lines, packages, staff, request.guests))
  } catch (error) {
    if (error instanceof HttpsError && error.message === unavailablePackagesMessage) {
      const index = request.lines.findIndex((line) => !packages.has(line.chefPackageId))
      throw new FieldProblemsError({
        [`lines.${Math.max(0, index)}.chefPackageId`]: 'This package no longer exists.',
      })
    }
    throw error
  }
  const { customer, fulfilment } = request
  const details = withBuilderFields(request, () =>
    checkChoiceDetails({
      schedule,
      choice: {
        ...fulfilment,
        name: customer.name,
        phone: customer.phone,
        guests: request.guests,
        notes: '',
      },
      cart: lines,
      packages,
    }),
  )
  const problems = datesProblems(request, dateInZone(now, schedule.timeZone))
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)
  const totals = quoteTotals({
    packageLines: lines,
    customLines: request.customLines,
    serviceChargePercent: request.serviceChargePercent,
    deliveryFeeCents: details.deliveryFeeCents,
    depositRule: request.depositRule,
  })
  return {
    schedule,
    packages,
    details,
    limits: cartLimits(lines, packages),
    version: {
      title: request.title,
      guests: request.guests,
      requestedLines: request.lines,
      lines,
      customLines: request.customLines,
      serviceChargePercent: request.serviceChargePercent,
      timeline: [...request.timeline].sort((a, b) => a.time.localeCompare(b.time)),
      accessNotes: request.accessNotes,
      depositRule: request.depositRule,
      balanceDueDate: request.balanceDueDate,
      cancellationTerms: {
        ...request.cancellationTerms,
        bands: [...request.cancellationTerms.bands].sort((a, b) => b.daysBefore - a.daysBefore),
      },
      expiresOn: request.expiresOn,
      totals,
    },
  }
}

/** The version's date and time checked against the day's counts (without the quote's own hold); the times. */
export function placeOnDay(
  priced: Pick<PricedQuote, 'schedule' | 'details' | 'limits'>,
  day: FulfilmentDay | undefined,
  now: number,
) {
  return checkChoiceAgainstBookings({ ...priced, day, now })
}
