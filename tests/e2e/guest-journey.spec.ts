// The whole journey of a guest on a phone (390 × 844), on packages, a menu and a promotion code of its own (on a
// desktop the food-safety, promotion-codes and accounts specs make the same claims step by step): the guest filters
// the shop to vegan and free from peanuts (the URL says so), adds the vegan package and, from its page, a satay
// holding peanuts. A guest has no dietary profile (only an order's own allergies), so they sign up as a new
// customer, say in settings that they are allergic to peanuts, and are warned by the shop's cart and at order
// review about the satay; they confirm, apply the code and pay on the Stripe stand-in, which charges exactly the
// discounted total the page showed.
import type { Page, TestInfo } from '@playwright/test'
import { adminAuth, adminDb } from '../support/admin.ts'
import { uniqueEmail } from '../support/auth-emulator.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { testCatalog } from '../support/test-catalog.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { chooseFulfilment } from './fulfilment.ts'
import { payAndFindTheOrder } from './paid-order.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'

const coldCall = 60_000
const shot = (name: string, testInfo: TestInfo) => screenshotPath('guest-journey', name, testInfo)
const cartSize = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length).catch(() => -1)

test(
  'a guest filters the shop, signs up to keep a dietary profile, is warned of an allergen in the cart, confirms, applies a code and pays the discounted total',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    test.setTimeout(240_000)
    await phoneWidth(page, testInfo)
    const run = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`
    const catalog = testCatalog(run)
    let uid: string | undefined
    try {
      const bowl = await catalog.chefPackage('Vegan Harvest Bowl', {
        price: 120,
        allergens: ['soybeans'],
        diets: ['vegan', 'vegetarian'],
      })
      const satay = await catalog.chefPackage('Peanut Satay Platter', {
        price: 80,
        allergens: ['peanuts', 'soybeans'],
        diets: [],
      })
      const menu = await catalog.menu('Journey Menu', [bowl, satay])
      const code = await catalog.promotionCode('JOURNEY', { percentOff: 10 })

      // The guest filters the menu: vegan, free from peanuts.
      await page.goto(`/package-shop/${menu.id}`)
      await page.getByRole('button', { name: 'Filter by diet, allergens, price or date' }).click()
      await page.getByRole('group', { name: 'Suits' }).getByLabel('Vegan').check()
      await page.getByRole('group', { name: 'Free from' }).getByLabel('Peanuts').check()
      await page.getByRole('button', { name: 'Show packages' }).click()
      await expect(page).toHaveURL(new RegExp(`/package-shop/${menu.id}\\?diet=vegan&free=peanuts$`))
      await expect(page.getByTestId('shop-match-count')).toHaveText('1 of 2 packages match your filters.')
      await expect(page.getByRole('article').filter({ hasText: satay.title })).toHaveCount(0)
      const bowlCard = page.getByRole('article').filter({ hasText: bowl.title })
      await expect(bowlCard.getByRole('list', { name: 'Suits these diets' })).toContainText('Vegan')
      await expectAccessible(page)
      await shoot(page, { path: shot('shop-filtered', testInfo), fullPage: true })
      await bowlCard.getByRole('button', { name: /^Add/ }).click()
      await expect.poll(() => cartSize(page)).toBe(1)

      // The satay, from its own page; a guest's cart warns of nothing: they have no profile.
      await page.goto(`/package-details/${satay.id}`)
      await expect(page.getByRole('list', { name: 'Contains these allergens' })).toContainText('Peanuts')
      await page.getByRole('button', { name: 'Add to cart' }).click()
      const cartPanel = page.getByRole('complementary', { name: /^Your Cart/ })
      await expect(cartPanel).toContainText(satay.title)
      await expect(cartPanel.getByTestId('cart-allergen-warning')).toHaveCount(0)

      // A dietary profile needs an account: the guest signs up, and the cart stays.
      await page.goto('/login')
      await page.getByRole('link', { name: 'Create an account' }).click()
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
      const email = uniqueEmail('journey')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill('journey-secret-1')
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
      await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: coldCall })
      uid = (await adminAuth().getUserByEmail(email)).uid
      expect(await cartSize(page)).toBe(2)

      await page.goto('/settings')
      const dietary = page.getByRole('region', { name: 'Allergies and diets' })
      await dietary.getByLabel('Peanuts').check()
      await dietary.getByRole('button', { name: 'Save allergies and diets' }).click()
      await expect(dietary.getByText('Your allergies and diets are saved.')).toBeVisible()

      // Back in the shop, the cart names the satay.
      await page.goto(`/package-shop/${menu.id}`)
      const warning = page
        .getByRole('complementary', { name: /^Your Cart/ })
        .getByTestId('cart-allergen-warning')
      await expect(warning).toContainText(`${satay.title} contains Peanuts.`)
      await expect(warning).not.toContainText(bowl.title)
      await warning.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await shoot(page, { path: shot('cart-warning', testInfo), fullPage: true })
      await page.getByRole('link', { name: 'Checkout' }).click()

      // Order review: the profile's allergy is ticked and warned about; the customer confirms and applies the code.
      await expect(page).toHaveURL(/\/order-review$/)
      const reviewWarning = page.getByTestId('allergen-warning')
      await expect(reviewWarning).toContainText(`${satay.title} contains Peanuts.`)
      await expect(
        page.getByRole('region', { name: 'Allergies and diets' }).getByLabel('Peanuts'),
      ).toBeChecked()
      await reviewWarning.getByLabel('I have read this warning and want to order these packages.').check()
      await chooseFulfilment(page)
      await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase())
      await page.getByRole('button', { name: 'Apply' }).click()
      const totals = page.getByLabel('Order totals')
      await expect(totals).toContainText(`Discount (${code})`, { timeout: coldCall })
      // $200 of packages, 10% off: $180 and 5% tax.
      await expect(totals.locator('dd').last()).toHaveText('$189.00')
      const shownTotal = await totals.locator('dd').last().innerText()
      await expectAccessible(page)
      await shoot(page, { path: shot('order-review', testInfo), fullPage: true })

      await page.getByRole('button', { name: 'To Payment' }).click()
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
      await expect(page.getByText('Discount')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, { path: shot('stripe-stand-in', testInfo), fullPage: true })
      const { orderId, order } = await payAndFindTheOrder(
        page,
        adminDb().collection('orders').where('userId', '==', uid),
        (id) => catalog.order(id),
      )
      const session = await standInStripe().checkout.sessions.retrieve(
        order['checkoutSession']['checkoutSessionId'],
      )
      catalog.order(orderId, session.id)
      // What the stand-in charged is the discounted total the page showed.
      expect(session.amount_total).toBe(18_900)
      expect(`$${((session.amount_total ?? 0) / 100).toFixed(2)}`).toBe(shownTotal)
      expect(order['paidCents']).toBe(session.amount_total)
      expect(order['promotion']).toMatchObject({ code, discountCents: 2_000 })
      expect(order['dietary']).toEqual({ allergies: ['peanuts'], diets: [], conflicts: ['peanuts'] })
    } finally {
      await catalog.cleanup()
      if (uid) {
        await adminDb().doc(`userProfiles/${uid}`).delete()
        await adminAuth().deleteUser(uid)
      }
    }
  },
)
