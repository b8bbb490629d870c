// Subscription, SubscriptionItem, Plan, Invoice and InvoiceLineItem objects in full, typed with the SDK's own types
// for the pinned API version: the billing period lives on the subscription items (current_period_start/end), and an
// invoice names its subscription through `parent.subscription_details` (with the subscription's metadata).
import Stripe from 'stripe'
import { randomId } from './store.ts'

export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'week',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  }
}

export interface SubscriptionInput {
  customer: string
  currency: string
  items: Array<{ price: Stripe.Price; quantity: number }>
  start: number
  periodEnd: number
  trialEnd: number | null
  metadata: Record<string, string>
  defaultPaymentMethod: string | null
  testClock: string | null
  created: number
}

export function buildSubscription(input: SubscriptionInput): Stripe.Subscription {
  const id = randomId('sub')
  const items: Stripe.SubscriptionItem[] = input.items.map(({ price, quantity }) => ({
    id: randomId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price,
    quantity,
    subscription: id,
    tax_rates: [],
  }))
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.trialEnd ?? input.start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    // Checkout saves the card it collects as the subscription's default, and so does a hosted invoice payment.
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'on_subscription',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.start,
    status: input.trialEnd ? 'trialing' : 'active',
    test_clock: input.testClock,
    transfer_data: null,
    trial_end: input.trialEnd,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: input.trialEnd ? input.start : null,
  }
}

export interface InvoiceInput {
  subscription: Stripe.Subscription
  customer: Stripe.Customer
  billingReason: 'subscription_create' | 'subscription_cycle'
  /** The period the lines pay for. */
  linePeriod: { start: number; end: number }
  /** The invoice's own period: Stripe's is the one that just ended (for usage), not the one paid for. */
  period: { start: number; end: number }
  /** A trial's first invoice is for nothing. */
  free: boolean
  created: number
  /** Product names by id, for the lines' descriptions. */
  productNames: Map<string, string>
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

/** Stripe's wording for a subscription line: `2 × Family box (at $95.00 / week)`. */
function lineDescription(price: Stripe.Price, quantity: number, name: string) {
  const count = price.recurring?.interval_count ?? 1
  const every =
    count === 1
      ? (price.recurring?.interval ?? 'week')
      : `every ${count} ${price.recurring?.interval ?? 'week'}s`
  return `${quantity} × ${name} (at ${money(price.unit_amount ?? 0, price.currency)} / ${every})`
}

export function buildInvoice(input: InvoiceInput): Stripe.Invoice {
  const id = `in_${randomId('', 24).slice(1)}`
  const { subscription, customer } = input
  const lines: Stripe.InvoiceLineItem[] = subscription.items.data.map((item) => {
    const quantity = item.quantity ?? 1
    const amount = input.free ? 0 : (item.price.unit_amount ?? 0) * quantity
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id
    return {
      id: randomId('il', 24),
      object: 'line_item',
      amount,
      currency: subscription.currency,
      description: lineDescription(item.price, quantity, input.productNames.get(product) ?? product),
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
        type: 'subscription_item_details',
      },
      period: { ...input.linePeriod },
      pretax_credit_amounts: [],
      pricing: {
        price_details: { price: item.price.id, product },
        type: 'price_details',
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity,
      quantity_decimal: Stripe.Decimal.from(quantity),
      subscription: subscription.id,
      subtotal: amount,
      taxes: [],
    }
  })
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Saffron Table',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: subscription.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email ?? null,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.period.end,
    period_start: input.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: subscription.test_clock,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  }
}
