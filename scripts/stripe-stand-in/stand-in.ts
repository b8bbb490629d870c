// Local stand-in for the part of Stripe's API the product uses, reached only through the official `stripe` SDK
// (host/port/protocol options), exactly as the product reaches api.stripe.com. It refuses what Stripe refuses,
// answers with objects typed by the SDK's own types, and delivers signed webhooks asynchronously with retries.
// Fidelity rules and how it follows the SDK's API version: docs/decisions/0053-stripe-stand-in-fidelity.md.
//
//   /v1/checkout/sessions[/:id[/line_items|/expire]]  sessions.ts      /v1/refunds[/:id]          refunds.ts
//   /v1/payment_intents/:id, /v1/charges/:id          payments.ts      /v1/coupons, /v1/promotion_codes  discounts.ts
//   /v1/events[/:id], webhook delivery                events.ts        /pay/:id (hosted page)     pages.ts
//   /v1/customers[/:id[/payment_methods]], /v1/payment_methods[/:id]   customers.ts
//   POST /v1/payment_intents (saved cards, off_session)               off-session-payments.ts
//   /v1/products, /v1/prices (weekly recurring prices)                catalog.ts
//   mode=subscription Checkout Sessions                               subscription-checkout.ts
//   /v1/subscriptions[/:id]                                           subscriptions.ts
//   /v1/invoices[/:id], /v1/invoice_payments, /invoice/:id (page)     invoices.ts
//   /v1/test_helpers/test_clocks[/:id[/advance]], /stand-in/time      test-clocks.ts
//   renewals and invoice collection over time                        billing-cycle.ts
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { StandInContext } from './context.ts'
import { StripeApiError, invalidRequest, unrecognizedUrl } from './errors.ts'
import { buildEvent, createWebhookSender, type WebhookDelivery } from './events.ts'
import { decodeForm } from './form-encoding.ts'
import { runDueRenewals, standInNow } from './billing-cycle.ts'
import { handleInvoicePage } from './invoices.ts'
import { handlePayPage, pageRequest } from './pages.ts'
import { createApi } from './router.ts'
import { sweepExpired } from './sessions.ts'
import { handleStandInTime } from './test-clocks.ts'
import { loadState, saveState, type StandInState } from './store.ts'

/**
 * The API version the stand-in's shapes and objects were written against. The contract test fails when the SDK
 * pins another one, so an SDK upgrade is a deliberate review of the stand-in (docs/decisions, stand-in fidelity).
 */
export const writtenForApiVersion = '2026-10-28.endive'

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
  /** Wait before a webhook's first delivery attempt (default 1 s). */
  webhookDelayMs?: number
  /** Delivery attempts per event (default 4) and the back-off base between them (default 500 ms, doubling). */
  webhookAttempts?: number
  webhookRetryBaseMs?: number
  /** Event types the webhook endpoint is subscribed to (`checkout.session.*` style wildcards); all by default. */
  webhookEvents?: string[]
  /** How long a bank debit or a refund takes to settle (default 4 s). */
  settleDelayMs?: number
  /** Session lifetime when the create request sets no expires_at (Stripe's default is 24 hours). */
  sessionTtlSeconds?: number
  /** Keeps objects across restarts when set. */
  dataFile?: string
  /** Base of the hosted page URLs; defaults to the listening address. */
  publicUrl?: string
  log?: (message: string) => void
}

export interface RunningStandIn {
  url: string
  server: Server
  state: StandInState
  webhooks: WebhookDelivery[]
  /** Resolves once every queued webhook delivery (and retry) has finished. */
  webhooksSettled(): Promise<void>
  /** Expires open sessions past expires_at (runs every second by itself). */
  sweepExpired(): void
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 1_000_000) throw invalidRequest('Request body too large.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function startStandIn(options: StandInOptions): Promise<RunningStandIn> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? ((message: string) => console.log(`stripe stand-in: ${message}`))
  const state = loadState(options.dataFile)
  const timers = new Set<NodeJS.Timeout>()
  let payBase = options.publicUrl ?? ''
  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      task()
    }, ms)
    timers.add(timer)
  }
  const webhooks = createWebhookSender(
    {
      url: options.webhookUrl,
      secret: options.webhookSecret,
      delayMs: options.webhookDelayMs ?? 1_000,
      attempts: options.webhookAttempts ?? 4,
      retryBaseMs: options.webhookRetryBaseMs ?? 500,
      enabledEvents: options.webhookEvents ?? null,
      log,
    },
    later,
  )
  const ctx: StandInContext = {
    state,
    payBase: () => payBase,
    settleDelayMs: options.settleDelayMs ?? 4_000,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 86_400,
    emit(type, object, previous) {
      const event = buildEvent(type, object, previous)
      state.events.set(event.id, event)
      webhooks.send(event)
    },
    later,
    persist: () => saveState(options.dataFile, state),
    log,
  }
  const api = createApi(ctx, options.secretKey)

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in.local')
    const method = request.method ?? 'GET'
    const route = async () => {
      if (method === 'GET' && url.pathname === '/health') {
        response.writeHead(200, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ ok: true, service: 'stripe-stand-in' }))
      }
      sweepExpired(ctx)
      const body = method === 'POST' ? await readBody(request) : ''
      if (url.pathname.startsWith('/pay/')) {
        return handlePayPage(ctx, pageRequest(method, url.pathname, body), response)
      }
      if (url.pathname.startsWith('/invoice/')) {
        return handleInvoicePage(ctx, pageRequest(method, url.pathname, body), response)
      }
      if (url.pathname === '/stand-in/time') {
        return handleStandInTime(ctx, method, new URLSearchParams(body), response)
      }
      if (!url.pathname.startsWith('/v1/')) throw unrecognizedUrl(method, url.pathname)
      const params = decodeForm(method === 'POST' ? body : url.searchParams)
      const reply = api(request, url.pathname, params, body)
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${Date.now().toString(36)}`,
        'stripe-version': request.headers['stripe-version'] ?? '',
        ...reply.headers,
      })
      response.end(JSON.stringify(reply.body))
    }
    route().catch((error: unknown) => {
      const known =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(500, 'api_error', 'The stand-in failed unexpectedly.')
      if (!(error instanceof StripeApiError)) {
        log(`unexpected error on ${method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`)
      }
      response.writeHead(known.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(known.body()))
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const url = `http://${host}:${address.port}`
  if (!payBase) payBase = url
  const sweeper = setInterval(() => {
    sweepExpired(ctx)
    // Subscriptions without a test clock renew on the stand-in's time as it passes; a failure is logged, never
    // thrown out of the timer (that would end the process).
    try {
      if (runDueRenewals(ctx, null, standInNow(state)) > 0) ctx.persist()
    } catch (error) {
      log(`renewals failed: ${(error as Error).stack ?? String(error)}`)
    }
  }, 1_000)
  sweeper.unref()

  return {
    url,
    server,
    state,
    webhooks: webhooks.deliveries,
    webhooksSettled: webhooks.settled,
    sweepExpired: () => sweepExpired(ctx),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper)
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
