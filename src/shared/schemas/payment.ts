import { z } from 'zod/mini'
import { recordSchemas } from './stamps.ts'

// A payment is written by Cloud Functions only, once per paid Checkout Session (document id = session id), when
// the provider reports the session paid (functions/src/stripe/record-checkout.ts). Customers and admins read it.
// Amounts are the provider's integer cents; null where the provider gave none.
const cents = z.nullable(z.number().check(z.int()))

export const { stored: paymentSchema, created: newPaymentSchema } = recordSchemas({
  orderId: z.string(),
  // The order's userId: the customer's uid, or the e-mail address for a guest order.
  userId: z.string(),
  customer_email: z.string(),
  checkoutSessionId: z.string(),
  payment_intent: z.nullable(z.string()),
  payment_status: z.string(),
  amount_subtotal: cents,
  amount_total: cents,
  currency: z.string(),
  // What reported the payment: `webhook <event type>` or `checkout session retrieve`.
  recordedFrom: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>
export type NewPayment = z.input<typeof newPaymentSchema>
