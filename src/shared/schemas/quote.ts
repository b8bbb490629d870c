import { z } from 'zod/mini'
import { isCalendarDate } from '../fulfilment/calendar-dates.ts'
import { cartItemSchema } from './order.ts'
import { orderFulfilmentSchema } from './order-fulfilment.ts'
import { optionRequestSchema } from './package-options.ts'
import {
  cancellationTermsSchema,
  customLineSchema,
  depositRuleSchema,
  timelineEntrySchema,
} from './payment-plan.ts'
import { recordSchemas, text } from './stamps.ts'

// A quote for an event: the chef's offer to one customer, in versions. Written only by the server (the quote
// callables), which prices every version from the stored packages; staff read quotes, a customer reads their own
// (signed in, or by the signed link in the quote mail). See docs/decisions/0107-quotes-in-versions-with-a-link-and-a-hold.md.

export const quoteStates = [
  /** Being built; the customer has not been sent it and cannot open it. */
  'draft',
  /** Mailed to the customer, open for acceptance until its expiry date; holds its date and time on the calendar. */
  'sent',
  /** The customer accepted a version: an order was made from it, which holds the place from then on. */
  'accepted',
  /** Its expiry date passed before anyone accepted it; its hold was given back. */
  'expired',
  /** Staff took it back; its hold was given back. */
  'withdrawn',
] as const
export type QuoteState = (typeof quoteStates)[number]

export const quoteStateLabels: Record<QuoteState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
}

/** A package line as staff asked for it (the server prices it from the stored package). */
export const quoteLineRequestSchema = z.object({
  chefPackageId: z.string().check(z.minLength(1, 'Please choose a package.'), z.maxLength(128)),
  quantity: z._default(
    z
      .number({ error: 'Please enter a quantity.' })
      .check(z.int('Please enter a whole quantity.'), z.gte(1, 'At least 1.'), z.lte(99, 'At most 99.')),
    1,
  ),
  options: z._default(z.array(optionRequestSchema).check(z.maxLength(20)), []),
})
export type QuoteLineRequest = z.input<typeof quoteLineRequestSchema>

/** What a version comes to, in cents, as the server computed it (src/shared/quotes/quote-totals.ts). */
export const quoteTotalsSchema = z.object({
  packagesCents: z.number(),
  customLinesCents: z.number(),
  serviceChargeCents: z.number(),
  taxCents: z.number(),
  deliveryFeeCents: z.number(),
  totalCents: z.number(),
  depositCents: z.number(),
  balanceCents: z.number(),
})
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>

const calendarDate = z.string().check(z.refine(isCalendarDate))

/** One version of a quote, as sent (or, for a draft, as last saved). */
export const quoteVersionSchema = z.object({
  version: z.number().check(z.int(), z.positive()),
  title: text(),
  guests: z.number(),
  /** The package lines as asked for, to edit the next version from. */
  requestedLines: z._default(z.array(quoteLineRequestSchema), []),
  /** The same lines priced by the server (title, price with options for the guests). */
  lines: z._default(z.array(cartItemSchema), []),
  customLines: z._default(z.array(customLineSchema), []),
  serviceChargePercent: z._default(z.number(), 0),
  fulfilment: orderFulfilmentSchema,
  timeline: z._default(z.array(timelineEntrySchema), []),
  accessNotes: text(),
  depositRule: depositRuleSchema,
  balanceDueDate: calendarDate,
  cancellationTerms: cancellationTermsSchema,
  /** The last day (business time zone) the customer can accept it. */
  expiresOn: calendarDate,
  totals: quoteTotalsSchema,
  /** Epoch ms. */
  savedAt: z.number(),
  /** Epoch ms it was mailed to the customer; absent on a draft. */
  sentAt: z.optional(z.number()),
})
export type QuoteVersion = z.infer<typeof quoteVersionSchema>

export const quoteCustomerSchema = z.object({
  /** The customer's account (user profile id); '' for someone without an account. */
  uid: text(),
  name: text(),
  email: text(),
  phone: text(),
})
export type QuoteCustomer = z.infer<typeof quoteCustomerSchema>

export const { stored: quoteSchema, created: newQuoteSchema } = recordSchemas({
  state: z._default(z.enum(quoteStates), 'draft'),
  customer: quoteCustomerSchema,
  /** Copies of the customer's uid and the latest version's fields that lists and the sweep query. */
  customerUid: text(),
  eventDate: text(),
  expiresOn: text(),
  /** Oldest first; the last is the one the customer sees and can accept. */
  versions: z._default(z.array(quoteVersionSchema), []),
  /** Set on acceptance: the version accepted, when (epoch ms) and the order made from it. */
  acceptedVersion: z.optional(z.number()),
  acceptedAt: z.optional(z.number()),
  orderId: z.optional(z.string()),
  /** Epoch ms it was withdrawn or expired. */
  closedAt: z.optional(z.number()),
})
export type Quote = z.infer<typeof quoteSchema>

/**
 * The place a sent quote holds on the fulfilment calendar (counted in fulfilmentDays/{date} like an order's):
 * `held` while the quote is open, `released` when it expired or was withdrawn, `converted` when it was accepted
 * and the order made from it took the place over.
 */
export const quoteHoldSchema = z.object({
  date: z.string(),
  slotId: z.string(),
  /** Package id -> quantity counted against the package's per-date limit. */
  packages: z.record(z.string(), z.number()),
  state: z.enum(['held', 'released', 'converted']),
})
export type QuoteHold = z.infer<typeof quoteHoldSchema>

/**
 * A quote as the server stores it: with the hashes of the links mailed to the customer (never the links) and its
 * hold. Browsers get `quoteSchema`, without them.
 */
export const quoteRecordSchema = z.extend(quoteSchema, {
  accessTokenHashes: z._default(z.array(z.string()), []),
  placeHold: z.optional(quoteHoldSchema),
})

/** The version the customer sees: the latest. */
export function latestVersion(quote: Pick<Quote, 'versions'>): QuoteVersion | undefined {
  return quote.versions.at(-1)
}
