import { z } from 'zod/mini'
import { documentIdSchema } from './document-id.ts'
import { dietaryChoiceSchema } from './food/dietary.ts'
import { fulfilmentMethods, fulfilmentScheduleSchema } from './schemas/fulfilment-schedule.ts'
import { fulfilmentStates } from './orders/order-state.ts'
import { bulkActions } from './orders/bulk-order-change.ts'
import { orderSchema, type checkoutSessionSchema as storedCheckoutSessionSchema } from './schemas/order.ts'
import { fulfilmentChoiceSchema } from './schemas/order-fulfilment.ts'
import { imageVariantsSchema } from './schemas/image-variants.ts'
import { optionRequestSchema } from './schemas/package-options.ts'
import { promotionInputSchema, promotionSchema } from './orders/promotion-codes.ts'
import { stampShape } from './schemas/stamps.ts'
import { quoteRequestSchema } from './quotes/quote-request.ts'
import { quoteSchema } from './schemas/quote.ts'
import { mealPlanInputSchema, subscribeInputSchema } from './meal-plans/plan-input.ts'
import { subscriptionChangeSchema } from './meal-plans/manage-subscription.ts'
import { mealSubscriptionSchema } from './schemas/meal-plan.ts'

// The one place where callable names and their request / reply shapes live. The app calls them through
// `callFunction(contract, input)` (src/lib/functions/call-function.ts), which parses the reply with
// `contract.output`; functions register the handler with `validatedOnCall(contract, handler)`.
// The schemas are zod/mini (small in the browser). zod/mini carries no English messages: a constraint whose message
// a user can read (next to a form field) states it here.

/** Any zod schema, classic or mini. */
type Schema = z.core.$ZodType

export interface CallableContract<Name extends string, Input extends Schema, Output extends Schema> {
  name: Name
  input: Input
  output: Output
}

function defineCallable<const Name extends string, Input extends Schema, Output extends Schema>(
  name: Name,
  input: Input,
  output: Output,
): CallableContract<Name, Input, Output> {
  return { name, input, output }
}

export type CallableInput<C> = C extends CallableContract<string, infer I, Schema> ? z.input<I> : never
export type CallableOutput<C> = C extends CallableContract<string, Schema, infer O> ? z.output<O> : never

/** Amounts sent to the checkout provider are integer cents (docs/product.md, Constants and limits). */
const cents = z.number().check(z.int(), z.nonnegative())

/** One purchased line as reported back by the provider (a flattened Stripe LineItem), stored on the order. */
export const checkoutSessionLineItemSchema = z.object({
  id: z.string(),
  description: z.nullable(z.string()),
  quantity: z.nullable(z.number().check(z.int())),
  currency: z.string(),
  amount_subtotal: cents,
  amount_total: cents,
})
export type CheckoutSessionLineItem = z.infer<typeof checkoutSessionLineItemSchema>

export const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const
export const checkoutPaymentStatuses = ['paid', 'unpaid', 'no_payment_required'] as const

// Who may see an order: an admin, its signed-in owner, or whoever holds the secret token from the confirmation
// mail (guests). The token is never stored in clear; see docs/decisions/0031-guest-order-access-by-token.md.
const orderAccess = {
  orderId: documentIdSchema,
  token: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
}

/** An order as a callable returns it (the same shape the data layer reads). */
const orderReply = z.object({ order: orderSchema })

/**
 * Places an order: the server prices every item from chefPackages (the browser's prices are ignored), writes the
 * order, queues the confirmation mail and opens a Stripe Checkout Session. checkoutUrl is null when the provider
 * failed: the order is kept and checkoutError says why.
 */
/** Items as the browser cart holds them; only the id and quantity are read. */
const cartRequest = z
  .array(
    z.object({
      chefPackageId: documentIdSchema,
      quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(99)), 1),
      // The options chosen on the line (ids and text only: the server prices them from the stored package).
      options: z.optional(z.array(optionRequestSchema).check(z.maxLength(20))),
    }),
  )
  .check(z.minLength(1, 'Your cart is empty.'), z.maxLength(50))

