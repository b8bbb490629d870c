// The account pages an admin opens from the menu: each has its heading, is no placeholder and passes
// expectAccessible.
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

test.describe('account pages', () => {
  for (const [pagePath, heading] of [
    ['/settings', 'Settings'],
    ['/messages', 'Messages'],
    ['/payments', 'All Payments'],
    ['/payment', 'Payment'],
    ['/about-me', /About/],
    ['/admin-settings', 'Admin Settings'],
    ['/landing-offer-checkout', 'Offers'],
  ] as const) {
    test(`${pagePath} is a useful, accessible page`, async ({ page }, testInfo) => {
      await signIn(page, adminAccount, pagePath)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText('This page is not available yet')).toHaveCount(0)
      await expectAccessible(page)
      await shoot(page, {
        path: screenshotPath('account-pages', pagePath.slice(1), testInfo),
        fullPage: true,
      })
    })
  }
})
