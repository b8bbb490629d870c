// Ordering figures for `npm run bench` (printed, never asserted):
// - time from clicking To Payment to the Stripe (stand-in) checkout page, median of warm runs;
// - Firestore documents read to render the landing page with 10,000 testimonials and 10,000 orders stored.
import path from 'node:path'
import { chooseFulfilment } from '../../tests/e2e/fulfilment.ts'
import { chromium, type Page } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { demoProjectId } from '../../src/lib/emulator-ports.ts'
import { addDays, dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import { root } from './stack.ts'

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
]

/** The benches' browser (Debian's full Chromium unless CHROMIUM_PATH names another) and a page in it that waits up to two minutes. */
async function benchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  })
  const page = await browser.newPage()
  page.setDefaultTimeout(120_000)
  return { browser, page }
}

/** The date the bench makes busy: the first orders of the seed are all fulfilled on it. */
export const busyDate = addDays(dateInZone(Date.now(), 'America/New_York'), 30)
export const busyDateOrders = 150

/**
 * A seeded order: paid (one in ten awaiting payment, one in twenty cancelled), fulfilled on a date spread over a
 * year around today, except the first `busyDateOrders`, which all fall on `busyDate`.
 */
function benchOrder(index: number, stamp: number) {
  const date = index < busyDateOrders ? busyDate : addDays(dateInZone(stamp, 'America/New_York'), 14)
  const state = index % 20 === 0 ? 'cancelled' : index % 10 === 0 ? 'awaitingPayment' : 'paid'
  return {
    userId: `bench-user-${index % 50}`,
    customer_email: `guest${index}@example.com`,
    orderNumber: 100_000 + index,
    cartData: [
      {
        chefPackageId: 'pkg-pappardelle-ragu',
        title: 'Pappardelle',
        price: 220,
        image: '',
        quantity: 1 + (index % 3),
      },
    ],
    statusCode: 1,
    state,
    ...(state === 'paid' ? { paidCents: 23_100 * (1 + (index % 3)) } : {}),
    refundedCents: 0,
    stamp,
    fulfilment: {
      method: 'pickup',
      date,
      slotId: 'dinner',
      slotStart: index % 2 ? '17:00' : '19:00',
      slotEnd: index % 2 ? '19:00' : '21:00',
      timeZone: 'America/New_York',
      name: `Guest ${index}`,
      phone: '+12125550123',
      notes: '',
      deliveryFeeCents: 0,
    },
  }
}

/** Fills the (fresh, bench-only) database with `count` testimonials and `count` orders. */
export async function seedVolume(count: number): Promise<void> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
  const now = Date.now()
  for (const collection of ['testimonials', 'orders'] as const) {
    for (let start = 0; start < count; start += 500) {
      const batch = db.batch()
      for (let index = start; index < Math.min(count, start + 500); index += 1) {
        // One order an hour back from now: 10,000 orders cover a little over a year.
        const stamp = now - index * 3_600_000
        const data =
          collection === 'testimonials'
            ? {
                reviewId: `bench-${index}`,
                name: `Guest ${index}`,
                email: `guest${index}@example.com`,
                testimony: 'Lovely dinner.',
                reviewStamp: stamp,
              }
            : benchOrder(index, stamp)
        batch.set(db.collection(collection).doc(`bench-${index}`), {
          ...data,
          createdStamp: stamp,
          createdIso: new Date(stamp).toISOString(),
        })
      }
      await batch.commit()
    }
  }
}

/** Documents the browser received from Firestore (REST: runQuery and batchGet answers) while rendering `/`. */
export async function landingDocumentReads(
  baseUrl: string,
): Promise<{ documents: number; requests: number }> {
  return pageDocumentReads(baseUrl, '/')
}

/**
 * Documents the browser received from Firestore while rendering `path` (after signing in as `account`, when given),
 * and the milliseconds until `ready` (a text on the page) showed.
 */
