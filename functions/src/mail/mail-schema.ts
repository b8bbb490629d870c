import { z } from 'zod'
import { isValidCustomerEmail } from '../../../src/shared/email-pattern.ts'
import {
  mailDeliveryStates,
  type MailDelivery as SharedMailDelivery,
} from '../../../src/shared/schemas/mail.ts'

// The app's schema (src/shared/schemas/mail.ts) is lenient on read: it accepts records written by the original
// app (Timestamps, ISO strings). The mail functions are stricter: they only send to valid addresses, and they
// write the delivery map in one exact shape (epoch ms), checked below to stay readable by the app's schema.

/** What the app writes to mail/{id} (docs/product.md, Entities, mail). */
export const mailRequestSchema = z.object({
  // The same rule as the order review and placeOrder, so every address an order accepts also gets its mail.
  to: z.array(z.string().trim().refine(isValidCustomerEmail, 'Not a valid e-mail address.')).min(1),
  /** Where answers go: the business's address on customers' mails, the customer's on the chef's alerts. */
  replyTo: z.string().trim().refine(isValidCustomerEmail, 'Not a valid e-mail address.').optional(),
  message: z.object({
    subject: z.string().trim().min(1),
    html: z.string().min(1),
    text: z.string().min(1).optional(),
  }),
})
export type MailRequest = z.infer<typeof mailRequestSchema>

export const deliveryStates = mailDeliveryStates
export type DeliveryState = (typeof deliveryStates)[number]

/** Delivery bookkeeping on mail/{id}.delivery; times are epoch milliseconds like every stamp in this codebase. */
export const mailDeliverySchema = z.object({
  state: z.enum(deliveryStates),
  /** SMTP attempts so far, over all runs. */
  attempts: z.number().int().nonnegative().default(0),
  /** Start of the latest delivery run. */
  startTime: z.number().nullable().default(null),
  endTime: z.number().nullable().default(null),
  /** Message of the latest failed attempt; null once delivered. */
  error: z.string().nullable().default(null),
  info: z
    .object({
      messageId: z.string().nullable(),
      accepted: z.array(z.string()),
      rejected: z.array(z.string()),
    })
    .nullable()
    .default(null),
  /** While PROCESSING: after this time the run is presumed dead and another may claim the mail. */
  leaseExpireTime: z.number().nullable().default(null),
  /** While ERROR and retryable: when the sweeper may try again. Null means no further automatic retry. */
  nextAttemptTime: z.number().nullable().default(null),
})
export type MailDelivery = z.infer<typeof mailDeliverySchema>

// Compile-time check: every delivery map the functions write is a valid delivery map for the app.
const writtenDeliveryIsReadable = (delivery: MailDelivery): SharedMailDelivery => delivery
void writtenDeliveryIsReadable
