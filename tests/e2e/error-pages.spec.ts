// Error pages as a visitor meets them: an unknown address inside the site's layout with the ways on, and a page that
// fails to load with a friendly message, a retry and the reference the browser log also holds.
import type { ConsoleMessage } from '@playwright/test'
import { expect, expectAccessible, test, testExpectingConsoleErrors } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'

test('an unknown address is a not-found page inside the layout, with the ways home and to the shop', async ({
  page,
}, testInfo) => {
  await phoneWidth(page, testInfo)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/^Page Not Found · /)
  // The layout stays: header with its menu, footer with the contact links.
  await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByText(/Unexpected Application Error|404/)).toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, { path: screenshotPath('error-pages', 'not-found', testInfo), fullPage: true })

  await page.getByRole('main').getByRole('link', { name: 'Browse the shop' }).click()
  await expect(page).toHaveURL(/\/package-shop$/)
  await page.goBack()
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

// The shop's data fails to arrive (a dropped connection to the database, the same in development and in the
// production build): the browser reports the failed request and the screen logs its reference; nothing else may be
// logged.
const shopQuery = '**/documents:runQuery*'
const failingLoad = testExpectingConsoleErrors(
  /Failed to load resource/,
  /@firebase\/firestore: .*RPC_ERROR/,
  /^Error reference [A-Z2-9]{4}-[A-Z2-9]{4}\b/,
)

failingLoad(
  'a page that fails to load says so kindly, with a retry and a reference matching the log',
  async ({ page }, testInfo) => {
    await phoneWidth(page, testInfo)
    const logged: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      const match = /^Error reference ([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(message.text())
      if (message.type() === 'error' && match) logged.push(match[1]!)
    })
    // The server renders the shop for a first visit; the failure is the browser's, on the way there from home.
    await page.goto('/')
    // Only the shop's own query for menus fails; the layout's other reads go through.
    await page.route(shopQuery, (route) =>
      route.request().postData()?.includes('"collectionId":"menus"')
        ? route.abort('connectionreset')
        : route.continue(),
    )
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click()
    await page.getByRole('menuitem', { name: 'Package Shop' }).click()
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const reference = (await alert.getByTestId('error-reference').textContent()) ?? ''
    expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    await expect.poll(() => logged).toContain(reference)
    await expect(alert.getByText(/Failed to fetch|TypeError|Unexpected Application Error/)).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('error-pages', 'unexpected-error', testInfo),
      fullPage: true,
    })

    // The connection is back: Try again shows the shop.
    await page.unroute(shopQuery)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /shop/i })).toBeVisible()
  },
)
