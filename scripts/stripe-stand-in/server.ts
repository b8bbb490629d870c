// Starts the local Stripe Checkout stand-in (scripts/stripe-stand-in/stand-in.ts) for the local stack.
// Settings (env): STRIPE_STAND_IN_PORT (12111), STRIPE_STAND_IN_SESSION_TTL_SECONDS (86400, Stripe's default),
// STRIPE_STAND_IN_WEBHOOK_URL (the functions emulator's stripeWebhook), STRIPE_STAND_IN_WEBHOOK_DELAY_MS (1000: how
// long after the event a webhook goes out), STRIPE_STAND_IN_SETTLE_DELAY_MS (4000: how long a bank debit or a
// refund takes to settle), STRIPE_STAND_IN_WEBHOOK_EVENTS (the endpoint's enabled events, comma separated; by
// default the Checkout, refund, subscription and invoice events: the product's endpoint answers 200 to the types
// it does not handle yet, so they cause no retries), and the keys shared with the functions:
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, read from functions/.secret.local unless set.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { startStandIn } from './stand-in.ts'

const root = path.resolve(import.meta.dirname, '..', '..')

function localSecrets(): Record<string, string> {
  const out: Record<string, string> = {}
  const text = readFileSync(path.join(root, 'functions', '.secret.local'), 'utf8')
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) out[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1')
  }
  return out
}

const secrets = localSecrets()
const setting = (name: string) => process.env[name] ?? secrets[name]
const webhookSecret = setting('STRIPE_WEBHOOK_SECRET')
if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set (env or functions/.secret.local)')

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? emulatorPorts.stripe)
const ttl = Number(process.env.STRIPE_STAND_IN_SESSION_TTL_SECONDS ?? 86_400)
const webhookDelayMs = Number(process.env.STRIPE_STAND_IN_WEBHOOK_DELAY_MS ?? 1_000)
const webhookEvents = (
  process.env.STRIPE_STAND_IN_WEBHOOK_EVENTS ??
  'checkout.session.*,charge.refunded,refund.*,payment_intent.succeeded,payment_intent.payment_failed,customer.subscription.*,invoice.*'
).split(',')
const settleDelayMs = Number(process.env.STRIPE_STAND_IN_SETTLE_DELAY_MS ?? 4_000)
const webhookUrl =
  process.env.STRIPE_STAND_IN_WEBHOOK_URL ??
  `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/stripeWebhook`

const standIn = await startStandIn({
  port,
  secretKey: setting('STRIPE_SECRET_KEY'),
  webhookSecret,
  webhookUrl,
  sessionTtlSeconds: ttl,
  webhookDelayMs,
  settleDelayMs,
  webhookEvents,
  dataFile: process.env.STRIPE_STAND_IN_DATA_FILE || undefined,
})
console.log(
  `Stripe stand-in listening on ${standIn.url} (sessions live ${ttl} s, webhooks to ${webhookUrl} after ${webhookDelayMs} ms)`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)))
}
