// A per-guest package with options: the seeded Holiday Dinner Party shows its price per guest on its page and
// reads "Per guest" in the package editor, and a paid order of it (written with the admin SDK as placeOrder stores
// it, on a date of this run's own, and removed afterwards) shows its guests and options on the desk and prep list.
import type { TestInfo } from '@playwright/test'
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { writeKitchenOrder } from './kitchen-orders.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('package-options', name, testInfo)
const cleanup: string[] = []
const details =
  'For 8 guests · Main: Roast cod · Add-ons: Cheese course · Message on the cake: Happy holidays'

test.describe('package options in the kitchen', () => {
  test.afterAll(async () => {
    await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
  })

  test('the page and the editor read per guest; the desk and the prep list show each line with its guests and options', async ({
    page,
  }, testInfo) => {
    const date = addDays('2041-01-01', (Math.floor(Date.now() / 1000) * 3) % 20_000)
    const id = `options-${Date.now()}`
    cleanup.push(`orders/${id}`)
    await writeKitchenOrder(id, { date, state: 'paid', slotStart: '12:00', items: [], guests: 8 })
    await adminDb()
      .doc(`orders/${id}`)
      .update({
        cartData: [
          {
            chefPackageId: 'pkg-holiday-dinner',
            title: 'Holiday Dinner Party',
            price: 584,
            image: '',
            quantity: 1,
            guests: 8,
            options: [
              { label: 'Main', choice: 'Roast cod', price: 0 },
              { label: 'Add-ons', choice: 'Cheese course', price: 64 },
              { label: 'Message on the cake', choice: 'Happy holidays', price: 0 },
            ],
          },
        ],
      })

    await page.goto('/package-details/pkg-holiday-dinner')
    await expect(page.getByText('$65.00 per guest')).toBeVisible()
    await expect(page.getByText('For 6 to 20 guests.')).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('package-page', testInfo), fullPage: true })

    await signIn(page, adminAccount)
    await page.goto('/package-create/pkg-holiday-dinner')
    await expect(page.getByRole('combobox', { name: 'Priced' })).toHaveValue('perGuest')

    await page.goto(`/order-management?from=${date}&to=${date}`)
    const items = page.getByRole('list', { name: /^Items of order/ })
    await expect(items).toContainText('1 × Holiday Dinner Party')
    await expect(items).toContainText(details)
    await expectAccessible(page)
    await shoot(page, { path: shot('order-desk', testInfo), fullPage: true })

    await page.goto(`/prep-list?from=${date}&to=${date}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Prep list' })).toBeVisible()
    await expect(page.getByText('1 × Holiday Dinner Party')).toBeVisible()
    await expect(
      page.getByText('Main: Roast cod · Add-ons: Cheese course · Message on the cake: Happy holidays'),
    ).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('prep-list', testInfo), fullPage: true })
  })
})
