import { orderSchema, newOrderSchema } from '../../shared/schemas/order.ts'
import { defineCollection } from './collection.ts'

export const orders = defineCollection({
  name: 'orders',
  schema: orderSchema,
  blank: () => newOrderSchema.parse({}),
})
