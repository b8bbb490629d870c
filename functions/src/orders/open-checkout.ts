import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { orders } from '../data/collections.ts'
import { NotFoundError } from '../lib/errors.ts'
import type Stripe from 'stripe'
import type { Order } from '../../../src/shared/schemas/order.ts'
import {
  checkoutIdempotencyKey,
  checkoutLifetimeSeconds,
  checkoutSessionParams,
  planPartSessionParams,
  couponIdempotencyKey,
  orderCouponParams,
  toStoredSession,
} from '../stripe/checkout-session.ts'
import { providerCustomerFor } from '../stripe/provider-customers.ts'
import { stripeClient } from '../stripe/stripe-client.ts'

export interface OpenedCheckout {
  url: string | null
  /** Why no checkout could be opened; also stored on the order for its status page. */
  error: string | null
}

export const checkoutUnavailableMessage =
  'We could not open the payment page because the payment service did not answer. Your order is saved: use Get Checkout Link to try again.'

/**
 * The checkout of an order with a payment plan and no deposit paid yet, wherever the order came from (the shop, a
 * quote): the deposit alone, charged to the customer's provider customer, and the card saved for the balance.
 */
async function depositParams(
  db: Firestore,
  stripe: Stripe,
  order: Order,
  input: { origin: string; token: string | null },
): Promise<Stripe.Checkout.SessionCreateParams> {
  const plan = order.paymentPlan!
  const customerId = plan.providerCustomerId ?? (await providerCustomerFor(db, stripe, order.customer_email))
  const query = new URLSearchParams({ orderId: order.id, ...(input.token ? { token: input.token } : {}) })
  const statusQuery = new URLSearchParams({
    ...(input.token ? { token: input.token } : {}),
    payment: 'not-completed',
  })
  return planPartSessionParams({
    part: 'deposit',
    order,
    amountCents: plan.depositCents,
    customerId,
    successUrl: `${input.origin}/checkout-complete?${query.toString()}`,
    cancelUrl: `${input.origin}/order-status/${encodeURIComponent(order.id)}?${statusQuery.toString()}`,
    nowSeconds: Math.floor(Date.now() / 1000),
    lifetimeSeconds: checkoutLifetimeSeconds,
  })
}

/**
 * Creates a new Checkout Session for an order from its stored cart data and stores it on the order. Each call is a
 * new attempt (counted in a transaction) with its own idempotency key, so retries of one attempt never create two
 * sessions. A provider failure is returned (and stored on the order), never thrown: the order is already saved.
 */
export async function openCheckout(
  db: Firestore,
  input: { orderId: string; origin: string; token: string | null },
): Promise<OpenedCheckout> {
  const orderRef = orders.doc(db, input.orderId)
  const { order, attempt } = await db.runTransaction(async (transaction) => {
    const parsed = (await transaction.get(orderRef)).data()
    if (!parsed) throw new NotFoundError('Order not found.')
    const next = (parsed.checkoutAttempts ?? 0) + 1
    transaction.update(orderRef, orders.patch({ checkoutAttempts: next }))
    return { order: parsed, attempt: next }
  })
  try {
    const stripe = stripeClient()
    const promotion = order.promotion
    // The discount travels as a coupon of its own (amount off), so Stripe charges exactly the order's total.
    // A plan's deposit is one line of the order's own total: the discount is in it already.
    const coupon =
      promotion && !order.paymentPlan
        ? await stripe.coupons.create(
            orderCouponParams({
              orderId: order.id,
              code: promotion.code,
              discountCents: promotion.discountCents,
            }),
            { idempotencyKey: couponIdempotencyKey(order.id, attempt) },
          )
        : null
    const params =
      order.paymentPlan && order.paymentPlan.depositPaidAt === undefined
        ? await depositParams(db, stripe, order, input)
        : checkoutSessionParams({
            orderId: order.id,
            cartData: order.cartData,
            deliveryFeeCents: order.fulfilment?.deliveryFeeCents ?? 0,
            travelFeeCents: order.fulfilment?.travelFeeCents ?? 0,
            customerEmail: order.customer_email,
            origin: input.origin,
            token: input.token,
            ...(promotion && coupon
              ? { discount: { cents: promotion.discountCents, couponId: coupon.id } }
              : {}),
          })
    const session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: checkoutIdempotencyKey(order.id, attempt),
    })
    await orderRef.update(
      orders.patch({
        checkoutSession: { ...toStoredSession(session), lastEventCreated: session.created },
        checkoutError: FieldValue.delete(),
      }),
    )
    return { url: session.url, error: null }
  } catch (error) {
    const shape = error as { type?: string; code?: string; message?: string; statusCode?: number }
    logger.error('checkout: could not create a Checkout Session', {
      orderId: order.id,
      attempt,
      stripeType: shape.type ?? null,
      stripeCode: shape.code ?? null,
      statusCode: shape.statusCode ?? null,
      errorMessage: shape.message ?? String(error),
    })
    await orderRef.update(orders.patch({ checkoutError: checkoutUnavailableMessage }))
    return { url: null, error: checkoutUnavailableMessage }
  }
}
