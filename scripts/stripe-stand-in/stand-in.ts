// Local stand-in for the part of Stripe's HTTP API the product uses (Checkout Sessions), with a hosted pay page and
// signed webhooks. The product reaches it only through the official `stripe` SDK (host/port/protocol options),
// exactly as it reaches api.stripe.com in production. Design: docs/decisions/0010-local-stripe-stand-in.md.
//
//   POST /v1/checkout/sessions                 create (form-encoded, Idempotency-Key honoured, expand[]=line_items)
//   GET  /v1/checkout/sessions/:id             retrieve (expand[]=line_items)
//   GET  /v1/checkout/sessions/:id/line_items  list the line items
//   POST /v1/checkout/sessions/:id/expire      expire an open session (sends checkout.session.expired)
//   GET  /pay/:id                              the hosted checkout page (order summary, Pay and Cancel)
//   POST /pay/:id/pay | /pay/:id/cancel        pay (complete + paid, webhook, redirect to success_url) or go back
//   GET  /health
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import Stripe from 'stripe'
import { escapeHtml } from '../../src/shared/html.ts'
import { decodeForm, type FormValue } from './form-encoding.ts'

/** The Checkout Session fields the stand-in implements, typed by the SDK's own Session type. */
export type StandInSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'total_details'
  | 'url'
>

export type StandInLineItem = Pick<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'quantity'
> & { metadata: Record<string, string> }

export type StandInEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'

interface StoredSession {
  session: StandInSession
  lineItems: StandInLineItem[]
}

interface IdempotentReply {
  fingerprint: string
  status: number
  body: unknown
}

export interface SentWebhook {
  eventId: string
  type: StandInEventType
  sessionId: string
  delivered: boolean
  status: number | null
  error: string | null
}

export interface StandInOptions {
  /** Where to listen; port 0 picks a free port (tests). */
  host?: string
  port?: number
  /** Accepted API key; by default any `sk_test_` key (a live key is always refused). */
  secretKey?: string
  /** Signs webhooks; the product's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string
  /** The product's webhook endpoint; null sends none. */
  webhookUrl: string | null
  /** Session lifetime when the create request sets no expires_at (Stripe's default is 24 hours). */
  sessionTtlSeconds?: number
  /** Keeps sessions across restarts when set. */
  dataFile?: string
  /** Base of the hosted page URLs; defaults to the listening address. */
  publicUrl?: string
  /** Webhook deliveries retried this many times (with a short back-off) before giving up. */
  webhookAttempts?: number
  log?: (message: string) => void
}

export interface RunningStandIn {
  url: string
  server: Server
  sessions: Map<string, StoredSession>
  webhooks: SentWebhook[]
  /** Expires open sessions past expires_at (runs every second by itself). */
  sweepExpired(): Promise<void>
  close(): Promise<void>
}

class StripeApiError extends Error {
  status: number
  type: string
  param: string | undefined

  constructor(status: number, type: string, message: string, param?: string) {
    super(message)
    this.status = status
    this.type = type
    this.param = param
  }
}

const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param)

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

function asObject(value: FormValue | undefined, param: string): { [key: string]: FormValue } {
  if (value === undefined) return {}
  if (typeof value === 'string' || Array.isArray(value)) throw invalid(`Invalid object`, param)
  return value
}

function asString(value: FormValue | undefined, param: string, required = false): string | null {
  if (value === undefined || value === '') {
    if (required) throw invalid(`Missing required param: ${param}.`, param)
    return null
  }
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param)
  return value
}

function asInteger(value: FormValue | undefined, param: string, min: number): number {
  const text = asString(value, param, true)!
  if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, param)
  const number = Number(text)
  if (number < min) throw invalid(`This value must be greater than or equal to ${min}.`, param)
  return number
}

