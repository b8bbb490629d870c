// The admin home as a chef opens it in the morning: today's paid order (made here with the admin SDK, for today in
// the business's time zone, and removed afterwards) is on today's card with its allergy in bold and what to make;
// the week's money counts its payment; a paid order waiting for confirmation is listed with the link that handles
// it; the page cards speak in words, not paths.
import { demoTimeZone } from '../../scripts/seed-data.ts'
import { dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { writeKitchenOrder } from './kitchen-orders.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const cleanup = documentsRemovedAfterAll()

test.describe('admin home', () => {
  test("shows today's orders with their allergies, what to make, the week's money and what waits", async ({
    page,
  }, testInfo) => {
    const today = dateInZone(Date.now(), demoTimeZone)
    const run = `${Date.now()}-${testInfo.parallelIndex}`
    const id = `home-${run}`
    const dish = `Home Ragu ${run}`
    cleanup.push(`orders/${id}`)
    const orderNumber = await writeKitchenOrder(id, {
      date: today,
      state: 'paid',
      slotId: 'home-test',
      slotStart: '23:00',
      slotEnd: '23:30',
      timeZone: demoTimeZone,
      items: [[dish, 2]],
      name: 'Mira Home',
      paidCents: 4200,
      allergies: ['milk'],
      conflicts: ['milk'],
    })

    await signIn(page, adminAccount, '/admin-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()

    const todayCard = page.getByRole('region', { name: /^Today, / })
    await expect(todayCard.getByText(`2 × ${dish}`)).toBeVisible()
    const allergyLine = todayCard.getByRole('listitem').filter({ hasText: `Order #${orderNumber}` })
    await expect(allergyLine).toContainText('Mira Home')
    await expect(allergyLine.getByText('Milk (in the order)')).toBeVisible()
    await expect(allergyLine.getByRole('link', { name: `Order #${orderNumber}` })).toHaveAttribute(
      'href',
      `/order-status/${id}`,
    )
    await expect(page.getByRole('region', { name: /^Tomorrow, / })).toBeVisible()

    // The week's money counts at least this order's payment (other tests' orders may add to it).
    const money = page.getByRole('region', { name: /^Money this week/ })
    const taken = await money
      .getByTestId('figure')
      .filter({ hasText: /^Taken/ })
      .getByRole('definition')
      .textContent()
    expect(Number((taken ?? '').replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(42)

    const waiting = page.getByRole('region', { name: 'Waiting for you' })
    const confirm = waiting.getByRole('listitem').filter({ hasText: /for your confirmation/ })
    await expect(confirm).toContainText(/\d+ paid orders? waits? for your confirmation/)
    await expect(confirm.getByRole('link', { name: 'Confirm orders' })).toHaveAttribute(
      'href',
      '/order-management?state=paid',
    )

    const pages = page.getByRole('region', { name: 'Pages' })
    await expect(pages.getByRole('link', { name: /^Prep List/ })).toContainText('What to make for a date')
    await expect(pages).not.toContainText('/prep-list')
    await expect(page.getByText('Coming later')).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('admin-home', 'today', testInfo), fullPage: true })
  })
})
