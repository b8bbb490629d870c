import { describe, expect, it } from 'vitest'
import { descriptionLimit, loginPageMeta, plainDescription } from './indexed-page-meta.ts'
import { basicPageMeta, errorPageMeta, pageTitle } from './page-meta.ts'

const site = { name: 'Saffron Table', origin: 'https://saffron-table.example' }

describe('pageTitle', () => {
  it("adds the site's name to a page's, and is the site's name alone for the home page", () => {
    expect(pageTitle(site, 'Order Review')).toBe('Order Review · Saffron Table')
    expect(pageTitle(site)).toBe('Saffron Table')
    expect(pageTitle(site, ' \n ')).toBe('Saffron Table')
  })
})

describe('plainDescription', () => {
  it('drops markup and runs line breaks and spaces together', () => {
    expect(plainDescription('<p>Hand-rolled <b>pappardelle</b>,\n\nslow ragù.</p>\r\n\tServes four.')).toBe(
      'Hand-rolled pappardelle, slow ragù. Serves four.',
    )
  })

  it('keeps a "<" that starts no tag, and the text between', () => {
    expect(plainDescription('For fewer than <5 guests & more than 2 > 1')).toBe(
      'For fewer than <5 guests & more than 2 > 1',
    )
  })

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const long = `${'Slow-braised short rib with gremolata '.repeat(8)}end`
    const cut = plainDescription(long)
    expect(cut.length).toBeLessThanOrEqual(descriptionLimit)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.at(-2)).not.toBe(' ')
    expect(plainDescription('Short and sweet.')).toBe('Short and sweet.')
  })
})

describe('pages without metadata of their own', () => {
  it("carry the catalog's title and the site's description, and nothing for link previews", () => {
    expect(basicPageMeta(site, 'Order Review')).toEqual({
      title: 'Order Review · Saffron Table',
      description: 'Saffron Table: private chef and catering menus, packages and orders.',
    })
  })

  it('are left out of search results when they cannot be shown', () => {
    expect(errorPageMeta(site, 404)).toEqual({ title: 'Page Not Found · Saffron Table', robots: 'noindex' })
    expect(errorPageMeta(site)).toEqual({ title: 'Something went wrong · Saffron Table', robots: 'noindex' })
  })
})

describe('loginPageMeta', () => {
  it('has an absolute canonical address without the query, and a card without an image', () => {
    const meta = loginPageMeta(site)
    expect(meta.title).toBe('Login · Saffron Table')
    expect(meta.canonicalUrl).toBe('https://saffron-table.example/login')
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: meta.canonicalUrl,
      siteName: 'Saffron Table',
    })
    expect(meta.twitter?.card).toBe('summary')
    expect(meta.robots).toBeUndefined()
  })
})