function asList(value: FormValue | undefined): FormValue[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

function asMetadata(value: FormValue | undefined, param: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, item] of Object.entries(asObject(value, param))) {
    if (typeof item !== 'string') throw invalid('Metadata values must be strings.', `${param}[${key}]`)
    out[key] = item
  }
  return out
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Builds a session from the create parameters, validating what Stripe would refuse. */
function buildSession(
  params: { [key: string]: FormValue },
  options: { ttlSeconds: number; payBase: string },
): StoredSession {
  const mode = asString(params['mode'], 'mode', true)
  if (mode !== 'payment') throw invalid('The stand-in supports mode=payment only.', 'mode')
  const successUrl = asString(params['success_url'], 'success_url', true)!
  const cancelUrl = asString(params['cancel_url'], 'cancel_url')
  for (const [param, url] of [
    ['success_url', successUrl],
    ['cancel_url', cancelUrl],
  ] as const) {
    if (url !== null && !isHttpUrl(url)) throw invalid(`Not a valid URL`, param)
  }
  const rawItems = asList(params['line_items'])
  if (rawItems.length === 0) throw invalid('Missing required param: line_items.', 'line_items')
  if (rawItems.length > 100) throw invalid('A Checkout Session accepts at most 100 line items.', 'line_items')
  let currency: string | null = null
  const lineItems = rawItems.map((raw, index): StandInLineItem => {
    const param = `line_items[${index}]`
    const item = asObject(raw, param)
    const priceData = asObject(item['price_data'], `${param}[price_data]`)
    if (Object.keys(priceData).length === 0) {
      throw invalid('The stand-in supports line items with price_data only.', `${param}[price_data]`)
    }
    const itemCurrency = asString(
      priceData['currency'],
      `${param}[price_data][currency]`,
      true,
    )!.toLowerCase()
    if (currency !== null && currency !== itemCurrency) {
      throw invalid('All line items must use the same currency.', `${param}[price_data][currency]`)
    }
    currency = itemCurrency
    const productData = asObject(priceData['product_data'], `${param}[price_data][product_data]`)
    const name = asString(productData['name'], `${param}[price_data][product_data][name]`, true)!
    const unitAmount = asInteger(priceData['unit_amount'], `${param}[price_data][unit_amount]`, 0)
    const quantity = asInteger(item['quantity'], `${param}[quantity]`, 1)
    const amount = unitAmount * quantity
    return {
      id: randomId('li'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: itemCurrency,
      description: name,
      quantity,
      metadata: asMetadata(productData['metadata'], `${param}[price_data][product_data][metadata]`),
    }
  })
  const created = nowSeconds()
  const requestedExpiry =
    params['expires_at'] === undefined ? null : asInteger(params['expires_at'], 'expires_at', 0)
  if (requestedExpiry !== null && (requestedExpiry < created + 1800 || requestedExpiry > created + 86400)) {
    throw invalid('expires_at must be between 30 minutes and 24 hours from now.', 'expires_at')
  }
  const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0)
  const session: StandInSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: cancelUrl,
    client_reference_id: asString(params['client_reference_id'], 'client_reference_id'),
    created,
    currency,
    customer_email: asString(params['customer_email'], 'customer_email'),
    // An explicit expires_at wins; else the configured lifetime (tests use a few seconds).
    expires_at: requestedExpiry ?? created + options.ttlSeconds,
    livemode: false,
    metadata: asMetadata(params['metadata'], 'metadata'),
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    url: `${options.payBase}/pay/${id}`,
  }
  return { session, lineItems }
}

function lineItemList(stored: StoredSession) {
  return {
    object: 'list' as const,
    data: stored.lineItems,
    has_more: false,
    url: `/v1/checkout/sessions/${stored.session.id}/line_items`,
  }
}

function sessionBody(stored: StoredSession, expand: string[]) {
  return expand.includes('line_items')
    ? { ...stored.session, line_items: lineItemList(stored) }
    : stored.session
}

function expandOf(params: { [key: string]: FormValue }): string[] {
  return asList(params['expand']).filter((value): value is string => typeof value === 'string')
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw invalid('Request body too large.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') })
  response.end(JSON.stringify(body))
}

function sendError(response: ServerResponse, error: StripeApiError) {
  sendJson(response, error.status, {
    error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}) },
  })
}

function sendHtml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(body)
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location })
  response.end()
}

