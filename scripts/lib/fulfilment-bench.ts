// placeOrder for `npm run bench` (printed, never asserted). Latency: the same warm call without a fulfilment
// schedule (no calendar: the figure before the calendar existed) and with one (the choice checked and the place
// taken with the order), side by side on one stack. Burst: many customers at once for the last places of one time.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { demoProjectId, emulatorPorts } from '../../src/lib/emulator-ports.ts'
import { addDays, dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import { testSchedule } from '../../tests/support/test-schedule.ts'
import type { BurstAnswer, BurstShare } from './burst-caller.ts'
import { bundleForNode } from './bundle-for-node.ts'
import { median } from './ordering-bench.ts'
import { root } from './stack.ts'

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

export interface BurstFigures {
  placed: number
  full: number
  /** Refused as busy ("try again in a moment"): nothing placed, the customer may retry. */
  busy: number
  /** Internal errors, and any other answer a customer should never see in a rush. */
  serverErrors: string[]
  p50Ms: number
  p95Ms: number
}

const fullMessage = 'This time was just booked up. Please choose another.'

/**
 * `orders` customers of one network for one slot with `places` places, started evenly over `seconds` (none waits
 * for another), split over `processes` processes, so orders race from several Firestore clients as they do from
 * several Cloud Run instances. Each process runs placeOrder through its callable wrapper against the emulators: the
 * Functions emulator starts a worker process per concurrent call, and on a 2-core machine most of sixty such cold
 * starts fail to load ("Failed to load function") before placeOrder runs at all.
 */
export async function placeOrderBurst({
  orders = 60,
  seconds = 10,
  places = 20,
  processes = 4,
} = {}): Promise<BurstFigures> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
  const scheduleDoc = db.doc('fulfilmentSettings/schedule')
  const stored = (await scheduleDoc.get()).data()
  const date = addDays(dateInZone(Date.now(), timeZone), 21)
  const run = Date.now()
  const order = (slotId: string, label: string) => ({
    cartData: [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }],
    customer_email: `burst-${run}-${label}@example.com`,
    fulfilment: { method: 'pickup', date, slotId, name: 'Burst', phone: '212 555 0100', notes: '' },
  })
  // The mail templates are TSX, which Node's type stripping does not read: the caller runs bundled, two folders
  // below the root like its source, so the paths it works out from its own place still hold.
  const caller = await bundleForNode(
    path.join(import.meta.dirname, 'burst-caller.ts'),
    path.join(root, '.local', 'burst', 'burst-caller.mjs'),
  )
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'saffron-burst-'))
  try {
    await scheduleDoc.set(
      testSchedule(
        [
          { id: 'burst', start: '12:00', end: '14:00', capacity: places },
          { id: 'warm', start: '18:00', end: '20:00', capacity: 1000 },
        ],
        { leadTimeDays: 0, bookingWindowDays: 60 },
      ),
    )
    // Time for every process to load and place its warm-up order before the first order of the burst.
    const startAt = Date.now() + 15_000
    const answerFiles = Array.from({ length: processes }, (_, index) =>
      path.join(workDir, `answers-${index}.json`),
    )
    const exits = answerFiles.map((answersFile, processIndex) => {
      const share: BurstShare = {
        startAt,
        network: '198.51.100.60',
        warmUp: order('warm', `warm-${processIndex}`),
        orders: Array.from({ length: orders }, (_, index) => index)
          .filter((index) => index % processes === processIndex)
          .map((index) => ({ atMs: (index * seconds * 1000) / orders, data: order('burst', `${index}`) })),
      }
      const child = spawn(process.execPath, [caller, JSON.stringify(share), answersFile], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let errors = ''
      child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)))
      return new Promise<string>((resolve) => child.on('exit', (code) => resolve(`exit ${code}: ${errors}`)))
    })
    const endings = await Promise.all(exits)
    const answers = answerFiles.flatMap((file, index) => {
      if (!existsSync(file)) {
        console.error(`burst process ${index}, ${endings[index]}`)
        throw new Error(`burst process ${index} gave no answers (its errors are printed above)`)
      }
      return JSON.parse(readFileSync(file, 'utf8')) as BurstAnswer[]
    })
    const figures: BurstFigures = { placed: 0, full: 0, busy: 0, serverErrors: [], p50Ms: 0, p95Ms: 0 }
    for (const answer of answers) {
      if (answer.status === 'ok') figures.placed += 1
      else if (answer.fields['fulfilment.slotId'] === fullMessage) figures.full += 1
      else if (answer.status === 'UNAVAILABLE') figures.busy += 1
      else figures.serverErrors.push(`${answer.status}: ${answer.message.slice(0, 60)}`)
    }
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    figures.p50Ms = median(times)
    figures.p95Ms = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!
    return figures
  } finally {
    rmSync(workDir, { recursive: true, force: true })
    if (stored) await scheduleDoc.set(stored)
    else await scheduleDoc.delete()
  }
}
