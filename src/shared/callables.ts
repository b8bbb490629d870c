import { z } from 'zod'

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
const epochSeconds = z.number().int().nonnegative()

// Stripe accepts at most 100 line items per Checkout Session.
const checkoutLineItem = z.object({
  price_data: z.object({
    currency: z.literal('usd'),
    product_data: z.object({
      name: z.string().trim().min(1).max(250),
      metadata: z.object({ cpId: z.string().min(1) }),
    }),
    unit_amount: cents,
  }),
  quantity: z.number().int().min(1).max(999),
})
export type CheckoutLineItem = z.infer<typeof checkoutLineItem>

export const createCheckoutSessionCallable = defineCallable(
  'createCheckoutSessionCallable',
  z.object({
    orderId: z.string().min(1),
    line_items: z.array(checkoutLineItem).min(1).max(100),
    customer_email: z.email(),
  }),
  z.object({
    id: z.string().min(1),
    url: z.url(),
  }),
)

/** One purchased line as reported back by the provider (a flattened Stripe LineItem). */
const checkoutSessionLineItem = z.object({
  id: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().nullable(),
  currency: z.string(),
  amount_subtotal: cents,
  amount_total: cents,
})

export const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const
export const checkoutPaymentStatuses = ['paid', 'unpaid', 'no_payment_required'] as const

export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  status: z.enum(checkoutSessionStatuses).nullable(),
  payment_status: z.enum(checkoutPaymentStatuses),
  expires_at: epochSeconds,
  created: epochSeconds,
  // Stripe clears the url once the session is complete or expired.
  url: z.string().nullable(),
  total_details: z
    .object({ amount_discount: cents, amount_shipping: cents.nullable(), amount_tax: cents })
    .nullable(),
  amount_subtotal: cents.nullable(),
  amount_total: cents.nullable(),
  line_items: z.array(checkoutSessionLineItem),
})
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>

export const getCheckoutSessionCallable = defineCallable(
  'getCheckoutSessionCallable',
  z.object({ checkoutSessionId: z.string().min(1) }),
  checkoutSessionSchema,
)

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