export const placeOrderCallable = defineCallable(
  'placeOrderCallable',
  z.object({
    cartData: cartRequest,
    // When, where and for whom. Required once the business has a fulfilment schedule (the server says which
    // field is missing); a business without one takes orders as before.
    fulfilment: z.optional(fulfilmentChoiceSchema),
    // Required for guests (checked against the guest e-mail pattern on the server); signed-in users may omit it.
    customer_email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
    orderNotes: z._default(z.string().check(z.maxLength(2000)), ''),
    // The customer's allergies and diets, and whether they confirmed the warning about packages containing one.
    dietary: z.optional(dietaryChoiceSchema),
    // A promotion code as the customer typed it; the server looks it up and prices it (any discount the request
    // names itself is not part of this shape and never read).
    promotionCode: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    // Made by the browser per submission: the same key again (a double click, a retry, another tab) answers with
    // the order already placed instead of placing a second one.
    requestKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
  }),
  z.object({
    orderId: z.string().check(z.minLength(1)),
    // Lets a guest open the order status page; also in the confirmation mail's link.
    token: z.string().check(z.minLength(1)),
    checkoutUrl: z.nullable(z.string()),
    checkoutError: z.nullable(z.string()),
  }),
)

// ---- Promotion codes (docs/decisions/0063-promotion-codes-priced-on-the-server.md) ----

const promotionCodeText = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter a code.'), z.maxLength(64, 'We do not know this code.'))

/**
 * Public: what a code would take off this cart now, or why it does not apply (the reason shown next to the code
 * field). Nothing is held: placeOrderCallable checks the code again in the write that places the order.
 */
export const previewPromotionCodeCallable = defineCallable(
  'previewPromotionCodeCallable',
  z.object({
    cartData: cartRequest,
    code: promotionCodeText,
    customer_email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  }),
  z.object({
    code: z.string(),
    discountCents: cents,
    description: z.string(),
    /** Why the code does not apply; null when it does. */
    refusal: z.nullable(z.string()),
  }),
)

/** A stored promotion code (id = the code) with how often it was used. */
export const promotionCodeRowSchema = z.safeExtend(promotionSchema, {
  id: z.string(),
  ...stampShape,
  /** Orders paid with the code. */
  redeemed: cents,
  /** Unpaid orders holding one of its redemptions. */
  held: cents,
})
export type PromotionCodeRow = z.infer<typeof promotionCodeRowSchema>

/** Admins only: every promotion code with its use, and the business time zone its dates are read in. */
export const listPromotionCodesCallable = defineCallable(
  'listPromotionCodesCallable',
  z.object({}),
  z.object({ timeZone: z.string(), codes: z.array(promotionCodeRowSchema) }),
)

/** Admins only: creates a code (refused when it exists) or saves an existing one; counts are left alone. */
export const savePromotionCodeCallable = defineCallable(
  'savePromotionCodeCallable',
  promotionInputSchema,
  z.object({ code: z.string() }),
)

const slotReply = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  /** Places left, never below 0. */
  left: z.number(),
  open: z.boolean(),
  reason: z.optional(z.enum(['closed', 'full'])),
})

/** One date of the calendar: whether this cart can be booked on it, why not in words, and its slots. */
export const availabilityDaySchema = z.object({
  date: z.string(),
  bookable: z.boolean(),
  reason: z.optional(z.string()),
  message: z.optional(z.string()),
  slots: z.array(slotReply),
})
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>

/**
 * What a customer (or guest) needs to choose a fulfilment for this cart: the methods offered with what each needs,
 * and every date of the booking window with the places left per slot, counted on the server. `configured` is
 * false while the business has no schedule: the order review page then asks for no date.
 */
