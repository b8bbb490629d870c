import { describe, expect, it } from 'vitest'
import { crawlRules } from '../shared/seo/crawl-files.ts'
import { routeCatalog } from './route-catalog.ts'

// robots.txt and the sitemap read the real catalog (scripts/lib/robots-file.ts, functions/src/seo/sitemap.ts).
describe("the route catalog's crawl rules", () => {
  const rules = crawlRules(routeCatalog)

  it('send search engines to the home page, the login page and the shop', () => {
    expect(rules.listedPaths).toEqual(['/', '/login', '/package-shop'])
  })

  it.each([
    [
      'the back-office and the account pages',
      [
        '/admin-dashboard',
        '/package-management',
        '/testimonial-review',
        '/user-dashboard',
        '/settings',
        '/customer-profile',
        '/order-management',
      ],
    ],
    [
      'the per-visitor public routes: cart actions, order status, sign-out',
      ['/add-cart-item', '/order-review', '/order-status', '/checkout-complete', '/sign-out'],
    ],
  ])('disallow %s', (_routes, paths) => {
    for (const path of paths) expect(rules.disallowedPaths, path).toContain(path)
  })

  it('never disallow a prefix of an indexed page', () => {
    for (const page of ['/', '/login', '/package-shop', '/package-shop/tuscan', '/package-details/ragu']) {
      const blocking = rules.disallowedPaths.filter((prefix) => page.startsWith(prefix))
      expect(blocking, page).toEqual([])
    }
  })
})
