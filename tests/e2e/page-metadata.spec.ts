// What search engines and link previews read from the public pages' heads, and that it follows the visitor through
// the app: each page replaces the last one's tags, and a private package never gives its details away.
import type { Page } from '@playwright/test'
import { adminAuth, adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test, testExpectingConsoleErrors } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { customerAccount, signIn } from './sign-in.ts'

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const cleanup: string[] = []

test.afterAll(async () => {
  await Promise.all(cleanup.splice(0).map((path) => adminDb().doc(path).delete()))
})

async function createPackage(fields: Record<string, unknown>): Promise<string> {
  const created = await adminDb()
    .collection('chefPackages')
    .add({ addedUsers: [], tags: [], packageDetails: [], createdStamp: Date.now(), ...fields })
  cleanup.push(`chefPackages/${created.id}`)
  return created.id
}

/** The head as a crawler reads it once the page has rendered. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null
    const structured = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    )
    return {
      title: document.title,
      descriptions: Array.from(document.head.querySelectorAll('meta[name="description"]')).map((meta) =>
        meta.getAttribute('content'),
      ),
      robots: content('meta[name="robots"]'),
      canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((link) =>
        link.getAttribute('href'),
      ),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogUrl: content('meta[property="og:url"]'),
      price: content('meta[property="product:price:amount"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      structured,
    }
  })
}

const absolute = (path: string) => new RegExp(`^https?://[^/]+${path.replaceAll('/', '\\/')}$`)

test('a package page tells search engines and link previews what it sells, and each page replaces its tags', async ({
  page,
}, testInfo) => {
  await phoneWidth(page, testInfo)
  const title = `Saffron Lamb Shoulder ${run}`
  const id = await createPackage({
    title,
    description: 'Slow-roasted lamb shoulder,\nsaffron rice\tand <b>mint</b> yogurt.',
    price: 123.4,
    image: '/demo/bistecca.svg',
    publicMenu: true,
  })
  await page.goto(`/package-details/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`${title} · Saffron Table`)
  const head = await readHead(page)
  expect(head.descriptions).toContain('Slow-roasted lamb shoulder, saffron rice and mint yogurt.')
  expect(head.canonical).toEqual([expect.stringMatching(absolute(`/package-details/${id}`))])
  expect(head).toMatchObject({
    robots: null,
    ogTitle: title,
    ogDescription: 'Slow-roasted lamb shoulder, saffron rice and mint yogurt.',
    ogImage: expect.stringMatching(absolute('/demo/bistecca.svg')),
    ogUrl: head.canonical[0],
    price: '123.40',
    twitterCard: 'summary_large_image',
  })
  expect(head.structured).toEqual([
    expect.objectContaining({
      '@type': 'Product',
      name: title,
      offers: expect.objectContaining({ '@type': 'Offer', price: '123.40', priceCurrency: 'USD' }),
    }),
  ])
  await expectAccessible(page)
  await shoot(page, { path: screenshotPath('page-metadata', 'package', testInfo), fullPage: true })

  // Into the shop without a page load: the shop's tags replace the package's.
  await page.getByRole('link', { name: 'Back to the shop' }).click()
  await expect(page).toHaveTitle('Package Shop · Saffron Table')
  const shop = await readHead(page)
  expect(shop.canonical).toEqual([expect.stringMatching(absolute('/package-shop'))])
  expect(shop).toMatchObject({ ogTitle: 'Package Shop', price: null })
  expect(shop.structured).toEqual([])

  // Home: the business as a FoodEstablishment, its telephone from the footer's contact links.
  await page.getByRole('banner').getByRole('link', { name: /home$/ }).click()
  await expect(page).toHaveTitle('Saffron Table')
  const home = await readHead(page)
  expect(home.canonical).toEqual([expect.stringMatching(absolute('/'))])
  expect(home.structured).toEqual([
    expect.objectContaining({
      '@type': 'FoodEstablishment',
      name: 'Saffron Table',
      telephone: '+12125550142',
    }),
  ])

  // A page search engines are not sent to: its catalog title, no canonical address, no link preview.
  await page.goto('/order-review')
  await expect(page).toHaveTitle('Order Review · Saffron Table')
  const review = await readHead(page)
  expect(review).toMatchObject({ canonical: [], ogTitle: null, structured: [] })
  expect(review.descriptions).toContain(
    'Saffron Table: private chef and catering menus, packages and orders.',
  )
})

// The rules refuse a guest the private package (a 403 the browser logs): that refusal is part of what is tested.
// A guest's first visit is answered 404 by the server; a read the browser makes itself is refused 403 by the rules.
const refusedReadTest = testExpectingConsoleErrors(/status of 40[34]/)

refusedReadTest(
  'a private package gives nothing away: not found for guests, noindex and no details for its customer',
  async ({ page }, testInfo) => {
    await phoneWidth(page, testInfo)
    const customer = await adminAuth().getUserByEmail(customerAccount.email)
    const title = `Secret Anniversary Menu ${run}`
    const id = await createPackage({
      title,
      description: 'Only for our anniversary guests.',
      price: 395,
      image: '/demo/anniversary-tasting.svg',
      publicMenu: false,
      addedUsers: [customer.uid],
    })

    await page.goto(`/package-details/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page Not Found · Saffron Table')
    const guest = await readHead(page)
    expect(guest).toMatchObject({ robots: 'noindex', canonical: [], ogTitle: null, structured: [] })

    await signIn(page, customerAccount, `/package-details/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle('Private package · Saffron Table')
    const head = await readHead(page)
    expect(head).toMatchObject({
      robots: 'noindex',
      canonical: [],
      ogTitle: null,
      price: null,
      structured: [],
    })
    expect(JSON.stringify(head)).not.toContain('anniversary guests')
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('page-metadata', 'private-package', testInfo),
      fullPage: true,
    })
  },
)

test('the login page is listed without its query, with its own title', async ({ page }, testInfo) => {
  await phoneWidth(page, testInfo)
  await page.goto('/login?action=signup&redirectPath=%2Forder-review')
  await expect(page).toHaveTitle('Login · Saffron Table')
  const head = await readHead(page)
  expect(head.canonical).toEqual([expect.stringMatching(absolute('/login'))])
  expect(head.ogTitle).toBe('Login')
  await expectAccessible(page)
  await shoot(page, { path: screenshotPath('page-metadata', 'login', testInfo), fullPage: true })
})
