// `npm run bench`: prints the speed and size figures against their budgets. Never asserted in tests.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { placeOrderLatencies } from './lib/fulfilment-bench.ts'
import {
  busyDate,
  busyDateOrders,
  landingDocumentReads,
  median,
  pageDocumentReads,
  seedVolume,
  toPaymentTimes,
} from './lib/ordering-bench.ts'
import { demoAccounts } from './seed-data.ts'
import type { Page } from '@playwright/test'
import { emulatorEnv, root, startStack } from './lib/stack.ts'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}

const rows: Array<{ figure: string; value: string; budget: string; ok: boolean | null }> = []
const report = (figure: string, value: string, budget: string, ok: boolean | null) => rows.push({ figure, value, budget, ok })

function gzipKb(file: string): number {
  return gzipSync(readFileSync(path.join(root, 'dist', file))).length / 1024
}

// What the browser must fetch before the landing page can render: the entry chunk, the boot module it always loads
// (src/app/start.tsx), the root layout and landing route modules, and every chunk those import statically.
const landingBootModules = ['src/app/start.tsx', 'src/app/root/root-route.tsx', 'src/features/landing/landing-route.tsx']

function landingInitialJsKb(): { kb: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: update landingBootModules in scripts/bench.ts`)
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entryKey)
  for (const key of landingBootModules) visit(key)
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
  return { kb: files.reduce((sum, file) => sum + gzipKb(file), 0), files }
}

console.log('Building the web app...')
execFileSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
const landing = landingInitialJsKb()
report('Initial JS for the landing route (gzip)', `${landing.kb.toFixed(1)} kB in ${landing.files.length} files`, '≤ 200 kB', landing.kb <= 200)

console.log('Starting the local stack as `npm start` does (fresh data directory)...')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saffron-bench-'))
const started = Date.now()
const stack = await startStack({ web: 'hosting', dataDir, output: path.join(root, '.local', 'bench-logs'), watchFunctions: true, seed: true })
const readySeconds = (Date.now() - started) / 1000
// Ordering figures on the same fresh stack (scripts/lib/ordering-bench.ts).
Object.assign(process.env, emulatorEnv)
// Each figure is measured on its own, so one that cannot be measured does not hide the others.
async function measure(name: string, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    report(name, `not measured: ${(error as Error).message.split('\n')[0]!.slice(0, 80)}`, '', null)
  }
}
await measure('placeOrder latency', async () => {
  const latency = await placeOrderLatencies(10)
  const ratio = latency.withCalendarMs / latency.withoutCalendarMs
  report(
    'placeOrder, median of 10 warm calls: without calendar -> with its transaction',
    `${latency.withoutCalendarMs.toFixed(0)} -> ${latency.withCalendarMs.toFixed(0)} ms (x${ratio.toFixed(2)})`,
    '≤ 1.2x',
    ratio <= 1.2,
  )
})
await measure('To Payment click to Stripe checkout page', async () => {
  const times = await toPaymentTimes(stack.urls.web!, 5)
  const ms = median(times)
  report('To Payment click to Stripe checkout page (median of 5 warm runs)', `${ms.toFixed(0)} ms`, '≤ 1.5 s', ms <= 1_500)
})
await measure('Firestore documents read to render /', async () => {
  console.log('Seeding 10,000 testimonials and 10,000 orders...')
  await seedVolume(10_000)
  const reads = await landingDocumentReads(stack.urls.web!)
  report('Firestore documents read to render / (10k testimonials + orders)', `${reads.documents} in ${reads.requests} requests`, '≤ 40', reads.documents <= 40)
})
const adminAccount = demoAccounts.find((account) => account.role === 'admin')!
await measure('Prep list for a busy date', async () => {
  // The seed above put 150 orders (135 booked) on busyDate among 10,000 spread over a year.
  // As the chef does it: on the prep list (today), choose the busy date and press Show.
  const reads = await pageDocumentReads(stack.urls.web!, `/prep-list?from=${busyDate}&to=${busyDate}`, {
    account: adminAccount,
    ready: 'To make',
    inApp: {
      from: '/prep-list',
      prepare: async (page) => {
        await page.getByLabel('From (YYYY-MM-DD)').fill(busyDate)
        await page.getByLabel('To (YYYY-MM-DD)').fill(busyDate)
      },
      submit: (page) => page.getByRole('button', { name: 'Show' }).click(),
      reached: (url) => url.searchParams.get('from') === busyDate,
    },
  })
  report(`Prep list for a busy date (${busyDateOrders} of 10k orders on it): documents read`, `${reads.documents} in ${reads.requests} requests`, `≈ ${busyDateOrders} (the date's orders)`, reads.documents <= busyDateOrders + 10)
  report('Prep list for a busy date: Show to the sheet shown (in the app)', `${reads.ms.toFixed(0)} ms`, '≤ 1 s', reads.ms <= 1_000)
})
// The first page as an admin opens it; the filtered page as they get it from there, with the filter form.
const filterPaidPickup = {
  from: '/order-management',
  prepare: async (page: Page) => {
    const form = page.getByRole('form', { name: 'Filter orders' })
    await form.getByLabel('Payment').selectOption('paid')
    await form.getByLabel('Method').selectOption('pickup')
  },
  submit: (page: Page) => page.getByRole('button', { name: 'Show orders' }).click(),
  reached: (url: URL) => url.searchParams.get('paid') === 'paid',
}
for (const [name, inApp] of [
  ['first page', undefined],
  ['filtered page (paid, pickup)', filterPaidPickup],
] as const) {
  await measure(`Orders desk, ${name}`, async () => {
    const reads = await pageDocumentReads(stack.urls.web!, '/order-management', {
      account: adminAccount,
      ready: 'Order #',
      alsoReady: 'taken ·',
      warm: !inApp,
      ...(inApp ? { inApp } : {}),
    })
    report(`Orders desk, ${name} (10k orders): documents read`, `${reads.documents} in ${reads.requests} requests + ${reads.aggregations} aggregations`, '≈ page size (10)', reads.documents <= 25)
    report(`Orders desk, ${name}: ${inApp ? 'Show orders' : 'page load (warm)'} to the list shown`, `${reads.ms.toFixed(0)} ms`, '≤ 1 s', reads.ms <= 1_000)
    // The emulator counts by scanning every order; Firestore answers aggregations from its indexes.
    report(`Orders desk, ${name}: totals and chart counted (emulator)`, reads.msAlso === null ? 'not within 60 s' : `${reads.msAlso.toFixed(0)} ms`, 'no budget: production counts from indexes', null)
  })
}
await stack.stop()
rmSync(dataDir, { recursive: true, force: true })
report('Local stack from command to ready (fresh data, installed)', `${readySeconds.toFixed(1)} s`, '≤ 40 s', readySeconds <= 40)

const timingFile = path.join(root, '.local', 'test-reports', 'timing.json')
if (existsSync(timingFile)) {
  const timing = JSON.parse(readFileSync(timingFile, 'utf8')) as { seconds: number; finishedAt: string }
  const minutes = timing.seconds / 60
  report(`Whole npm test (last run, ${timing.finishedAt})`, `${minutes.toFixed(1)} min`, '≤ 15 min', minutes <= 15)
} else {
  report('Whole npm test', 'not measured yet: run `npm test` first', '≤ 15 min', null)
}

console.log(`\nBenchmarks on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB\n`)
const width = Math.max(...rows.map((row) => row.figure.length))
for (const row of rows) {
  const verdict = row.ok === null ? '  ?' : row.ok ? ' ok' : ' OVER'
  console.log(`${row.figure.padEnd(width)}  ${row.value.padEnd(28)} budget ${row.budget.padEnd(9)}${verdict}`)
}
