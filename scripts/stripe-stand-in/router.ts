// The API's routes, authentication and idempotency. Every POST honours Idempotency-Key like Stripe: the same key
// with the same parameters replays the first answer (Idempotent-Replayed: true); with other parameters it is
// refused with an idempotency_error.
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { StandInContext } from './context.ts'
import {
  createCustomer,
  listCustomerPaymentMethods,
  listPaymentMethods,
  retrieveCustomer,
  retrievePaymentMethod,
} from './customers.ts'
import { createCoupon, createPromotionCode, listCoupons, listPromotionCodes } from './discounts.ts'
import { billingRoutes } from './billing-routes.ts'
import { StripeApiError, unrecognizedUrl } from './errors.ts'
import { listEvents, retrieveEvent } from './events.ts'
import { createPaymentIntent } from './off-session-payments.ts'
import type { FormObject } from './params.ts'
import { retrieveCharge, retrievePaymentIntent } from './payments.ts'
import { createRefund, listRefunds, retrieveRefund } from './refunds.ts'
import {
  createSession,
  expireSession,
  findSession,
  listSessionLineItems,
  listSessions,
  retrieveSession,
  sessionBody,
} from './sessions.ts'
import { findIn } from './store.ts'

type Handler = (ctx: StandInContext, params: FormObject, id: string) => unknown

const expandOf = (params: FormObject) =>
  Array.isArray(params['expand']) ? (params['expand'] as string[]) : []

// `:id` matches one path segment.
const routes: Array<[method: string, path: string, handler: Handler]> = [
  [
    'POST',
    '/v1/checkout/sessions',
    (ctx, params) => {
      const record = createSession(ctx, params)
      return sessionBody(ctx.state, record, expandOf(params))
    },
  ],
  ['GET', '/v1/checkout/sessions', (ctx, params) => listSessions(ctx.state, params)],
  ['GET', '/v1/checkout/sessions/:id', (ctx, params, id) => retrieveSession(ctx.state, id, params)],
  [
    'GET',
    '/v1/checkout/sessions/:id/line_items',
    (ctx, params, id) => listSessionLineItems(ctx.state, id, params),
  ],
  [
    'POST',
    '/v1/checkout/sessions/:id/expire',
    (ctx, params, id) => {
      const record = findSession(ctx.state, id)
      expireSession(ctx, record)
      return sessionBody(ctx.state, record, expandOf(params))
    },
  ],
  ['POST', '/v1/payment_intents', (ctx, params) => createPaymentIntent(ctx, params)],
  ['GET', '/v1/payment_intents/:id', (ctx, params, id) => retrievePaymentIntent(ctx.state, id, params)],
  ['POST', '/v1/customers', (ctx, params) => createCustomer(ctx, params)],
  ['GET', '/v1/customers/:id', (ctx, params, id) => retrieveCustomer(ctx.state, id, params)],
  [
    'GET',
    '/v1/customers/:id/payment_methods',
    (ctx, params, id) => listCustomerPaymentMethods(ctx.state, id, params),
  ],
  ['GET', '/v1/payment_methods', (ctx, params) => listPaymentMethods(ctx.state, params)],
  ['GET', '/v1/payment_methods/:id', (ctx, params, id) => retrievePaymentMethod(ctx.state, id, params)],
  ['GET', '/v1/charges/:id', (ctx, params, id) => retrieveCharge(ctx.state, id, params)],
  ['POST', '/v1/refunds', (ctx, params) => createRefund(ctx, params)],
  ['GET', '/v1/refunds', (ctx, params) => listRefunds(ctx.state, params)],
  ['GET', '/v1/refunds/:id', (ctx, params, id) => retrieveRefund(ctx.state, id, params)],
  ['POST', '/v1/coupons', (ctx, params) => createCoupon(ctx, params)],
  ['GET', '/v1/coupons', (ctx, params) => listCoupons(ctx.state, params)],
  ['GET', '/v1/coupons/:id', (ctx, _params, id) => findIn(ctx.state.coupons, id, 'coupon')],
  ['POST', '/v1/promotion_codes', (ctx, params) => createPromotionCode(ctx, params)],
  ['GET', '/v1/promotion_codes', (ctx, params) => listPromotionCodes(ctx.state, params)],
  [
    'GET',
    '/v1/promotion_codes/:id',
    (ctx, _params, id) => findIn(ctx.state.promotionCodes, id, 'promotion_code'),
  ],
  ['GET', '/v1/events', (ctx, params) => listEvents(ctx.state, params)],
  ['GET', '/v1/events/:id', (ctx, params, id) => retrieveEvent(ctx.state, id, params)],
  ...billingRoutes,
]

