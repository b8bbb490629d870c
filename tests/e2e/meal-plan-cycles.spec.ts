// A meal plan's weeks as they pass: a customer subscribes on the plan's page and pays nothing yet; the payment
// provider's clock passes two cut-offs and each week becomes an order on the prep list and the calendar, paid by that
// week's invoice; the customer skips the third week, and its cut-off makes no order and charges nothing. A card
// declined at a cut-off mails the customer a link to pay with another card and alerts the chef; paying there pays
// the week's order. Each customer's provider account lives on its own test clock, and the cycle run is fired for
// this spec's plan only, as of each cut-off, so no other spec's subscriptions or payments move.
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import type Stripe from 'stripe'
import { runMealPlanCycles } from '../../functions/src/meal-plans/cycles.ts'
import { formatCalendarDate, formatCalendarDateInFull } from '../../src/shared/fulfilment/calendar-dates.ts'
import { cutoffFor } from '../../src/shared/meal-plans/plan-cycles.ts'
import { mealPlanOrderId } from '../../src/shared/schemas/meal-plan.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { mealPlanRecord } from '../support/meal-plan-records.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { freshCustomer, removeFreshCustomers } from './fresh-customer.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn, signInWithForm } from './sign-in.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const planId = `spec-cycles-${run}`
const coldCall = 60_000
const webhookWait = 90_000
const stripe = standInStripe()
const made: string[] = [`mealPlans/${planId}`]

interface StoredSubscription {
  state: string
  nextCycle?: { date: string; cutoffAt: number }
  provider: { subscriptionId?: string }
  lifetimeCents: number
}

const subscriptionOf = async (id: string) =>
  (await adminDb().doc(`mealSubscriptions/${id}`).get()).data() as StoredSubscription

test.beforeAll(async () => {
  const now = Date.now()
  await adminDb()
    .doc(`mealPlans/${planId}`)
    .set(
      mealPlanRecord({
        name: `Cycle Lunches ${run}`,
        description: 'Five lunches every Wednesday.',
        chefPackageIds: ['pkg-harvest-bowls', 'pkg-vegetable-tart'],
        methods: ['pickup'],
        createdStamp: now,
        updateStamp: now,
      }),
    )
})

test.afterAll(async () => {
  for (const path of made) await adminDb().doc(path).delete()
  await removeFreshCustomers()
})

