import { z } from 'zod/mini'
import {
  fulfilmentStates,
  historyStates,
  orderActors,
  orderStates,
  paymentStates,
} from '../orders/order-state.ts'
import { orderDietarySchema } from '../food/dietary.ts'
import { orderFulfilmentSchema } from './order-fulfilment.ts'
import { chosenOptionSchema } from './package-options.ts'
import { orderEventSchema, paymentPlanSchema } from './payment-plan.ts'
import { orderMealPlanSchema } from './meal-plan.ts'
import { recordSchemas, text } from './stamps.ts'

// Also the shape of the browser cart (local storage key `cart`).
export const cartItemSchema = z.object({
  chefPackageId: z.string(),
  title: text(),
  price: z.number(),
  image: text(),
  quantity: z._default(z.number(), 1),
  /** On a per-guest package: the guests `price` (one item, options included) was made for. */
  guests: z.optional(z.number()),
  /** The options chosen on the line, as priced by the server; absent when the package has none. */
  options: z.optional(z.array(chosenOptionSchema)),
})
export type CartItem = z.infer<typeof cartItemSchema>
export type CartItemInput = z.input<typeof cartItemSchema>

export const cartTotalsSchema = z.object({
  subTotal: z._default(z.number(), 0),
  subTotalDisplay: text(),
  // Present when a promotion code took money off the goods (before tax); total has it taken off.
  discount: z.optional(z.number()),
  discountDisplay: z.optional(z.string()),
  taxDisplay: text(),
  // Present when the order is delivered for a fee: an untaxed line included in total.
  deliveryFee: z.optional(z.number()),
  deliveryFeeDisplay: z.optional(z.string()),
  // Present when a service area's travel fee applies (chef at your address, delivery): untaxed, included in total.
  travelFee: z.optional(z.number()),
  travelFeeDisplay: z.optional(z.string()),
  total: z._default(z.number(), 0),
  totalDisplay: text(),
})
export type CartTotals = z.infer<typeof cartTotalsSchema>

export const orderStatusCodes = [1, 2, 3] as const
export const orderStatusTitles = { 1: 'Pending', 2: 'Ready', 3: 'Complete' } as const
// The original app saved the admin's select value, so '1' | '2' | '3' strings are read as numbers.
export const orderStatusCodeSchema = z._default(
  z.union([
    z.literal(orderStatusCodes),
    z.pipe(
      z.enum(['1', '2', '3']),
      z.transform((code) => Number(code) as OrderStatusCode),
    ),
  ]),
  1,
)
export type OrderStatusCode = (typeof orderStatusCodes)[number]

export const statusNoteSchema = z.object({
  noteText: text(),
  stamp: z.number(),
  /** The note was also e-mailed to the customer. */
  mailed: z.optional(z.boolean()),
})
export type StatusNote = z.infer<typeof statusNoteSchema>

// Copied from the card provider's session; the provider sends null for fields that do not apply.
export const checkoutSessionSchema = z.looseObject({
  checkoutSessionId: z.nullish(z.string()),
  checkoutUrl: z.nullish(z.string()),
  status: z.nullish(z.enum(['open', 'complete', 'expired'])),
  payment_status: z.nullish(z.string()),
  // Epoch seconds (provider convention), unlike the app's epoch-ms stamps.
  expires_at: z.nullish(z.number()),
  created: z.nullish(z.number()),
  url: z.nullish(z.string()),
  total_details: z.nullish(z.looseObject({ amount_tax: z.nullish(z.number()) })),
  amount_subtotal: z.nullish(z.number()),
  amount_total: z.nullish(z.number()),
  line_items: z.optional(z.unknown()),
  payment_intent: z.nullish(z.string()),
  // Set when an asynchronous payment (bank debit) failed after the session completed.
  payment_failed: z.optional(z.boolean()),
  // Provider time (epoch seconds) of the newest event or retrieve applied, so older news never overwrites newer.
  lastEventCreated: z.optional(z.number()),
})
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>

/** A date and time an order was booked for, as a move records it (the times as the schedule had them). */
const bookedTimeSchema = z.object({ date: z.string(), slotStart: z.string(), slotEnd: z.string() })

