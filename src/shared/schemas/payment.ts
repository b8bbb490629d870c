import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

// The payment page is a placeholder: stored fields are not specified, so the form fields are optional
// and anything else is kept.
export const paymentSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
  name: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  cardNumber: z.string().optional(),
  expDate: z.string().optional(),
  orderNotes: z.string().optional(),
})
export type Payment = z.infer<typeof paymentSchema>

export const newPaymentSchema = paymentSchema.omit(recordMetaMask)
export type NewPayment = z.input<typeof newPaymentSchema>
