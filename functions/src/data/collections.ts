import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { z as mini } from 'zod/mini'
import { appConfigSchema } from '../../../src/shared/schemas/app-config.ts'
import { chefPackageSchema } from '../../../src/shared/schemas/chef-package.ts'
import { consultationNoteSchema } from '../../../src/shared/schemas/consultation-note.ts'
import { contentConfigSchema } from '../../../src/shared/schemas/content-config.ts'
import { foodSettingsSchema } from '../../../src/shared/schemas/food-settings.ts'
import { formResponseSchema } from '../../../src/shared/schemas/form-response.ts'
import {
  fulfilmentDaySchema,
  fulfilmentScheduleLocation,
  fulfilmentScheduleSchema,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { mailSchema } from '../../../src/shared/schemas/mail.ts'
import { menuSchema } from '../../../src/shared/schemas/menu.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { paymentSchema } from '../../../src/shared/schemas/payment.ts'
import { promotionSchema } from '../../../src/shared/orders/promotion-codes.ts'
import { quoteRecordSchema, type QuoteHold } from '../../../src/shared/schemas/quote.ts'
import { mealPlanSchema, mealSubscriptionSchema } from '../../../src/shared/schemas/meal-plan.ts'
import { stampShape } from '../../../src/shared/schemas/stamps.ts'
import { testimonialReviewSchema } from '../../../src/shared/schemas/testimonial-review.ts'
import { testimonialSchema } from '../../../src/shared/schemas/testimonial.ts'
import { userProfileSchema } from '../../../src/shared/schemas/user-profile.ts'
import { defineServerCollection } from './server-collection.ts'

// Every collection the functions touch, by name and schema. The app's collections use the shared schemas
// (src/shared/schemas); a few fields and collections exist only on the server.

/**
 * The places an unpaid or paid order holds on the fulfilment calendar (counted in fulfilmentDays/{date}): `held`
 * until paid or released, `kept` once paid, `released` when its checkout expired or it was cancelled.
 */
export const placeHoldSchema = z.object({
  date: z.string(),
  slotId: z.string(),
  /** Package id -> quantity counted against the package's per-date limit. */
  packages: z.record(z.string(), z.number()),
  state: z.enum(['held', 'kept', 'released']),
  /** Epoch ms after which the sweep releases a hold whose order is still unpaid. */
  expiresAt: z.number(),
})
export type PlaceHold = z.infer<typeof placeHoldSchema>

/**
 * The promotion code redemption an order holds (counted in promotionRedemptions/{code}): `held` while the order is
 * unpaid, `redeemed` once paid, `released` when it was cancelled or expired unpaid.
 */
export const promotionHoldSchema = z.object({
  code: z.string(),
  /** The id of the customer's promotionCustomerRedemptions document. */
  customerRedemptionId: z.string(),
  state: z.enum(['held', 'redeemed', 'released']),
})
export type PromotionHold = z.infer<typeof promotionHoldSchema>

export const orders = defineServerCollection(
  'orders',
  // Server-only fields: the hash of the guest's access token and the place hold are never sent to browsers (the
  // shared schema leaves them out).
  mini.extend(orderSchema, {
    accessTokenHash: mini.optional(mini.string()),
    // Tokens issued with later mails about a guest order (each mail's link must open the order on its own).
    laterAccessTokenHashes: mini.optional(mini.array(mini.string())),
    placeHold: mini.optional(placeHoldSchema),
    promotionHold: mini.optional(promotionHoldSchema),
  }),
)
export const quotes = defineServerCollection('quotes', quoteRecordSchema)
export type StoredQuote = ReturnType<typeof quotes.draft>
export type { QuoteHold }
export const mealPlans = defineServerCollection('mealPlans', mealPlanSchema)
export const mealSubscriptions = defineServerCollection('mealSubscriptions', mealSubscriptionSchema)
export const payments = defineServerCollection('payments', paymentSchema)
export const chefPackages = defineServerCollection('chefPackages', chefPackageSchema)
export const menus = defineServerCollection('menus', menuSchema)
export const contentConfigs = defineServerCollection('contentConfigs', contentConfigSchema)
/** siteSettings/food: the business's food-label settings. */
export const foodSettings = defineServerCollection('siteSettings', foodSettingsSchema)
export const mail = defineServerCollection('mail', mailSchema)
export const appConfigs = defineServerCollection('appConfigs', appConfigSchema)
export const userProfiles = defineServerCollection('userProfiles', userProfileSchema)
export const formResponses = defineServerCollection('formResponses', formResponseSchema)
/** The chef's notes about a customer (collection name spelt as in the original app). */
export const consultationNotes = defineServerCollection('consulationNotes', consultationNoteSchema)
export const testimonialReviews = defineServerCollection('testimonialReview', testimonialReviewSchema)
export const testimonials = defineServerCollection('testimonials', testimonialSchema)
/** The one fulfilment schedule document (id `schedule`). */
export const fulfilmentSchedules = defineServerCollection(
  fulfilmentScheduleLocation.collection,
  mini.safeExtend(fulfilmentScheduleSchema, { id: mini.string() }),
)
/** Places held per date (id = the date), written only with the orders that take or give back places. */
export const fulfilmentDays = defineServerCollection(
  'fulfilmentDays',
  mini.extend(fulfilmentDaySchema, { id: mini.string() }),
)

// ---- Server-only collections (firestore.rules refuse every client) ----

const stamps = { createdStamp: z.number().optional(), createdIso: z.string().optional() }
/** A TTL time: written as a Date, read back as a Firestore Timestamp. */
const expireAt = z.union([z.date(), z.instanceof(Timestamp)])

/** Processed Stripe webhook events, one per event id, so a redelivered event is applied once. */
export const stripeEvents = defineServerCollection(
  'stripeEvents',
  z.object({
    id: z.string(),
    ...stamps,
    type: z.string(),
    orderId: z.string(),
    checkoutSessionId: z.string().nullable(),
    reportedAt: z.number(),
    outcome: z.string(),
    // A Firestore TTL policy deletes the record after this time (firestore.indexes.json).
    expireAt,
  }),
)

/**
 * What one subscription cycle's billing leaves for whoever comes second (id = the cycle's order id,
 * `mealPlanOrderId`): the provider's invoice paid before the cycle run made the order, a cycle that made no order
 * for want of room (its charge is refunded), and a failed charge's reminders.
 */
export const mealPlanCycles = defineServerCollection(
  'mealPlanCycles',
  z.object({
    id: z.string(),
    ...stamps,
    subscriptionId: z.string(),
    cycleDate: z.string(),
    /** The cycle run found no time with room within the plan's rule: no order, no charge. */
    noRoom: z.boolean().optional(),
    invoiceId: z.string().optional(),
    invoiceState: z.enum(['paid', 'failed']).optional(),
    amountCents: z.number().optional(),
    /** The provider's page where the customer pays an open invoice with another card. */
    hostedInvoiceUrl: z.string().optional(),
    /** Epoch ms the charge of a cycle without an order was refunded. */
    refundedAt: z.number().optional(),
    /** Epoch ms the next update-card reminder is due while the invoice stays unpaid; absent once none is due. */
    reminderDueAt: z.number().optional(),
  }),
)

/** Fixed-window rate-limit counters; the id is a hash of the limited value. */
export const rateLimits = defineServerCollection(
  'rateLimits',
  z.object({
    id: z.string(),
    ...stamps,
    windowStart: z.number(),
    count: z.number().int().nonnegative(),
    expireAt,
  }),
)

/** One per e-mail address (id = hash of the address): when a reset mail last went out. */
export const passwordResetRequests = defineServerCollection(
  'passwordResetRequests',
  z.object({ id: z.string(), ...stamps, lastRequestStamp: z.number(), lastRequestIso: z.string() }),
)

/**
 * One per placed order request (id = hash of the customer and the browser's request key): asking again with the same
 * key answers with this order instead of placing another. Holds the guest's token so the answer can open the order;
 * a Firestore TTL policy deletes it a day later.
 */
const orderRequestSchema = z.object({
  id: z.string(),
  ...stamps,
  orderId: z.string(),
  token: z.string(),
  expireAt,
})
export type OrderRequest = z.infer<typeof orderRequestSchema>
export const orderRequests = defineServerCollection('orderRequests', orderRequestSchema)

/**
 * The payment provider's customer of each e-mail address (id = hash of the address, lower case): made once, at the
 * first deposit's checkout, and reused so the cards a customer saves stay together.
 */
export const paymentCustomers = defineServerCollection(
  'paymentCustomers',
  z.object({ id: z.string(), ...stamps, providerCustomerId: z.string() }),
)

/** Sequence counters (id `orders`: the next order number), advanced only with the order that takes the number. */
export const counters = defineServerCollection(
  'counters',
  z.object({ id: z.string(), next: z.number().int().positive() }),
)

/** Promotion codes (id = the code, upper case), saved only through savePromotionCodeCallable. */
export const promotionCodes = defineServerCollection(
  'promotionCodes',
  mini.safeExtend(promotionSchema, { id: mini.string(), ...stampShape }),
)

/** Redemptions of one code (id = the code), changed only with the orders that hold, redeem or give back a use. */
export const promotionRedemptions = defineServerCollection(
  'promotionRedemptions',
  z.object({
    id: z.string(),
    ...stamps,
    /** Unpaid orders holding a redemption. */
    held: z.number().int().nonnegative(),
    /** Paid orders. */
    redeemed: z.number().int().nonnegative(),
  }),
)

/** Held plus redeemed uses of one code by one customer (id = hash of the code and the customer). */
export const promotionCustomerRedemptions = defineServerCollection(
  'promotionCustomerRedemptions',
  z.object({ id: z.string(), ...stamps, code: z.string(), count: z.number().int().nonnegative() }),
)