export async function pageDocumentReads(
  baseUrl: string,
  path: string,
  options: {
    account?: { email: string; password: string }
    ready?: string
    /** A second text, shown later (figures counted after the list): its time is `msAlso`. */
    alsoReady?: string
    warm?: boolean
    /**
     * Measure a navigation inside the app instead of a page load: open `from`, `prepare` the page (fill a form),
     * then time `submit` until the address is `reached` and `ready` shows, as a person working in the app sees it.
     */
    inApp?: {
      from: string
      prepare: (page: Page) => Promise<void>
      submit: (page: Page) => Promise<void>
      reached: (url: URL) => boolean
    }
  } = {},
): Promise<{ documents: number; requests: number; aggregations: number; ms: number; msAlso: number | null }> {
  const { browser, page } = await benchBrowser()
  try {
    if (options.account) {
      await page.goto(`${baseUrl}/login`)
      await page.getByLabel('Email', { exact: true }).fill(options.account.email)
      await page.getByLabel('Password', { exact: true }).fill(options.account.password)
      await page.getByRole('button', { name: 'Login', exact: true }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/login'))
      await page.waitForLoadState('networkidle')
    }
    if (options.warm && options.ready) {
      // Once before measuring: the development server prepares the route's modules on the first visit.
      await page.goto(`${baseUrl}${path}`)
      await page.getByText(options.ready).first().waitFor()
      await page.waitForLoadState('networkidle')
    }
    if (options.inApp) {
      await page.goto(`${baseUrl}${options.inApp.from}`)
      await page.waitForLoadState('networkidle')
      await options.inApp.prepare(page)
    }
    let documents = 0
    let requests = 0
    // Counts and sums done by the server: billed one read per 1,000 index entries, no documents sent.
    let aggregations = 0
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      const url = response.url()
      if (url.includes(':runAggregationQuery') && response.request().method() !== 'OPTIONS') aggregations += 1
      if (!/\/documents(:runQuery|:batchGet|\/)/.test(url) || response.request().method() === 'OPTIONS')
        return
      requests += 1
      pending.push(
        response
          .json()
          .then((body: unknown) => {
            const items = Array.isArray(body) ? body : [body]
            // A query that matches nothing is still billed one read.
            documents += Math.max(
              1,
              items.filter((item) => item && (item.document || item.found || item.fields)).length,
            )
          })
          .catch(() => undefined),
      )
    })
    const started = performance.now()
    if (options.inApp) {
      await options.inApp.submit(page)
      await page.waitForURL(options.inApp.reached)
    } else {
      await page.goto(`${baseUrl}${path}`)
    }
    if (options.ready) await page.getByText(options.ready).first().waitFor()
    const ms = performance.now() - started
    // Null when the second text did not show within a minute.
    const shownAlso = options.alsoReady
      ? await page
          .getByText(options.alsoReady)
          .first()
          .waitFor({ timeout: 60_000 })
          .then(() => true)
          .catch(() => false)
      : false
    const msAlso = shownAlso ? performance.now() - started : null
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    return { documents, requests, aggregations, ms, msAlso }
  } finally {
    await browser.close()
  }
}

async function oneCheckout(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/order-review`)
  await page.getByLabel('Your e-mail').fill(`bench-${Date.now()}@example.com`)
  await chooseFulfilment(page)
  const started = performance.now()
  await page.getByRole('button', { name: 'To Payment' }).click()
  await page.waitForURL(/\/pay\/cs_/, { timeout: 60_000 })
  await page.getByRole('heading', { name: 'Checkout' }).waitFor()
  return performance.now() - started
}

/** Milliseconds from clicking To Payment to the checkout page: one warm-up, then `runs` timed runs. */
export async function toPaymentTimes(baseUrl: string, runs = 5): Promise<number[]> {
  // The first visit waits for the dev server to prepare the page's modules on a cold start (the warm-up run).
  const { browser, page } = await benchBrowser()
  try {
    const cart = JSON.stringify([
      { chefPackageId: 'pkg-pappardelle-ragu', title: 'Pappardelle', price: 220, image: '', quantity: 1 },
    ])
    await page.addInitScript((value) => {
      if (!localStorage.getItem('cart')) localStorage.setItem('cart', value)
    }, cart)
    const times: number[] = []
    try {
      for (let run = 0; run <= runs; run += 1) {
        const ms = await oneCheckout(page, baseUrl)
        if (run > 0) times.push(ms) // run 0 warms the functions
      }
    } catch (error) {
      // What the page showed when a step failed, to look at.
      await page.screenshot({
        path: path.join(root, '.local', 'bench-logs', 'ordering-failure.png'),
        fullPage: true,
      })
      throw error
    }
    return times
  } finally {
    await browser.close()
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
