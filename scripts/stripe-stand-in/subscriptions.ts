// Subscriptions: GET /v1/subscriptions[/:id], POST /v1/subscriptions/:id (metadata, cancel_at_period_end,
// pause_collection with behavior=void), DELETE /v1/subscriptions/:id (cancel now). A subscription is made by paying
// a Checkout Session in subscription mode (subscription-checkout.ts); its periods and invoices run in
// billing-cycle.ts.
import type Stripe from 'stripe'
import { endSubscription, periodEndOf, subscriptionNow } from './billing-cycle.ts'
import type { StandInContext } from './context.ts'
import { invalidRequest } from './errors.ts'
import { checkExpand } from './session-params.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findIn, findReferenced, listPage, type StandInState } from './store.ts'

const pauseCollectionShape = {
  behavior: 'string',
  resumes_at: 'integer',
} as const satisfies ShapeOf<Stripe.SubscriptionUpdateParams.PauseCollection>

const updateShape = {
  metadata: 'metadata',
  cancel_at_period_end: 'boolean',
  pause_collection: { object: pauseCollectionShape },
  // Known to Stripe, refused by the stand-in with its own message (below) rather than as unknown.
  items: { list: { id: 'string', price: 'string', quantity: 'integer' } },
  proration_behavior: 'string',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.SubscriptionUpdateParams>

const listSubscriptionsShape = {
  ...listShape,
  customer: 'string',
  price: 'string',
  status: 'string',
  test_clock: 'string',
} as const satisfies ShapeOf<Stripe.SubscriptionListParams>

const listStatuses = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
]

export const findSubscription = (state: StandInState, id: string) =>
  findIn(state.subscriptions, id, 'subscription', 'subscription_exposed_id')

const expandable = ['latest_invoice', 'customer', 'default_payment_method']

/** The subscription as the API answers it, with the expansions asked for (`prefix` is `data.` in a list). */
function subscriptionBody(
  state: StandInState,
  subscription: Stripe.Subscription,
  expand: string[],
  prefix = '',
): Stripe.Subscription {
  checkExpand(
    expand,
    expandable.map((path) => `${prefix}${path}`),
  )
  const body: Stripe.Subscription = { ...subscription }
  const wants = (path: string) => expand.includes(`${prefix}${path}`)
  const lookup = <T>(map: Map<string, T>, id: unknown) => (typeof id === 'string' ? map.get(id) : undefined)
  if (wants('latest_invoice'))
    body.latest_invoice = lookup(state.invoices, body.latest_invoice) ?? body.latest_invoice
  if (wants('customer')) body.customer = lookup(state.customers, body.customer) ?? body.customer
  if (wants('default_payment_method')) {
    body.default_payment_method =
      lookup(state.paymentMethods, body.default_payment_method) ?? body.default_payment_method
  }
  return body
}

const expandOf = (params: FormObject) => reader(params).strings('expand')

export function retrieveSubscription(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.SubscriptionRetrieveParams>)
  return subscriptionBody(state, findSubscription(state, id), expandOf(params))
}

export function listSubscriptions(state: StandInState, params: FormObject) {
  checkShape(params, listSubscriptionsShape)
  const read = reader(params)
  const customer = read.string('customer')
  if (customer) findReferenced(state.customers, customer, 'customer', 'customer')
  const price = read.string('price')
  const clock = read.string('test_clock')
  const status = read.string('status')
  if (status !== null && !listStatuses.includes(status)) {
    throw invalidRequest(`Invalid status: must be one of ${listStatuses.join(', ')}`, { param: 'status' })
  }
  // Like Stripe, a list without status leaves canceled subscriptions out.
  const statusMatches = (subscription: Stripe.Subscription) =>
    status === 'all' ||
    (status === null && subscription.status !== 'canceled') ||
    (status === 'ended' && subscription.status === 'canceled') ||
    subscription.status === status
  const matches = (subscription: Stripe.Subscription) =>
    statusMatches(subscription) &&
    (!customer || subscription.customer === customer) &&
    (!clock || subscription.test_clock === clock) &&
    (!price || subscription.items.data.some((item) => item.price.id === price))
  const page = listPage([...state.subscriptions.values()].filter(matches), params, '/v1/subscriptions')
  return {
    ...page,
    data: page.data.map((item) => subscriptionBody(state, item, read.strings('expand'), 'data.')),
  }
}

