import { logger } from 'firebase-functions'
import { onDocumentUpdated } from 'firebase-functions/v2/firestore'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { sendOrderChangeMails } from './lifecycle-mails.ts'

// Mails about an order follow from its changes, whoever made them. Trigger retries stay off: each mail id is
// made from its event, so a redelivered change cannot queue a mail twice, and delivery has its own retries.
export const onOrderUpdated = onDocumentUpdated(
  { document: `${orders.name}/{orderId}`, retry: false },
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
    await sendOrderChangeMails(db(), parsedBefore?.success ? parsedBefore.data : undefined, parsedAfter.data)
  },
)
