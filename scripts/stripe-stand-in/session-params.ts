// The parameters of the Checkout Session endpoints: shapes typed by the SDK's SessionCreateParams (and nested
// types), and the reads and checks Stripe applies to a line item, a URL and an expand list.
import { randomBytes } from 'node:crypto'
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { invalidRequest, missingParameter } from './errors.ts'
import { listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import type { LineItemInput, SessionInput } from './session-objects.ts'
import { nowSeconds } from './store.ts'

const productDataShape = {
  name: 'string',
  description: 'string',
  images: 'strings',
  metadata: 'metadata',
  tax_code: 'string',
  unit_label: 'string',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData>

const priceDataShape = {
  currency: 'string',
  unit_amount: 'integer',
  product: 'string',
  product_data: { object: productDataShape },
  tax_behavior: 'string',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.LineItem.PriceData>

const lineItemShape = {
  price: 'string',
  price_data: { object: priceDataShape },
  quantity: 'integer',
  metadata: 'metadata',
  tax_rates: 'strings',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.LineItem>

const discountShape = {
  coupon: 'string',
  promotion_code: 'string',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.Discount>

const paymentIntentDataShape = {
  setup_future_usage: 'string',
  metadata: 'metadata',
  description: 'string',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.PaymentIntentData>

export const createShape = {
  mode: 'string',
  customer: 'string',
  customer_creation: 'string',
  payment_intent_data: { object: paymentIntentDataShape },
  line_items: { list: lineItemShape },
  customer_email: 'string',
  client_reference_id: 'string',
  metadata: 'metadata',
  success_url: 'string',
  cancel_url: 'string',
  expires_at: 'integer',
  discounts: { list: discountShape },
  allow_promotion_codes: 'boolean',
  locale: 'string',
  submit_type: 'string',
  currency: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams>

export const listSessionsShape = {
  ...listShape,
  created: 'range',
  customer: 'string',
  customer_account: 'string',
  customer_details: { object: { email: 'string' } },
  payment_intent: 'string',
  payment_link: 'string',
  status: 'string',
  subscription: 'string',
} as const satisfies ShapeOf<Stripe.Checkout.SessionListParams>

export const expandable = [
  'line_items',
  'line_items.data.price.product',
  'payment_intent',
  'payment_intent.latest_charge',
  'subscription',
  'invoice',
]
export const minimumCents = 50
// What Stripe accepts as an address (it refuses e.g. bracketed IP literals the product's own check lets through).
export const emailPattern = /^[^\s@()<>[\]\\,;:"]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i

export function checkUrl(value: string | null, param: string) {
  if (value === null) return
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return
  } catch {
    // falls through to Stripe's refusal
  }
  throw invalidRequest('Not a valid URL', { code: 'url_invalid', param })
}

export function lineItemInput(raw: FormObject, index: number): LineItemInput {
  const item = reader(raw, `line_items[${index}]`)
  if (item.has('price')) {
    throw invalidRequest('The stand-in prices line items with price_data only.', {
      param: item.name('price'),
    })
  }
  if (!item.has('price_data')) throw missingParameter(item.name('price_data'))
  const price = reader(item.object('price_data'), item.name('price_data'))
  if (!price.has('product_data')) throw missingParameter(price.name('product_data'))
  const product = reader(price.object('product_data'), price.name('product_data'))
  const unitAmount = price.integer('unit_amount', { min: 0 })
  if (unitAmount === null) throw missingParameter(price.name('unit_amount'))
  const quantity = item.integer('quantity', { min: 1, max: 999_999 })
  if (quantity === null) throw missingParameter(item.name('quantity'))
  return {
    name: product.requiredString('name'),
    description: product.string('description'),
    images: product.strings('images'),
    productMetadata: product.metadata('metadata'),
    lineItemMetadata: item.metadata('metadata'),
    currency: price.requiredString('currency').toLowerCase(),
    unitAmount,
    quantity,
  }
}

export function checkExpand(expand: string[], allowed: string[]) {
  for (const path of expand) {
    if (!allowed.includes(path)) {
      throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' })
    }
  }
}

type Reader = ReturnType<typeof reader>

/** The return URLs and the receipt address of a create request in either mode. */
export function readSessionAddresses(read: Reader) {
  const successUrl = read.requiredString('success_url')
  const cancelUrl = read.string('cancel_url')
  checkUrl(successUrl, 'success_url')
  checkUrl(cancelUrl, 'cancel_url')
  const email = read.string('customer_email')
  if (email !== null && !emailPattern.test(email)) {
    throw invalidRequest(`Invalid email address: ${email}`, {
      code: 'email_invalid',
      param: 'customer_email',
    })
  }
  return { successUrl, cancelUrl, email }
}

/**
 * The session's id, hosted page, lifetime (expires_at, checked last as Stripe does) and references, as buildSession
 * takes them in either mode.
 */
export function sessionBasics(
  ctx: StandInContext,
  read: Reader,
  addresses: ReturnType<typeof readSessionAddresses>,
): Omit<
  SessionInput,
  'currency' | 'lineItems' | 'discounts' | 'submitType' | 'paymentMethodTypes' | 'allowPromotionCodes'
> {
  const created = nowSeconds()
  const expiresAt = read.integer('expires_at')
  if (expiresAt !== null && (expiresAt < created + 1800 || expiresAt > created + 86_400)) {
    throw invalidRequest('The `expires_at` timestamp must be between 30 minutes and 24 hours from now.', {
      param: 'expires_at',
    })
  }
  const id = `cs_test_${randomBytes(45).toString('base64url').replace(/[-_]/g, 'x').slice(0, 58)}`
  return {
    id,
    customerEmail: addresses.email,
    clientReferenceId: read.string('client_reference_id'),
    metadata: read.metadata('metadata'),
    successUrl: addresses.successUrl,
    cancelUrl: addresses.cancelUrl,
    created,
    expiresAt: expiresAt ?? created + ctx.sessionTtlSeconds,
    url: `${ctx.payBase()}/pay/${id}`,
    locale: read.string('locale'),
  }
}
