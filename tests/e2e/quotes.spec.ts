// Quotes end to end, on a desktop and on a phone: the chef builds a quote for 10 guests of the demo customer from
// their Quotes page, with an option and a staff line (a refused guest count is said next to its field), sends it and
// revises it; the customer opens the mail's link signed out, reads the latest version and the first, is asked to tick
// the terms, accepts and pays the 30 % deposit on the Stripe stand-in, which saves the card. The test moves the balance
// run's clock to the due date and the saved card pays the balance; the event sheet then shows the menu, the guests,
// the staff line, the access notes and everything paid.
import type { Browser } from '@playwright/test'
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { addDays, dateInZone, weekdayOf } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { runBalancesOn } from './balance-clock.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const test = testExpectingRefusalsFrom('saveQuoteCallable')
// The first call of a function in the emulator starts its worker (several seconds on 2 cores).
const coldCall = 30_000

/**
 * A Friday about eight weeks out (a week earlier for the phone run, so the two runs never share a date; the demo
 * schedule books 60 days ahead at most): past the Holiday Dinner's notice, inside the window, a date no other spec
 * books.
 */
function quoteDate(weeksEarlier: number): string {
  let date = addDays(dateInZone(Date.now(), 'America/New_York'), 52 - 7 * weeksEarlier)
  while (weekdayOf(date) !== 5) date = addDays(date, 1)
  return date
}

const titleOf = (doc: QueryDocumentSnapshot) =>
  (doc.get('versions') as Array<{ title: string }> | undefined)?.at(-1)?.title

async function customerPage(browser: Browser, baseURL: string | undefined) {
  // Signed out: the link alone opens the quote.
  const context = await browser.newContext({ baseURL })
  return { context, page: await context.newPage() }
}

