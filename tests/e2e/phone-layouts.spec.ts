// No page scrolls sideways on a phone, 320 to 390 px wide, for a guest, a customer and an admin; the phone menu
// works by keyboard. The customer has orders (written with the admin SDK, removed afterwards), so their order
// lists are on the pages too.
import type { Page } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { demoCustomerOrder, exampleDelivery } from '../support/order-fulfilments.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { gotoInApp, waitForSettledPage } from './in-app-navigation.ts'
import { screenshotPath, screenshotsWanted, shoot } from './screens.ts'
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
  '/landing-settings',
  '/content-configs',
  '/app-configs',
  '/fulfilment-calendar',
  '/business-schedule',
  '/prep-list',
  '/landing-offers',
  '/testimonial-review',
  '/admin-settings',
  '/menu-edit',
  '/package-create',
]

const phoneWidths = [320, 390]

/** How far the page scrolls sideways at its current width, if it does. */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number } | null> {
  const { scrollWidth, clientWidth } = await page.evaluate(async () => {
    // A resize lays the page out again on the next frame.
    await new Promise(requestAnimationFrame)
    const root = document.scrollingElement!
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })
  return scrollWidth > clientWidth ? { scrollWidth, clientWidth } : null
}

/**
 * The pages (of `paths`) that scroll sideways at any of the phone widths, with how far. Each page is shown once at
 * the narrowest width and then widened: media queries and the app's breakpoints answer a resize as they answer a
 * load. The first page is loaded; the app moves to the others itself, as when the visitor follows its links.
 */
async function sidewaysOnPhones(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = []
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize({ width: phoneWidths[0]!, height: 800 })
    if (index === 0) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    } else {
      await gotoInApp(page, path)
      await waitForSettledPage(page)
    }
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await sidewaysOverflow(page)
      if (overflow) wide.push(`${path} at ${width}px: ${overflow.scrollWidth} > ${overflow.clientWidth}`)
    }
  }
  return wide
}

// Only the phone project runs these: each test sets the widths it checks itself.
test.describe('phone layouts', { tag: '@phone-only' }, () => {
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
      const extraPaths: string[] = []
      if (account === adminAccount) {
        // The order page as the chef sees it: status, refund, notes and item controls.
        const id = (
          await adminDb()
            .collection('orders')
            .add(demoCustomerOrder({ notes: 'phone layout check' }))
        ).id
        created.push(id)
        extraPaths.push(`/order-status/${id}`)
      }
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
      const wide = await sidewaysOnPhones(page, [...paths, ...extraPaths])
      expect(wide).toEqual([])
      if (screenshotsWanted) {
        await page.setViewportSize({ width: 320, height: 800 })
        await page.goto(paths[0]!)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await shoot(page, {
          path: screenshotPath('phone-layouts', `${paths[0]!.slice(1) || 'home'}-320`, testInfo),
          fullPage: true,
        })
      }
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
    // The browser asks for reduced motion (playwright.config.ts), and the app's transitions end at once.
    const transitions = (await button.evaluate((element) => getComputedStyle(element).transitionDuration))
      .split(', ')
      .map(parseFloat)
    expect(Math.max(...transitions)).toBeLessThan(0.001)
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