/**
 * One change of an order's state (payment or fulfilment; older entries name the single state orders had before)
 * or one move to another date: who made it (and their uid, for people), when, and why.
 */
export const orderHistoryEntrySchema = z.object({
  /** Absent on the first entry (the order was placed). */
  from: z.optional(z.enum(historyStates)),
  to: z.enum(historyStates),
  /** Set on a move: the state stays, the date and time change. */
  move: z.optional(z.object({ from: bookedTimeSchema, to: bookedTimeSchema })),
  by: z.enum(orderActors),
  uid: z.optional(z.string()),
  /** Epoch ms. */
  at: z.number(),
  reason: z.optional(z.string()),
})
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>

export const orderRefundStatuses = ['pending', 'sent', 'failed'] as const

/**
 * One provider refund a refund became, on an order paid in two payments (a deposit, then the balance): the payment
 * it goes back to and how much of the refund; `providerRefundId` once the provider has it, `error` when the
 * provider refused this part for good.
 */
export const orderRefundPartSchema = z.object({
  paymentIntentId: z.string(),
  amountCents: z.number().check(z.int(), z.positive()),
  providerRefundId: z.optional(z.string()),
  error: z.optional(z.string()),
})
export type OrderRefundPart = z.infer<typeof orderRefundPartSchema>

/**
 * One refund asked for on an order. `pending` until the payment provider has accepted it (a refund asked for while
 * the provider was unreachable stays pending and is retried, never lost); `sent` once the provider has it;
 * `failed` when the provider refused it for good (lastError says why; the money was not sent).
 */
export const orderRefundSchema = z.object({
  /** Chosen by whoever asked (the browser's request key), so asking twice is one refund. */
  id: z.string(),
  amountCents: z.number().check(z.int(), z.positive()),
  reason: text(),
  by: z.enum(orderActors),
  uid: z.optional(z.string()),
  /** Epoch ms. */
  at: z.number(),
  status: z.enum(orderRefundStatuses),
  /** The provider's refund id, when the refund is one provider refund. */
  providerRefundId: z.optional(z.string()),
  /**
   * On an order paid in two payments: the provider refunds it is split into, the balance's first, worked out when
   * the refund is recorded (src/shared/orders/refund-split.ts). Absent on an order paid once.
   */
  parts: z.optional(z.array(orderRefundPartSchema).check(z.minLength(1), z.maxLength(2))),
  attempts: z._default(z.number(), 0),
  lastError: z.optional(z.string()),
})
export type OrderRefund = z.infer<typeof orderRefundSchema>

/** One package line of an item change, as it read then. */
const changedLineSchema = z.object({ chefPackageId: z.string(), title: z.string(), quantity: z.number() })

/**
 * The business changed the order's items or quantities after it was paid: the lines and totals before and after,
 * who changed it, and how the difference was settled (a refund through the refund flow, or a payment link for the
 * customer, `waiting` until that payment arrives).
 */
export const orderItemChangeSchema = z.object({
  /** The browser's request key: sending the same change twice makes it once. */
  id: z.string(),
  by: z.enum(orderActors),
  uid: z.optional(z.string()),
  /** Epoch ms. */
  at: z.number(),
  before: z.array(changedLineSchema),
  after: z.array(changedLineSchema),
  previousTotalCents: z.number().check(z.int()),
  newTotalCents: z.number().check(z.int()),
  /** New total less the previous one: below zero given back, above zero asked of the customer. */
  differenceCents: z.number().check(z.int()),
  /** Why the order's promotion code no longer applied to the new items (the new total has no discount). */
  promotionDropped: z.optional(z.string()),
  /** The refund (in `refunds`) that gave the difference back. */
  refundId: z.optional(z.string()),
  /** The payment asked of the customer for the difference. */
  payment: z.optional(
    z.object({
      amountCents: z.number().check(z.int(), z.positive()),
      status: z.enum(['waiting', 'paid']),
      checkoutSessionId: z.optional(z.string()),
      url: z.optional(z.string()),
      paymentIntent: z.optional(z.string()),
      /** Epoch ms. */
      paidAt: z.optional(z.number()),
      /** Why the payment page could not be opened (the change stands; the business follows up). */
      error: z.optional(z.string()),
    }),
  ),
})
export type OrderItemChange = z.infer<typeof orderItemChangeSchema>

