import { defineSecret } from 'firebase-functions/params'
import Stripe from 'stripe'
import { z } from 'zod'
import { parseSettings } from '../env.ts'

// Stripe is reached only through the official SDK. In production it talks to api.stripe.com; the local stack sets
// STRIPE_API_HOST/PORT/PROTOCOL (scripts/lib/stack.ts passes them to firebase-tools, whose functions workers
// inherit its environment) so the same code talks to the stand-in in scripts/stripe-stand-in.
// Both keys are Secret Manager secrets bound only to the functions that use them; the emulator reads them from
// functions/.secret.local.
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY')
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET')

const stripeEnvSchema = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_... or sk_live_...)'),
  STRIPE_API_HOST: z.string().trim().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
})

export type StripeEnv = z.infer<typeof stripeEnvSchema>

export function parseStripeEnv(source: Record<string, string | undefined>): StripeEnv {
  const env = parseSettings(
    stripeEnvSchema,
    source,
    'Stripe configuration (check functions/.env.* and .secret.local)',
  )
  // A live key must never be sent to anything but Stripe itself.
  if (env.STRIPE_SECRET_KEY.includes('_live_') && env.STRIPE_API_HOST) {
    throw new Error('Invalid Stripe configuration: a live key with STRIPE_API_HOST set is refused')
  }
  return env
}

export function stripeConfig(env: StripeEnv): Stripe.StripeConfig {
  return {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
  }
}

let cached: Stripe | undefined

/** The SDK client, built on first use (secrets are only present inside a function invocation). */
export function stripeClient(): Stripe {
  if (!cached) {
    const env = parseStripeEnv(process.env)
    cached = new Stripe(env.STRIPE_SECRET_KEY, stripeConfig(env))
  }
  return cached
}

export function webhookSecret(): string {
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secret)
    throw new Error('STRIPE_WEBHOOK_SECRET is not set (bind the secret; locally functions/.secret.local)')
  return secret
}
