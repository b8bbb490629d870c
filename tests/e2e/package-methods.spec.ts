// A package names the fulfilment methods it can be had by: with a dinner carved at the table in the cart, the order
// review offers only chef at your address and says why pickup and delivery are missing; with a package that can
// only be picked up beside it, no method is left and the page says so. The spec stores its own packages.
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { shoot } from './screens.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const carvedId = `e2e-carved-${run}`
const pickupOnlyId = `e2e-pickup-only-${run}`

test.describe('methods per package', () => {
  test.beforeAll(async () => {
    await adminDb()
      .doc(`chefPackages/${carvedId}`)
      .set({ title: 'Carved at the Table', price: 250, publicMenu: true, methods: ['chefAtHome'] })
    await adminDb()
      .doc(`chefPackages/${pickupOnlyId}`)
      .set({ title: 'Bake Sale Box', price: 40, publicMenu: true, methods: ['pickup'] })
  })

  test.afterAll(async () => {
    await Promise.all([carvedId, pickupOnlyId].map((id) => adminDb().doc(`chefPackages/${id}`).delete()))
  })

  test('the order review offers only the methods every package allows, and says why', async ({ page }) => {
    await page.goto(`/package-details/${carvedId}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    // Add keeps the visitor on the page: the header's count says when the cart holds it.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await page.goto('/order-review')
    const section = page.getByRole('group', { name: 'When and where' })
    await expect(section).toBeVisible({ timeout: 30_000 })
    await expect(section.getByRole('radio')).toHaveCount(1)
    await expect(section.getByRole('radio', { name: 'Chef at your address' })).toBeVisible()
    await expect(section.getByText('Pickup is not available for Carved at the Table.')).toBeVisible()
    await expect(section.getByText('Delivery is not available for Carved at the Table.')).toBeVisible()
    await expect(section.getByRole('textbox', { name: 'Address of the event' }).first()).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/package-methods-1-one-method.png', fullPage: true })

    await page.goto(`/package-details/${pickupOnlyId}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await page.goto('/order-review')
    await expect(section).toBeVisible({ timeout: 30_000 })
    await expect(section.getByRole('radio')).toHaveCount(0)
    await expect(section.getByRole('alert')).toContainText(
      'No way of receiving the order suits every package in your cart.',
    )
    await expect(section.getByRole('alert')).toContainText(
      'Chef at your address is not available for Bake Sale Box.',
    )
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/package-methods-2-none-left.png', fullPage: true })
  })
})
