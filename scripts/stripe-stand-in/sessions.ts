// Checkout Sessions: POST/GET /v1/checkout/sessions, GET/POST /v1/checkout/sessions/:id[/line_items|/expire].
// Create parameters are checked against shapes typed by the SDK's SessionCreateParams (session-params.ts); values
// are validated the way Stripe validates them (e-mail, metadata sizes, the $0.50 minimum, expires_at window, one
// currency).
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { customerCreation, sessionCustomer } from './customers.ts'
import { discountShares, resolveDiscount } from './discounts.ts'
import { invalidRequest, missingParameter } from './errors.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import {
  checkExpand,
  createShape,
  expandable,
  lineItemInput,
  listSessionsShape,
  minimumCents,
  readSessionAddresses,
  sessionBasics,
} from './session-params.ts'
import { buildLineItem, buildProduct, buildSession } from './session-objects.ts'
import { createSubscriptionSession } from './subscription-checkout.ts'
import { findIn, listPage, nowSeconds, type SessionRecord, type StandInState } from './store.ts'

export function createSession(ctx: StandInContext, params: FormObject): SessionRecord {
  if (params['mode'] === 'subscription') return createSubscriptionSession(ctx, params)
  checkShape(params, createShape)
  const read = reader(params)
  checkExpand(read.strings('expand'), expandable)
  const mode = read.string('mode') ?? 'payment'
  if (mode !== 'payment') {
    throw invalidRequest('The stand-in supports mode=payment and mode=subscription only.', { param: 'mode' })
  }
  const addresses = readSessionAddresses(read)
  const customer = sessionCustomer(ctx.state, read)
  const intentData = reader(read.object('payment_intent_data'), 'payment_intent_data')
  const setupFutureUsage = intentData.string('setup_future_usage')
  if (setupFutureUsage !== null && !['on_session', 'off_session'].includes(setupFutureUsage)) {
    throw invalidRequest(
      `Invalid payment_intent_data[setup_future_usage]: must be one of on_session or off_session`,
      { param: 'payment_intent_data[setup_future_usage]' },
    )
  }
  const rawItems = read.objects('line_items')
  if (rawItems.length === 0) throw missingParameter('line_items')
  if (rawItems.length > 100)
    throw invalidRequest('A Checkout Session accepts at most 100 line items.', { param: 'line_items' })
  const inputs = rawItems.map(lineItemInput)
  const currency = inputs[0]!.currency
  inputs.forEach((input, index) => {
    if (input.currency !== currency) {
      throw invalidRequest('All line items must use the same currency.', {
        param: `line_items[${index}][price_data][currency]`,
      })
    }
  })
  const discounts = read.objects('discounts')
  if (discounts.length > 0 && read.boolean('allow_promotion_codes')) {
    throw invalidRequest('You may only specify one of these parameters: allow_promotion_codes, discounts.', {
      param: 'discounts',
    })
  }
  const applied = resolveDiscount(ctx.state, discounts)
  const subtotals = inputs.map((input) => input.unitAmount * input.quantity)
  const shares = applied ? discountShares(applied.coupon, subtotals, currency) : subtotals.map(() => 0)
  const total = subtotals.reduce((sum, value, index) => sum + value - shares[index]!, 0)
  if (total < minimumCents && !(applied && total === 0)) {
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`,
      { code: 'amount_too_small', param: 'line_items' },
    )
  }
  const lineItems = inputs.map((input, index) => {
    const product = buildProduct({
      name: input.name,
      description: input.description,
      active: false, // inline product_data creates an archived product, as Stripe does
      images: input.images,
      metadata: input.productMetadata,
    })
    ctx.state.products.set(product.id, product)
    return buildLineItem(input, product, shares[index]!)
  })
  const basics = sessionBasics(ctx, read, addresses)
  const session = buildSession({
    ...basics,
    currency,
    lineItems,
    discounts: applied ? [applied.discount] : [],
    submitType: read.string('submit_type'),
    paymentMethodTypes: ['card', 'us_bank_account'],
    allowPromotionCodes: read.boolean('allow_promotion_codes'),
  })
  session.customer = customer?.id ?? null
  session.customer_creation = customer ? null : customerCreation(read)
  const record: SessionRecord = {
    session,
    lineItems,
    intentData: {
      setupFutureUsage: setupFutureUsage as Stripe.PaymentIntent.SetupFutureUsage | null,
      metadata: intentData.metadata('metadata'),
    },
  }
  ctx.state.sessions.set(basics.id, record)
  return record
}

function lineItemList(state: StandInState, record: SessionRecord, expandProduct: boolean) {
  const data = record.lineItems.map((item) =>
    expandProduct && item.price
      ? {
          ...item,
          price: {
            ...item.price,
            product: state.products.get(String(item.price.product)) ?? item.price.product,
          },
        }
      : item,
  )
  return {
    object: 'list' as const,
    data,
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  }
}

/** The session as the API answers it, with the expansions asked for. */
export function sessionBody(
  state: StandInState,
  record: SessionRecord,
  expand: string[],
): Stripe.Checkout.Session {
  checkExpand(expand, expandable)
  const body: Stripe.Checkout.Session = { ...record.session }
  if (expand.some((path) => path.startsWith('line_items'))) {
    body.line_items = lineItemList(state, record, expand.includes('line_items.data.price.product'))
  }
  const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : null
  if (intentId && expand.some((path) => path.startsWith('payment_intent'))) {
    const intent = state.paymentIntents.get(intentId)
    const chargeId = typeof intent?.latest_charge === 'string' ? intent.latest_charge : null
    const charge =
      chargeId && expand.includes('payment_intent.latest_charge') ? state.charges.get(chargeId) : undefined
    if (intent) body.payment_intent = charge ? { ...intent, latest_charge: charge } : intent
  }
  // A subscription-mode session names its subscription and first invoice.
  if (expand.includes('subscription') && typeof body.subscription === 'string') {
    body.subscription = state.subscriptions.get(body.subscription) ?? body.subscription
  }
  if (expand.includes('invoice') && typeof body.invoice === 'string') {
    body.invoice = state.invoices.get(body.invoice) ?? body.invoice
  }
  return body
}

export const findSession = (state: StandInState, id: string) =>
  findIn(state.sessions, id, 'checkout.session', 'session')

export function retrieveSession(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.Checkout.SessionRetrieveParams>)
  return sessionBody(state, findSession(state, id), reader(params).strings('expand'))
}

export function listSessions(state: StandInState, params: FormObject) {
  checkShape(params, listSessionsShape)
  const read = reader(params)
  const status = read.string('status')
  const intent = read.string('payment_intent')
  const email = reader(read.object('customer_details')).string('email')
  const subscription = read.string('subscription')
  const matches = ({ session }: SessionRecord) =>
    (!status || session.status === status) &&
    (!subscription || session.subscription === subscription) &&
    (!intent || session.payment_intent === intent) &&
    (!email || session.customer_details?.email === email)
  const records = [...state.sessions.values()].filter(matches)
  const page = listPage(
    records.map((record) => ({ id: record.session.id, record })),
    params,
    '/v1/checkout/sessions',
  )
  return { ...page, data: page.data.map(({ record }) => sessionBody(state, record, read.strings('expand'))) }
}

export function listSessionLineItems(state: StandInState, id: string, params: FormObject) {
  checkShape(params, listShape satisfies ShapeOf<Stripe.Checkout.SessionListLineItemsParams>)
  const record = findSession(state, id)
  const list = lineItemList(state, record, reader(params).strings('expand').includes('data.price.product'))
  return listPage(list.data, params, list.url, false)
}

/** Marks an open session expired and announces it (checkout.session.expired). */
export function expireSession(ctx: StandInContext, record: SessionRecord) {
  if (record.session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
    )
  }
  record.session.status = 'expired'
  record.session.url = null
  ctx.emit('checkout.session.expired', record.session)
}

/** Sessions past expires_at expire by themselves (Stripe does this within minutes; the stand-in every second). */
export function sweepExpired(ctx: StandInContext) {
  const now = nowSeconds()
  for (const record of ctx.state.sessions.values()) {
    if (record.session.status === 'open' && record.session.expires_at <= now) expireSession(ctx, record)
  }
}
