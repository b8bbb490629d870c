import { onSchedule } from 'firebase-functions/v2/scheduler'
import { db } from '../lib/admin.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { retryPendingRefunds } from './refunds.ts'
import { sendFulfilmentReminders, sendOwnerDigest } from './scheduled-mails.ts'
import { expireUnpaidOrders } from './unpaid-expiry.ts'

// The order lifecycle's scheduled work. Locally, scripts/local-schedules.ts fires these on the same schedules.

export const retryPendingRefundsSweep = onSchedule(
  { schedule: 'every 10 minutes', secrets: [stripeSecretKey], timeoutSeconds: 300 },
  async () => {
    await retryPendingRefunds(db())
  },
)

export const expireUnpaidOrdersSweep = onSchedule(
  { schedule: 'every 1 hours', secrets: [stripeSecretKey], timeoutSeconds: 300 },
  async () => {
    await expireUnpaidOrders(db(), stripeClient())
  },
)

// Mail documents are only queued here; deliverMailOnCreate sends them. The SMTP secret is not needed.
export const orderMailsSweep = onSchedule({ schedule: 'every 1 hours', timeoutSeconds: 300 }, async () => {
  await sendFulfilmentReminders(db())
  await sendOwnerDigest(db())
})
