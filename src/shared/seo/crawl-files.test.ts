import { describe, expect, it } from 'vitest'
import { crawlRules, robotsTxt, sitemapEntries, sitemapXml, type CrawlRoute } from './crawl-files.ts'

const site = { name: 'Saffron Table', origin: 'https://saffron-table.example' }

const routes: CrawlRoute[] = [
  { index: true, flags: { indexed: true } },
  { path: 'login', flags: { indexed: true } },
  { path: 'email-login', flags: {} },
  { path: 'package-shop/:menuId?', flags: { indexed: true } },
  { path: 'package-details/:chefPackageId', flags: { indexed: true } },
  { path: 'order-status/:orderId', flags: {} },
  { path: 'payment', flags: {} },
  { path: 'payments', flags: {} },
  {
    path: 'customer-profile/:userProfileId?',
    flags: {},
    children: [
      { index: true, flags: {} },
      { path: 'consultation-notes', flags: {} },
    ],
  },
  // A prefix that would also hide indexed pages is never written.
  { path: 'package', flags: {} },
  { path: ':anything', flags: {} },
]

describe('crawlRules', () => {
  it('lists the indexed pages that need no record, and disallows every other route by its fixed part', () => {
    expect(crawlRules(routes)).toEqual({
      listedPaths: ['/', '/login', '/package-shop'],
      disallowedPaths: ['/customer-profile', '/email-login', '/order-status', '/payment', '/payments'],
    })
  })
})

describe('robotsTxt', () => {
  it('allows the site, disallows the rules, and names the absolute sitemap', () => {
    expect(robotsTxt(site, { disallowedPaths: ['/admin-dashboard', '/settings'] })).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin-dashboard',
        'Disallow: /settings',
        '',
        'Sitemap: https://saffron-table.example/sitemap.xml',
        '',
      ].join('\n'),
    )
  })
})

describe('the sitemap', () => {
  const stamp = Date.UTC(2026, 10, 20, 9, 30)
  const entries = sitemapEntries(
    site,
    { listedPaths: ['/', '/package-shop'] },
    {
      menus: [
        { id: 'tuscan', published: true, updateStamp: stamp },
        { id: 'draft', published: false },
      ],
      packages: [
        { id: 'ragu', publicMenu: true, addedUsers: [], createdStamp: stamp - 1000, updateStamp: stamp },
        { id: 'new', publicMenu: true, addedUsers: [], createdStamp: stamp },
        { id: 'old', publicMenu: true, addedUsers: [] },
        { id: 'secret', publicMenu: false, addedUsers: ['casey'], updateStamp: stamp },
      ],
    },
  )

  it('lists the pages, published menus and public packages, dated by their last change', () => {
    expect(entries).toEqual([
      { loc: 'https://saffron-table.example/' },
      { loc: 'https://saffron-table.example/package-shop' },
      { loc: 'https://saffron-table.example/package-shop/tuscan', lastmod: '2026-11-20T09:30:00.000Z' },
      { loc: 'https://saffron-table.example/package-details/ragu', lastmod: '2026-11-20T09:30:00.000Z' },
      { loc: 'https://saffron-table.example/package-details/new', lastmod: '2026-11-20T09:30:00.000Z' },
      { loc: 'https://saffron-table.example/package-details/old' },
    ])
    expect(JSON.stringify(entries)).not.toContain('secret')
    expect(JSON.stringify(entries)).not.toContain('draft')
  })

  it('is sitemaps.org XML with every address escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://saffron-table.example/package-shop?a=1&b=<2>' },
      { loc: 'https://saffron-table.example/', lastmod: '2026-11-20T09:30:00.000Z' },
    ])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://saffron-table.example/package-shop?a=1&amp;b=&lt;2&gt;</loc></url>',
        '  <url><loc>https://saffron-table.example/</loc><lastmod>2026-11-20T09:30:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })
})
