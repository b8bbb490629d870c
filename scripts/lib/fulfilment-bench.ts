// placeOrder's latency for `npm run bench` (printed, never asserted): the same warm call without a fulfilment
// schedule (no calendar, no transaction: the figure before the calendar existed) and with one (the choice checked
// and the place taken in a transaction), side by side on one stack.
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { addDays, dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import { testSchedule } from '../../tests/support/test-schedule.ts'
import { median } from './ordering-bench.ts'

const callableUrl = `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/placeOrderCallable`
const timeZone = 'America/New_York'

async function timedPlaceOrder(fulfilment: unknown, index: number): Promise<number> {
  const started = performance.now()
  const response = await fetch(callableUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: JSON.stringify({
      data: {
        cartData: [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }],
        customer_email: `bench-${Date.now()}-${index}@example.com`,
        fulfilment,
      },
    }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (!response.ok) throw new Error(`placeOrder failed: ${body.error?.message ?? response.status}`)
  return performance.now() - started
}

async function medianOf(runs: number, fulfilment: unknown): Promise<number> {
  await timedPlaceOrder(fulfilment, -1) // warm: the first call starts a functions worker
  const times: number[] = []
  for (let index = 0; index < runs; index += 1) times.push(await timedPlaceOrder(fulfilment, index))
  return median(times)
}

export async function placeOrderLatencies(
  runs = 10,
): Promise<{ withoutCalendarMs: number; withCalendarMs: number }> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
  const scheduleDoc = db.doc('fulfilmentSettings/schedule')
  const stored = (await scheduleDoc.get()).data()
  try {
    await scheduleDoc.delete()
    const withoutCalendarMs = await medianOf(runs, undefined)
    await scheduleDoc.set(
      testSchedule([{ id: 'bench', start: '18:00', end: '20:00', capacity: 1000 }], {
        leadTimeDays: 0,
        bookingWindowDays: 60,
      }),
    )
    const date = addDays(dateInZone(Date.now(), timeZone), 20)
    const choice = {
      method: 'pickup',
      date,
      slotId: 'bench',
      name: 'Bench',
      phone: '212 555 0100',
      notes: '',
    }
    const withCalendarMs = await medianOf(runs, choice)
    return { withoutCalendarMs, withCalendarMs }
  } finally {
    if (stored) await scheduleDoc.set(stored)
    else await scheduleDoc.delete()
  }
}