function match(method: string, pathname: string): { handler: Handler; id: string } | null {
  const parts = pathname.split('/').filter(Boolean)
  for (const [routeMethod, path, handler] of routes) {
    const pattern = path.split('/').filter(Boolean)
    if (routeMethod !== method || pattern.length !== parts.length) continue
    let id = ''
    const fits = pattern.every((segment, index) => {
      if (segment !== ':id') return segment === parts[index]
      id = decodeURIComponent(parts[index]!)
      return true
    })
    if (fits) return { handler, id }
  }
  return null
}

const ranBeforeFailing = (error: StripeApiError) => error.status === 402 || 'payment_intent' in error.extra

interface IdempotentReply {
  fingerprint: string
  status: number
  body: unknown
}

export interface ApiReply {
  status: number
  body: unknown
  headers: Record<string, string>
}

export function createApi(ctx: StandInContext, secretKey: string | undefined) {
  const idempotency = new Map<string, IdempotentReply>()

  function authorise(request: IncomingMessage) {
    const header = request.headers.authorization ?? ''
    const key = header.startsWith('Bearer ') ? header.slice(7) : ''
    const accepted = secretKey ? key === secretKey : key.startsWith('sk_test_')
    if (!accepted) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}****`,
      )
    }
  }

  /** Answers one API request; `body` is the raw form-encoded body of a POST. */
  return function handle(
    request: IncomingMessage,
    pathname: string,
    params: FormObject,
    body: string,
  ): ApiReply {
    authorise(request)
    const method = request.method ?? 'GET'
    const route = match(method, pathname)
    if (!route) throw unrecognizedUrl(method, pathname)
    const keyHeader = request.headers['idempotency-key']
    const key = method === 'POST' && typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null
    const fingerprint = createHash('sha256').update(`${pathname}\n${body}`).digest('hex')
    const earlier = key ? idempotency.get(key) : undefined
    if (key && earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      }
      return {
        status: earlier.status,
        body: earlier.body,
        headers: { 'idempotent-replayed': 'true', 'idempotency-key': key },
      }
    }
    let reply: unknown
    try {
      reply = route.handler(ctx, params, route.id)
    } catch (error) {
      // A request that ran and failed (a declined card, an intent made but not confirmable) is stored like a
      // success; one refused before it ran (a 400 on its parameters) is not, so it may be retried with the key.
      if (!(error instanceof StripeApiError) || !ranBeforeFailing(error)) throw error
      if (method !== 'GET') ctx.persist()
      const body = JSON.parse(JSON.stringify(error.body())) as unknown
      const { status } = error
      if (key) idempotency.set(key, { fingerprint, status, body })
      return { status, body, headers: key ? { 'idempotency-key': key } : {} }
    }
    if (method !== 'GET') ctx.persist()
    // Stripe stores the answer as it was sent: a replay does not show later changes.
    const frozen = JSON.parse(JSON.stringify(reply)) as unknown
    if (key) idempotency.set(key, { fingerprint, status: 200, body: frozen })
    return { status: 200, body: frozen, headers: key ? { 'idempotency-key': key } : {} }
  }
}
