import type Stripe from 'stripe'
import { z } from 'zod'
import { cartCents, taxRate, toCents } from '../../../src/shared/money.ts'
import { orderLabel } from '../../../src/shared/orders/order-state.ts'
import type { CartItem, CheckoutSession as StoredCheckoutSession } from '../../../src/shared/schemas/order.ts'

/**
 * How long a Checkout Session stays payable: Stripe's shortest allowed life (30 minutes, measured from its own
 * clock, hence one minute of headroom). The order's place on the calendar is held for as long.
 */
export const checkoutLifetimeSeconds = 31 * 60

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem

/** One line of a session, in dollars' cents; `cpId` says what the line is (a package's id, 'tax', 'delivery', ...). */
export function usdLine(name: string, unitCents: number, cpId: string, quantity = 1): LineItem {
  return {
    price_data: { currency: 'usd', unit_amount: unitCents, product_data: { name, metadata: { cpId } } },
    quantity,
  }
}

/**
 * The customer's e-mail for a session, left out when Stripe would refuse it (e.g. a bracketed IP): the customer
 * then types it on Stripe's page.
 */
export function mailableEmail(email: string): { customer_email?: string } {
  return z.email().safeParse(email).success ? { customer_email: email } : {}
}

/** The Checkout Session parameters for an order, from its stored (server-priced) cart data. */
export function checkoutSessionParams(input: {
  orderId: string
  cartData: readonly CartItem[]
  /** The order's delivery fee, charged as its own untaxed line. */
  deliveryFeeCents?: number
  /** The order's travel fee (a service area's), likewise its own untaxed line. */
  travelFeeCents?: number
  customerEmail: string
  origin: string
  /** The guest's order token, carried into the return URLs so the status pages can read the order. */
  token: string | null
  /** Epoch seconds now; the session expires checkoutLifetimeSeconds later. */
  nowSeconds?: number
  /**
   * The order's promotion discount and the Stripe coupon made for it (amount off, in cents): Stripe takes the coupon
   * off the session's lines, so the amount charged is the order's total (docs/decisions/0063).
   */
  discount?: { cents: number; couponId: string }
}): Stripe.Checkout.SessionCreateParams {
  const { orderId, cartData, customerEmail, origin, token } = input
  // The order total includes 5 % tax on the (discounted) subtotal, so the customer is charged exactly the order's total.
  const { tax } = cartCents(cartData, input.discount?.cents ?? 0)
  const lineItems = cartData.map((item) =>
    usdLine(item.title.trim() || 'Package', toCents(item.price), item.chefPackageId, item.quantity),
  )
  // Tax, delivery and travel each come as a line of their own, only when there is something to charge.
  const extras: [name: string, cents: number, cpId: string][] = [
    [`Sales tax (${taxRate * 100}%)`, tax, 'tax'],
    ['Delivery', input.deliveryFeeCents ?? 0, 'delivery'],
    ['Travel', input.travelFeeCents ?? 0, 'travel'],
  ]
  for (const [name, cents, cpId] of extras) if (cents > 0) lineItems.push(usdLine(name, cents, cpId))
  const query = new URLSearchParams({ orderId })
  if (token) query.set('token', token)
  // Coming back without paying lands on the order page, which then says the payment was not completed.
  const statusQuery = `?${new URLSearchParams({ ...(token ? { token } : {}), payment: 'not-completed' }).toString()}`
  return {
    mode: 'payment',
    line_items: lineItems,
    ...(input.discount ? { discounts: [{ coupon: input.discount.couponId }] } : {}),
    ...mailableEmail(customerEmail),
    client_reference_id: orderId,
    metadata: { orderId },
    success_url: `${origin}/checkout-complete?${query.toString()}`,
    cancel_url: `${origin}/order-status/${encodeURIComponent(orderId)}${statusQuery}`,
    expand: ['line_items'],
    expires_at: (input.nowSeconds ?? Math.floor(Date.now() / 1000)) + checkoutLifetimeSeconds,
  }
}