export const fulfilmentOptionsCallable = defineCallable(
  'fulfilmentOptionsCallable',
  z.object({ cartData: cartRequest }),
  z.object({
    configured: z.boolean(),
    timeZone: z.string(),
    /** ISO country code phone numbers typed without +country are read as, as placing the order reads them. */
    phoneCountry: z.string(),
    /** The methods the business offers that every package in the cart allows. */
    methods: z.array(z.enum(fulfilmentMethods)),
    /** Offered methods a package in the cart does not allow, each with the reason shown to the customer. */
    methodsLeftOut: z.array(z.object({ method: z.enum(fulfilmentMethods), reason: z.string() })),
    pickup: z.nullable(z.object({ address: z.string(), instructions: z.string() })),
    deliveryZones: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        postalCodes: z.array(z.string()),
        feeCents: cents,
        minimumOrderCents: cents,
      }),
    ),
    /** Event packages in the cart and the guests each allows. */
    guestLimits: z.array(
      z.object({
        packageId: z.string(),
        title: z.string(),
        minGuests: z.optional(z.number()),
        maxGuests: z.optional(z.number()),
      }),
    ),
    days: z.array(availabilityDaySchema),
    /** Methods that go only so far from the kitchen, each with its area in words (distance and travel fee). */
    serviceAreas: z.optional(z.array(z.object({ method: z.enum(fulfilmentMethods), summary: z.string() }))),
  }),
)

/**
 * Public: whether a method's service area reaches a postal code, and the trip's distance and travel fee, as placing
 * the order will find them (the order review asks as the postal code is typed; the dataset stays on the server).
 * A method without a service area reaches every postal code, for no travel fee.
 */
export const serviceAreaQuoteCallable = defineCallable(
  'serviceAreaQuoteCallable',
  z.object({
    method: z.enum(['delivery', 'chefAtHome'], { error: 'Please choose delivery or chef at your address.' }),
    postalCode: z
      .string({ error: 'Please enter the postal code.' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter the postal code.'),
        z.maxLength(16, 'Please enter a postal code of at most 16 characters.'),
      ),
  }),
  z.object({
    inArea: z.boolean(),
    travelFeeCents: cents,
    /** Whole miles from the kitchen; null when the method has no area or the code is unknown. */
    distanceMiles: z.nullable(cents),
    /** Why the postal code is refused, with the area named; null when it is in the area. */
    message: z.nullable(z.string()),
  }),
)

const count = z.number().check(z.int(), z.nonnegative())
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date.'))

/** How many packages the shop asks about at once: a menu's packages (shopLimits in the shop). */
export const availabilityCheckMaxPackages = 48

/**
 * The shop's "available on" filter: which of these packages can be ordered for fulfilment on `date`, each on its
 * own, by the same rules as the order review's calendar. Packages the caller may not see are left out. `message`
 * says why no package can be had that day (closed, passed, beyond the booking window).
 */
export const packagesAvailableOnCallable = defineCallable(
  'packagesAvailableOnCallable',
  z.object({
    date: calendarDate,
    packageIds: z.array(documentIdSchema).check(z.maxLength(availabilityCheckMaxPackages)),
  }),
  z.object({ available: z.array(z.string()), message: z.optional(z.string()) }),
)

/** One date of the admin's fulfilment calendar: its slots with capacity and places held, and its orders. */
export const calendarDaySchema = z.object({
  date: z.string(),
  /** Closed for the whole day: a blackout date or a closure. */
  closed: z.boolean(),
  blackout: z.boolean(),
  slots: z.array(
    z.object({
      id: z.string(),
      start: z.string(),
      end: z.string(),
      capacity: count,
      held: count,
      left: count,
      closed: z.boolean(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      method: z.enum(fulfilmentMethods),
      slotId: z.string(),
      guests: z.optional(z.number()),
      paid: z.boolean(),
      totalDisplay: z.string(),
    }),
  ),
})
export type CalendarDay = z.infer<typeof calendarDaySchema>

/** The admin's view of upcoming fulfilment dates, `days` dates from `from` (today in the business time zone). */
export const fulfilmentCalendarCallable = defineCallable(
  'fulfilmentCalendarCallable',
  z.object({
    from: z.optional(calendarDate),
    days: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(62)), 14),
  }),
  z.object({
    configured: z.boolean(),
    timeZone: z.string(),
    from: z.string(),
    days: z.array(calendarDaySchema),
  }),
)

/** The business's fulfilment schedule for its editor (null until one is saved). */
export const getFulfilmentScheduleCallable = defineCallable(
  'getFulfilmentScheduleCallable',
  z.object({}),
  z.object({ schedule: z.nullable(fulfilmentScheduleSchema) }),
)

