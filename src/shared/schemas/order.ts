import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

// Also the shape of the browser cart (local storage key `cart`).
export const cartItemSchema = z.object({
  chefPackageId: z.string(),
  title: z.string().default(''),
  price: z.number(),
  image: z.string().default(''),
  quantity: z.number().default(1),
})
export type CartItem = z.infer<typeof cartItemSchema>
export type CartItemInput = z.input<typeof cartItemSchema>

export const cartTotalsSchema = z.object({
  subTotal: z.number().default(0),
  subTotalDisplay: z.string().default(''),
  taxDisplay: z.string().default(''),
  total: z.number().default(0),
  totalDisplay: z.string().default(''),
})
export type CartTotals = z.infer<typeof cartTotalsSchema>

export const orderStatusCodes = [1, 2, 3] as const
export const orderStatusTitles = { 1: 'Pending', 2: 'Ready', 3: 'Complete' } as const
// The original app saved the admin's select value, so '1' | '2' | '3' strings are read as numbers.
export const orderStatusCodeSchema = z
  .union([
    z.literal(orderStatusCodes),
    z.enum(['1', '2', '3']).transform((code) => Number(code) as OrderStatusCode),
  ])
  .default(1)
export type OrderStatusCode = (typeof orderStatusCodes)[number]

export const statusNoteSchema = z.object({
  noteText: z.string().default(''),
  stamp: z.number(),
})
export type StatusNote = z.infer<typeof statusNoteSchema>

// Copied from the card provider's session; the provider sends null for fields that do not apply.
export const checkoutSessionSchema = z.looseObject({
  checkoutSessionId: z.string().nullish(),
  checkoutUrl: z.string().nullish(),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  payment_status: z.string().nullish(),
  // Epoch seconds (provider convention), unlike the app's epoch-ms stamps.
  expires_at: z.number().nullish(),
  created: z.number().nullish(),
  url: z.string().nullish(),
  total_details: z.looseObject({ amount_tax: z.number().nullish() }).nullish(),
  amount_subtotal: z.number().nullish(),
  amount_total: z.number().nullish(),
  line_items: z.unknown().optional(),
  payment_intent: z.string().nullish(),
  // Set when an asynchronous payment (bank debit) failed after the session completed.
  payment_failed: z.boolean().optional(),
  // Provider time (epoch seconds) of the newest event or retrieve applied, so older news never overwrites newer.
  lastEventCreated: z.number().optional(),
})
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>

export const orderSchema = z.object({
  id: z.string(),
  ...stampShape,
  // Epoch ms at order time.
  stamp: z.number().optional(),
  // A guest order holds the customer e-mail here.
  userId: z.string().default(''),
  customer_email: z.string().default(''),
  cartData: z.array(cartItemSchema).default([]),
  cartTotals: cartTotalsSchema.default({
    subTotal: 0,
    subTotalDisplay: '',
    taxDisplay: '',
    total: 0,
    totalDisplay: '',
  }),
  orderNotes: z.string().default(''),
  statusCode: orderStatusCodeSchema,
  statusNotes: z.array(statusNoteSchema).default([]),
  paymentId: z.string().optional(),
  checkoutSession: checkoutSessionSchema.optional(),
  // Why the last attempt to open a checkout failed (shown on the status page with a Get Checkout Link button).
  checkoutError: z.string().optional(),
  // Checkout sessions created so far; part of the provider idempotency key, so each new link is a new session.
  checkoutAttempts: z.number().optional(),
})
export type Order = z.infer<typeof orderSchema>

export const newOrderSchema = orderSchema.omit(recordMetaMask)
export type NewOrder = z.input<typeof newOrderSchema>
