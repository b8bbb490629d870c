import { onSchedule } from 'firebase-functions/v2/scheduler'
import { db } from '../lib/admin.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { chargeDueBalances, sendBalanceReminders } from './balance.ts'
import { retryPendingRefunds } from './refunds.ts'
import { sendFulfilmentReminders, sendOwnerDigest } from './scheduled-mails.ts'
import { expireUnpaidOrders } from './unpaid-expiry.ts'

// The order lifecycle's scheduled work. Locally, scripts/local-schedules.ts fires these on the same schedules.
// Work that depends on the date reads "now" from the scheduler's event, so a test (or a late run) can fire it as of
// a given time (scripts/local-schedules.ts, POST /run?name=…&at=…).

/** The scheduler's time of this run, in epoch ms (now when it carries none). */
export function runTime(event: { scheduleTime?: string }): number {
  const at = event.scheduleTime ? Date.parse(event.scheduleTime) : NaN
  return Number.isFinite(at) ? at : Date.now()
}

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
export const orderMailsSweep = onSchedule(
  { schedule: 'every 1 hours', timeoutSeconds: 300 },
  async (event) => {
    const now = runTime(event)
    await sendFulfilmentReminders(db(), now)
    await sendOwnerDigest(db(), now)
  },
)

// The balances of orders paid by deposit: the reminders before the due date, then the charges due (./balance.ts).
export const balanceSweep = onSchedule(
  { schedule: 'every 1 hours', secrets: [stripeSecretKey], timeoutSeconds: 300 },
  async (event) => {
    const now = runTime(event)
    await sendBalanceReminders(db(), now)
    await chargeDueBalances(db(), stripeClient(), now)
  },
)
