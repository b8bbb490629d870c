// Checkout Sessions in subscription mode: created with recurring prices (line_items[n][price] and quantity),
// `customer` or `customer_email`, subscription_data[metadata] and subscription_data[trial_end] (the first week
// starts on a date: nothing is charged until then). Paying one with a card on the hosted page makes the Customer if
// needed, attaches the card and makes it the customer's and the subscription's default, creates the subscription
// (active, or trialing) with its first invoice paid, then completes the session:
//   customer.created, payment_method.attached, customer.updated, customer.subscription.created, invoice.created,
//   invoice.finalized, (payment_intent.*, charge.succeeded), invoice.paid, invoice.payment_succeeded,
//   checkout.session.completed (with `subscription` and `invoice` set).
import type Stripe from 'stripe'
import { customerNow, invoicePeriod, standInNow } from './billing-cycle.ts'
import { periodSeconds } from './catalog.ts'
import type { StandInContext } from './context.ts'
import {
  attachPaymentMethod,
  buildCardPaymentMethod,
  buildCustomer,
  sessionCustomer,
  type TestCardLast4,
} from './customers.ts'
import { invalidRequest, missingParameter } from './errors.ts'
import { checkShape, reader, type FormObject, type ShapeOf } from './params.ts'
import type { Payer } from './payments.ts'
import {
  checkExpand,
  expandable,
  minimumCents,
  readSessionAddresses,
  sessionBasics,
} from './session-params.ts'
import { buildSession, customerDetails } from './session-objects.ts'
import { findReferenced, randomId, type SessionRecord } from './store.ts'
import { buildSubscription } from './subscription-objects.ts'