function pauseCollection(
  read: ReturnType<typeof reader>,
  now: number,
): Stripe.Subscription.PauseCollection | null {
  const pause = reader(read.object('pause_collection'), 'pause_collection')
  const behavior = pause.requiredString('behavior')
  if (!['keep_as_draft', 'mark_uncollectible', 'void'].includes(behavior)) {
    throw invalidRequest(
      'Invalid pause_collection[behavior]: must be one of keep_as_draft, mark_uncollectible, or void',
      {
        param: 'pause_collection[behavior]',
      },
    )
  }
  if (behavior !== 'void') {
    throw invalidRequest('The stand-in pauses collection with pause_collection[behavior]=void only.', {
      param: 'pause_collection[behavior]',
    })
  }
  const resumesAt = pause.integer('resumes_at')
  if (resumesAt !== null && resumesAt <= now) {
    throw invalidRequest('pause_collection[resumes_at] must be in the future.', {
      param: 'pause_collection[resumes_at]',
    })
  }
  return { behavior, resumes_at: resumesAt }
}

export function updateSubscription(ctx: StandInContext, id: string, params: FormObject): Stripe.Subscription {
  // An empty pause_collection clears it (Emptyable), which the shape's object rule would refuse.
  const clearsPause = params['pause_collection'] === ''
  const { pause_collection: _ignored, ...rest } = params
  checkShape(clearsPause ? rest : params, updateShape)
  checkExpand(expandOf(params), expandable)
  const subscription = findSubscription(ctx.state, id)
  const read = reader(params)
  for (const param of ['items', 'proration_behavior']) {
    if (read.has(param)) {
      throw invalidRequest(
        "The stand-in does not change a subscription's items; cancel it and subscribe again at the new price.",
        { param },
      )
    }
  }
  if (subscription.status === 'canceled') {
    const others = Object.keys(params).filter((key) => key !== 'metadata' && key !== 'expand')
    if (others.length > 0) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', {
        param: others[0],
      })
    }
  }
  const now = subscriptionNow(ctx.state, subscription)
  const previous: Partial<Stripe.Subscription> = {}
  if (read.has('metadata')) {
    previous.metadata = { ...subscription.metadata }
    const metadata =
      params['metadata'] === '' ? {} : { ...subscription.metadata, ...read.metadata('metadata') }
    // Setting a key to '' removes it, as on Stripe.
    subscription.metadata = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''))
  }
  const cancelAtEnd = read.boolean('cancel_at_period_end')
  if (cancelAtEnd !== null && cancelAtEnd !== subscription.cancel_at_period_end) {
    Object.assign(previous, {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
      canceled_at: subscription.canceled_at,
    })
    subscription.cancel_at_period_end = cancelAtEnd
    subscription.cancel_at = cancelAtEnd ? periodEndOf(subscription) : null
    subscription.canceled_at = cancelAtEnd ? now : null
  }
  if (clearsPause || read.has('pause_collection')) {
    previous.pause_collection = subscription.pause_collection
    subscription.pause_collection = clearsPause ? null : pauseCollection(read, now)
  }
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', subscription, previous)
  return subscriptionBody(ctx.state, subscription, read.strings('expand'))
}

export function cancelSubscription(ctx: StandInContext, id: string, params: FormObject): Stripe.Subscription {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.SubscriptionCancelParams>)
  checkExpand(expandOf(params), expandable)
  const subscription = findSubscription(ctx.state, id)
  if (subscription.status === 'canceled') {
    throw invalidRequest(`No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' })
  }
  const now = subscriptionNow(ctx.state, subscription)
  subscription.canceled_at = now
  endSubscription(ctx, subscription, now)
  return subscriptionBody(ctx.state, subscription, expandOf(params))
}
