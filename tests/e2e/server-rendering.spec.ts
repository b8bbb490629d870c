// The public pages come from the server-rendering function through the Hosting emulator, as Firebase Hosting
// serves them: readable with JavaScript off, hydrated in the browser without reading their data again, cached for
// anonymous visitors, and never holding a private package.
import type { Locator, Page, Request as PlaywrightRequest } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { customerAccount, signIn } from './sign-in.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const publicPackageId = 'pkg-harvest-bowls'
const firestoreEmulator = /127\.0\.0\.1:8080/

/**
 * Holds the app's start script back until `openGate` is called: the page stays as the server sent it. `asked`
 * settles once the page's entry script has asked for it, so its holds on taps and posts are in place: the entry
 * script runs only once the whole page has been read, and a tap before then is the browser's alone.
 */
async function holdAppStart(page: Page): Promise<{ openGate: () => void; asked: Promise<void> }> {
  let openGate = () => {}
  let markAsked = () => {}
  const gate = new Promise<void>((resolve) => (openGate = resolve))
  const asked = new Promise<void>((resolve) => (markAsked = resolve))
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    markAsked()
    await gate
    await route.continue()
  })
  return { openGate: () => openGate(), asked }
}

test.describe('server-rendered public pages', () => {
  test('the landing page and a package page read with JavaScript turned off', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      const landing = await page.goto('/')
      expect(landing?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Saffron Table' })).toBeVisible()
      await expect(page.getByText('Hand-Rolled Pappardelle Ragù Supper')).toBeVisible()
      await expect(page.getByText('$220.00')).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'chef@saffron-table.test' }),
      ).toBeVisible()
      // Rendered by production React and Emotion, as the browser runs them: class names without development labels
      // (css-abc123-MuiLink-root), so the browser hydrates onto the styles the server sent instead of adding its own.
      expect(await landing!.text()).not.toMatch(/css-[a-z0-9]+-Mui/)
      await shoot(page, {
        path: screenshotPath('server-rendering', 'landing-no-js', testInfo),
        fullPage: true,
      })

      const details = await page.goto(`/package-details/${publicPackageId}`)
      expect(details?.status()).toBe(200)
      await expect(page.getByRole('heading', { name: /Harvest Salad & Grain Bowls/ })).toBeVisible()
      await expect(page.getByText('$145.00').first()).toBeVisible()
      await expect(page.getByRole('list', { name: 'Contains these allergens' })).toContainText('Sesame')
      await shoot(page, {
        path: screenshotPath('server-rendering', 'package-no-js', testInfo),
        fullPage: true,
      })

      const shop = await page.goto('/package-shop/menu-garden-vegetarian?diet=vegan')
      expect(shop?.status()).toBe(200)
      await expect(page.getByTestId('shop-match-count')).toHaveText('1 of 2 packages match your filters.')
    } finally {
      await context.close()
    }
  })

  test('the browser takes over the rendered page without loading its data again', async ({ page }) => {
    const firestoreReads: string[] = []
    const onRequest = (request: PlaywrightRequest) => {
      if (firestoreEmulator.test(request.url())) firestoreReads.push(request.url())
    }
    page.on('request', onRequest)
    await page.goto('/')
    await expect(page.getByText('Hand-Rolled Pappardelle Ragù Supper')).toBeVisible()
    // Hydrating adds no styles: the server sent every one the render makes. Emotion puts the ones it adds in the
    // browser into style elements of its own ("css" with no class list).
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    const stylesAddedByTheBrowser = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).reduce(
        (rules, element) => rules + (element.sheet?.cssRules.length ?? 0),
        0,
      ),
    )
    expect(stylesAddedByTheBrowser).toBe(0)
    // The header's menu works only once React has hydrated the page.
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click()
    await expect(page.getByRole('menuitem', { name: 'Package Shop' })).toBeVisible()
    expect(firestoreReads).toEqual([])
    await page.keyboard.press('Escape')
    await expectAccessible(page)

    // From here on the browser renders: a link is a client-side navigation that reads through the web SDK.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page
      .getByRole('link', { name: /Coastal Seafood Feast/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/package-shop\//)
    await expect(page.getByTestId('shop-match-count').or(page.getByRole('article').first())).toBeVisible()
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    page.off('request', onRequest)
  })

  test('the lead picture downloads before the app, which then asks for all its files at once', async ({
    page,
  }) => {
    const events: string[] = []
    const isLeadPicture = (url: string) => url.includes('/o/chefPackageImages') && url.includes('.avif')
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        events.push(`asks ${url.pathname}`)
    })
    page.on('requestfinished', (request) => {
      if (isLeadPicture(request.url()) && !events.includes('picture')) events.push('picture')
    })
    await page.goto(`/package-details/${publicPackageId}`)
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeEnabled()

    const listed = JSON.parse((await page.locator('#page-modules').textContent()) ?? '[]') as string[]
    expect(listed.some((file) => /\/start-[\w-]+\.js$/.test(file))).toBe(true)
    // Before the picture only the entry script and the helper it imports; after it, every listed file.
    const pictureAt = events.indexOf('picture')
    expect(pictureAt).toBeGreaterThan(0)
    expect(
      events.slice(0, pictureAt).every((event) => /\/(index|preload-helper)-[\w-]+\.js$/.test(event)),
    ).toBe(true)
    expect(events.slice(pictureAt + 1)).toEqual(expect.arrayContaining(listed.map((file) => `asks ${file}`)))
  })

  test('Add to cart pressed before the app has started is carried out once it has', async ({ browser }) => {
    // A page of its own: the fixture's page would wait for the app before the test could press anything.
    const context = await browser.newContext()
    const page = await context.newPage()
    const { openGate, asked } = await holdAppStart(page)
    try {
      await page.goto(`/package-details/${publicPackageId}`)
      await asked
      await page.getByRole('button', { name: 'Add to cart' }).click()
      // Held, not sent to the server as a plain page request: the page stays as it was.
      await expect(page).toHaveURL(new RegExp(`/package-details/${publicPackageId}$`))
      expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined()

      openGate()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/package-details/${publicPackageId}$`))
    } finally {
      await context.close()
    }
  })

  test('on a slow phone, controls tapped before the app has started answer once it has', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000)
    const taps: Array<{
      name: string
      path: string
      control: (page: Page) => Locator
      answered: (page: Page, control: Locator) => Promise<void>
    }> = [
      {
        name: 'testimonial',
        path: '/',
        control: (page) => page.getByRole('button', { name: 'Leave Testimonial' }),
        answered: async (page, control) => {
          await expect(page.getByRole('form', { name: 'Leave a testimonial' })).toBeVisible({
            timeout: 20_000,
          })
          await expect(control).toHaveAttribute('aria-expanded', 'true')
        },
      },
      {
        name: 'menu',
        path: `/package-details/${publicPackageId}`,
        control: (page) => page.getByRole('banner').getByRole('button', { name: 'Site menu' }),
        answered: async (page) => {
          await expect(page.getByRole('menuitem', { name: 'Package Shop' })).toBeVisible({ timeout: 20_000 })
        },
      },
      {
        name: 'theme-switch',
        path: '/login',
        control: (page) => page.getByRole('banner').getByRole('switch'),
        answered: async (_page, control) => {
          await expect(control).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 })
        },
      },
      {
        name: 'shop-filters',
        path: '/package-shop',
        control: (page) => page.getByRole('button', { name: /Filter by diet/ }),
        answered: async (page, control) => {
          await expect(control).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 })
          await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeVisible()
        },
      },
      {
        // Open at once when the address carries filters; the browser ticks the box, the app draws the tick.
        name: 'shop-filter-box',
        path: '/package-shop?diet=vegan',
        control: (page) => page.getByRole('checkbox', { name: 'Vegetarian' }),
        answered: async (_page, control) => {
          await expect(control.locator('xpath=..')).toHaveClass(/Mui-checked/, { timeout: 20_000 })
          await expect(control).toBeChecked()
        },
      },
    ]
    for (const { name, path, control, answered } of taps) {
      // A page of its own: the fixture's page would wait for the app before the test could tap anything.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        colorScheme: 'light',
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      // A phone four times slower than this machine, as in Lighthouse's phone runs.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      // The app's start is held back until the tap has landed, so the tap is surely before the app has started.
      const { openGate, asked } = await holdAppStart(page)
      try {
        await page.goto(path, { waitUntil: 'commit' })
        await asked
        await control(page).tap()
        expect(await page.evaluate(() => document.documentElement.dataset['hydrated']), name).toBeUndefined()
        if (name === 'menu') {
          // The cart link is a plain link in the server's page: it works before the app has started.
          await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toHaveAttribute(
            'href',
            '/order-review',
          )
        }

        openGate()
        await answered(page, control(page))
        expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBe('true')
        if (name === 'menu' || name === 'testimonial') {
          await shoot(page, { path: screenshotPath('server-rendering', `early-tap-${name}`, testInfo) })
        }
        expect(errors, name).toEqual([])
      } finally {
        await context.close()
      }
    }
  })

  test('anonymous pages are cacheable, carry their metadata in the head, and a missing package is a 404', async ({
    request,
  }) => {
    const landing = await request.get('/')
    expect(landing.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    expect(landing.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
    // Crawlers and link previews read the head without running anything.
    const details = await (await request.get(`/package-details/${publicPackageId}`)).text()
    const head = details.slice(0, details.indexOf('</head>'))
    expect(head).toContain(
      '<title>Harvest Salad &amp; Grain Bowls (Weekly Meal Prep) · Saffron Table</title>',
    )
    expect(head).toContain(
      '<meta property="og:title" content="Harvest Salad &amp; Grain Bowls (Weekly Meal Prep)">',
    )
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/)
    expect(head).toMatch(/<meta property="og:description" content="Five lunches for one[^"]*">/)
    expect(head).toContain('<meta property="product:price:amount" content="145.00">')
    expect(details).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Product"/)
    const missing = await request.get('/package-details/no-such-package')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('This package does not exist or is not available.')
    // Pages the server does not render get the app's shell, which is never cached.
    const shell = await request.get('/order-review')
    expect(shell.status()).toBe(200)
    expect(await shell.text()).toContain('<div id="root"></div>')
  })

  test('a private package never appears in a server-rendered page', async ({ request }) => {
    const db = adminDb()
    const privateId = `ssr-private-${run}`
    const menuId = `ssr-menu-${run}`
    const privateTitle = `Private Supper ${run}`
    const template = (await db.doc(`chefPackages/${publicPackageId}`).get()).data()!
    const menuTemplate = (await db.doc('menus/menu-garden-vegetarian').get()).data()!
    await db
      .doc(`chefPackages/${privateId}`)
      .set({ ...template, title: privateTitle, publicMenu: false, addedUsers: ['someone-else'] })
    await db.doc(`menus/${menuId}`).set({
      ...menuTemplate,
      title: `Server render menu ${run}`,
      published: true,
      addedChefPackages: [publicPackageId, privateId],
    })
    try {
      const shop = await request.get(`/package-shop/${menuId}`)
      expect(shop.status()).toBe(200)
      const shopHtml = await shop.text()
      expect(shopHtml).toContain('Harvest Salad &amp; Grain Bowls')
      expect(shopHtml).not.toContain(privateTitle)
      expect(shopHtml).not.toContain(privateId)

      const details = await request.get(`/package-details/${privateId}`)
      expect(details.status()).toBe(404)
      expect(await details.text()).not.toContain(privateTitle)
    } finally {
      await Promise.all([db.doc(`chefPackages/${privateId}`).delete(), db.doc(`menus/${menuId}`).delete()])
    }
  })

  test('a signed-in customer gets the same anonymous HTML, and their own data after hydration', async ({
    page,
  }) => {
    await signIn(page, customerAccount)
    const html = await (await page.request.get('/')).text()
    expect(html).not.toContain(customerAccount.email)
    expect(html).toContain('"user":null')
    await page.goto('/')
    // The browser's session fills in the header: the account's own menu entries.
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click()
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
  })
})
