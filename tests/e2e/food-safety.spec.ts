// Food safety from the shop to the kitchen: a guest filters the shop to vegan and free from peanuts (the filters go
// into the URL and follow to another menu), reads each package's labels in words, fills a cart, says at order
// review what they are allergic to, is warned by name about the package containing it, finds To Payment waiting
// (and saying so) until they confirm, and pays; the order keeps their allergies for the kitchen, and the admin's
// order page shows them. In the package editor, an ingredient typed into a package that its labels leave out is
// pointed out beside them.
import type { Page, TestInfo } from '@playwright/test'
import { adminDb, eventually } from '../support/admin.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
import { chooseFulfilment } from './fulfilment.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const test = testExpectingRefusalsFrom('placeOrderCallable')
const shot = (name: string, testInfo: TestInfo) => screenshotPath('food-safety', name, testInfo)
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const cleanup = documentsRemovedAfterAll()
/** How many lines the browser cart holds; -1 while the page is between two documents (Add may navigate). */
const cartSize = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length).catch(() => -1)

test.describe('allergens and diets', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a guest filters the shop, is warned about an allergen at order review, confirms and pays', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    await page.goto('/package-shop/menu-coastal-seafood')
    await page.getByRole('button', { name: 'Filter by diet, allergens, price or date' }).click()
    await page.getByRole('group', { name: 'Suits' }).getByLabel('Vegan').check()
    await page.getByRole('group', { name: 'Free from' }).getByLabel('Peanuts').check()
    await page.getByRole('button', { name: 'Show packages' }).click()
    await expect(page).toHaveURL(/\/package-shop\/menu-coastal-seafood\?diet=vegan&free=peanuts$/)
    await expect(page.getByTestId('shop-match-count')).toHaveText('0 of 2 packages match your filters.')

    // The filters follow to another menu.
    await page.getByRole('combobox', { name: 'Menu' }).selectOption({ label: 'Garden Vegetarian' })
    await page.getByRole('button', { name: 'Show menu' }).click()
    await expect(page).toHaveURL(/\/package-shop\/menu-garden-vegetarian\?diet=vegan&free=peanuts$/)
    await expect(page.getByTestId('shop-match-count')).toHaveText('1 of 2 packages match your filters.')
    const bowls = page.getByRole('article').filter({ hasText: 'Harvest Salad & Grain Bowls' })
    await expect(bowls.getByRole('list', { name: 'Suits these diets' })).toContainText('Vegan')
    await expect(bowls.getByRole('list', { name: 'Contains these allergens' })).toHaveText(
      /Wheat.*Soybeans.*Sesame/,
    )
    await expect(page.getByRole('article').filter({ hasText: 'Summer Vegetable Tart' })).toHaveCount(0)
    await expect(page.getByTestId('may-contain-notice')).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('shop-filtered', testInfo), fullPage: true })
    await bowls.getByRole('button', { name: /^Add/ }).click()
    await expect.poll(() => cartSize(page)).toBe(1)

    // Another package, which holds shellfish.
    await page.goto('/package-shop/menu-coastal-seafood')
    await page
      .getByRole('article')
      .filter({ hasText: 'Garlic Shrimp & Mussel Pot' })
      .getByRole('button', { name: /^Add/ })
      .click()
    await expect.poll(() => cartSize(page)).toBe(2)

    await page.goto('/order-review')
    const dietary = page.getByRole('region', { name: 'Allergies and diets' })
    await dietary.getByRole('group', { name: 'I am allergic to' }).getByLabel('Crustacean shellfish').check()
    await dietary.getByRole('group', { name: 'I eat' }).getByLabel('Pescatarian').check()
    const warning = page.getByTestId('allergen-warning')
    await expect(warning).toContainText('Garlic Shrimp & Mussel Pot contains Crustacean shellfish.')
    await expect(warning).not.toContainText('Harvest Salad')
    await chooseFulfilment(page)
    const email = `food-${run}-${testInfo.project.name}@example.com`
    await page.getByLabel('Your e-mail').fill(email)

    // Not confirmed: To Payment waits for the box and says so beside it, before any click; nothing is placed.
    const toPayment = page.getByRole('button', { name: 'To Payment' })
    await expect(toPayment).toBeDisabled()
    await expect(toPayment).toHaveAccessibleDescription(/waits for you to confirm the allergen warning/)
    await expect(page.getByText(/^To Payment waits for you to confirm the allergen warning/)).toBeVisible()
    const none = await adminDb().collection('orders').where('customer_email', '==', email).get()
    expect(none.size).toBe(0)
    await expectAccessible(page)
    await shoot(page, { path: shot('order-review-warning', testInfo), fullPage: true })

    await warning.getByLabel('I have read this warning and want to order these packages.').check()
    await expect(toPayment).toBeEnabled()
    await expect(page.getByText(/^To Payment waits for you/)).toHaveCount(0)
    await toPayment.click()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: 60_000 })
    const order = await eventually('the order is stored', async () => {
      const found = await adminDb().collection('orders').where('customer_email', '==', email).get()
      return found.docs[0]
    })
    cleanup.push(`orders/${order.id}`)
    expect(order.get('dietary')).toEqual({
      allergies: ['crustaceanShellfish'],
      diets: ['pescatarian'],
      conflicts: ['crustaceanShellfish'],
    })

    // The kitchen sees it on the order page.
    await signIn(page, adminAccount, `/order-status/${order.id}`)
    const section = page.getByRole('region', { name: 'Allergies and diets' })
    await expect(section.getByTestId('order-allergies')).toHaveText('Allergies: Crustacean shellfish')
    await expect(section).toContainText('This order holds Crustacean shellfish, which the customer avoids.')
    await expectAccessible(page)
  })

  test('a customer keeps allergies on their profile and sees the packages holding them marked and warned of in the cart', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const profile = adminDb().doc(`userProfiles/${customerAccount.uid}`)
    try {
      // Account settings keep the profile's allergies and diets (the consultation form may ask them too).
      await signIn(page, customerAccount, '/settings')
      const section = page.getByRole('region', { name: 'Allergies and diets' })
      await section.getByRole('group', { name: 'I am allergic to' }).getByLabel('Milk').check()
      await section.getByRole('group', { name: 'I eat' }).getByLabel('Vegetarian').check()
      await expectAccessible(page)
      await section.getByRole('button', { name: 'Save allergies and diets' }).click()
      await expect(section.getByText('Your allergies and diets are saved.')).toBeVisible({ timeout: 30_000 })
      const saved = await profile.get()
      expect([saved.get('allergies'), saved.get('diets')]).toEqual([['milk'], ['vegetarian']])

      await page.goto('/package-shop/menu-sweet-endings')
      const tiramisu = page.getByRole('article').filter({ hasText: 'Tiramisu Dessert Course' })
      await expect(tiramisu.getByRole('list', { name: 'Contains these allergens' })).toContainText(
        'Milk (you avoid)',
      )
      // The cart beside the shop warns as the order review does, and only about the package holding milk.
      const cart = page.getByRole('complementary', { name: /^Your Cart/ })
      await expect(cart.getByTestId('cart-allergen-warning')).toHaveCount(0)
      await tiramisu.getByRole('button', { name: /^Add/ }).click()
      await expect(cart.getByTestId('cart-allergen-warning')).toHaveText(
        'Allergen warningTiramisu Dessert Course contains Milk. Remove the package from your cart, or confirm at checkout that you still want it.',
      )
      await page.goto('/package-details/pkg-harvest-bowls')
      await page.getByRole('button', { name: 'Add to cart' }).click()
      const detailsCart = page.getByRole('complementary', { name: /^Your Cart \(2\)/ })
      await expect(detailsCart.getByTestId('cart-allergen-warning')).toContainText(
        'Tiramisu Dessert Course contains Milk.',
      )
      await expect(detailsCart.getByTestId('cart-allergen-warning')).not.toContainText('Harvest')
      await expectAccessible(page)
      await shoot(page, { path: shot('cart-warning', testInfo), fullPage: true })
      await page.goto('/package-shop/menu-sweet-endings')
      await shoot(page, { path: shot('shop-you-avoid', testInfo), fullPage: true })
      await cart.getByRole('button', { name: 'Remove Tiramisu Dessert Course' }).click()
      await expect(cart.getByTestId('cart-allergen-warning')).toHaveCount(0)
    } finally {
      await profile.update({ allergies: [], diets: [] })
    }
  })

  test('an admin typing an ingredient into a demo package is warned beside its allergen labels', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/package-create/pkg-pappardelle-ragu')
    const labels = page.getByRole('group', { name: 'Contains these allergens' })
    await expect(labels.getByLabel('Tree nuts')).not.toBeChecked()
    // The demo package's own words are all labelled, so the editor opens without a warning.
    const warning = page.getByTestId('unlabelled-allergens')
    await expect(labels.getByLabel('Wheat')).toBeChecked()
    await expect(warning).toBeEmpty()

    const description = page.getByLabel('Description', { exact: true })
    await description.press('End')
    await description.pressSequentially(' Finished with an almond crumb.')
    await expect(warning).toHaveText(
      "The package's text names an allergen not ticked above: Tree nuts (“almond”). " +
        'Tick it if the package contains it; saving works either way.',
    )
    // Beside the labels: right under the allergen boxes.
    const labelsBox = (await labels.boundingBox())!
    const warningBox = (await warning.boundingBox())!
    expect(warningBox.y - (labelsBox.y + labelsBox.height)).toBeGreaterThanOrEqual(-1)
    expect(warningBox.y - (labelsBox.y + labelsBox.height)).toBeLessThan(40)
    await expectAccessible(page)
    await warning.scrollIntoViewIfNeeded()
    await shoot(page, { path: shot('editor-unlabelled-allergen', testInfo) })

    await labels.getByLabel('Tree nuts').check()
    await expect(warning).toBeEmpty()
  })
})
