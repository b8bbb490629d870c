// The meal plan cycle run for `npm run bench` (printed, never asserted): 1,000 active subscriptions whose cut-off
// has come, made into their orders by one run, as the scheduled function runs it, with the Firestore reads and
// writes the run counted per order.
import path from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { demoProjectId } from '../../src/lib/emulator-ports.ts'
import { addDays, dateInZone, weekdayOf } from '../../src/shared/fulfilment/calendar-dates.ts'
import { cutoffFor, mondayOf } from '../../src/shared/meal-plans/plan-cycles.ts'
import { mealPlanRecord, mealSubscriptionRecord } from '../../tests/support/meal-plan-records.ts'
import { testSchedule } from '../../tests/support/test-schedule.ts'
import type { runMealPlanCycles as RunMealPlanCycles } from '../../functions/src/meal-plans/cycles.ts'
import { bundleForNode } from './bundle-for-node.ts'
import { loadFunctionsEnv } from './functions-env.ts'
import { root } from './stack.ts'

const timeZone = 'America/New_York'
const cutoff = { weekday: 4, time: '23:59' }

export interface CycleBench {
  subscriptions: number
  orders: number
  failed: number
  seconds: number
  /** Until every order was made, before their mails were rendered and queued. */
  ordersSeconds: number
  readsPerOrder: number
  writesPerOrder: number
}

export async function mealPlanCycleBench(count = 1000): Promise<CycleBench> {
  loadFunctionsEnv()
  // The run's mail templates are TSX, which Node's type stripping does not read: it runs bundled, two folders below
  // the root like its source.
  const bundle = await bundleForNode(
    path.join(root, 'functions', 'src', 'meal-plans', 'cycles.ts'),
    path.join(root, '.local', 'bench-cycles', 'cycles.mjs'),
  )
  const { runMealPlanCycles } = (await import(bundle)) as { runMealPlanCycles: typeof RunMealPlanCycles }
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
  const scheduleDoc = db.doc('fulfilmentSettings/schedule')
  const stored = (await scheduleDoc.get()).data()
  try {
    await scheduleDoc.set(
      testSchedule([{ id: 'bench', start: '18:00', end: '20:00', capacity: count * 2 }], {
        leadTimeDays: 0,
        bookingWindowDays: 60,
      }),
    )
    // One cut-off: every subscription's cycle falls on a day of the same week, three weeks ahead.
    const monday = mondayOf(addDays(dateInZone(Date.now(), timeZone), 21))
    const plan = mealPlanRecord({
      name: 'Bench lunches',
      fulfilmentDays: [0, 1, 2, 3, 4, 5, 6],
      methods: ['pickup'],
      selectionCutoff: cutoff,
    })
    await db.doc('mealPlans/bench-plan').set(plan)
    let cutoffAt = 0
    const writer = db.bulkWriter()
    for (let index = 0; index < count; index += 1) {
      const date = addDays(monday, index % 7)
      cutoffAt = cutoffFor(cutoff, date, timeZone)
      void writer.set(
        db.doc(`mealSubscriptions/bench-${index}`),
        mealSubscriptionRecord(
          {
            planId: 'bench-plan',
            planName: plan.name,
            customer: { uid: `bench-user-${index}`, email: `bench-${index}@example.com` },
            name: 'Bench Subscriber',
            weekday: weekdayOf(date),
            slot: { id: 'bench', start: '18:00', end: '20:00' },
            anchorDate: date,
          },
          {
            meals: [
              { chefPackageId: 'pkg-pappardelle-ragu', quantity: 3 },
              { chefPackageId: 'pkg-harvest-bowls', quantity: 2 },
            ],
            nextCycle: { date, cutoffAt },
          },
        ),
      )
    }
    await writer.close()
    const started = performance.now()
    const counts = await runMealPlanCycles(
      db,
      () => {
        throw new Error('the bench refunds nothing')
      },
      cutoffAt,
    )
    const seconds = (performance.now() - started) / 1000
    const orders = Math.max(1, counts.orders)
    return {
      subscriptions: count,
      orders: counts.orders,
      failed: counts.failed + counts.noRoom,
      seconds,
      ordersSeconds: counts.cyclesMs / 1000,
      readsPerOrder: counts.reads / orders,
      writesPerOrder: counts.writes / orders,
    }
  } finally {
    if (stored) await scheduleDoc.set(stored)
  }
}
