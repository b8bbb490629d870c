import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

// Local stand-in for the part of Stripe's HTTP API the product uses. The product reaches it through the official
// `stripe` SDK (host/port/protocol options), exactly as it reaches Stripe in production. The Checkout Session
// routes, the hosted pay page and signed webhooks are added by the ordering work; until then every API route answers
// with a Stripe-shaped error so a caller sees why, rather than a hang.
const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 12111)

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`)
  if (request.method === 'GET' && url.pathname === '/health') {
    sendJson(response, 200, { ok: true, service: 'stripe-stand-in' })
    return
  }
  sendJson(response, 501, {
    error: {
      type: 'api_error',
      message: `The local Stripe stand-in does not implement ${request.method} ${url.pathname} yet.`,
    },
  })
}

const server = createServer(handle)
server.listen(port, '127.0.0.1', () => console.log(`Stripe stand-in listening on http://127.0.0.1:${port}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
