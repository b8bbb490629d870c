// `npm run bench`: prints the speed and size figures against their budgets. Never asserted in tests.
// `npm run bench -- burst latency` measures only the figures named (see `figureGroups`), on a fresh stack all the same.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { placeOrderBurst, placeOrderLatencies } from './lib/fulfilment-bench.ts'
import { mealPlanCycleBench } from './lib/meal-plan-bench.ts'
import { comparePageSpeed, initialJsKb } from './lib/page-speed-bench.ts'
import {
  busyDate,
  busyDateOrders,
  landingDocumentReads,
  median,
  pageDocumentReads,
  seedVolume,
  toPaymentTimes,
} from './lib/ordering-bench.ts'
import { demoAccounts, packageIds } from './seed-data.ts'
import type { Page } from '@playwright/test'
import { emulatorEnv, root, startStack } from './lib/stack.ts'

/** The figures one can ask for by name; `volume` seeds 10,000 orders and measures the pages that read them. */
const figureGroups = ['speed', 'latency', 'payment', 'volume', 'burst', 'cycles'] as const
type FigureGroup = (typeof figureGroups)[number]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(figureGroups as readonly string[]).includes(name))
if (unknown.length > 0) {
  console.error(`Unknown figures: ${unknown.join(', ')}. Choose from: ${figureGroups.join(', ')}.`)
  process.exit(1)
}
const wants = (group: FigureGroup) => asked.length === 0 || asked.includes(group)
// Only the ordering figures go without the web app, which takes a production build to serve.
const needsWeb = figureGroups.some(
  (group) => group !== 'latency' && group !== 'burst' && group !== 'cycles' && wants(group),
)

const rows: Array<{ figure: string; value: string; budget: string; ok: boolean | null }> = []
const report = (figure: string, value: string, budget: string, ok: boolean | null) =>
  rows.push({ figure, value, budget, ok })

// The public pages measured with Lighthouse, against the same page saved as static HTML (scripts/lib/page-speed-bench.ts).
const speedPages = [
  { name: 'Landing page', path: '/' },
  { name: 'Package page', path: `/package-details/${packageIds.harvestBowls}` },
]
const initialJsPages = [
  ...speedPages,
  { name: 'Shop', path: '/package-shop' },
  { name: 'Login', path: '/login' },
]

console.log(
  needsWeb
    ? 'Starting the local stack as the tests do: production build through the Hosting emulator (fresh data)...'
    : 'Starting the local stack without the web app (fresh data)...',
)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saffron-bench-'))
const started = Date.now()
const stack = await startStack({
  web: needsWeb ? 'hosting' : 'none',
  dataDir,
  output: path.join(root, '.local', 'bench-logs'),
  watchFunctions: true,
  seed: true,
})
const readySeconds = (Date.now() - started) / 1000
// Ordering figures on the same fresh stack (scripts/lib/ordering-bench.ts).
Object.assign(process.env, emulatorEnv)
if (wants('speed'))
  await measure('Page speed (mobile Lighthouse)', async () => {
    console.log('Lighthouse: each page 3 times live and 3 times as a static copy...')
    const results = await comparePageSpeed(stack.urls.web!, path.join(root, 'dist'), speedPages, 3)
    for (const result of results) {
      const { live, static: copy } = result
      const label = `${result.name} (${result.path})`
      report(
        `${label}: performance, live vs static`,
        `${live.performance} vs ${copy.performance}`,
        '≥ 95',
        live.performance >= 95,
      )
      const lcpRatio = live.lcpMs / copy.lcpMs
      report(
        `${label}: LCP, live vs static`,
        `${(live.lcpMs / 1000).toFixed(2)} s vs ${(copy.lcpMs / 1000).toFixed(2)} s (x${lcpRatio.toFixed(2)})`,
        '≤ 1.5x',
        lcpRatio <= 1.5,
      )
      report(
        `${label}: CLS`,
        `${live.cls.toFixed(3)} (static ${copy.cls.toFixed(3)})`,
        '< 0.05',
        live.cls < 0.05,
      )
      report(
        `${label}: total blocking time`,
        `${live.tbtMs.toFixed(0)} ms (runs ${result.liveTbtRuns.map((ms) => ms.toFixed(0)).join('/')}; static ${copy.tbtMs.toFixed(0)} ms)`,
        '< 150 ms',
        live.tbtMs < 150,
      )
      report(
        `${label}: CPU busy in the second before a run, at most`,
        `${(result.busiestStart * 100).toFixed(0)} %`,
        '< 10 %',
        result.busiestStart < 0.1,
      )
    }
    for (const page of initialJsPages) {
      const kb = await initialJsKb(stack.urls.web!, path.join(root, 'dist'), page.path)
      report(`Initial JS, ${page.name} (${page.path}), gzip`, `${kb.toFixed(1)} kB`, 'no budget', null)
    }
  })
// Each figure is measured on its own, so one that cannot be measured does not hide the others.
async function measure(name: string, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    report(name, `not measured: ${(error as Error).message.split('\n')[0]!.slice(0, 80)}`, '', null)
  }
}
if (wants('latency'))
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
if (wants('payment'))
  await measure('To Payment click to Stripe checkout page', async () => {
    const times = await toPaymentTimes(stack.urls.web!, 5)
    const ms = median(times)
    report(
      'To Payment click to Stripe checkout page (median of 5 warm runs)',
      `${ms.toFixed(0)} ms`,
      '≤ 1.5 s',
      ms <= 1_500,
    )
  })