/**
 * Saves the whole schedule, validated by the shared schema. Closures are the fulfilment calendar's to change: the
 * stored ones are kept whatever this request holds.
 */
export const saveFulfilmentScheduleCallable = defineCallable(
  'saveFulfilmentScheduleCallable',
  fulfilmentScheduleSchema,
  z.object({ saved: z.boolean() }),
)

/**
 * Closes (a sick day) or reopens a date or one slot of it: no new orders come in for what is closed. With `notify`,
 * closing mails the customers already booked there, once each (`notified` says how many mails were queued now).
 */
export const setFulfilmentClosureCallable = defineCallable(
  'setFulfilmentClosureCallable',
  z.object({
    date: calendarDate,
    slotId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    closed: z.boolean(),
    notify: z.optional(z.boolean()),
  }),
  z.object({ closures: z.number(), notified: z.number() }),
)

/**
 * Moves an order to another date or slot, checked against the calendar like a new order (the order's own place
 * does not count against it); the customer is told by mail.
 */
export const moveOrderCallable = defineCallable(
  'moveOrderCallable',
  z.object({
    orderId: documentIdSchema,
    date: calendarDate,
    slotId: z.string().check(z.trim(), z.minLength(1, 'Please choose a time.'), z.maxLength(64)),
  }),
  z.object({ order: orderSchema }),
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

/**
 * Moves an order to another state when the state machine allows it for the caller: an admin, or the customer
 * (owner or token holder). The reason is kept in the order's history.
 */
export const changeOrderStateCallable = defineCallable(
  'changeOrderStateCallable',
  z.object({
    ...orderAccess,
    to: z.enum(fulfilmentStates),
    reason: z.optional(
      z.string().check(z.trim(), z.maxLength(500, 'Please keep the reason under 500 characters.')),
    ),
  }),
  orderReply,
)

/**
 * Admins only: confirms, marks ready or completes several orders, each through the same state change as one order
 * (changeOrderStateCallable). Every order changes or is refused whole; the answer lists both, the refused with why.
 */
export const changeOrderStatesCallable = defineCallable(
  'changeOrderStatesCallable',
  z.object({
    orderIds: z
      .array(documentIdSchema)
      .check(
        z.minLength(1, 'Please choose at least one order.'),
        z.maxLength(100, 'Please choose at most 100 orders.'),
      ),
    action: z.enum(bulkActions, 'Please choose what the orders become.'),
  }),
  z.object({
    changed: z.array(z.object({ orderId: z.string(), label: z.string(), to: z.enum(fulfilmentStates) })),
    refused: z.array(z.object({ orderId: z.string(), label: z.string(), reason: z.string() })),
  }),
)

/**
 * What the customer (or the holder of the order's link) gets when cancelling the order now, or why they cannot:
 * the order page shows it before they confirm. The same rule is applied when they cancel.
 */
export const customerCancelTermsCallable = defineCallable(
  'customerCancelTermsCallable',
  z.object(orderAccess),
  z.object({
    allowed: z.boolean(),
    refundCents: z.number(),
    cutOffAt: z.nullable(z.number()),
    message: z.string(),
    /** An order with a payment plan: what its cancellation terms give back and keep (event-cancellation.ts). */
    event: z.optional(
      z.object({
        band: z.nullable(z.object({ daysBefore: z.number(), refundPercent: z.number() })),
        refundPercent: z.number(),
        heldCents: z.number(),
        depositKeptCents: z.number(),
        refundCents: z.number(),
        keptCents: z.number(),
        daysBefore: z.number(),
        depositCents: z.number(),
        depositRefundable: z.boolean(),
        balanceStoppedCents: z.number(),
        bandLines: z.array(z.string()),
        summary: z.string(),
      }),
    ),
  }),
)

/** The order's customer (or an admin) turns the reminder mail the day before fulfilment on or off. */
export const setOrderRemindersCallable = defineCallable(
  'setOrderRemindersCallable',
  z.object({ ...orderAccess, reminders: z.boolean() }),
  orderReply,
)

/**
 * Admins only: gives back `amountCents` of what the customer paid, with a reason. `requestKey` is made by the browser
 * once per refund form: sending it twice (a double click, a retry) refunds once.
 */
export const refundOrderCallable = defineCallable(
  'refundOrderCallable',
  z.object({
    orderId: documentIdSchema,
    amountCents: z
      .number({ error: 'Please enter the amount to refund.' })
      .check(
        z.int('Please enter an amount in dollars and cents.'),
        z.positive('Please enter an amount above $0.00.'),
      ),
    reason: z
      .string({ error: 'Please say why the order is refunded.' })
      .check(
        z.trim(),
        z.minLength(1, 'Please say why the order is refunded.'),
        z.maxLength(500, 'Please keep the reason under 500 characters.'),
      ),
    requestKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please reload the page and try again.')),
  }),
  orderReply,
)

/**
 * Admins only: changes a paid order's items and quantities. The server prices the lines from the stored packages,
 * checks the order's date again for the packages' limits, and settles the difference: a lower total is refunded,
 * a higher one is asked of the customer through a payment link mailed to them. With `dryRun` nothing is written and
 * the answer is the preview. Sending the same `requestKey` twice changes the order once.
 */
export const changeOrderItemsCallable = defineCallable(
  'changeOrderItemsCallable',
  z.object({
    orderId: documentIdSchema,
    items: z
      .array(
        z.object({
          chefPackageId: documentIdSchema,
          quantity: z
            .number({ error: 'Please enter a quantity.' })
            .check(
              z.int('Please enter a whole number.'),
              z.gte(1, 'At least 1: remove the row to drop the package.'),
              z.lte(99, 'At most 99.'),
            ),
        }),
      )
      .check(
        z.minLength(1, 'Keep at least one item: to drop everything, cancel the order.'),
        z.maxLength(50, 'At most 50 items.'),
      ),
    dryRun: z._default(z.boolean(), false),
    requestKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please reload the page and try again.')),
  }),
  z.object({
    preview: z.object({
      items: z.array(
        z.object({ chefPackageId: z.string(), title: z.string(), quantity: z.number(), unitCents: cents }),
      ),
      subtotalCents: cents,
      discountCents: cents,
      deliveryFeeCents: cents,
      /** A service area's travel fee, when the order has one. */
      travelFeeCents: z.optional(cents),
      taxCents: cents,
      totalCents: cents,
      previousTotalCents: cents,
      /** New total less the previous one. */
      differenceCents: z.number().check(z.int()),
      /** Why the order's promotion code no longer applies to these items; null when it does (or there is none). */
      promotionNote: z.nullable(z.string()),
    }),
    /** The order after the change; null for a dry run. */
    order: z.nullable(orderSchema),
  }),
)

/** Admins only: set the status code and/or append a status note (stamped by the server). */
export const updateOrderStatusCallable = defineCallable(
  'updateOrderStatusCallable',
  z
    .object({
      orderId: documentIdSchema,
      statusCode: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
      noteText: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
      /** The note is also e-mailed to the customer. */
      mailCustomer: z.optional(z.boolean()),
    })
    .check(
      z.refine((value) => value.statusCode !== undefined || (value.noteText ?? '') !== '', {
        error: 'Choose a status or write a note.',
        path: ['noteText'],
      }),
    ),
  orderReply,
)

export type StoredCheckoutSession = z.infer<typeof storedCheckoutSessionSchema>

/** Minimum password length of the authentication service (docs/product.md, Validation). */
export const minPasswordLength = 6

export const createUserCallable = defineCallable(
  'createUserCallable',
  z.object({
    // The admin's user form shows these two messages next to its fields.
    email: z.email('Please enter a valid e-mail address.'),
    password: z
      .string()
      .check(z.minLength(minPasswordLength, `The password needs at least ${minPasswordLength} characters.`)),
  }),
  z.object({ uid: z.string().check(z.minLength(1)) }),
)

/**
 * Public: mails a password-reset link to `{appOrigin}/reset-password?oobCode=...` through our own mail queue.
 * Always answers `{ ok: true }`: the reply never tells whether an account exists for the address.
 */
export const sendPasswordResetMailCallable = defineCallable(
  'sendPasswordResetMailCallable',
  z.object({ email: z.email().check(z.maxLength(254)) }),
  z.object({ ok: z.literal(true) }),
)

/** Signed in: revokes the caller's refresh tokens (POST /sign-out), so other devices must sign in again. */
export const revokeMySessionsCallable = defineCallable(
  'revokeMySessionsCallable',
  z.object({}),
  z.object({ ok: z.literal(true) }),
)

/**
 * Signed in: the caller's own data as one record to download (settings, "Download my data"): the profile, their
 * orders (as the order page shows them: no staff-only notes, no token hashes), their form answers and payments.
 */
export const exportMyDataCallable = defineCallable(
  'exportMyDataCallable',
  z.object({}),
  z.object({
    exportedAt: z.string(),
    profile: z.nullable(z.record(z.string(), z.unknown())),
    orders: z.array(z.record(z.string(), z.unknown())),
    formResponses: z.array(z.record(z.string(), z.unknown())),
    payments: z.array(z.record(z.string(), z.unknown())),
  }),
)

/**
 * Signed in: deletes the caller's account (docs/decisions, account deletion). `email` must be the account's e-mail,
 * typed to confirm. Orders and payments stay for the business's books without personal data; everything else about
 * the customer goes, the Auth account last. Asking again finishes a deletion that stopped half-way.
 */
export const deleteMyAccountCallable = defineCallable(
  'deleteMyAccountCallable',
  z.object({
    email: z
      .string({ error: 'Please type your e-mail address to confirm.' })
      .check(z.trim(), z.minLength(1, 'Please type your e-mail address to confirm.'), z.maxLength(254)),
  }),
  z.object({ ok: z.literal(true), ordersKept: z.number().check(z.int(), z.nonnegative()) }),
)

/**
 * Signed in: gives the caller's account the orders placed as a guest with its e-mail, once that e-mail is verified
 * (docs/product.md, How orders join an account). Answers how many were linked and whether the e-mail is verified;
 * an unverified e-mail links nothing.
 */
export const linkMyGuestOrdersCallable = defineCallable(
  'linkMyGuestOrdersCallable',
  z.object({}),
  z.object({ emailVerified: z.boolean(), linked: z.number().check(z.int(), z.nonnegative()) }),
)

// ---- Back-office: image upload, catalogue links, testimonials (docs/decisions/0045 to 0050) ----

/** Base64 of at most 8 MB (maxImageBytes in src/shared/images.ts): 4 characters per 3 bytes. */
const maxImageBase64Length = Math.ceil((8 * 1024 * 1024) / 3) * 4

export const uploadImageCallable = defineCallable(
  'uploadImageCallable',
  z.object({
    purpose: z.enum(['catalog', 'content', 'answer']),
    fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    contentBase64: z.string().check(z.minLength(1), z.maxLength(maxImageBase64Length)),
  }),
  // url: the default WebP copy (what a record's plain image holds); imageVariants: every copy, kept beside it.
  z.object({ url: z.url(), imageVariants: imageVariantsSchema }),
)

export const deleteChefPackageCallable = defineCallable(
  'deleteChefPackageCallable',
  z.object({ chefPackageId: documentIdSchema }),
  z.object({ removedFromMenus: z.number().check(z.int(), z.nonnegative()) }),
)

/** Field bounds of the public testimonial intake (the footer form shows the same messages). */
export const testimonialBounds = { name: 120, testimony: 4000, email: 254 } as const

export const submitTestimonialCallable = defineCallable(
  'submitTestimonialCallable',
  z.object({
    email: z.pipe(z.string().check(z.trim(), z.maxLength(testimonialBounds.email)), z.email()),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(testimonialBounds.name)),
    testimony: z.string().check(z.trim(), z.minLength(1), z.maxLength(testimonialBounds.testimony)),
  }),
  z.object({ reviewId: z.string().check(z.minLength(1)) }),
)

