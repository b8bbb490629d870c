import { describe, expect, it } from 'vitest'
import { chefPackageSchema, type ChefPackage } from '../schemas/chef-package.ts'
import { offerAmount, packagePageMeta, shopPageMeta } from './catalog-meta.ts'

const site = { name: 'Saffron Table', origin: 'https://saffron-table.example' }
const today = '2026-11-25'

function chefPackage(fields: Partial<ChefPackage> = {}): ChefPackage {
  return chefPackageSchema.parse({
    id: 'ragu-supper',
    title: 'Hand-Rolled Pappardelle Ragù Supper',
    description: 'Fresh pappardelle with a slow ragù.',
    price: 220,
    image: '/demo/pappardelle-ragu.svg',
    publicMenu: true,
    ...fields,
  })
}

describe('offerAmount', () => {
  it('writes the stored price (dollars) as a decimal amount rounded to cents, without grouping', () => {
    expect(offerAmount(220)).toBe('220.00')
    expect(offerAmount(85.5)).toBe('85.50')
    expect(offerAmount(1250)).toBe('1250.00')
    expect(offerAmount(1.005)).toBe('1.01')
    expect(offerAmount(Number.NaN)).toBe('0.00')
  })
})

describe('packagePageMeta', () => {
  it('names the package, describes it, and links its page and picture absolutely', () => {
    const meta = packagePageMeta(site, chefPackage(), today)
    expect(meta.title).toBe('Hand-Rolled Pappardelle Ragù Supper · Saffron Table')
    expect(meta.description).toBe('Fresh pappardelle with a slow ragù.')
    expect(meta.canonicalUrl).toBe('https://saffron-table.example/package-details/ragu-supper')
    expect(meta.robots).toBeUndefined()
    expect(meta.openGraph).toEqual({
      type: 'product',
      title: 'Hand-Rolled Pappardelle Ragù Supper',
      description: 'Fresh pappardelle with a slow ragù.',
      url: 'https://saffron-table.example/package-details/ragu-supper',
      siteName: 'Saffron Table',
      image: {
        url: 'https://saffron-table.example/demo/pappardelle-ragu.svg',
        alt: 'Hand-Rolled Pappardelle Ragù Supper',
      },
      price: { amount: '220.00', currency: 'USD' },
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', image: meta.openGraph?.image })
  })

  it('is a schema.org Product with an Offer in dollars', () => {
    const meta = packagePageMeta(site, chefPackage({ price: 1250.5 }), today)
    expect(meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hand-Rolled Pappardelle Ragù Supper',
      description: 'Fresh pappardelle with a slow ragù.',
      url: 'https://saffron-table.example/package-details/ragu-supper',
      image: 'https://saffron-table.example/demo/pappardelle-ragu.svg',
      brand: { '@type': 'Brand', name: 'Saffron Table' },
      offers: {
        '@type': 'Offer',
        price: '1250.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://saffron-table.example/package-details/ragu-supper',
      },
    })
  })

  it('says out of stock once the last date a limited package is sold for has passed', () => {
    const passed = packagePageMeta(site, chefPackage({ availableDates: ['2026-11-01', '2026-11-24'] }), today)
    expect(passed.jsonLd?.['offers']).toMatchObject({ availability: 'https://schema.org/OutOfStock' })
    const coming = packagePageMeta(site, chefPackage({ availableDates: ['2026-11-01', today] }), today)
    expect(coming.jsonLd?.['offers']).toMatchObject({ availability: 'https://schema.org/InStock' })
  })

  it('makes a description typed with markup and line breaks plain, and falls back when there is none', () => {
    const marked = packagePageMeta(
      site,
      chefPackage({ description: '<p>Serves <strong>four</strong>.</p>\n\nBring\tan appetite!' }),
      today,
    )
    expect(marked.description).toBe('Serves four. Bring an appetite!')
    expect(marked.openGraph?.description).toBe(marked.description)
    const blank = packagePageMeta(site, chefPackage({ description: '  ' }), today)
    expect(blank.description).toBe(
      'Hand-Rolled Pappardelle Ragù Supper, a private chef package from Saffron Table.',
    )
  })

  it('has a summary card and no image when the package has none', () => {
    const meta = packagePageMeta(site, chefPackage({ image: '' }), today)
    expect(meta.openGraph?.image).toBeUndefined()
    expect(meta.twitter?.card).toBe('summary')
    expect(meta.jsonLd).not.toHaveProperty('image')
  })

  it('refuses a private package: no description, picture, price or structured data, and noindex', () => {
    const secret = chefPackage({
      id: 'anniversary',
      title: 'Anniversary Tasting Dinner for Two',
      description: 'Only for Casey',
      publicMenu: false,
      addedUsers: ['casey'],
    })
    const meta = packagePageMeta(site, secret, today)
    expect(meta).toEqual({ title: 'Private package · Saffron Table', robots: 'noindex' })
    expect(JSON.stringify(meta)).not.toMatch(/Anniversary|Casey|anniversary/)
  })

  it('encodes an unusual id in the address', () => {
    const meta = packagePageMeta(site, chefPackage({ id: 'a b&c' }), today)
    expect(meta.canonicalUrl).toBe('https://saffron-table.example/package-details/a%20b%26c')
  })
})

describe('shopPageMeta', () => {
  const shop = {
    selected: { id: 'tuscan', title: 'Tuscan Family Supper', description: 'Family-style Tuscan dinners.' },
    packages: [
      { title: 'No picture', image: '' },
      { title: 'Bistecca', image: '/demo/bistecca.svg' },
    ],
  }

  it('is "Package Shop" at /package-shop, pictured by the first package shown', () => {
    const meta = shopPageMeta(site, shop)
    expect(meta.title).toBe('Package Shop · Saffron Table')
    expect(meta.canonicalUrl).toBe('https://saffron-table.example/package-shop')
    expect(meta.openGraph?.image).toEqual({
      url: 'https://saffron-table.example/demo/bistecca.svg',
      alt: 'Bistecca',
    })
  })

  it("is the menu's own page when the address names it", () => {
    const meta = shopPageMeta(site, shop, 'tuscan')
    expect(meta.title).toBe('Tuscan Family Supper · Package Shop · Saffron Table')
    expect(meta.description).toBe('Family-style Tuscan dinners.')
    expect(meta.canonicalUrl).toBe('https://saffron-table.example/package-shop/tuscan')
  })
})
