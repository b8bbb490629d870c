import { logger } from 'firebase-functions'
import { onDocumentUpdated } from 'firebase-functions/v2/firestore'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { unlessDocumentGone } from '../lib/document-gone.ts'
import { stripeSecretKey } from '../stripe/stripe-client.ts'
import { sendOrderChangeMails } from './lifecycle-mails.ts'
import { refundPaymentAfterCancellation } from './refunds.ts'

// What follows from an order's changes, whoever made them: money paid for an order already cancelled goes back,
// and the mails about the change are queued. Trigger retries stay off: each mail id and refund id is made from
// its event, so a redelivered change cannot do anything twice; delivery and refunds have their own retries.
export const onOrderUpdated = onDocumentUpdated(
  { document: `${orders.name}/{orderId}`, retry: false, secrets: [stripeSecretKey] },
  async (event) => {
    const before = event.data?.before.data()
    const after = event.data?.after.data()
    if (!after) return
    const parsedAfter = orderSchema.safeParse({ ...after, id: event.params.orderId })
    if (!parsedAfter.success) {
      logger.error('order mails: the order cannot be read', { orderId: event.params.orderId })
      return
    }
    const parsedBefore = before ? orderSchema.safeParse({ ...before, id: event.params.orderId }) : undefined
    await unlessDocumentGone('order changes', { orderId: event.params.orderId }, async () => {
      await refundPaymentAfterCancellation(db(), parsedAfter.data)
      await sendOrderChangeMails(
        db(),
        parsedBefore?.success ? parsedBefore.data : undefined,
        parsedAfter.data,
      )
    })
  },
)
