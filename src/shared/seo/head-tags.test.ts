import { describe, expect, it } from 'vitest'
import { hostilePageMeta } from './hostile-page-meta.fixture.ts'
import { headHtml, headTags, jsonLdText, withPageHead } from './head-tags.ts'


const hostile = hostilePageMeta

describe('headHtml', () => {
  it('escapes every value and writes structured data no "</script>" can break out of', () => {
    const html = headHtml(hostile)
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt; &amp; more"')
    expect(html).toContain(
      'href="https://saffron-table.example/package-details/x&quot;onmouseover=&quot;alert(3)"',
    )
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
  })

  it('writes structured data as JSON that parses back to the same', () => {
    const text = jsonLdText(hostile.jsonLd!)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(hostile.jsonLd)
  })

  it('leaves the structured data out when the page itself renders it', () => {
    expect(headHtml(hostile, { jsonLd: false })).not.toContain('application/ld+json')
  })

  it('writes a page without link previews as its title and description only', () => {
    expect(headHtml({ title: 'Order Review · Saffron Table', description: 'Menus & more' })).toBe(
      '<title>Order Review · Saffron Table</title>\n<meta name="description" content="Menus &amp; more">',
    )
    expect(headHtml({ title: 'Page Not Found · Saffron Table', robots: 'noindex' })).toContain(
      '<meta name="robots" content="noindex">',
    )
  })
})

describe('headTags', () => {
  it('gives every tag its own stable key', () => {
    const keys = headTags(hostile).map((tag) => tag.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(headTags(hostile).map((tag) => tag.key)).toEqual(keys)
  })
})

describe('withPageHead', () => {
  const template = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="description" content="Saffron Table: private chef and catering menus, packages and orders." />',
    '    <title>Saffron Table</title>',
    '    <script type="module" src="/assets/index.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n')

  it("puts the page's tags in place of the template's title and description, without the structured data", () => {
    const page = withPageHead(template, hostile)
    expect(page.match(/<title>/g)).toHaveLength(1)
    expect(page.match(/<meta name="description"/g)).toHaveLength(1)
    expect(page).toContain(`${headHtml(hostile, { jsonLd: false })}\n</head>`)
    expect(page).not.toContain('application/ld+json')
    expect(page).toContain('<meta charset="UTF-8" />')
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>')
  })

  it('refuses a template without a head', () => {
    expect(() => withPageHead('<div id="root"></div>', hostile)).toThrow(/<\/head>/)
  })
})
