// The catalogue a subscription is sold from: POST/GET /v1/products[/:id] and POST/GET /v1/prices[/:id]. A price is
// one-time or recurring; the stand-in bills recurring prices by the week only (recurring[interval]=week, 1 to 52
// weeks), the one interval the product sells, and refuses other intervals in Stripe's error shape.
import Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { invalidRequest, missingParameter } from './errors.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { buildProduct } from './session-objects.ts'
import { findIn, findReferenced, listPage, nowSeconds, randomId, type StandInState } from './store.ts'

const productCreateShape = {
  name: 'string',
  description: 'string',
  active: 'boolean',
  images: 'strings',
  metadata: 'metadata',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.ProductCreateParams>

const priceProductDataShape = {
  name: 'string',
  active: 'boolean',
  metadata: 'metadata',
} as const satisfies ShapeOf<Stripe.PriceCreateParams.ProductData>

const priceCreateShape = {
  currency: 'string',
  unit_amount: 'integer',
  product: 'string',
  product_data: { object: priceProductDataShape },
  recurring: {
    object: {
      interval: 'string',
      interval_count: 'integer',
    } satisfies ShapeOf<Stripe.PriceCreateParams.Recurring>,
  },
  active: 'boolean',
  nickname: 'string',
  lookup_key: 'string',
  metadata: 'metadata',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.PriceCreateParams>

export function createProduct(ctx: StandInContext, params: FormObject): Stripe.Product {
  checkShape(params, productCreateShape)
  const read = reader(params)
  const product = buildProduct({
    name: read.requiredString('name'),
    description: read.string('description'),
    active: read.boolean('active') ?? true,
    images: read.strings('images'),
    metadata: read.metadata('metadata'),
  })
  ctx.state.products.set(product.id, product)
  ctx.emit('product.created', product)
  return product
}

export function listProducts(state: StandInState, params: FormObject) {
  checkShape(params, { ...listShape, active: 'boolean' } satisfies ShapeOf<Stripe.ProductListParams>)
  const active = reader(params).boolean('active')
  const matches = (product: Stripe.Product) => active === null || product.active === active
  return listPage([...state.products.values()].filter(matches), params, '/v1/products')
}

export function retrieveProduct(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.ProductRetrieveParams>)
  return findIn(state.products, id, 'product')
}

const weekLimit = 52

function recurringOf(read: ReturnType<typeof reader>): Stripe.Price.Recurring | null {
  if (!read.has('recurring')) return null
  const recurring = reader(read.object('recurring'), 'recurring')
  const interval = recurring.requiredString('interval')
  if (!['day', 'week', 'month', 'year'].includes(interval)) {
    throw invalidRequest(`Invalid recurring[interval]: must be one of day, week, month, or year`, {
      param: 'recurring[interval]',
    })
  }
  if (interval !== 'week') {
    throw invalidRequest('The stand-in bills weekly prices only (recurring[interval]=week).', {
      param: 'recurring[interval]',
    })
  }
  const count = recurring.integer('interval_count', { min: 1 }) ?? 1
  if (count > weekLimit) {
    throw invalidRequest('Invalid recurring[interval_count]: the maximum interval is one year (52 weeks).', {
      param: 'recurring[interval_count]',
    })
  }
  return { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: 'licensed' }
}

function priceProduct(ctx: StandInContext, read: ReturnType<typeof reader>): Stripe.Product {
  const id = read.string('product')
  if (id !== null && read.has('product_data')) {
    throw invalidRequest('You may only specify one of these parameters: product, product_data.', {
      param: 'product_data',
    })
  }
  if (id !== null) return findReferenced(ctx.state.products, id, 'product', 'product')
  if (!read.has('product_data')) {
    throw invalidRequest('You must specify either `product` or `product_data` when creating a price.', {
      param: 'product',
    })
  }
  const data = reader(read.object('product_data'), 'product_data')
  const product = buildProduct({
    name: data.requiredString('name'),
    description: null,
    active: data.boolean('active') ?? true,
    images: [],
    metadata: data.metadata('metadata'),
  })
  ctx.state.products.set(product.id, product)
  ctx.emit('product.created', product)
  return product
}

export function createPrice(ctx: StandInContext, params: FormObject): Stripe.Price {
  checkShape(params, priceCreateShape)
  const read = reader(params)
  const currency = read.requiredString('currency').toLowerCase()
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidRequest(`Invalid currency: ${currency}`, { param: 'currency' })
  const unitAmount = read.integer('unit_amount', { min: 0 })
  if (unitAmount === null) throw missingParameter('unit_amount')
  const recurring = recurringOf(read)
  const product = priceProduct(ctx, read)
  const price: Stripe.Price = {
    id: randomId('price'),
    object: 'price',
    active: read.boolean('active') ?? true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: read.string('lookup_key'),
    metadata: read.metadata('metadata'),
    nickname: read.string('nickname'),
    product: product.id,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: Stripe.Decimal.from(unitAmount),
  }
  ctx.state.prices.set(price.id, price)
  ctx.emit('price.created', price)
  return price
}

export function listPrices(state: StandInState, params: FormObject) {
  checkShape(params, {
    ...listShape,
    active: 'boolean',
    product: 'string',
    type: 'string',
    currency: 'string',
  } satisfies ShapeOf<Stripe.PriceListParams>)
  const read = reader(params)
  const active = read.boolean('active')
  const product = read.string('product')
  const type = read.string('type')
  const currency = read.string('currency')
  const matches = (price: Stripe.Price) =>
    (active === null || price.active === active) &&
    (!product || price.product === product) &&
    (!type || price.type === type) &&
    (!currency || price.currency === currency)
  return listPage([...state.prices.values()].filter(matches), params, '/v1/prices')
}

export function retrievePrice(state: StandInState, id: string, params: FormObject) {
  checkShape(params, { expand: 'strings' } satisfies ShapeOf<Stripe.PriceRetrieveParams>)
  return findIn(state.prices, id, 'price')
}

/** A weekly price's period length in seconds. */
export function periodSeconds(price: Stripe.Price): number {
  return (price.recurring?.interval_count ?? 1) * 7 * 86_400
}
