// Checkout Session, LineItem, Price and Product objects in full, typed with the SDK's own types: a field the API
// version adds as required fails `tsc` here. Fields Stripe returns as null are null, not missing.
import Stripe from 'stripe'
import { nowSeconds, randomId } from './store.ts'

export interface LineItemInput {
  name: string
  description: string | null
  images: string[]
  productMetadata: Record<string, string>
  lineItemMetadata: Record<string, string>
  currency: string
  unitAmount: number
  quantity: number
}

/** A Product as the catalogue and a session's inline product_data make it. */
export function buildProduct(input: {
  name: string
  description: string | null
  active: boolean
  images: string[]
  metadata: Record<string, string>
}): Stripe.Product {
  const created = nowSeconds()
  return {
    id: randomId('prod', 14),
    object: 'product',
    active: input.active,
    created,
    default_price: null,
    description: input.description,
    images: input.images,
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  }
}

export function buildLineItem(
  input: LineItemInput,
  product: Stripe.Product,
  discount: number,
): Stripe.LineItem {
  const price: Stripe.Price = {
    id: randomId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: product.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: product.id,
    recurring: null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(input.unitAmount),
  }
  const subtotal = input.unitAmount * input.quantity
  return {
    id: randomId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: discount,
    amount_subtotal: subtotal,
    amount_tax: 0,
    amount_total: subtotal - discount,
    currency: input.currency,
    description: input.name,
    metadata: input.lineItemMetadata,
    price,
    quantity: input.quantity,
  }
}

export interface SessionInput {
  id: string
  currency: string
  lineItems: Stripe.LineItem[]
  discounts: Stripe.Checkout.Session.Discount[]
  customerEmail: string | null
  clientReferenceId: string | null
  metadata: Record<string, string>
  successUrl: string
  cancelUrl: string | null
  expiresAt: number
  created: number
  url: string
  locale: Stripe.Checkout.Session.Locale | null
  submitType: Stripe.Checkout.Session.SubmitType | null
  paymentMethodTypes: string[]
  allowPromotionCodes: boolean | null
}

export function buildSession(input: SessionInput): Stripe.Checkout.Session {
  const subtotal = input.lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0)
  const discount = input.lineItems.reduce((sum, item) => sum + item.amount_discount, 0)
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: input.allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: input.discounts,
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: { enabled: false, invoice_data: emptyInvoiceData },
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: input.submitType,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url,
    wallet_options: null,
  }
}

const emptyInvoiceData: Stripe.Checkout.Session.InvoiceCreation.InvoiceData = {
  account_tax_ids: null,
  custom_fields: null,
  description: null,
  footer: null,
  issuer: null,
  metadata: null,
  rendering_options: null,
}

/** What the customer typed on the pay page, as Stripe reports it once the session is complete. */
export function customerDetails(email: string, name: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: { city: null, country: 'US', line1: null, line2: null, postal_code: null, state: null },
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  }
}