test(
  'a subscriber gets a paid order at each cut-off, and a skipped week makes no order and no charge',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000)
    // The phone and desktop runs may share dates on the prep list: each subscriber has their own name.
    const subscriberName = `Casey ${testInfo.project.name === 'phone' ? 'Pocket' : 'Desk'}`
    const { subscriptionId, providerSubscription, passCutoff, passNextCutoff, paidOrder } = await subscribe(
      page,
      subscriberName,
    )

    const firstDate = await passNextCutoff()
    const first = await paidOrder(firstDate)
    expect(first['paidCents']).toBe(5400)
    expect(first['mealPlan']).toMatchObject({
      subscriptionId,
      cycleDate: firstDate,
      invoiceId: expect.any(String),
    })
    const secondDate = await passNextCutoff()
    const second = await paidOrder(secondDate)
    expect(second['mealPlan']).toMatchObject({ cycleDate: secondDate })
    expect((await subscriptionOf(subscriptionId)).lifetimeCents).toBe(10_800)

    // The customer skips the third week on their page; the provider is told not to charge it.
    const thirdDate = (await subscriptionOf(subscriptionId)).nextCycle!.date
    await page.goto('/my-meal-plans')
    const week = page.getByRole('listitem').filter({ hasText: formatCalendarDate(thirdDate) })
    await week.getByRole('button', { name: 'Skip this week' }).click()
    await expect(week.getByRole('button', { name: 'Undo skip' })).toBeVisible({ timeout: coldCall })
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('meal-plan-cycles', 'skipped', testInfo), fullPage: true })
    await eventually(
      'the provider voids the skipped week',
      async () => {
        const at = await stripe.subscriptions.retrieve(providerSubscription)
        return at.pause_collection?.behavior === 'void' ? at : undefined
      },
      webhookWait,
    )
    // The next order is now the fourth week's.
    expect((await subscriptionOf(subscriptionId)).nextCycle?.date).not.toBe(thirdDate)
    const thirdCutoff = cutoffFor({ weekday: 4, time: '23:59' }, thirdDate, 'America/New_York')
    await passCutoff(thirdCutoff)
    expect(
      (
        await adminDb()
          .doc(`orders/${mealPlanOrderId(subscriptionId, thirdDate)}`)
          .get()
      ).exists,
    ).toBe(false)
    const invoices = await stripe.invoices.list({ subscription: providerSubscription, limit: 10 })
    const charged = invoices.data.filter(
      (invoice: Stripe.Invoice) => invoice.status === 'paid' && invoice.amount_paid > 0,
    )
    expect(charged.map((invoice: Stripe.Invoice) => invoice.amount_paid)).toEqual([5400, 5400])
    expect((await subscriptionOf(subscriptionId)).lifetimeCents).toBe(10_800)

    // The chef finds both weeks on the prep list.
    const adminContext = await browser.newContext({ ...testInfo.project.use })
    const admin = await adminContext.newPage()
    await signIn(admin, adminAccount, `/prep-list?from=${firstDate}&to=${secondDate}`)
    const sheet = admin.getByRole('main')
    await expect(sheet.getByText(subscriberName)).toHaveCount(2, { timeout: coldCall })
    await expectAccessible(admin)
    await shoot(admin, { path: screenshotPath('meal-plan-cycles', 'prep-list', testInfo), fullPage: true })
    // And on the fulfilment calendar, holding its place on the first week's day.
    await admin.goto(`/fulfilment-calendar?month=${firstDate.slice(0, 7)}`)
    await admin
      .getByRole('button', {
        name: new RegExp(`^${formatCalendarDateInFull(firstDate)}: \\d+ orders? booked`),
      })
      .click()
    const picked = admin.getByRole('region', { name: `Picked: ${formatCalendarDate(firstDate)}` })
    await expect(picked.getByText(`${subscriberName} · Pickup`)).toBeVisible({ timeout: coldCall })
    await adminContext.close()
  },
)

/**
 * A fresh customer, whose provider account lives on a test clock of its own, subscribes on the plan's page and pays
 * on the stand-in's Checkout with `card`. Returns the subscription and how to pass its cut-offs.
 */