if (wants('volume'))
  await measure('Firestore documents read to render /', async () => {
    console.log('Seeding 10,000 testimonials and 10,000 orders...')
    await seedVolume(10_000)
    const reads = await landingDocumentReads(stack.urls.web!)
    report(
      'Firestore documents read to render / (10k testimonials + orders)',
      `${reads.documents} in ${reads.requests} requests`,
      '≤ 40',
      reads.documents <= 40,
    )
  })
const adminAccount = demoAccounts.find((account) => account.role === 'admin')!
if (wants('volume'))
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
    report(
      `Prep list for a busy date (${busyDateOrders} of 10k orders on it): documents read`,
      `${reads.documents} in ${reads.requests} requests`,
      `≈ ${busyDateOrders} (the date's orders)`,
      reads.documents <= busyDateOrders + 10,
    )
    report(
      'Prep list for a busy date: Show to the sheet shown (in the app)',
      `${reads.ms.toFixed(0)} ms`,
      '≤ 1 s',
      reads.ms <= 1_000,
    )
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
for (const [name, inApp] of wants('volume')
  ? ([
      ['first page', undefined],
      ['filtered page (paid, pickup)', filterPaidPickup],
    ] as const)
  : []) {
  await measure(`Orders desk, ${name}`, async () => {
    const reads = await pageDocumentReads(stack.urls.web!, '/order-management', {
      account: adminAccount,
      ready: 'Order #',
      alsoReady: 'taken ·',
      warm: !inApp,
      ...(inApp ? { inApp } : {}),
    })
    report(
      `Orders desk, ${name} (10k orders): documents read`,
      `${reads.documents} in ${reads.requests} requests + ${reads.aggregations} aggregations`,
      '≈ page size (10)',
      reads.documents <= 25,
    )
    report(
      `Orders desk, ${name}: ${inApp ? 'Show orders' : 'page load (warm)'} to the list shown`,
      `${reads.ms.toFixed(0)} ms`,
      '≤ 1 s',
      reads.ms <= 1_000,
    )
    // The emulator counts by scanning every order; Firestore answers aggregations from its indexes.
    report(
      `Orders desk, ${name}: totals and chart counted (emulator)`,
      reads.msAlso === null ? 'not within 60 s' : `${reads.msAlso.toFixed(0)} ms`,
      'no budget: production counts from indexes',
      null,
    )
  })
}
if (wants('burst'))
  await measure('placeOrder burst', async () => {
    console.log('placeOrder burst: 60 orders in 10 s for one time with 20 places...')
    const burst = await placeOrderBurst({ orders: 60, seconds: 10, places: 20 })
    report(
      'placeOrder burst (60 in 10 s, 20 places): orders placed',
      `${burst.placed}`,
      '= 20',
      burst.placed === 20,
    )
    report('placeOrder burst: refused as full', `${burst.full}`, '= 40', burst.full === 40)
    report('placeOrder burst: refused as busy (retryable)', `${burst.busy}`, '0', burst.busy === 0)
    report(
      'placeOrder burst: server errors',
      burst.serverErrors.length === 0 ? '0' : `${burst.serverErrors.length} (${burst.serverErrors[0]})`,
      '0',
      burst.serverErrors.length === 0,
    )
    report(
      'placeOrder burst: latency p50 / p95',
      `${burst.p50Ms.toFixed(0)} / ${burst.p95Ms.toFixed(0)} ms`,
      'no budget',
      null,
    )
  })
if (wants('cycles'))
  await measure('Meal plan cycle run', async () => {
    console.log('Meal plan cycles: 1,000 subscriptions made into their orders at one cut-off...')
    const cycles = await mealPlanCycleBench(1000)
    report(
      `Meal plan cycle run: ${cycles.orders} of ${cycles.subscriptions} orders made`,
      `${cycles.ordersSeconds.toFixed(1)} s`,
      '< 60 s',
      cycles.ordersSeconds < 60 && cycles.orders === cycles.subscriptions,
    )
    report(
      'Meal plan cycle run: with their mails queued',
      `${cycles.seconds.toFixed(1)} s`,
      'no budget',
      null,
    )
    report(
      'Meal plan cycle run: Firestore reads / writes per order',
      `${cycles.readsPerOrder.toFixed(1)} / ${cycles.writesPerOrder.toFixed(1)}`,
      'no budget',
      null,
    )
  })
await stack.stop()
rmSync(dataDir, { recursive: true, force: true })
if (needsWeb) {
  report(
    'Local stack from command to ready (fresh data, installed)',
    `${readySeconds.toFixed(1)} s`,
    '≤ 40 s',
    readySeconds <= 40,
  )
}

const timingFile = path.join(root, '.local', 'test-reports', 'timing.json')
if (asked.length === 0 && existsSync(timingFile)) {
  const timing = JSON.parse(readFileSync(timingFile, 'utf8')) as { seconds: number; finishedAt: string }
  const minutes = timing.seconds / 60
  report(
    `Whole npm test (last run, ${timing.finishedAt})`,
    `${minutes.toFixed(1)} min`,
    '≤ 15 min',
    minutes <= 15,
  )
} else if (asked.length === 0) {
  report('Whole npm test', 'not measured yet: run `npm test` first', '≤ 15 min', null)
}

console.log(`\nBenchmarks on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB\n`)
const width = Math.max(...rows.map((row) => row.figure.length))
for (const row of rows) {
  const verdict = row.ok === null ? '  ?' : row.ok ? ' ok' : ' OVER'
  console.log(`${row.figure.padEnd(width)}  ${row.value.padEnd(28)} budget ${row.budget.padEnd(9)}${verdict}`)
}