const money = (cents: number | null, currency: string | null) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: (currency ?? 'usd').toUpperCase() }).format(
    (cents ?? 0) / 100,
  )

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 560px; margin: 0 auto; padding: 24px 16px; }
  .note { background: #fff4d6; border: 1px solid #e5c07b; padding: 8px 12px; border-radius: 6px; font-size: 0.9rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; margin: 16px 0; }
  caption { text-align: left; font-weight: 600; padding: 8px 0; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e3e8ee; }
  td.amount, th.amount { text-align: right; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font-size: 1rem; padding: 12px 20px; border-radius: 6px; border: 1px solid #3c4257; cursor: pointer; min-width: 44px; min-height: 44px; }
  button.pay { background: #3a3fb8; color: #fff; border-color: #3a3fb8; }
  button.cancel { background: #fff; color: #1a1f36; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
  a { color: #3a3fb8; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}

function payPage(stored: StoredSession): string {
  const { session, lineItems } = stored
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description)}</td><td class="amount">${item.quantity ?? 1}</td><td class="amount">${escapeHtml(money(item.amount_total, item.currency))}</td></tr>`,
    )
    .join('\n')
  const total = escapeHtml(money(session.amount_total, session.currency))
  const header = `<h1>Checkout</h1>
<p class="note">Local Stripe stand-in: no card is charged. Pay marks this session paid, as Stripe would after a successful card payment.</p>`
  if (session.status !== 'open') {
    const back = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Back to the order</a></p>`
      : ''
    return page(
      'Checkout',
      `${header}<p role="status">This checkout session is ${escapeHtml(session.status)}.</p>${back}`,
    )
  }
  const expires = new Date((session.expires_at ?? 0) * 1000).toISOString()
  return page(
    `Pay ${total}`,
    `${header}
${session.customer_email ? `<p>Receipt to <strong>${escapeHtml(session.customer_email)}</strong></p>` : ''}
<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Qty</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total due</th><td class="amount" data-testid="amount-total">${total}</td></tr></tfoot>
</table>
<p>This session expires at <time datetime="${expires}">${escapeHtml(expires)}</time>.</p>
<div class="actions">
<form method="post" action="/pay/${escapeHtml(session.id)}/pay"><button class="pay" type="submit">Pay ${total}</button></form>
<form method="post" action="/pay/${escapeHtml(session.id)}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  )
}

function fingerprint(body: string): string {
  return createHash('sha256').update(body).digest('hex')
}

function loadSessions(dataFile: string | undefined): Map<string, StoredSession> {
  if (!dataFile || !existsSync(dataFile)) return new Map()
  try {
    const entries = JSON.parse(readFileSync(dataFile, 'utf8')) as Array<[string, StoredSession]>
    return new Map(entries)
  } catch (error) {
    console.error(`stripe stand-in: could not read ${dataFile}; starting empty`, error)
    return new Map()
  }
}

export async function startStandIn(options: StandInOptions): Promise<RunningStandIn> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? ((message: string) => console.log(`stripe stand-in: ${message}`))
  const ttlSeconds = options.sessionTtlSeconds ?? 86_400
  const attempts = options.webhookAttempts ?? 3
  const sessions = loadSessions(options.dataFile)
  const idempotency = new Map<string, IdempotentReply>()
  const webhooks: SentWebhook[] = []
  // Only for signing test webhooks: the SDK needs a key to construct, it never calls the network here.
  const signer = new Stripe('sk_test_stand_in_signer')
  let payBase = options.publicUrl ?? ''

  const persist = () => {
    if (!options.dataFile) return
    mkdirSync(path.dirname(options.dataFile), { recursive: true })
    writeFileSync(options.dataFile, JSON.stringify([...sessions]))
  }

  async function sendWebhook(type: StandInEventType, stored: StoredSession): Promise<void> {
    if (!options.webhookUrl) return
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: stored.session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
    const payload = JSON.stringify(event)
    const record: SentWebhook = {
      eventId: event.id,
      type,
      sessionId: stored.session.id,
      delivered: false,
      status: null,
      error: null,
    }
    webhooks.push(record)
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret })
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        })
        record.status = response.status
        if (response.ok) {
          record.delivered = true
          record.error = null
          log(`webhook ${type} for ${stored.session.id} delivered (${response.status})`)
          return
        }
        record.error = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
      } catch (error) {
        record.error = (error as Error).message
      }
      log(`webhook ${type} for ${stored.session.id} attempt ${attempt} failed: ${record.error}`)
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
    }
  }

  function find(id: string): StoredSession {
    const stored = sessions.get(id)
    if (!stored)
      throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'session')
    return stored
  }

  /** Marks the session expired and returns the webhook delivery (awaited by the expire endpoint only). */
  function expire(stored: StoredSession): Promise<void> {
    stored.session.status = 'expired'
    stored.session.url = null
    persist()
    return sendWebhook('checkout.session.expired', stored)
  }

  // Sessions past expires_at expire (on a timer and before each read); their webhooks go out in the background.
  function sweepExpired(): Promise<void> {
    const now = nowSeconds()
    const deliveries: Promise<void>[] = []
    for (const stored of sessions.values()) {
      if (stored.session.status === 'open' && stored.session.expires_at <= now)
        deliveries.push(expire(stored))
    }
    return Promise.all(deliveries).then(() => undefined)
  }

  function authorise(request: IncomingMessage) {
    const header = request.headers.authorization ?? ''
    const key = header.startsWith('Bearer ') ? header.slice(7) : ''
    const accepted = options.secretKey ? key === options.secretKey : key.startsWith('sk_test_')
    if (!accepted) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        'Invalid API Key provided (the stand-in takes test keys only).',
      )
    }
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    authorise(request)
    const parts = url.pathname.split('/').filter(Boolean) // v1, checkout, sessions, id?, action?
    if (parts[1] !== 'checkout' || parts[2] !== 'sessions')
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      )
    const [, , , id, action] = parts
    const method = request.method ?? 'GET'
    const body = method === 'POST' ? await readBody(request) : ''
    const params = method === 'POST' ? decodeForm(body) : decodeForm(url.searchParams)

    if (!id && method === 'POST') {
      const key = request.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' && key !== '' ? key : null
      const print = fingerprint(body)
      if (idempotencyKey) {
        const earlier = idempotency.get(idempotencyKey)
        if (earlier) {
          if (earlier.fingerprint !== print) {
            throw new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            )
          }
          response.setHeader('idempotent-replayed', 'true')
          sendJson(response, earlier.status, earlier.body)
          return
        }
      }
      const stored = buildSession(params, { ttlSeconds, payBase })
      sessions.set(stored.session.id, stored)
      persist()
      const reply = sessionBody(stored, expandOf(params))
      if (idempotencyKey) idempotency.set(idempotencyKey, { fingerprint: print, status: 200, body: reply })
      log(`created ${stored.session.id} for ${money(stored.session.amount_total, stored.session.currency)}`)
      sendJson(response, 200, reply)
      return
    }
    if (!id)
      throw new StripeApiError(
        405,
        'invalid_request_error',
        'Listing sessions is not implemented by the stand-in.',
      )
    void sweepExpired()
    const stored = find(id)
    if (method === 'GET' && !action) return sendJson(response, 200, sessionBody(stored, expandOf(params)))
    if (method === 'GET' && action === 'line_items') return sendJson(response, 200, lineItemList(stored))
    if (method === 'POST' && action === 'expire') {
      if (stored.session.status !== 'open') {
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${stored.session.status}".`,
        )
      }
      await expire(stored)
      return sendJson(response, 200, sessionBody(stored, expandOf(params)))
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname}).`,
    )
  }

  async function handlePayPage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, id, action] = url.pathname.split('/').filter(Boolean)
    void sweepExpired()
    const stored = id ? sessions.get(id) : undefined
    if (!stored)
      return sendHtml(
        response,
        404,
        page('Checkout not found', '<h1>Checkout not found</h1><p>This checkout link is not valid.</p>'),
      )
    if (request.method === 'GET' && !action) return sendHtml(response, 200, payPage(stored))
    if (request.method !== 'POST') return sendHtml(response, 405, page('Not allowed', '<h1>Not allowed</h1>'))
    await readBody(request)
    const { session } = stored
    if (action === 'cancel') {
      // Like Stripe: leaving the page keeps the session open until it expires.
      return redirect(response, session.cancel_url ?? `/pay/${session.id}`)
    }
    if (action !== 'pay') return sendHtml(response, 404, page('Not found', '<h1>Not found</h1>'))
    if (session.status !== 'open') return sendHtml(response, 409, payPage(stored))
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = randomId('pi')
    session.url = null
    persist()
    // Delivered before the redirect so the product usually knows by the time the customer is back; the product
    // also retrieves the session itself, so a slow or failed webhook never loses the payment.
    await sendWebhook('checkout.session.completed', stored)
    redirect(response, (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id))
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in.local')
    const route = async () => {
      if (request.method === 'GET' && url.pathname === '/health')
        return sendJson(response, 200, { ok: true, service: 'stripe-stand-in' })
      if (url.pathname.startsWith('/v1/')) return handleApi(request, response, url)
      if (url.pathname.startsWith('/pay/')) return handlePayPage(request, response, url)
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      )
    }
    route().catch((error: unknown) => {
      if (error instanceof StripeApiError) return sendError(response, error)
      log(`unexpected error on ${request.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`)
      sendError(response, new StripeApiError(500, 'api_error', 'The stand-in failed unexpectedly.'))
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const url = `http://${host}:${address.port}`
  if (!payBase) payBase = url
  const sweeper = setInterval(() => void sweepExpired(), 1_000)
  sweeper.unref()

  return {
    url,
    server,
    sessions,
    webhooks,
    sweepExpired,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
