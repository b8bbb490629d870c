import { orderRefundSchema, type OrderRefund } from './order.ts'

// Test data for the tests that read an order's refunds.

/** A refund staff sent, as the order stores it, with the fields a test cares about. */
export function exampleRefund(fields: Partial<OrderRefund> = {}): OrderRefund {
  return orderRefundSchema.parse({
    id: 'r1',
    amountCents: 1_000,
    by: 'admin',
    at: 1,
    status: 'sent',
    ...fields,
  })
}