/**
 * The coupon of one checkout attempt: the order's discount as an amount off, usable once. Created per attempt (with
 * the attempt's idempotency key) so a new payment link never meets a coupon used up by an earlier session.
 */
export function orderCouponParams(input: {
  orderId: string
  code: string
  discountCents: number
}): Stripe.CouponCreateParams {
  return {
    amount_off: input.discountCents,
    currency: 'usd',
    duration: 'once',
    max_redemptions: 1,
    // Shown on Stripe's payment page next to the discount; Stripe allows 40 characters, codes have at most 32.
    name: input.code,
    metadata: { orderId: input.orderId, code: input.code },
  }
}

/** Each new session of an order gets its own key, and a retried create of the same attempt returns the same one. */
export function checkoutIdempotencyKey(orderId: string, attempt: number): string {
  return `order-${orderId}-checkout-${attempt}`
}

export function couponIdempotencyKey(orderId: string, attempt: number): string {
  return `order-${orderId}-coupon-${attempt}`
}

function paymentIntentId(value: Stripe.Checkout.Session['payment_intent']): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

const knownStatuses = ['open', 'complete', 'expired'] as const
type KnownStatus = (typeof knownStatuses)[number]

function knownStatus(status: Stripe.Checkout.Session['status']): KnownStatus | null {
  return (knownStatuses as readonly unknown[]).includes(status) ? (status as KnownStatus) : null
}

/** What the order keeps of a session (docs/product.md, Entities, orders.checkoutSession). */
export function toStoredSession(session: Stripe.Checkout.Session): StoredCheckoutSession {
  const stored: StoredCheckoutSession = {
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    status: knownStatus(session.status),
    payment_status: session.payment_status,
    expires_at: session.expires_at,
    created: session.created,
    url: session.url,
    total_details: session.total_details
      ? {
          amount_tax: session.total_details.amount_tax,
          amount_discount: session.total_details.amount_discount,
          amount_shipping: session.total_details.amount_shipping,
        }
      : null,
    amount_subtotal: session.amount_subtotal,
    amount_total: session.amount_total,
    payment_intent: paymentIntentId(session.payment_intent),
  }
  if (session.line_items) {
    stored.line_items = session.line_items.data.map((item) => ({
      id: item.id,
      description: item.description ?? null,
      quantity: item.quantity ?? null,
      currency: item.currency,
      amount_subtotal: item.amount_subtotal,
      amount_total: item.amount_total,
    }))
  }
  return stored
}

/** Which part of a payment plan a Checkout Session or PaymentIntent pays (its metadata `paymentPart`). */
export type PlanPart = 'deposit' | 'balance'

/**
 * The session for one part of an order's payment plan: one line, "Deposit for order #N" or "Balance for order #N",
 * charged to the provider's customer. The deposit's session saves the card for the balance (off-session use).
 */
export function planPartSessionParams(input: {
  part: PlanPart
  order: { id: string; orderNumber?: number | undefined }
  amountCents: number
  customerId: string
  successUrl: string
  cancelUrl: string
  nowSeconds: number
  lifetimeSeconds: number
}): Stripe.Checkout.SessionCreateParams {
  const { part, order } = input
  const label = `${part === 'deposit' ? 'Deposit' : 'Balance'} for order ${orderLabel(order)}`
  const metadata = { orderId: order.id, paymentPart: part }
  return {
    mode: 'payment',
    line_items: [usdLine(label, input.amountCents, part)],
    customer: input.customerId,
    payment_intent_data: {
      metadata,
      description: label,
      ...(part === 'deposit' ? { setup_future_usage: 'off_session' as const } : {}),
    },
    client_reference_id: order.id,
    metadata,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expand: ['line_items'],
    expires_at: input.nowSeconds + input.lifetimeSeconds,
  }
}

/** The part of a plan a session or intent's metadata names, or null for anything else. */
export function planPartOf(metadata: Stripe.Metadata | null | undefined): PlanPart | null {
  const part = metadata?.['paymentPart']
  return part === 'deposit' || part === 'balance' ? part : null
}
