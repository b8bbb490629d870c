import { logger } from 'firebase-functions'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { db } from '../lib/admin.ts'
import { runTime } from '../orders/schedules.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { runMealPlanCycles } from './cycles.ts'

// Every 15 minutes: the subscriptions whose cut-off has come make their cycle's order (./cycles.ts). "Now" is the
// scheduler's time, so the local schedules runner (POST /run?name=runMealPlanCycles&at=…) runs it as of any time.
export const mealPlanCyclesSweep = onSchedule(
  { schedule: 'every 15 minutes', secrets: [stripeSecretKey], timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    const counts = await runMealPlanCycles(db(), stripeClient, runTime(event))
    if (counts.due > 0 || counts.reminders > 0) logger.info('meal plan cycles: run done', { ...counts })
  },
)
