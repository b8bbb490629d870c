import { paymentSchema } from '../../shared/schemas/payment.ts'
import { defineCollection } from './collection.ts'

// Written by Cloud Functions only (firestore.rules refuse client writes); the app reads.
export const payments = defineCollection({
  name: 'payments',
  schema: paymentSchema,
  blank: () => ({
    orderId: '',
    userId: '',
    customer_email: '',
    checkoutSessionId: '',
    payment_intent: null,
    payment_status: 'unpaid',
    amount_subtotal: null,
    amount_total: null,
    currency: 'usd',
    recordedFrom: '',
  }),
})