export const { stored: orderSchema, created: newOrderSchema } = recordSchemas({
  // Epoch ms at order time.
  stamp: z.optional(z.number()),
  // A guest order holds the customer e-mail here.
  userId: text(),
  customer_email: text(),
  cartData: z._default(z.array(cartItemSchema), []),
  cartTotals: z._default(cartTotalsSchema, {
    subTotal: 0,
    subTotalDisplay: '',
    taxDisplay: '',
    total: 0,
    totalDisplay: '',
  }),
  orderNotes: text(),
  /** The promotion code the order was placed with and what it took off, priced by the server. */
  promotion: z.optional(
    z.object({
      code: z.string(),
      discountCents: z.number().check(z.int(), z.positive()),
      /** "10% off" or "$20.00 off", as the code said when the order was placed. */
      description: z.string(),
    }),
  ),
  // When, where and for whom; absent on orders placed before the business had a fulfilment schedule.
  fulfilment: z.optional(orderFulfilmentSchema),
  /** The customer's allergies and diets for this order, for the kitchen; absent when none were given. */
  dietary: z.optional(orderDietarySchema),
  /** A deposit now and the balance on a due date (src/shared/schemas/payment-plan.ts); absent when paid in full. */
  paymentPlan: z.optional(paymentPlanSchema),
  /** An event's custom lines, service charge, timeline and access notes; absent on ordinary orders. */
  event: z.optional(orderEventSchema),
  /** The meal-plan subscription and cycle that made this order; absent on orders placed by hand. */
  mealPlan: z.optional(orderMealPlanSchema),
  statusCode: orderStatusCodeSchema,
  // The order's two states (src/shared/orders/order-state.ts, docs/decisions/0092): what happened to the money and
  // how far the kitchen is. Absent on orders stored before them, which `orderStatesOf` reads from `state`.
  paymentState: z.optional(z.enum(paymentStates)),
  fulfilmentState: z.optional(z.enum(fulfilmentStates)),
  // The single state the lists, counts and queries read, written from the two (`listingState`); absent on orders
  // placed before states existed. statusCode is kept written alongside.
  state: z.optional(z.enum(orderStates)),
  /** The number people read and say (shown after a hash sign), from a transactional counter; absent on older orders. */
  orderNumber: z.optional(z.number().check(z.int(), z.positive())),
  /** What staff search the order by (src/shared/orders/order-search-keys.ts); absent on older orders. */
  searchKeys: z._default(z.array(z.string()), []),
  /** Every state change, oldest first. */
  history: z._default(z.array(orderHistoryEntrySchema), []),
  statusNotes: z._default(z.array(statusNoteSchema), []),
  paymentId: z.optional(z.string()),
  /** Integer cents the customer paid, from the payment provider; absent until paid. */
  paidCents: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Integer cents the payment provider has refunded (its charge's amount_refunded, the source of truth). */
  refundedCents: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /**
   * On an order with a payment plan: what each of its payments (by PaymentIntent id) has given back, as the
   * provider's charge.refunded events report it (or as our refunds it accepted, until they do); `refundedCents`
   * is their sum. Absent on other orders.
   */
  refundedCentsByPayment: z.optional(z.record(z.string(), z.number().check(z.int(), z.nonnegative()))),
  /** Every refund asked for, oldest first. */
  refunds: z._default(z.array(orderRefundSchema), []),
  /** Changes of the items after payment, oldest first. */
  itemChanges: z._default(z.array(orderItemChangeSchema), []),
  /** Set when the customer turned off the reminder the day before fulfilment. */
  remindersOff: z.optional(z.boolean()),
  /** True while a refund waits to reach the payment provider: the retry sweeper's query. */
  refundPending: z.optional(z.boolean()),
  checkoutSession: z.optional(checkoutSessionSchema),
  // Why the last attempt to open a checkout failed (shown on the status page with a Get Checkout Link button).
  checkoutError: z.optional(z.string()),
  // Checkout sessions created so far; part of the provider idempotency key, so each new link is a new session.
  checkoutAttempts: z.optional(z.number()),
})
export type Order = z.infer<typeof orderSchema>
export type NewOrder = z.input<typeof newOrderSchema>
