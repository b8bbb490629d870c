import { z } from 'zod'
import { orderSchema, type checkoutSessionSchema as storedCheckoutSessionSchema } from './schemas/order.ts'

// The one place where callable names and their request / reply shapes live. The app calls
// `httpsCallable(functions, contract.name)` and parses the reply with `contract.output`; functions register the
// handler with `validatedOnCall(contract.name, contract.input, contract.output, ...)`.

export interface CallableContract<Name extends string, Input extends z.ZodType, Output extends z.ZodType> {
  name: Name
  input: Input
  output: Output
}

function defineCallable<const Name extends string, Input extends z.ZodType, Output extends z.ZodType>(
  name: Name,
  input: Input,
  output: Output,
): CallableContract<Name, Input, Output> {
  return { name, input, output }
}

export type CallableInput<C> = C extends CallableContract<string, infer I, z.ZodType> ? z.input<I> : never
export type CallableOutput<C> = C extends CallableContract<string, z.ZodType, infer O> ? z.output<O> : never

/** Amounts sent to the checkout provider are integer cents (spec 9). */
const cents = z.number().int().nonnegative()

/** One purchased line as reported back by the provider (a flattened Stripe LineItem), stored on the order. */
export const checkoutSessionLineItemSchema = z.object({
  id: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().nullable(),
  currency: z.string(),
  amount_subtotal: cents,
  amount_total: cents,
})
export type CheckoutSessionLineItem = z.infer<typeof checkoutSessionLineItemSchema>

export const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const
export const checkoutPaymentStatuses = ['paid', 'unpaid', 'no_payment_required'] as const

// Who may see an order: an admin, its signed-in owner, or whoever holds the secret token from the confirmation
// mail (guests). The token is never stored in clear; see docs/decisions/0006-orders-and-payments.md.
const orderAccess = {
  orderId: z.string().trim().min(1).max(128),
  token: z.string().trim().min(1).max(128).optional(),
}

/** An order as a callable returns it (the same shape the data layer reads). */
const orderReply = z.object({ order: orderSchema })

/**
 * Places an order: the server prices every item from chefPackages (the browser's prices are ignored), writes the
 * order, queues the confirmation mail and opens a Stripe Checkout Session. checkoutUrl is null when the provider
 * failed: the order is kept and checkoutError says why.
 */
export const placeOrderCallable = defineCallable(
  'placeOrderCallable',
  z.object({
    // Items as the browser cart holds them; only the id and quantity are read.
    cartData: z
      .array(
        z.object({
          chefPackageId: z.string().trim().min(1).max(128),
          quantity: z.number().int().min(1).max(99).default(1),
        }),
      )
      .min(1, 'Your cart is empty.')
      .max(50),
    // Required for guests (checked against the spec's pattern on the server); signed-in users may omit it.
    customer_email: z.string().trim().max(254).optional(),
    orderNotes: z.string().max(2000).default(''),
  }),
  z.object({
    orderId: z.string().min(1),
    // Lets a guest open the order status page; also in the confirmation mail's link.
    token: z.string().min(1),
    checkoutUrl: z.string().nullable(),
    checkoutError: z.string().nullable(),
  }),
)

/** The order for its admin, owner or token holder. */
export const getOrderCallable = defineCallable('getOrderCallable', z.object(orderAccess), orderReply)

/**
 * Refreshes the order's open Checkout Session from the provider (server-side retrieve) and returns the order. A
 * complete session is not re-queried.
 */
export const getCheckoutSessionCallable = defineCallable(
  'getCheckoutSessionCallable',
  z.object(orderAccess),
  orderReply,
)

/** A fresh Checkout Session for an unpaid order, built from the order's stored cart data. */
export const newCheckoutLinkCallable = defineCallable(
  'newCheckoutLinkCallable',
  z.object(orderAccess),
  z.object({ checkoutUrl: z.url() }),
)

/** Admins only: set the status code and/or append a status note (stamped by the server). */
export const updateOrderStatusCallable = defineCallable(
  'updateOrderStatusCallable',
  z
    .object({
      orderId: z.string().trim().min(1).max(128),
      statusCode: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      noteText: z.string().trim().max(2000).optional(),
    })
    .refine((value) => value.statusCode !== undefined || (value.noteText ?? '') !== '', {
      message: 'Choose a status or write a note.',
      path: ['noteText'],
    }),
  orderReply,
)

export type StoredCheckoutSession = z.infer<typeof storedCheckoutSessionSchema>

/** Minimum password length of the authentication service (spec 5 and 9). */
export const minPasswordLength = 6

export const createUserCallable = defineCallable(
  'createUserCallable',
  z.object({
    email: z.email(),
    password: z.string().min(minPasswordLength),
  }),
  z.object({ uid: z.string().min(1) }),
)

/**
 * Public: mails a password-reset link to `{appOrigin}/reset-password?oobCode=...` through our own mail queue.
 * Always answers `{ ok: true }`: the reply never tells whether an account exists for the address.
 */
export const sendPasswordResetMailCallable = defineCallable(
  'sendPasswordResetMailCallable',
  z.object({ email: z.email().max(254) }),
  z.object({ ok: z.literal(true) }),
)

/** Signed in: revokes the caller's refresh tokens (POST /sign-out), so other devices must sign in again. */
export const revokeMySessionsCallable = defineCallable(
  'revokeMySessionsCallable',
  z.object({}),
  z.object({ ok: z.literal(true) }),
)

// ---- Back-office: image upload, catalogue links, testimonials (docs/decisions/0008) ----

/** Base64 of at most 8 MB (maxImageBytes in src/shared/images.ts): 4 characters per 3 bytes. */
const maxImageBase64Length = Math.ceil((8 * 1024 * 1024) / 3) * 4

export const uploadImageCallable = defineCallable(
  'uploadImageCallable',
  z.object({
    purpose: z.enum(['catalog', 'content', 'answer']),
    fileName: z.string().trim().min(1).max(200),
    contentBase64: z.string().min(1).max(maxImageBase64Length),
  }),
  z.object({ url: z.url(), smallUrl: z.url(), width: z.number().int(), height: z.number().int() }),
)

export const deleteChefPackageCallable = defineCallable(
  'deleteChefPackageCallable',
  z.object({ chefPackageId: z.string().min(1).max(200) }),
  z.object({ removedFromMenus: z.number().int().nonnegative() }),
)

/** Field bounds of the public testimonial intake (the footer form shows the same messages). */
export const testimonialBounds = { name: 120, testimony: 4000, email: 254 } as const

export const submitTestimonialCallable = defineCallable(
  'submitTestimonialCallable',
  z.object({
    email: z.string().trim().max(testimonialBounds.email).pipe(z.email()),
    name: z.string().trim().min(1).max(testimonialBounds.name),
    testimony: z.string().trim().min(1).max(testimonialBounds.testimony),
  }),
  z.object({ reviewId: z.string().min(1) }),
)

export const setTestimonialPublishedCallable = defineCallable(
  'setTestimonialPublishedCallable',
  z.object({ reviewId: z.string().min(1).max(200), published: z.boolean() }),
  z.object({ reviewId: z.string(), published: z.boolean(), tmonyId: z.string().nullable() }),
)