const subscriptionDataShape = {
  metadata: 'metadata',
  trial_end: 'integer',
  billing_cycle_anchor: 'integer',
  description: 'string',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.SubscriptionData>

const createShape = {
  mode: 'string',
  customer: 'string',
  customer_email: 'string',
  line_items: {
    list: {
      price: 'string',
      quantity: 'integer',
    } satisfies ShapeOf<Stripe.Checkout.SessionCreateParams.LineItem>,
  },
  subscription_data: { object: subscriptionDataShape },
  client_reference_id: 'string',
  metadata: 'metadata',
  success_url: 'string',
  cancel_url: 'string',
  expires_at: 'integer',
  locale: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.Checkout.SessionCreateParams>

// Stripe asks a Checkout trial to last at least two days.
const minimumTrialSeconds = 48 * 3600

function subscriptionLineItems(ctx: StandInContext, read: ReturnType<typeof reader>) {
  const raw = read.objects('line_items')
  if (raw.length === 0) throw missingParameter('line_items')
  const items = raw.map((value, index) => {
    const item = reader(value, `line_items[${index}]`)
    const price = findReferenced(ctx.state.prices, item.requiredString('price'), 'price', item.name('price'))
    if (price.type !== 'recurring') {
      throw invalidRequest(
        'The stand-in sells subscriptions from recurring prices only: every line item needs a recurring price.',
        { param: item.name('price') },
      )
    }
    const quantity = item.integer('quantity', { min: 1, max: 999_999 })
    if (quantity === null) throw missingParameter(item.name('quantity'))
    return { price, quantity }
  })
  const [first] = items
  items.forEach(({ price }, index) => {
    if (price.currency !== first!.price.currency) {
      throw invalidRequest('All line items must use the same currency.', {
        param: `line_items[${index}][price]`,
      })
    }
    if (periodSeconds(price) !== periodSeconds(first!.price)) {
      throw invalidRequest(
        'All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.',
        {
          param: `line_items[${index}][price]`,
        },
      )
    }
  })
  return items
}

function lineItemOf(ctx: StandInContext, { price, quantity }: { price: Stripe.Price; quantity: number }) {
  const product = ctx.state.products.get(String(price.product))
  const subtotal = (price.unit_amount ?? 0) * quantity
  const item: Stripe.LineItem = {
    id: randomId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: subtotal,
    amount_tax: 0,
    amount_total: subtotal,
    currency: price.currency,
    description: product?.name ?? null,
    metadata: {},
    price,
    quantity,
  }
  return item
}

export function createSubscriptionSession(ctx: StandInContext, params: FormObject): SessionRecord {
  if (params['payment_intent_data'] !== undefined) {
    throw invalidRequest('You can not pass `payment_intent_data` in `subscription` mode.', {
      param: 'payment_intent_data',
    })
  }
  checkShape(params, createShape)
  const read = reader(params)
  checkExpand(read.strings('expand'), expandable)
  const addresses = readSessionAddresses(read)
  const customer = sessionCustomer(ctx.state, read)
  const items = subscriptionLineItems(ctx, read)
  const data = reader(read.object('subscription_data'), 'subscription_data')
  if (data.has('billing_cycle_anchor')) {
    throw invalidRequest(
      'The stand-in does not move the billing cycle anchor; start the first period later with subscription_data[trial_end].',
      { param: 'subscription_data[billing_cycle_anchor]' },
    )
  }
  const now = customer ? customerNow(ctx.state, customer) : standInNow(ctx.state)
  const trialEnd = data.integer('trial_end')
  if (trialEnd !== null && trialEnd < now + minimumTrialSeconds) {
    throw invalidRequest('subscription_data[trial_end] must be at least 48 hours in the future.', {
      param: 'subscription_data[trial_end]',
    })
  }
  const lineItems = items.map((item) => lineItemOf(ctx, item))
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0)
  if (total < minimumCents && trialEnd === null) {
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least $0.50 ${items[0]!.price.currency}`,
      {
        code: 'amount_too_small',
        param: 'line_items',
      },
    )
  }
  const basics = sessionBasics(ctx, read, addresses)
  const session = buildSession({
    ...basics,
    currency: items[0]!.price.currency,
    lineItems,
    discounts: [],
    submitType: null,
    paymentMethodTypes: ['card'],
    allowPromotionCodes: null,
  })
  Object.assign(session, {
    mode: 'subscription',
    customer: customer?.id ?? null,
    customer_creation: null,
    invoice_creation: null,
    payment_method_collection: 'always',
    // A trial's first invoice is for nothing; the session shows what is due today.
    amount_subtotal: trialEnd === null ? total : 0,
    amount_total: trialEnd === null ? total : 0,
  } satisfies Partial<Stripe.Checkout.Session>)
  const record: SessionRecord = {
    session,
    lineItems,
    subscriptionData: { metadata: data.metadata('metadata'), trialEnd },
  }
  ctx.state.sessions.set(basics.id, record)
  return record
}

/** The customer the subscription is for: the session's, or one made from what was typed on the page. */
function subscriber(ctx: StandInContext, session: Stripe.Checkout.Session, payer: Payer): Stripe.Customer {
  const known = typeof session.customer === 'string' ? ctx.state.customers.get(session.customer) : undefined
  if (known) return known
  const customer = buildCustomer({ email: payer.email, name: payer.name })
  ctx.state.customers.set(customer.id, customer)
  ctx.emit('customer.created', customer)
  session.customer = customer.id
  return customer
}

export function paySubscriptionSession(
  ctx: StandInContext,
  record: SessionRecord,
  last4: TestCardLast4 | null,
  payer: Payer,
): { completed: true } | { completed: false; error: string } {
  if (!last4) return { completed: false, error: 'Subscriptions are paid by card.' }
  if (last4 === '0002') return { completed: false, error: 'Your card was declined.' }
  const { session } = record
  const customer = subscriber(ctx, session, payer)
  const card = buildCardPaymentMethod(last4, payer)
  ctx.state.paymentMethods.set(card.id, card)
  attachPaymentMethod(ctx, card, customer)
  const previousSettings = { ...customer.invoice_settings }
  customer.invoice_settings.default_payment_method = card.id
  ctx.emit('customer.updated', customer, { invoice_settings: previousSettings })
  const now = customerNow(ctx.state, customer)
  const items = record.lineItems.map((item) => ({ price: item.price!, quantity: item.quantity ?? 1 }))
  const trialEnd = record.subscriptionData?.trialEnd ?? null
  const periodEnd = trialEnd ?? now + periodSeconds(items[0]!.price)
  const subscription = buildSubscription({
    customer: customer.id,
    currency: session.currency ?? 'usd',
    items,
    start: now,
    periodEnd,
    trialEnd,
    metadata: record.subscriptionData?.metadata ?? {},
    defaultPaymentMethod: card.id,
    testClock: typeof customer.test_clock === 'string' ? customer.test_clock : null,
    created: now,
  })
  ctx.state.subscriptions.set(subscription.id, subscription)
  ctx.emit('customer.subscription.created', subscription)
  const invoice = invoicePeriod(
    ctx,
    subscription,
    {
      billingReason: 'subscription_create',
      linePeriod: { start: now, end: periodEnd },
      period: { start: now, end: now },
      free: trialEnd !== null,
      created: now,
    },
    { onSession: true },
  )
  const before: Partial<Stripe.Checkout.Session> = {
    status: session.status,
    payment_status: session.payment_status,
  }
  Object.assign(session, {
    status: 'complete',
    url: null,
    customer_details: customerDetails(payer.email, payer.name),
    payment_status: trialEnd === null ? 'paid' : 'no_payment_required',
    subscription: subscription.id,
    invoice: invoice.id,
  } satisfies Partial<Stripe.Checkout.Session>)
  ctx.emit('checkout.session.completed', session, before)
  return { completed: true }
}