export const setTestimonialPublishedCallable = defineCallable(
  'setTestimonialPublishedCallable',
  z.object({ reviewId: documentIdSchema, published: z.boolean() }),
  z.object({ reviewId: z.string(), published: z.boolean(), tmonyId: z.nullable(z.string()) }),
)

/** What the review page's bulk toolbar does to the selected reviews. */
export const testimonialBulkChanges = ['publish', 'unpublish', 'delete'] as const
export type TestimonialBulkChange = (typeof testimonialBulkChanges)[number]

/** The most reviews one bulk change takes: the review page lists at most this many. */
export const testimonialBulkLimit = 100

/**
 * Admins: publishes, unpublishes or deletes several reviews in one transaction, so either all of them change or
 * none does (an unknown review, or deleting a published one, refuses the whole change).
 */
export const changeTestimonialsCallable = defineCallable(
  'changeTestimonialsCallable',
  z.object({
    change: z.enum(testimonialBulkChanges),
    reviewIds: z
      .array(documentIdSchema)
      .check(
        z.minLength(1, 'Select at least one testimonial.'),
        z.maxLength(testimonialBulkLimit, `Select at most ${testimonialBulkLimit} testimonials.`),
      ),
  }),
  z.object({ change: z.enum(testimonialBulkChanges), count: z.number().check(z.int(), z.nonnegative()) }),
)

