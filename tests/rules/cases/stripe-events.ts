// stripeEvents: processed Stripe webhook events (idempotency records).
import { serverOnlyTable } from '../rule-case.ts'

export default serverOnlyTable('stripeEvents', {
  doc: 'evt_1',
  data: { type: 'checkout.session.completed', orderId: 'order-1' },
  update: { type: 'x' },
})
