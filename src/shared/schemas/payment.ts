import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// The payment page is a placeholder: stored fields are not defined, so the form fields are optional
// and anything else is kept.
export const paymentSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
  zip: z.optional(z.string()),
  cardNumber: z.optional(z.string()),
  expDate: z.optional(z.string()),
  orderNotes: z.optional(z.string()),
})
export type Payment = z.infer<typeof paymentSchema>

export const newPaymentSchema = z.omit(paymentSchema, recordMetaMask)
export type NewPayment = z.input<typeof newPaymentSchema>
