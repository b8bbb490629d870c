import { logger } from 'firebase-functions'
import { onRequest } from 'firebase-functions/v2/https'
import type Stripe from 'stripe'
import { db } from '../lib/admin.ts'
import { handleBalanceEvent, isBalanceEvent } from '../orders/balance.ts'
import { isItemChangeEvent, recordItemChangePayment } from '../orders/item-change-payment.ts'
import { handleMealPlanCheckoutEvent, isMealPlanCheckoutEvent } from '../meal-plans/checkout-completed.ts'
import { handleMealPlanInvoiceEvent, isMealPlanInvoiceEvent } from '../meal-plans/invoices.ts'
import { handleStripeEvent } from './record-checkout.ts'
import { stripeClient, stripeSecretKey, stripeWebhookSecret, webhookSecret } from './stripe-client.ts'

/**
 * Stripe's webhook endpoint. The signature is checked on the raw body; a bad one gets 400 (Stripe does not retry),
 * a failure to record gets 500 (Stripe retries), everything else 200. Processing is idempotent per event id.
 */
export const stripeWebhook = onRequest(
  { secrets: [stripeSecretKey, stripeWebhookSecret], invoker: 'public' },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).set('allow', 'POST').send('Method Not Allowed')
      return
    }
    let event: Stripe.Event
    try {
      event = stripeClient().webhooks.constructEvent(
        request.rawBody,
        request.header('stripe-signature') ?? '',
        webhookSecret(),
      )
    } catch (error) {
      logger.warn('stripe webhook: refused a request with a bad signature', {
        message: (error as Error).message,
      })
      response.status(400).send('Webhook signature verification failed')
      return
    }
    try {
      // A change's difference has a payment page of its own; it never touches the order's checkout.
      // So has a balance (its PaymentIntent, or the payment page sent for it); a deposit is the order's checkout.
      // A meal plan's subscription-mode Checkout (and its end) and its invoices are the plan's, never an order's:
      // routed first.
      const outcome = isMealPlanCheckoutEvent(event)
        ? await handleMealPlanCheckoutEvent(db(), event)
        : isMealPlanInvoiceEvent(event)
          ? await handleMealPlanInvoiceEvent(db(), stripeClient, event)
          : isItemChangeEvent(event)
            ? await recordItemChangePayment(db(), event)
            : isBalanceEvent(event)
              ? await handleBalanceEvent(db(), stripeClient(), event)
              : await handleStripeEvent(db(), event)
      logger.info('stripe webhook: event processed', { eventId: event.id, type: event.type, outcome })
      response.status(200).json({ received: true, outcome })
    } catch (error) {
      logger.error('stripe webhook: could not record the event', {
        eventId: event.id,
        type: event.type,
        errorMessage: (error as Error).message,
      })
      response.status(500).json({ received: false })
    }
  },
)
