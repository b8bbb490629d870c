import {
  oneLine,
  pageTitle,
  type JsonLd,
  type OpenGraph,
  type PageMeta,
  type SharedImage,
} from './page-meta.ts'
import { siteUrl, type SiteSettings } from './site.ts'

// The pages search engines are sent to (the route catalog's indexed flag): their addresses, descriptions and the
// tags every one of them carries.

/** Search results show about this many characters of a description. */
export const descriptionLimit = 160

// The public pages' addresses, spelt once for canonical URLs and the sitemap.
export const homePath = '/'
export const loginPagePath = '/login'
export const packageShopPath = (menuId?: string) =>
  menuId ? `/package-shop/${encodeURIComponent(menuId)}` : '/package-shop'
export const packageDetailsPath = (chefPackageId: string) =>
  `/package-details/${encodeURIComponent(chefPackageId)}`

/**
 * Text people typed, as a description: markup dropped (a tag starts with a letter, so "fewer than <5 guests"
 * stays), whitespace and line breaks run together, and cut at a word before `limit` characters with an ellipsis.
 */
export function plainDescription(text: string, limit = descriptionLimit): string {
  // A dropped tag leaves a space, which must not stand before the punctuation that followed it.
  const plain = oneLine(text.replace(/<\/?[a-z][^>]*>/gi, ' ')).replace(/ +(?=[,.;:!?])/g, '')
  if (plain.length <= limit) return plain
  const cut = plain.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}

export interface IndexedPageFacts {
  /** The page's own name (og:title); the document title adds the site's name unless `documentTitle` says else. */
  name: string
  documentTitle?: string
  /** Text people typed or a default; made plain and short here. */
  description: string
  path: string
  type?: OpenGraph['type']
  image?: SharedImage
  price?: OpenGraph['price']
  jsonLd?: JsonLd
}

/** A page search engines should list: canonical address, Open Graph, Twitter card and structured data. */
export function indexedPageMeta(site: SiteSettings, facts: IndexedPageFacts): PageMeta {
  const name = oneLine(facts.name)
  const description = plainDescription(facts.description)
  const url = siteUrl(site, facts.path)
  const image = facts.image
    ? { url: facts.image.url, alt: oneLine(facts.image.alt) || name || site.name }
    : undefined
  return {
    title: facts.documentTitle ?? pageTitle(site, name),
    description,
    canonicalUrl: url,
    openGraph: {
      type: facts.type ?? 'website',
      title: name || site.name,
      description,
      url,
      siteName: site.name,
      ...(image ? { image } : {}),
      ...(facts.price ? { price: facts.price } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: name || site.name,
      description,
      ...(image ? { image } : {}),
    },
    ...(facts.jsonLd ? { jsonLd: facts.jsonLd } : {}),
  }
}

/** /login: sign in or sign up. The query (which form, where to go next) is left out of the canonical address. */
export function loginPageMeta(site: SiteSettings): PageMeta {
  return indexedPageMeta(site, {
    name: 'Login',
    description: `Sign in to ${site.name}, or create an account, to order private chef packages and follow your orders.`,
    path: loginPagePath,
  })
}
