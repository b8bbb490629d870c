// No page scrolls sideways on a phone, 320 to 390 px wide, for a guest, a customer and an admin; the phone menu
// works by keyboard. The customer has orders (written with the admin SDK, removed afterwards), so their order
// lists are on the pages too.
import type { Page } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { demoCustomerOrder, exampleDelivery } from '../support/order-fulfilments.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const guestPages = ['/', '/package-shop', '/order-review', '/login', '/no-such-page']
const customerPages = [
  '/user-dashboard',
  '/order-management',
  '/customer-profile',
  '/settings',
  '/payments',
  '/messages',
  '/about-me',
  '/testimonials',
  '/landing-offer-checkout',
]
const adminPages = [
  '/admin-dashboard',
  '/order-management',
  '/user-management',
  '/form-response-intake',
  '/forms-list',
  '/package-management',
  '/menu-management',
  '/content-configs',
  '/app-configs',
  '/fulfilment-calendar',
  '/business-schedule',
  '/prep-list',
  '/landing-offers',
  '/testimonial-review',
  '/menu-edit',
  '/package-create',
]

/** The pages (of `paths`) that scroll sideways at `width`, with how far. */
async function sidewaysAt(page: Page, paths: string[], width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 })
  const wide: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement!
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
    })
    if (scrollWidth > clientWidth) wide.push(`${path} at ${width}px: ${scrollWidth} > ${clientWidth}`)
  }
  return wide
}

test.describe('phone layouts', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 240_000 })
  const created: string[] = []

  test.afterEach(async () => {
    await Promise.all(created.splice(0).map((id) => adminDb().doc(`orders/${id}`).delete()))
  })

  for (const [who, account, paths] of [
    ['a guest', null, guestPages],
    ['a customer', customerAccount, customerPages],
    ['an admin', adminAccount, adminPages],
  ] as const) {
    test(`no page ${who} reaches scrolls sideways at 320 and 390 px`, async ({ page }, testInfo) => {
      if (account === customerAccount) {
        for (const delivered of [true, false]) {
          created.push(
            (
              await adminDb()
                .collection('orders')
                .add(
                  demoCustomerOrder({
                    notes: 'phone layout check',
                    // A delivery: the longest line the order lists show.
                    ...(delivered ? { fulfilment: { ...exampleDelivery, date: '2027-07-14' } } : {}),
                  }),
                )
            ).id,
          )
        }
      }
      if (account) await signIn(page, account)
      const wide = [...(await sidewaysAt(page, paths, 320)), ...(await sidewaysAt(page, paths, 390))]
      expect(wide).toEqual([])
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(paths[0]!)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await shoot(page, {
        path: screenshotPath('phone-layouts', `${paths[0]!.slice(1) || 'home'}-320`, testInfo),
        fullPage: true,
      })
    })
  }

  test('the phone menu opens with Enter, moves with the arrows, and Escape closes it and returns focus', async ({
    page,
  }, testInfo) => {
    await signIn(page, customerAccount)
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto('/user-dashboard')
    const button = page.getByRole('banner').getByRole('button', { name: /menu/i })
    // The button waits for the session to be restored.
    await expect(button).toBeEnabled()
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    const items = menu.getByRole('menuitem')
    await expect(items.first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1)
    const scroll = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
    )
    expect(scroll).toBeLessThanOrEqual(0)
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('phone-layouts', 'menu-open-320', testInfo),
      fullPage: true,
    })
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
})