// ---- Quotes (docs/decisions/0107-quotes-in-versions-with-a-link-and-a-hold.md) ----

const quoteReply = z.object({ quote: quoteSchema })

/**
 * Admins: saves a draft quote, or sends it (a sent quote sent again becomes a new version). The server prices the
 * packages from chefPackages, checks the date and time against the calendar, and on send holds them and mails the
 * customer a link to the quote.
 */
export const saveQuoteCallable = defineCallable('saveQuoteCallable', quoteRequestSchema, quoteReply)

/** Admins: withdraws a draft or sent quote; its place on the calendar is given back. */
export const withdrawQuoteCallable = defineCallable(
  'withdrawQuoteCallable',
  z.object({ quoteId: documentIdSchema }),
  quoteReply,
)

const quoteAccess = {
  quoteId: documentIdSchema,
  token: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(128))),
}

/** A sent (or closed) quote for an admin, its customer signed in, or whoever holds the link from its mail. */
export const getQuoteCallable = defineCallable('getQuoteCallable', z.object(quoteAccess), quoteReply)

/**
 * The customer accepts the latest version of a sent quote: an order is made from it in one transaction and its
 * Checkout opened (the deposit, when the order has a payment plan).
 */
export const acceptQuoteCallable = defineCallable(
  'acceptQuoteCallable',
  z.object({
    ...quoteAccess,
    version: z.number().check(z.int(), z.positive()),
    acceptTerms: z.literal(true, { error: 'Please tick that you accept the terms.' }),
  }),
  z.object({
    orderId: z.string(),
    token: z.string(),
    checkoutUrl: z.nullable(z.string()),
    checkoutError: z.nullable(z.string()),
  }),
)

