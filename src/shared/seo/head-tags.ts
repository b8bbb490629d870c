import { escapeHtml } from '../html.ts'
import type { JsonLd, PageMeta } from './page-meta.ts'

// A PageMeta as the tags of a document's head, in one list that both outputs read: the HTML string the server
// writes into <head>, and the elements the browser's PageHead component renders (src/components/page-head.tsx).
// Each tag has a stable key, so the server's tags and the browser's are the same set.

export type HeadTag =
  | { key: string; tag: 'title'; text: string }
  | { key: string; tag: 'meta'; name: string; content: string }
  | { key: string; tag: 'meta'; property: string; content: string }
  | { key: string; tag: 'link'; rel: 'canonical'; href: string }
  | { key: string; tag: 'script'; type: 'application/ld+json'; json: string }

/**
 * Structured data as script text that cannot end its script element: `<`, `>` and `&` (so `</script>` and
 * `<!--`) and the two line separators JavaScript once refused are written as JSON \u escapes, which parse back
 * to the same characters.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

const named = (name: string, content: string): HeadTag => ({ key: name, tag: 'meta', name, content })
const property = (name: string, content: string): HeadTag => ({
  key: name,
  tag: 'meta',
  property: name,
  content,
})

export function headTags(meta: PageMeta): HeadTag[] {
  const tags: HeadTag[] = [{ key: 'title', tag: 'title', text: meta.title }]
  if (meta.description) tags.push(named('description', meta.description))
  if (meta.robots) tags.push(named('robots', meta.robots))
  if (meta.canonicalUrl)
    tags.push({ key: 'canonical', tag: 'link', rel: 'canonical', href: meta.canonicalUrl })
  const og = meta.openGraph
  if (og) {
    tags.push(
      property('og:type', og.type),
      property('og:site_name', og.siteName),
      property('og:title', og.title),
      property('og:description', og.description),
      property('og:url', og.url),
    )
    if (og.image) tags.push(property('og:image', og.image.url), property('og:image:alt', og.image.alt))
    if (og.price) {
      tags.push(
        property('product:price:amount', og.price.amount),
        property('product:price:currency', og.price.currency),
      )
    }
  }
  const twitter = meta.twitter
  if (twitter) {
    tags.push(
      named('twitter:card', twitter.card),
      named('twitter:title', twitter.title),
      named('twitter:description', twitter.description),
    )
    if (twitter.image) {
      tags.push(named('twitter:image', twitter.image.url), named('twitter:image:alt', twitter.image.alt))
    }
  }
  if (meta.jsonLd) {
    tags.push({ key: 'json-ld', tag: 'script', type: 'application/ld+json', json: jsonLdText(meta.jsonLd) })
  }
  return tags
}

function tagHtml(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`
    case 'meta':
      return 'name' in tag
        ? `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`
        : `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`
    case 'link':
      return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}">`
    case 'script':
      return `<script type="${tag.type}">${tag.json}</script>`
  }
}

/**
 * The page's tags as HTML for the server to write into <head>, every value escaped. `jsonLd: false` leaves the
 * structured data out, for a server that renders the React tree, where PageHead writes it into the page itself.
 */
export function headHtml(meta: PageMeta, options: { jsonLd?: boolean } = {}): string {
  return headTags(meta)
    .filter((tag) => tag.tag !== 'script' || options.jsonLd !== false)
    .map(tagHtml)
    .join('\n')
}

/**
 * A page template (the web build's index.html) with this page's head: the template's own title and description
 * go, the page's tags (without structured data, which the rendered page carries) go in before </head>.
 */
export function withPageHead(template: string, meta: PageMeta): string {
  if (!template.includes('</head>')) throw new Error('The page template has no </head>')
  const tags = headHtml(meta, { jsonLd: false })
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/gi, '')
    .replace('</head>', () => `${tags}\n</head>`)
}
