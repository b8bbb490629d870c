// Managing a weekly meal plan on a desktop: the demo customer opens their meal plans, changes next week's meals
// (a total that does not add up is refused next to the form), skips the week after and pauses; the chef sees the
// subscriber on the subscribers page with the week's count of meals to make and in the admin home's recurring
// revenue, and skips their next week for them.
import type { Browser } from '@playwright/test'
import { demoTimeZone } from '../../scripts/seed-data.ts'
import { addDays, dateInZone, formatCalendarDate } from '../../src/shared/fulfilment/calendar-dates.ts'
import { mondayOf, upcomingCycles } from '../../src/shared/meal-plans/plan-cycles.ts'
import { adminDb } from '../support/admin.ts'
import { mealPlanRecord, mealSubscriptionRecord } from '../support/meal-plan-records.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

// The meals that do not add up are refused by the callable (a 400 the browser logs).
const test = testExpectingRefusalsFrom('manageMealSubscriptionCallable')
const run = `${Date.now()}`.slice(-6)
const planId = `e2e-plan-${run}`
const subscriptionId = `e2e-sub-${run}`
const customerName = `Plan Tester ${run}`
const cutoff = { weekday: 4, time: '23:59' }
// Wednesdays, from a Wednesday already past.
const anchorDate = addDays(mondayOf(dateInZone(Date.now(), demoTimeZone)), -5)
const rule = { cutoff, cadenceWeeks: 1, weekday: 3, timeZone: demoTimeZone, anchorDate }

async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, adminAccount)
  return { context, page }
}

test.describe('managing a meal plan', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async () => {
    await adminDb()
      .doc(`mealPlans/${planId}`)
      .set(
        mealPlanRecord({
          name: `Weekday lunches ${run}`,
          fulfilmentDays: [3, 4],
          methods: ['pickup'],
          selectionCutoff: cutoff,
        }),
      )
    await adminDb()
      .doc(`mealSubscriptions/${subscriptionId}`)
      .set(
        mealSubscriptionRecord(
          {
            planId,
            planName: `Weekday lunches ${run}`,
            customer: customerAccount,
            name: customerName,
            weekday: 3,
            slot: { id: 'wed-lunch', start: '12:00', end: '14:00' },
            anchorDate,
          },
          {
            nextCycle: upcomingCycles(rule, Date.now(), 1)[0],
            lifetimeCents: 10_800,
            createdStamp: Date.now(),
          },
        ),
      )
  })

  test.afterAll(async () => {
    await adminDb().doc(`mealSubscriptions/${subscriptionId}`).delete()
    await adminDb().doc(`mealPlans/${planId}`).delete()
    const mails = await adminDb()
      .collection('mail')
      .where('to', 'array-contains', customerAccount.email)
      .get()
    await Promise.all(
      mails.docs
        .filter((doc) => String(doc.get('message.subject')).includes(run))
        .map((doc) => doc.ref.delete()),
    )
  })

  test('the customer changes meals, skips and pauses; the chef sees it and the week’s count', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const [first, second] = upcomingCycles(rule, Date.now(), 2).map((cycle) => formatCalendarDate(cycle.date))
    await signIn(page, customerAccount, '/my-meal-plans')
    const plan = page.getByRole('region', { name: `Weekday lunches ${run}` })
    await expect(plan).toContainText('$54.00 every week')
    await expect(plan).toContainText('Wednesdays, 12:00 PM – 2:00 PM · Pickup')
    const firstWeek = plan.getByRole('listitem').filter({ hasText: first! })
    await expect(firstWeek).toContainText(/Choose by Thu, .*11:59 PM/)
    await expect(firstWeek).toContainText('Your usual meals: 5 × Hand-Rolled Pappardelle Ragù Supper')
    await expectAccessible(page)

    // Meals that do not add up are refused next to the form; then 2 + 3 are saved.
    await firstWeek.getByRole('button', { name: 'Change meals' }).click()
    const dialog = page.getByRole('dialog', { name: `Meals for ${first}` })
    await dialog.getByRole('spinbutton', { name: 'Hand-Rolled Pappardelle Ragù Supper' }).fill('2')
    await dialog.getByRole('button', { name: 'Save meals' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Please choose 5 meals in all (you chose 2).')
    await dialog.getByRole('spinbutton', { name: /^Harvest Salad/ }).fill('3')
    await dialog.getByRole('button', { name: 'Save meals' }).click()
    await expect(dialog.getByRole('status')).toContainText('Your meals are saved')
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('meal-plan-manage', 'meals', testInfo) })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(firstWeek).toContainText(
      'Your choice: 2 × Hand-Rolled Pappardelle Ragù Supper, 3 × Harvest Salad & Grain Bowls',
    )

    const secondWeek = plan.getByRole('listitem').filter({ hasText: second! })
    await secondWeek.getByRole('button', { name: 'Skip this week' }).click()
    await expect(secondWeek.getByRole('button', { name: 'Undo skip' })).toBeVisible()
    await expect(secondWeek.getByRole('heading')).toHaveText(`${second} · Skipped`)

    // The chef's view: the subscriber, and the week of the first cycle counting its chosen meals.
    const chef = await adminPage(browser, baseURL)
    const weekOf = upcomingCycles(rule, Date.now(), 1)[0]!.date
    await chef.page.goto(`/meal-plan-subscribers?week=${weekOf}`)
    const row = chef.page.getByRole('row').filter({ hasText: customerName })
    await expect(row).toContainText('Active')
    await expect(row).toContainText('$54.00')
    await expect(row).toContainText('$108.00')
    await expect(row).toContainText(first!)
    const harvest = chef.page.getByRole('row').filter({ hasText: /^Harvest Salad/ })
    expect(Number(await harvest.getByRole('cell').nth(0).textContent())).toBeGreaterThanOrEqual(3)
    await expectAccessible(chef.page)
    await shoot(chef.page, {
      path: screenshotPath('meal-plan-manage', 'subscribers', testInfo),
      fullPage: true,
    })
    // The admin home counts the active subscription in its recurring revenue (other specs' plans may add to it).
    await chef.page.goto('/admin-dashboard')
    const recurring = chef.page.getByRole('region', { name: 'Recurring revenue' })
    const figure = async (label: string) =>
      (await recurring
        .getByTestId('figure')
        .filter({ hasText: label })
        .getByRole('definition')
        .textContent()) ?? ''
    expect(Number(await figure('Active meal plans'))).toBeGreaterThanOrEqual(1)
    expect(Number((await figure('Per week')).replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(54)
    await chef.page.goBack()
    // Staff skip the subscriber's next week for them: it is recorded as theirs.
    await row.getByRole('button', { name: 'Skip next' }).click()
    await expect
      .poll(async () =>
        (await adminDb().doc(`mealSubscriptions/${subscriptionId}`).get()).get('lastChange.by'),
      )
      .toBe('staff')
    await chef.context.close()

    // The customer pauses until a date past the weeks shown.
    const pause = plan.getByRole('form', { name: 'Pause until a date' })
    const until = addDays(upcomingCycles(rule, Date.now(), 3)[2]!.date, 1)
    const [year, month, day] = until.split('-')
    await pause.getByRole('spinbutton', { name: 'Month' }).click()
    await page.keyboard.type(`${month}${day}${year}`)
    await pause.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect(plan).toContainText(`Paused until ${formatCalendarDate(until)}.`)
    await expect(plan.getByRole('button', { name: 'Resume' })).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('meal-plan-manage', 'paused', testInfo), fullPage: true })
  })
})
