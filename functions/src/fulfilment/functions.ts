import { onSchedule } from 'firebase-functions/v2/scheduler'
import { fulfilmentOptionsCallable } from '../../../src/shared/callables.ts'
import { db } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { fulfilmentOptions } from './fulfilment-options.ts'
import { releaseStaleHolds } from './holds.ts'

// Public: guests choose a date too. It reveals only what the order review page shows (no orders, no names).
export const fulfilmentOptionsCallableFn = validatedOnCall(
  fulfilmentOptionsCallable.name,
  fulfilmentOptionsCallable.input,
  fulfilmentOptionsCallable.output,
  (data, request) => fulfilmentOptions(db(), data, request),
  { access: 'public' },
)

/** How often unpaid orders' expired holds are given back (the local stack fires it on the same schedule). */
export const releaseStaleHoldsSchedule = 'every 5 minutes'

export const releaseStaleHoldsSweep = onSchedule(
  { schedule: releaseStaleHoldsSchedule, secrets: [stripeSecretKey], timeoutSeconds: 300 },
  async () => {
    await releaseStaleHolds(db(), stripeClient())
  },
)
