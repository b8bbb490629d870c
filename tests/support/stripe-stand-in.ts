// The local Stripe stand-in as tests reach it: a Stripe client on its port with the functions' own test key, so a
// test can expire or read the sessions the functions created.
import { readFileSync } from 'node:fs'
import Stripe from 'stripe'
import { emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { functionsUrl } from './call-over-http.ts'

const secrets = readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8')

/** A value of functions/.secret.local (the local stack's secrets). */
export const functionsSecret = (name: string): string =>
  new RegExp(`^${name}=(.+)$`, 'm').exec(secrets)![1]!.trim()

export const standInStripe = () =>
  new Stripe(functionsSecret('STRIPE_SECRET_KEY'), {
    host: '127.0.0.1',
    port: emulatorPorts.stripe,
    protocol: 'http',
    maxNetworkRetries: 0,
  })

/**
 * Pays a Checkout Session on the stand-in's hosted page as a customer would (by card unless told otherwise), without
 * a browser; the page answers with a redirect to the success URL.
 */
export async function payAtStandIn(
  checkoutUrl: string,
  { name = 'Test Customer', paymentMethod = 'card' }: { name?: string; paymentMethod?: string } = {},
): Promise<{ sessionId: string; status: number }> {
  const url = new URL(checkoutUrl)
  const sessionId = url.pathname.split('/').at(-1)!
  const response = await fetch(`${url.origin}/pay/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_method: paymentMethod, name }).toString(),
    redirect: 'manual',
  })
  return { sessionId, status: response.status }
}

/** Delivers a Stripe event to the functions' webhook, signed as Stripe signs it; answers what was done with it. */
export async function deliverToWebhook(event: object): Promise<{ outcome: string }> {
  const payload = JSON.stringify(event)
  const response = await fetch(`${functionsUrl}/stripeWebhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': standInStripe().webhooks.generateTestHeaderString({
        payload,
        secret: functionsSecret('STRIPE_WEBHOOK_SECRET'),
      }),
    },
    body: payload,
  })
  return (await response.json()) as { outcome: string }
}
