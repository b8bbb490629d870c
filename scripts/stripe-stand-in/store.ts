// What the stand-in remembers: every object it created, typed with the SDK's own object types, and the replies to
// idempotent requests. Lists come newest first with Stripe's cursor pagination (limit, starting_after,
// ending_before).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type Stripe from 'stripe'
import { invalidRequest, referenceMissing, resourceMissing } from './errors.ts'
import { reader, type FormObject } from './params.ts'

export interface SessionRecord {
  session: Stripe.Checkout.Session
  lineItems: Stripe.LineItem[]
  /** payment_intent_data the session's PaymentIntent is made with (Stripe does not show it on the session). */
  intentData?: {
    setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null
    metadata: Record<string, string>
  }
  /** subscription_data of a subscription-mode session: what its subscription is made with. */
  subscriptionData?: {
    metadata: Record<string, string>
    trialEnd: number | null
  }
}

export interface StandInState {
  sessions: Map<string, SessionRecord>
  products: Map<string, Stripe.Product>
  paymentIntents: Map<string, Stripe.PaymentIntent>
  charges: Map<string, Stripe.Charge>
  refunds: Map<string, Stripe.Refund>
  coupons: Map<string, Stripe.Coupon>
  promotionCodes: Map<string, Stripe.PromotionCode>
  events: Map<string, Stripe.Event>
  customers: Map<string, Stripe.Customer>
  paymentMethods: Map<string, Stripe.PaymentMethod>
  // Recurring billing (billing-cycle.ts): catalogue prices, subscriptions, their invoices, test clocks, and how far
  // the stand-in's own time runs ahead of the real one for customers without a clock (key 'offsetSeconds').
  prices: Map<string, Stripe.Price>
  subscriptions: Map<string, Stripe.Subscription>
  invoices: Map<string, Stripe.Invoice>
  invoicePayments: Map<string, Stripe.InvoicePayment>
  testClocks: Map<string, Stripe.TestHelpers.TestClock>
  standInTime: Map<string, number>
}

const collections = [
  'sessions',
  'products',
  'paymentIntents',
  'charges',
  'refunds',
  'coupons',
  'promotionCodes',
  'events',
  'customers',
  'paymentMethods',
  'prices',
  'subscriptions',
  'invoices',
  'invoicePayments',
  'testClocks',
  'standInTime',
] as const

export function emptyState(): StandInState {
  return {
    sessions: new Map(),
    products: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    events: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    testClocks: new Map(),
    standInTime: new Map(),
  }
}

export function randomId(prefix: string, length = 24): string {
  return `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length)}`
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A stored object or Stripe's 404 (`resource_missing`), for an id in the URL. */
export function findIn<T>(map: Map<string, T>, id: string, objectName: string, param = 'id'): T {
  const found = map.get(id)
  if (!found) throw resourceMissing(objectName, id, param)
  return found
}

/** A stored object named by a request parameter, or Stripe's 400 (`resource_missing`) naming that parameter. */
export function findReferenced<T>(map: Map<string, T>, id: string, objectName: string, param: string): T {
  const found = map.get(id)
  if (!found) throw referenceMissing(objectName, id, param)
  return found
}

/** One page of a list, newest first (line items: in order), as Stripe's list endpoints answer. */
export function listPage<T extends { id: string }>(
  items: Iterable<T>,
  params: FormObject,
  url: string,
  newestFirst = true,
) {
  const read = reader(params)
  const limit = read.integer('limit', { min: 1, max: 100 }) ?? 10
  const all = newestFirst ? [...items].reverse() : [...items]
  const after = read.string('starting_after')
  const before = read.string('ending_before')
  const cursor = after ?? before
  let start = 0
  let end = all.length
  if (cursor) {
    const index = all.findIndex((item) => item.id === cursor)
    if (index < 0) {
      throw invalidRequest(`No such object: '${cursor}'`, {
        code: 'resource_missing',
        param: after ? 'starting_after' : 'ending_before',
      })
    }
    if (after) start = index + 1
    else end = index
  }
  const data =
    before && !after ? all.slice(Math.max(start, end - limit), end) : all.slice(start, start + limit)
  const hasMore = before && !after ? end - limit > start : start + limit < end
  return { object: 'list' as const, data, has_more: hasMore, url }
}

export function loadState(dataFile: string | undefined): StandInState {
  const state = emptyState()
  if (!dataFile || !existsSync(dataFile)) return state
  try {
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, Array<[string, never]>>
    for (const name of collections) for (const [id, value] of saved[name] ?? []) state[name].set(id, value)
  } catch (error) {
    console.error(`stripe stand-in: could not read ${dataFile}; starting empty`, error)
  }
  return state
}

export function saveState(dataFile: string | undefined, state: StandInState) {
  if (!dataFile) return
  mkdirSync(path.dirname(dataFile), { recursive: true })
  const saved = Object.fromEntries(collections.map((name) => [name, [...state[name]]]))
  writeFileSync(dataFile, JSON.stringify(saved))
}
