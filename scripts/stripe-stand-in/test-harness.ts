// For the stand-in's own tests: the stand-in on a free port, an SDK client configured the way
// functions/src/stripe/stripe-client.ts configures it, and a webhook receiver that verifies each delivery like
// the product's endpoint does (and can be told to fail, to exercise retries).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { stripeConfig } from '../../functions/src/stripe/stripe-client.ts'
import { startStandIn, type RunningStandIn, type StandInOptions } from './stand-in.ts'

export const secretKey = 'sk_test_unit'
export const webhookSecret = 'whsec_unit_test'

export function sdk(key: string, url: string): Stripe {
  const { hostname, port } = new URL(url)
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 })
}

/** An SDK client configured exactly as the product configures its own for the local stack. */
export function productClient(standInUrl: string): Stripe {
  const { hostname, port } = new URL(standInUrl)
  return new Stripe(
    secretKey,
    stripeConfig({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_API_HOST: hostname,
      STRIPE_API_PORT: Number(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
  )
}

export interface Harness {
  standIn: RunningStandIn
  stripe: Stripe
  /** Verified events in arrival order. */
  received: Stripe.Event[]
  /** The receiver answers 500 to this many deliveries before accepting again. */
  failNext(count: number): void
  close(): Promise<void>
}

export async function startHarness(options: Partial<StandInOptions> = {}): Promise<Harness> {
  const received: Stripe.Event[] = []
  const verifier = new Stripe('sk_test_verifier')
  let failures = 0
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1
        response.writeHead(500).end('{"received":false}')
        return
      }
      try {
        const signature = String(request.headers['stripe-signature'])
        received.push(verifier.webhooks.constructEvent(Buffer.concat(chunks), signature, webhookSecret))
        response.writeHead(200).end('{}')
      } catch {
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stripeWebhook`
  const standIn = await startStandIn({
    port: 0,
    secretKey,
    webhookSecret,
    webhookUrl,
    webhookDelayMs: 20,
    webhookRetryBaseMs: 20,
    settleDelayMs: 50,
    log: () => {},
    ...options,
  })
  return {
    standIn,
    stripe: sdk(secretKey, standIn.url),
    received,
    failNext: (count) => (failures = count),
    close: async () => {
      await standIn.close()
      await new Promise((resolve) => receiver.close(resolve))
    },
  }
}

/** A started harness and an SDK client configured exactly as the product configures its client for the local stack. */
export async function startProductHarness(options: Partial<StandInOptions> = {}) {
  const harness = await startHarness(options)
  return { harness, stripe: productClient(harness.standIn.url) }
}

/** The error the SDK raised, or a failure when the call succeeded. */
export async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError)
    return error as Stripe.errors.StripeError
  }
  throw new Error('expected Stripe to refuse the request')
}

/** Submits the hosted page's form the way a browser does. */
export function submitPayPage(
  standIn: RunningStandIn,
  sessionId: string,
  fields: Record<string, string> = {},
  action: 'pay' | 'cancel' = 'pay',
) {
  return fetch(`${standIn.url}/pay/${sessionId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

/** Checkout Session parameters like the product's (functions/src/stripe/checkout-session.ts). */
export const sessionParams = (orderId: string, unitAmount = 22_000): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: {
        currency: 'usd',
        unit_amount: unitAmount,
        product_data: { name: 'Pappardelle Supper', metadata: { cpId: 'pkg-pappardelle' } },
      },
      quantity: 2,
    },
    {
      price_data: {
        currency: 'usd',
        unit_amount: 2_200,
        product_data: { name: 'Sales tax (5%)', metadata: { cpId: 'tax' } },
      },
      quantity: 1,
    },
  ],
  customer_email: 'guest@example.com',
  client_reference_id: orderId,
  success_url: `http://app.test/checkout-complete?orderId=${orderId}`,
  cancel_url: `http://app.test/order-status/${orderId}`,
  metadata: { orderId },
  expand: ['line_items'],
})