async function subscribe(page: Page, subscriberName: string, card = /Card 4242/) {
  const customer = await freshCustomer('meal-cycles')
  // The product reuses the provider's customer of an e-mail address: this one lives on a test clock of its own.
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) })
  const providerCustomer = await stripe.customers.create({ email: customer.email, test_clock: clock.id })
  const customerKey = createHash('sha256').update(customer.email.toLowerCase(), 'utf8').digest('hex')
  made.push(`paymentCustomers/${customerKey}`)
  await adminDb()
    .doc(`paymentCustomers/${customerKey}`)
    .set({ providerCustomerId: providerCustomer.id, createdStamp: Date.now() })

  await signInWithForm(page, customer, `/meal-plan/${planId}`)
  const left = page.locator('#meals-left')
  await expect(left).toHaveText('5 meals left to choose.', { timeout: coldCall })
  await page.getByRole('spinbutton', { name: 'Harvest Salad & Grain Bowls (Weekly Meal Prep)' }).fill('3')
  await page.getByRole('spinbutton', { name: 'Summer Vegetable Tart Supper' }).fill('2')
  await expect(left).toHaveText('All 5 meals chosen.')
  await page.getByRole('textbox', { name: 'Name' }).fill(subscriberName)
  await page.getByLabel('Phone').fill('(212) 555-0177')
  await page.getByRole('button', { name: 'Subscribe and go to payment' }).click()
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
  await page.getByRole('radio', { name: card }).check()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/my-meal-plans\?subscribed=/, { timeout: coldCall })
  const subscriptionId = new URL(page.url()).searchParams.get('subscribed')!
  made.push(`mealSubscriptions/${subscriptionId}`)
  /** The provider's clock, then the cycle run for this spec's plan, a minute past `cutoffAt`. */
  const passCutoff = async (cutoffAt: number) => {
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: Math.floor(cutoffAt / 1000) + 60 })
    await runMealPlanCycles(adminDb(), () => stripe, cutoffAt + 60_000, { planIds: [planId] })
  }
  // The stand-in delivers its webhooks one after another, and other subscriptions' events may be queued first.
  const started = await eventually(
    'the subscription is active',
    async () => {
      const stored = await subscriptionOf(subscriptionId)
      return stored?.state === 'active' && stored.provider.subscriptionId ? stored : undefined
    },
    webhookWait,
  )
  return {
    customer,
    subscriptionId,
    providerSubscription: started.provider.subscriptionId!,
    passCutoff,
    /** The provider's clock and the cycle run pass the next cut-off; returns the cycle's date. */
    passNextCutoff: async () => {
      const { nextCycle } = await subscriptionOf(subscriptionId)
      await passCutoff(nextCycle!.cutoffAt)
      return nextCycle!.date
    },
    paidOrder: (date: string) => {
      const orderId = mealPlanOrderId(subscriptionId, date)
      made.push(`orders/${orderId}`)
      return eventually(
        `the order of ${date} is paid`,
        async () => {
          const order = (await adminDb().doc(`orders/${orderId}`).get()).data()
          return order?.['paymentState'] === 'paid' ? order : undefined
        },
        webhookWait,
      )
    },
  }
}

test('a declined week sends the update-card mail and the chef alert; paying on the invoice page pays the order', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const { customer, subscriptionId, providerSubscription, passNextCutoff, paidOrder } = await subscribe(
    page,
    'Casey Declined',
    /Card 4000 0000 0000 0341/,
  )
  const date = await passNextCutoff()
  const orderId = mealPlanOrderId(subscriptionId, date)
  made.push(`orders/${orderId}`)
  const failed = await eventually(
    'the week is not paid',
    async () => ((await subscriptionOf(subscriptionId)).state === 'pastDue' ? true : undefined),
    webhookWait,
  )
  expect(failed).toBe(true)
  expect((await adminDb().doc(`orders/${orderId}`).get()).data()?.['paymentState']).toBe('awaitingPayment')
  const [open] = (await stripe.invoices.list({ subscription: providerSubscription, status: 'open' })).data
  const mailId = `meal-plan-card-${open!.id}`
  made.push(`mail/${mailId}`, `mail/${mailId}-chef`)
  const mail = await eventually('the update-card mail', async () =>
    (await adminDb().doc(`mail/${mailId}`).get()).data(),
  )
  expect(mail['to']).toEqual([customer.email])
  expect(mail['message']['subject']).toContain('update your card')
  const chefAlert = await eventually('the chef alert', async () =>
    (await adminDb().doc(`mail/${mailId}-chef`).get()).data(),
  )
  expect(chefAlert['message']['subject']).toContain(customer.email)
  // The customer follows the mail's link and pays the week with another card.
  const payLink = /href="([^"]*\/invoice\/[^"]+)"/.exec(mail['message']['html'] as string)![1]!
  await page.goto(payLink.replaceAll('&amp;', '&'))
  await page.getByRole('radio', { name: /Card 4242/ }).check()
  await shoot(page, { path: screenshotPath('meal-plan-cycles', 'invoice-page', testInfo), fullPage: true })
  await page.getByRole('button', { name: /^Pay/ }).click()
  const paid = await paidOrder(date)
  expect(paid['paidCents']).toBe(5400)
  await eventually(
    'the plan is active again',
    async () => ((await subscriptionOf(subscriptionId)).state === 'active' ? true : undefined),
    webhookWait,
  )
})
