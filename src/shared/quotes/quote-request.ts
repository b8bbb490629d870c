import { z } from 'zod/mini'
import { documentIdSchema } from '../document-id.ts'
import { isValidCustomerEmail } from '../email-pattern.ts'
import { isCalendarDate, isWallClockTime } from '../fulfilment/calendar-dates.ts'
import { requiredText } from '../required-text.ts'
import { fulfilmentMethods } from '../schemas/fulfilment-schedule.ts'
import { fulfilmentAddressSchema } from '../schemas/order-fulfilment.ts'
import { eventLineKinds } from '../schemas/payment-plan.ts'
import { quoteLineRequestSchema } from '../schemas/quote.ts'

// What the quote builder sends to saveQuoteCallable: the same shapes the quote stores (payment-plan.ts), with a
// message on every check a person can fail, keyed by the builder's field names.

const date = (missing: string) =>
  z.string({ error: missing }).check(z.refine(isCalendarDate, 'Please choose a date from the calendar.'))

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `Please enter ${label}.` })
    .check(
      z.int(`Please enter a whole number for ${label}.`),
      z.gte(min, `${label} is at least ${min}.`),
      z.lte(max, `${label} is at most ${max}.`),
    )

export const quoteCustomLineInput = z.object({
  kind: z.enum(eventLineKinds, { error: 'Please choose what the line is for.' }),
  label: requiredText(120, {
    missing: 'Please describe the line.',
    tooLong: 'Please keep the line under 120 characters.',
  }),
  quantity: wholeNumber('the quantity', 1, 1000),
  unitCents: z
    .number({ error: 'Please enter a price, e.g. 200.00.' })
    .check(
      z.int('Please enter a price in dollars and cents.'),
      z.nonnegative('The price cannot be negative.'),
      z.lte(10_000_000, 'The price is at most $100,000.00.'),
    ),
})

export const quoteDepositRuleInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number({ error: 'Please enter the deposit percentage.' })
      .check(z.gt(0, 'The deposit is more than 0 %.'), z.lte(100, 'The deposit is at most 100 %.')),
  }),
  z.object({
    kind: z.literal('amount'),
    amountCents: z
      .number({ error: 'Please enter the deposit amount, e.g. 300.00.' })
      .check(z.int('Please enter dollars and cents.'), z.positive('The deposit is more than $0.00.')),
  }),
])

export const quoteRequestSchema = z.object({
  /** Absent for a new quote. */
  quoteId: z.optional(documentIdSchema),
  customer: z.object({
    uid: z._default(z.string().check(z.maxLength(128)), ''),
    name: requiredText(120, {
      missing: 'Please enter the customer’s name.',
      tooLong: 'Please keep the name under 120 characters.',
    }),
    email: z
      .string({ error: 'Please enter the customer’s e-mail.' })
      .check(z.trim(), z.refine(isValidCustomerEmail, 'Please enter a valid e-mail address.')),
    phone: requiredText(40, {
      missing: 'Please enter a phone number.',
      tooLong: 'Please enter a phone number of at most 40 characters.',
    }),
  }),
  title: requiredText(120, {
    missing: 'Please name the event.',
    tooLong: 'Please keep the title under 120 characters.',
  }),
  guests: wholeNumber('the number of guests', 1, 10_000),
  lines: z
    .array(quoteLineRequestSchema)
    .check(z.minLength(1, 'Please add at least one package.'), z.maxLength(20, 'At most 20 packages.')),
  customLines: z._default(z.array(quoteCustomLineInput).check(z.maxLength(20, 'At most 20 lines.')), []),
  serviceChargePercent: z._default(
    z
      .number({ error: 'Please enter the service charge in percent.' })
      .check(
        z.gte(0, 'The service charge cannot be negative.'),
        z.lte(50, 'The service charge is at most 50 %.'),
      ),
    0,
  ),
  fulfilment: z.object({
    method: z.enum(fulfilmentMethods, { error: 'Please choose pickup, delivery or chef at the address.' }),
    date: date('Please choose the event date.'),
    slotId: z
      .string({ error: 'Please choose a time.' })
      .check(z.trim(), z.minLength(1, 'Please choose a time.'), z.maxLength(64, 'Please choose a time.')),
    address: z.optional(fulfilmentAddressSchema),
  }),
  timeline: z._default(
    z
      .array(
        z.object({
          time: z.string().check(z.refine(isWallClockTime, 'Please start each line with a time as HH:MM.')),
          label: requiredText(120, {
            missing: 'Please say what happens at each time.',
            tooLong: 'Please keep each step under 120 characters.',
          }),
        }),
      )
      .check(z.maxLength(30, 'At most 30 steps.')),
    [],
  ),
  accessNotes: z._default(
    z.string().check(z.trim(), z.maxLength(2000, 'Please keep the access notes under 2,000 characters.')),
    '',
  ),
  depositRule: quoteDepositRuleInput,
  balanceDueDate: date('Please choose the date the balance is due.'),
  cancellationTerms: z.object({
    depositRefundable: z._default(z.boolean(), false),
    bands: z._default(
      z
        .array(
          z.object({
            daysBefore: wholeNumber('the days before', 0, 365),
            refundPercent: wholeNumber('the refund percentage', 0, 100),
          }),
        )
        .check(z.maxLength(6, 'At most 6 bands.')),
      [],
    ),
    summary: z._default(
      z.string().check(z.trim(), z.maxLength(2000, 'Please keep the terms under 2,000 characters.')),
      '',
    ),
  }),
  expiresOn: date('Please choose the last day the customer can accept.'),
  /** Save keeps a draft (or, on a sent quote, is refused: a sent quote changes only by sending a new version). */
  intent: z.enum(['save', 'send']),
})
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