test.describe('quotes', () => {
  test.describe.configure({ timeout: 120_000 })
  const run = `${Date.now()}`.slice(-6)
  const title = `Winter supper ${run}`
  let date = ''
  let dayBefore: DocumentData | undefined

  test.beforeAll(async () => {
    date = quoteDate(test.info().project.name === 'phone' ? 1 : 0)
    dayBefore = (await adminDb().doc(`fulfilmentDays/${date}`).get()).data()
  })

  test.afterAll(async () => {
    const made = await adminDb().collection('quotes').where('customerUid', '==', customerAccount.uid).get()
    for (const doc of made.docs) {
      if (titleOf(doc) !== title) continue
      const orderId = doc.get('orderId') as string | undefined
      if (orderId) await adminDb().doc(`orders/${orderId}`).delete()
      await doc.ref.delete()
    }
    const day = adminDb().doc(`fulfilmentDays/${date}`)
    await (dayBefore ? day.set(dayBefore) : day.delete())
  })

  test(
    'the chef quotes an event, the customer accepts it and pays the deposit, the balance is charged on its due date and the event sheet shows it all',
    { tag: '@phone' },
    async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(240_000)
      const onPhone = testInfo.project.name === 'phone'
      await signIn(page, adminAccount, `/customer-profile/${customerAccount.uid}/customer-quotes`)
      await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible()
      await page.getByRole('link', { name: 'New quote' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible()
      await expect(page.getByLabel('Name')).toHaveValue('Casey Rivera')

      await page.getByLabel('Event title').fill(title)
      await page.getByLabel('Guests').fill('30')
      await page.getByLabel('How').selectOption({ label: 'Chef at your address' })
      await page.getByLabel('Event date').fill(date)
      await page.locator('select[name="fulfilment.slotId"]').selectOption('fri-dinner')
      await page.getByLabel('Street and number').fill('12 Orchard Lane')
      await page.getByLabel('City').fill('Springfield')
      await page.getByLabel('Postal code').fill('62704')
      await page
        .locator('select[name="lines.0.chefPackageId"]')
        .selectOption({ label: 'Holiday Dinner Party' })
      await page.locator('select[name="lines.0.option.main"]').selectOption({ label: 'Beef tenderloin' })
      await page.getByRole('checkbox', { name: 'Cheese course' }).check()
      await page.locator('[name="customLines.0.label"]').fill('Two servers, five hours')
      await page.locator('[name="customLines.0.quantity"]').fill('2')
      await page.locator('[name="customLines.0.unitPrice"]').fill('180.00')
      await page.getByLabel('Service charge (%)').fill('10')
      await page.getByLabel('Balance due').fill(addDays(date, -14))
      await page.getByLabel('Quote open until').fill(addDays(dateInZone(Date.now(), 'America/New_York'), 14))

      // Too many guests for the package: said next to the guests, everything typed kept.
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(page.getByText('Holiday Dinner Party is for at most 20 guests.')).toBeVisible({
        timeout: coldCall,
      })
      await expect(page.getByLabel('Event title')).toHaveValue(title)
      await shoot(page, { path: screenshotPath('quotes', 'builder-refused', testInfo), fullPage: true })
      await page.getByLabel('Guests').fill('10')
      await page.getByRole('button', { name: 'Send', exact: true }).click()

      await expect(page.getByText(/Sent: the customer was mailed a link/)).toBeVisible({ timeout: coldCall })
      const summary = page.getByTestId('quote-summary')
      // 10 × ($65 + $8) + 2 × $180 = $1,090; service $109; tax $59.95; deposit 30 %.
      await expect(summary.getByText('$1,258.95')).toBeVisible()
      await expect(summary.getByText('$377.69')).toBeVisible()
      await expectAccessible(page)
      if (!onPhone) await page.setViewportSize({ width: 390, height: 844 })
      await shoot(page, { path: screenshotPath('quotes', 'builder-phone', testInfo), fullPage: true })

      // A change to a sent quote is a new version, mailed again; the first stays in the history.
      if (!onPhone) await page.setViewportSize({ width: 1280, height: 800 })
      await page.getByLabel('Access notes').fill('Side gate, code 1234')
      await page.getByRole('button', { name: 'Send new version' }).click()
      await expect(page.getByText('Version 2 as the customer sees it')).toBeVisible({ timeout: coldCall })

      const mail = await waitForMail({ to: customerAccount.email, subject: `Your updated quote: ${title}` })
      const link = /\/quote\/[A-Za-z0-9]+\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? mail.html)?.[0]
      expect(link, 'the mail links to the quote').toBeTruthy()

      const customer = await customerPage(browser, baseURL)
      try {
        const quotePage = customer.page
        await quotePage.setViewportSize({ width: 390, height: 844 })
        await quotePage.goto(link!)
        await expect(quotePage.getByRole('heading', { level: 1, name: `Your quote: ${title}` })).toBeVisible({
          timeout: coldCall,
        })
        const latest = quotePage.getByTestId('quote-summary').first()
        const earlier = quotePage.getByTestId('quote-summary').nth(1)
        await expect(
          latest.getByText('For 10 guests · Main: Beef tenderloin · Add-ons: Cheese course'),
        ).toBeVisible()
        await expect(latest.getByText('Two servers, five hours')).toBeVisible()
        await expect(latest.getByText('$1,258.95')).toBeVisible()
        await expect(latest.getByText('Access: Side gate, code 1234')).toBeVisible()
        await expect(earlier).toBeHidden()
        await quotePage.getByRole('button', { name: /^Version 1, sent/ }).click()
        await expect(earlier.getByText('Two servers, five hours')).toBeVisible()
        await expect(earlier.getByText(/^Access:/)).toHaveCount(0)
        await expectAccessible(quotePage)
        await shoot(quotePage, { path: screenshotPath('quotes', 'customer-phone', testInfo), fullPage: true })

        const accept = quotePage.getByRole('button', { name: /Accept and pay the deposit \(\$377\.69\)/ })
        await accept.click()
        await expect(quotePage.getByText('Please tick that you accept the terms.')).toBeVisible()
        await quotePage
          .getByRole('checkbox', { name: 'I accept this quote and its cancellation terms.' })
          .check()
        await accept.click()
        await expect(quotePage.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
        await expect(quotePage.getByText(/Deposit for order #\d+/)).toBeVisible()
        await quotePage.getByRole('radio', { name: /4242/ }).check()
        await quotePage.getByRole('button', { name: /^Pay \$377\.69/ }).click()
        await expect(quotePage.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
          timeout: 60_000,
        })
      } finally {
        await customer.context.close()
      }

      const quotes = await adminDb()
        .collection('quotes')
        .where('customerUid', '==', customerAccount.uid)
        .get()
      const accepted = quotes.docs.find((doc) => titleOf(doc) === title)
      expect(accepted?.get('state')).toBe('accepted')
      const orderId = accepted?.get('orderId') as string
      const order = adminDb().doc(`orders/${orderId}`)
      // The deposit's webhook saves the card on the order's plan.
      const plan = await eventually('the deposit is recorded with the saved card', async () => {
        const stored = (await order.get()).get('paymentPlan') as
          { paymentMethodId?: string; balanceDueDate: string; depositCents: number } | undefined
        return stored?.paymentMethodId ? stored : undefined
      })
      expect(plan.depositCents).toBe(37_769)
      expect(plan.balanceDueDate).toBe(addDays(date, -14))

      // The scheduler's clock moves to the due date: the saved card pays the balance.
      await runBalancesOn(plan.balanceDueDate)
      await eventually('the balance is paid', async () =>
        (await order.get()).get('paymentPlan.balanceState') === 'paid' ? true : undefined,
      )
      expect((await order.get()).get('paidCents')).toBe(125_895)

      await page.goto(`/event-sheet/${orderId}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: coldCall })
      const menu = page.getByTestId('event-menu')
      await expect(menu).toContainText('Holiday Dinner Party, 10 guests')
      await expect(menu).toContainText('Beef tenderloin')
      await expect(menu).toContainText('Cheese course')
      await expect(page.getByTestId('event-custom-lines')).toContainText('Two servers, five hours')
      await expect(page.getByTestId('event-where')).toContainText('Side gate, code 1234')
      const money = page.getByTestId('event-money')
      await expect(money).toContainText('Deposit$377.69 · paid')
      await expect(money).toContainText('Paid$1,258.95')
      await expect(money).toContainText('Outstanding$0.00')
      await expectAccessible(page)
      await shoot(page, { path: screenshotPath('quotes', 'event-sheet', testInfo), fullPage: true })
    },
  )

  test('the signed-in customer finds the demo quote under their quotes and opens it', async ({ page }) => {
    await signIn(page, customerAccount, '/my-quotes')
    await expect(page.getByRole('heading', { level: 1, name: 'Your quotes' })).toBeVisible()
    await page.getByRole('link', { name: 'Holiday dinner party at home' }).first().click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your quote: Holiday dinner party at home' }),
    ).toBeVisible({ timeout: coldCall })
    await expect(
      page.getByText('For 10 guests · Main: Beef tenderloin · Add-ons: Cheese course'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Accept and pay the deposit/ })).toBeVisible()
  })
})
