import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import { orders } from '../data/collections.ts'
import { recordSessionFromProvider } from '../stripe/record-checkout.ts'
import { unpaidOrderLifetimeMs } from '../../../src/shared/orders/unpaid-orders.ts'
import { changeOrderState } from './order-state-change.ts'

// An order nobody paid for is not kept forever: after two days it is cancelled by the system (its place on the
// calendar was given back long before, after the 35-minute hold), and the customer gets the cancelled mail. A
// payment page still open is left alone, and Stripe is asked first, so a payment that arrived without its webhook
// is recorded instead.

export { unpaidOrderLifetimeMs }
export const unpaidOrderReason = 'Not paid within 48 hours'

export async function expireUnpaidOrders(
  db: Firestore,
  stripe: Pick<Stripe, 'checkout' | 'paymentIntents'> | null,
  now = Date.now(),
): Promise<number> {
  const stale = await orders
    .collection(db)
    .where('state', '==', 'awaitingPayment')
    .where('createdStamp', '<=', now - unpaidOrderLifetimeMs)
    .limit(100)
    .get()
  let expired = 0
  for (const snapshot of stale.docs) {
    const order = snapshot.data()
    const session = order.checkoutSession
    // A meal plan cycle's order is paid by its subscription's invoice, whose failure has reminders of its own.
    if (order.mealPlan) continue
    try {
      if (session?.status === 'open' && session.checkoutSessionId) {
        if ((session.expires_at ?? 0) * 1000 > now) continue // the customer may be paying right now
        if (stripe) {
          const status = await recordSessionFromProvider(db, stripe, order.id, session.checkoutSessionId, now)
          if (status === 'open' || status === 'complete') continue
        }
      }
      await changeOrderState(db, {
        orderId: order.id,
        to: 'cancelled',
        actor: 'system',
        reason: unpaidOrderReason,
      })
      expired += 1
    } catch (error) {
      // Left for the next run.
      logger.warn('unpaid orders: could not expire an order', {
        orderId: order.id,
        errorMessage: (error as Error).message,
      })
    }
  }
  return expired
}
