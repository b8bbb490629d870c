// Navigation and feedback: the header's cart count and the Add snackbar, the account menu's name, and every page a
// role may use reached by clicking from its menu or dashboard.
import type { Page } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const ragu = 'Hand-Rolled Pappardelle Ragù Supper'

function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, / })
}

/** Opens the header menu (waiting for the session) and clicks one of its entries. */
async function openFromMenu(page: Page, menuName: string, entry: string) {
  const button = page.getByRole('banner').getByRole('button', { name: menuName })
  await expect(button).toBeEnabled()
  await button.click()
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click()
}

test.beforeEach(async ({ page }, testInfo) => phoneWidth(page, testInfo))

test.describe('cart count and Add feedback', () => {
  test('Add on the landing page stays there, counts 0 → 1 → 2 in the header and confirms with a snackbar', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items')

    const add = page.getByRole('button', { name: `Add ${ragu} to cart` }).first()
    await add.click()
    const snackbar = page.getByRole('alert').filter({ hasText: `Added ${ragu} to your cart.` })
    await expect(snackbar).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Saffron Table' })).toBeVisible()

    await add.click()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
    await expect(page).toHaveURL(/\/$/)
    await expect(snackbar).toBeVisible()
    await expectAccessible(page)
    // The header's count and the snackbar in one picture.
    await page.evaluate(() => window.scrollTo(0, 0))
    await shoot(page, { path: screenshotPath('navigation', 'added-snackbar', testInfo) })

    await snackbar.getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/order-review$/)
    await expect(page.getByText(ragu).first()).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
  })

  test('Add in the shop stays on the chosen menu and the cart link leads to the order review', async ({
    page,
  }) => {
    await page.goto('/package-shop/menu-tuscan-supper')
    await page.getByRole('button', { name: `Add ${ragu} to cart` }).click()
    await expect(page.getByRole('alert').filter({ hasText: `Added ${ragu} to your cart.` })).toBeVisible()
    await expect(page).toHaveURL(/\/package-shop\/menu-tuscan-supper$/)
    await expect(page.getByRole('complementary', { name: /Your Cart \(1\)/ })).toBeVisible()
    await cartLink(page).click()
    await expect(page).toHaveURL(/\/order-review$/)
  })
})

test.describe('the header menu says what it opens', { tag: '@phone' }, () => {
  test('a guest gets "Menu", a signed-in customer "Account"', async ({ page }, testInfo) => {
    await page.goto('/')
    const guestButton = page.getByRole('banner').getByRole('button', { name: 'Site menu' })
    await expect(guestButton).toBeEnabled()
    await expect(guestButton).toHaveText('Menu')

    await signIn(page, customerAccount)
    const accountButton = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
    await expect(accountButton).toBeEnabled()
    await expect(accountButton).toHaveText('Account')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Site menu' })).toHaveCount(0)
    await accountButton.click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('navigation', 'account-menu', testInfo) })
  })
})

test.describe('every page a role may use is reachable', { tag: '@phone' }, () => {
  test('a customer reaches settings, payments, about and the offers from the account menu', async ({
    page,
  }, testInfo) => {
    // A landing offer of this test's own, so the customer has one to see.
    const offerRef = adminDb().collection('landingOffers').doc()
    const title = `Spring tasting ${offerRef.id.slice(0, 6)}`
    await offerRef.set({ title, description: 'Five courses for two.', price: 150, tags: [], image: '' })
    try {
      await signIn(page, customerAccount)
      const pages: [string, RegExp, string][] = [
        ['Settings', /\/settings$/, 'Settings'],
        ['Payments', /\/payments$/, 'My Payments'],
        ['About Me', /\/about-me$/, ''],
        ['Offers', /\/landing-offer-checkout$/, 'Offers'],
      ]
      for (const [entry, url, heading] of pages) {
        await openFromMenu(page, 'Account menu', entry)
        await expect(page).toHaveURL(url)
        const h1 = page.getByRole('heading', { level: 1 })
        await expect(h1).toBeVisible()
        if (heading) await expect(h1).toHaveText(heading)
      }
      await page.getByRole('link', { name: title }).click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('$150.00')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, {
        path: screenshotPath('navigation', 'customer-offer', testInfo),
        fullPage: true,
      })
    } finally {
      await offerRef.delete()
    }
  })

  test('an admin reaches Landing Offers and Testimonial Review from the dashboard and the menu', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/admin-dashboard')
    await page.getByRole('link', { name: 'Landing Offers' }).click()
    await expect(page).toHaveURL(/\/landing-offers$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Landing Offers' })).toBeVisible()

    await page.goto('/admin-dashboard')
    // The header as the admin sees it once the session is restored and the cart link has arrived.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeEnabled()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items')
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('navigation', 'admin-dashboard', testInfo), fullPage: true })
    await page.getByRole('link', { name: 'Testimonial Review' }).click()
    await expect(page).toHaveURL(/\/testimonial-review$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials To Review' })).toBeVisible()

    await openFromMenu(page, 'Account menu', 'Landing Offers')
    await expect(page).toHaveURL(/\/landing-offers$/)
    await openFromMenu(page, 'Account menu', 'Testimonial Review')
    await expect(page).toHaveURL(/\/testimonial-review$/)
  })
})
