import { describe, expect, it } from 'vitest'
import { hostilePageMeta, hostileSite } from '../shared/seo/hostile-page-meta.fixture.ts'
import { packagePageMeta } from '../shared/seo/catalog-meta.ts'
import { headHtml } from '../shared/seo/head-tags.ts'
import { chefPackageSchema } from '../shared/schemas/chef-package.ts'

// The head HTML a server writes (src/shared/seo/head-tags.ts), parsed as a browser, a crawler or a link preview
// validator parses it.

const site = hostileSite

/** The head HTML as a browser (or a crawler) parses it. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  )
}

const hostile = hostilePageMeta

describe('the head HTML as a browser parses it', () => {
  it('escapes every value, so nothing typed can open a tag or leave an attribute', () => {
    const document = parseHead(headHtml(hostile))
    expect(document.querySelectorAll('head script:not([type="application/ld+json"]), body *')).toHaveLength(0)
    expect(document.title).toBe(hostile.title)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      hostile.description,
    )
    const canonical = document.querySelector('link[rel="canonical"]')
    expect(canonical?.getAttribute('href')).toBe(hostile.canonicalUrl)
    expect(canonical?.getAttributeNames()).toEqual(['rel', 'href'])
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      "Chef's <b>special</b>",
    )
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://saffron-table.example/a.png?x=1&y=2',
    )
    expect(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(site.name)
  })

  it('writes structured data that a "</script>" inside cannot break out of, and that parses back the same', () => {
    const html = headHtml(hostile)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const scripts = parseHead(html).querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(hostile.jsonLd)
  })
})

// What link preview validators (Open Graph, Twitter cards) ask of a package page: the tags are there, with
// absolute addresses, read the way they read them (from the server's head HTML).
describe('a package page as link preview validators read it', () => {
  const chefPackage = chefPackageSchema.parse({
    id: 'ragu-supper',
    title: 'Hand-Rolled Pappardelle Ragù Supper',
    description: 'Fresh pappardelle\nwith a slow ragù.',
    price: 220,
    image: '/demo/pappardelle-ragu.svg',
    publicMenu: true,
  })
  const document = parseHead(headHtml(packagePageMeta(site, chefPackage, '2026-11-25')))
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null
  const isAbsolute = (value: string | null) => value !== null && /^https:\/\/[^/]+\//.test(value)

  it('has og:title, og:description, og:image and og:url, with absolute addresses', () => {
    expect(content('meta[property="og:title"]')).toBe('Hand-Rolled Pappardelle Ragù Supper')
    expect(content('meta[property="og:description"]')).toBe('Fresh pappardelle with a slow ragù.')
    expect(content('meta[property="og:type"]')).toBe('product')
    expect(isAbsolute(content('meta[property="og:image"]'))).toBe(true)
    expect(content('meta[property="og:image:alt"]')).toBe('Hand-Rolled Pappardelle Ragù Supper')
    expect(isAbsolute(content('meta[property="og:url"]'))).toBe(true)
    expect(isAbsolute(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null)).toBe(
      true,
    )
    expect(content('meta[property="og:url"]')).toBe(
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    )
  })

  it('has a large-image Twitter card and the price in dollars', () => {
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(isAbsolute(content('meta[name="twitter:image"]'))).toBe(true)
    expect(content('meta[property="product:price:amount"]')).toBe('220.00')
    expect(content('meta[property="product:price:currency"]')).toBe('USD')
  })

  it('carries a Product with an Offer as structured data', () => {
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '220.00', priceCurrency: 'USD' },
    })
    expect(isAbsolute(data.url)).toBe(true)
    expect(isAbsolute(data.image)).toBe(true)
  })
})
