// The local Stripe stand-in as tests reach it: a Stripe client on its port with the functions' own test key, so a
// test can expire or read the sessions the functions created.
import { readFileSync } from 'node:fs'
import Stripe from 'stripe'
import { emulatorPorts } from '../../src/lib/emulator-ports.ts'

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
