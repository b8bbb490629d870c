import { describe, expect, it } from 'vitest'
import { businessFactsFromContactLinks, landingPageMeta } from './landing-meta.ts'

const site = { name: 'Saffron Table', origin: 'https://saffron-table.example' }

describe('landingPageMeta', () => {
  it("is the site's name, its tagline, the first picture shown, and a FoodEstablishment", () => {
    const meta = landingPageMeta(site, {
      topCards: [{ title: 'Free consultation', image: '' }],
      menuTiles: [{ title: 'Tuscan Family Supper', image: '/demo/tuscan-supper.svg' }],
      introMenus: [{ packages: [{ title: 'Bistecca', image: '/demo/bistecca.svg' }] }],
      business: { telephone: '+15555550142' },
    })
    const description =
      'Saffron Table: private chef dinners, weekly meal prep and catering, cooked in your kitchen.'
    expect(meta.title).toBe('Saffron Table')
    expect(meta.description).toBe(description)
    expect(meta.canonicalUrl).toBe('https://saffron-table.example/')
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      title: 'Saffron Table',
      image: { url: 'https://saffron-table.example/demo/tuscan-supper.svg', alt: 'Tuscan Family Supper' },
    })
    expect(meta.twitter?.card).toBe('summary_large_image')
    expect(meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      name: 'Saffron Table',
      url: 'https://saffron-table.example/',
      description,
      image: 'https://saffron-table.example/demo/tuscan-supper.svg',
      telephone: '+15555550142',
    })
  })

  it('says only what the stored settings hold, and still describes the business when loading failed', () => {
    const meta = landingPageMeta(site, {})
    expect(meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      name: 'Saffron Table',
      url: 'https://saffron-table.example/',
      description: meta.description,
    })
    expect(meta.twitter?.card).toBe('summary')
  })

  it('adds an address and cuisines when they are given', () => {
    const meta = landingPageMeta(site, {
      business: { address: ' 48 Mercer Street, New York ', servesCuisine: ['Italian', ' '] },
    })
    expect(meta.jsonLd).toMatchObject({ address: '48 Mercer Street, New York', servesCuisine: ['Italian'] })
  })
})

describe('businessFactsFromContactLinks', () => {
  it('takes the first tel: link that holds a telephone number', () => {
    expect(
      businessFactsFromContactLinks([
        { id: 'mail', link: 'mailto:chef@example.test' },
        { id: 'bad', link: 'tel:call-us' },
        { id: 'phone', link: 'tel:+1%20555%20555%200142' },
        { id: 'second', link: 'tel:+442071234567' },
      ]),
    ).toEqual({ telephone: '+1 555 555 0142' })
    expect(businessFactsFromContactLinks([{ id: 'web', link: 'https://example.test' }])).toEqual({})
    expect(businessFactsFromContactLinks([{ id: 'broken', link: 'tel:%E0%A4%A' }])).toEqual({})
  })
})
