import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { z as mini } from 'zod/mini'
import { appConfigSchema } from '../../../src/shared/schemas/app-config.ts'
import { chefPackageSchema } from '../../../src/shared/schemas/chef-package.ts'
import { mailSchema } from '../../../src/shared/schemas/mail.ts'
import { menuSchema } from '../../../src/shared/schemas/menu.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { paymentSchema } from '../../../src/shared/schemas/payment.ts'
import { testimonialReviewSchema } from '../../../src/shared/schemas/testimonial-review.ts'
import { testimonialSchema } from '../../../src/shared/schemas/testimonial.ts'
import { userProfileSchema } from '../../../src/shared/schemas/user-profile.ts'
import { defineServerCollection } from './server-collection.ts'

// Every collection the functions touch, by name and schema. The app's collections use the shared schemas
// (src/shared/schemas); a few fields and collections exist only on the server.

export const orders = defineServerCollection(
  'orders',
  // The hash of the guest's access token is never sent to browsers (the shared schema leaves it out).
  mini.extend(orderSchema, { accessTokenHash: mini.optional(mini.string()) }),
)
export const payments = defineServerCollection('payments', paymentSchema)
export const chefPackages = defineServerCollection('chefPackages', chefPackageSchema)
export const menus = defineServerCollection('menus', menuSchema)
export const mail = defineServerCollection('mail', mailSchema)
export const appConfigs = defineServerCollection('appConfigs', appConfigSchema)
export const userProfiles = defineServerCollection('userProfiles', userProfileSchema)
export const testimonialReviews = defineServerCollection('testimonialReview', testimonialReviewSchema)
export const testimonials = defineServerCollection('testimonials', testimonialSchema)

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
