import { z } from 'zod/mini'
import { recordSchemas } from './stamps.ts'

export const mailDeliveryStates = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const

// Delivery times are epoch ms, ISO text, or a Firestore Timestamp (read as {seconds, nanoseconds}).
export const mailTimeSchema = z.union([
  z.number(),
  z.string(),
  z.object({ seconds: z.number(), nanoseconds: z.number() }),
])

export const mailDeliverySchema = z.object({
  state: z.enum(mailDeliveryStates),
  attempts: z._default(z.number(), 0),
  error: z.nullish(z.string()),
  startTime: z.nullish(mailTimeSchema),
  endTime: z.nullish(mailTimeSchema),
  leaseExpireTime: z.nullish(mailTimeSchema),
  nextAttemptTime: z.nullish(mailTimeSchema),
  info: z.nullish(z.record(z.string(), z.unknown())),
})
export type MailDelivery = z.infer<typeof mailDeliverySchema>

// A mail request; the mail function sends it and writes `delivery`.
export const { stored: mailSchema, created: newMailSchema } = recordSchemas({
  to: z.array(z.string()),
  // Where answers go (docs/product.md, Mail): absent when the business has no contact address.
  replyTo: z.optional(z.string()),
  // `text` (a plain-text body) is written by the server's templated mails only.
  message: z.object({ subject: z.string(), html: z.string(), text: z.optional(z.string()) }),
  delivery: z.optional(mailDeliverySchema),
})
export type Mail = z.infer<typeof mailSchema>
export type NewMail = z.input<typeof newMailSchema>
