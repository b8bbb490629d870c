import { paymentSchema, newPaymentSchema } from '../../shared/schemas/payment.ts'
import { defineCollection } from './collection.ts'

export const payments = defineCollection({
  name: 'payments',
  schema: paymentSchema,
  blank: () => newPaymentSchema.parse({}),
})
