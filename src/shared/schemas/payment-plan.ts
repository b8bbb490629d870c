import { z } from 'zod/mini'
import { isCalendarDate, isWallClockTime } from '../fulfilment/calendar-dates.ts'
import { depositRuleSchema, type DepositRule } from './deposit-rule.ts'

// How an event is paid and run. An order placed from an accepted quote, or for a package that takes a deposit,
// carries a payment plan (a deposit now on Checkout, which saves the card; the balance charged on its due date)
// and, for events, the event's details for the event sheet. Orders are written only by the server, so these
// shapes are the contract between the quote, the checkout, the balance run, cancellation and the event sheet.

// What the deposit is (a share of the total, or a fixed amount in cents): in its own module, which the catalogue's
// schemas load without the rest of the plan.
export { depositRuleSchema, type DepositRule } from './deposit-rule.ts'

/**
 * One band of the cancellation terms: cancelled at least `daysBefore` days before the event date, the customer gets
 * back `refundPercent` of what they paid beyond the deposit (of the deposit too when the deposit is refundable).
 * Cancelled closer than every band: nothing comes back.
 */
export const cancellationBandSchema = z.object({
  daysBefore: z.number().check(z.int(), z.gte(0), z.lte(365)),
  refundPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
})
export type CancellationBand = z.infer<typeof cancellationBandSchema>

export const cancellationTermsSchema = z.object({
  depositRefundable: z._default(z.boolean(), false),
  bands: z._default(z.array(cancellationBandSchema).check(z.maxLength(6)), []),
  /** The terms as the customer read and accepted them. */
  summary: z._default(z.string().check(z.maxLength(2000)), ''),
})
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>

export const balanceStates = [
  /** Not due yet: the saved card is charged on the due date. */
  'scheduled',
  /** Claimed by the balance run; the charge is with the payment provider. */
  'charging',
  'paid',
  /** The card was declined: the customer was sent a payment link and the chef alerted. */
  'declined',
  /** The bank asked the customer to confirm: they were sent a payment link and the chef alerted. */
  'actionRequired',
  /** Nothing left to charge: the order was cancelled before the balance was paid. */
  'cancelled',
] as const
export type BalanceState = (typeof balanceStates)[number]

export const paymentPlanSchema = z.object({
  depositRule: depositRuleSchema,
  /** Charged on Checkout when the order is placed or the quote accepted. */
  depositCents: z.number().check(z.int(), z.positive()),
  /** The order total less the deposit. */
  balanceCents: z.number().check(z.int(), z.nonnegative()),
  /** A calendar date in the business time zone; the balance run charges on it. */
  balanceDueDate: z.string().check(z.refine(isCalendarDate)),
  cancellationTerms: cancellationTermsSchema,
  /** Epoch ms the deposit was paid (from the provider's webhook). */
  depositPaidAt: z.optional(z.number()),
  /** The payment provider's customer and the card Checkout saved for the balance. */
  providerCustomerId: z.optional(z.string()),
  paymentMethodId: z.optional(z.string()),
  balanceState: z._default(z.enum(balanceStates), 'scheduled'),
  balancePaymentIntentId: z.optional(z.string()),
  /** Epoch ms the balance was paid. */
  balancePaidAt: z.optional(z.number()),
  /** Why the last charge failed, as the provider said it (shown to staff). */
  balanceError: z.optional(z.string()),
  /** The Checkout page sent to the customer after a declined or unconfirmed charge. */
  balancePaymentLink: z.optional(z.object({ checkoutSessionId: z.string(), url: z.string() })),
  /** Reminders mailed before the due date, by days before it (so each goes once). */
  remindersSent: z._default(z.array(z.number().check(z.int())), []),
})
export type PaymentPlan = z.infer<typeof paymentPlanSchema>

export const eventLineKinds = ['staff', 'rental', 'travel', 'other'] as const
export type EventLineKind = (typeof eventLineKinds)[number]

/** A line the chef adds to a quote beyond packages: two servers for five hours, glassware, travel. */
export const customLineSchema = z.object({
  kind: z.enum(eventLineKinds),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  unitCents: z.number().check(z.int(), z.nonnegative(), z.lte(10_000_000)),
})
export type CustomLine = z.infer<typeof customLineSchema>

/** One step of the event's timeline: "16:00 arrival and set-up", "19:00 dinner served". */
export const timelineEntrySchema = z.object({
  time: z.string().check(z.refine(isWallClockTime)),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
})

/** What an event order keeps beyond an ordinary order's lines and fulfilment, for the event sheet. */
export const orderEventSchema = z.object({
  /** The quote and version the customer accepted; absent on events booked straight from the shop. */
  quoteId: z.optional(z.string()),
  quoteVersion: z.optional(z.number().check(z.int(), z.positive())),
  title: z._default(z.string(), ''),
  customLines: z._default(z.array(customLineSchema), []),
  /** A service charge on the packages and custom lines, in percent, and what it came to. */
  serviceChargePercent: z._default(z.number().check(z.gte(0), z.lte(50)), 0),
  serviceChargeCents: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  timeline: z._default(z.array(timelineEntrySchema), []),
  /** How to get in and where to set up: gate codes, parking, the kitchen. */
  accessNotes: z._default(z.string().check(z.maxLength(2000)), ''),
  /** Epoch ms the customer accepted the quote's terms. */
  acceptedAt: z.optional(z.number()),
})
export type OrderEvent = z.infer<typeof orderEventSchema>

/** The deposit a rule asks of a total, in whole cents; never more than the total. */
export function depositCentsFor(totalCents: number, rule: DepositRule): number {
  const wanted = rule.kind === 'percent' ? Math.round((totalCents * rule.percent) / 100) : rule.amountCents
  return Math.min(totalCents, wanted)
}