// ---- Weekly meal plans ----

/**
 * Admins: creates a plan (without `planId`) or changes one. Refuses packages that do not exist, a fallback outside
 * the plan, days the business does not serve and methods it does not offer, next to their fields; keeps the payment
 * provider's product and recurring price in line with the subscriber price and cadence.
 */
export const saveMealPlanCallable = defineCallable(
  'saveMealPlanCallable',
  mealPlanInputSchema,
  z.object({ planId: z.string() }),
)

/**
 * Signed-in customers: subscribes to a published plan. The price comes from the stored plan; the subscription is
 * written waiting for Checkout, which opens in subscription mode with nothing charged before the first cut-off.
 */
export const subscribeToMealPlanCallable = defineCallable(
  'subscribeToMealPlanCallable',
  subscribeInputSchema,
  z.object({ subscriptionId: z.string(), checkoutUrl: z.string() }),
)

/**
 * The subscription's owner (or staff for them) changes it: a coming cycle's meals, a skip or its undo, a pause, a
 * resume, the standing day and place, a cancellation. `changed` is false when it already read so (nothing mailed).
 */
export const manageMealSubscriptionCallable = defineCallable(
  'manageMealSubscriptionCallable',
  subscriptionChangeSchema,
  z.object({ subscription: mealSubscriptionSchema, changed: z.boolean() }),
)
