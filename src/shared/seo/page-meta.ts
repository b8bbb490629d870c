import type { SiteSettings } from './site.ts'

// What a page tells search engines and link previews: its title, description, canonical address, Open Graph and
// Twitter card, and structured data. Builders are pure: the browser's pages and the server that renders the public
// pages call them with the same loader data and get the same tags (head-tags.ts turns them into tags). This module
// holds what every page's head needs; the indexed pages' builders are in indexed-page-meta.ts and beside it.

export interface SharedImage {
  /** Absolute URL. */
  url: string
  alt: string
}

export interface OpenGraph {
  type: 'website' | 'product'
  /** The page's own name, without the site's (og:site_name carries that). */
  title: string
  description: string
  /** Absolute; the canonical address. */
  url: string
  siteName: string
  image?: SharedImage
  /** A product's price as Open Graph's product:price:* tags: a decimal amount and an ISO 4217 currency. */
  price?: { amount: string; currency: string }
}

export interface TwitterCard {
  card: 'summary' | 'summary_large_image'
  title: string
  description: string
  image?: SharedImage
}

/** A schema.org node, serialised into a `<script type="application/ld+json">`. */
export interface JsonLd {
  '@context': 'https://schema.org'
  '@type': string
  [property: string]: unknown
}

export interface PageMeta {
  /** The document title. */
  title: string
  /** Plain text, at most descriptionLimit characters. */
  description?: string
  /** Absolute. */
  canonicalUrl?: string
  /** `noindex`: search engines leave the page out of their results. */
  robots?: 'noindex'
  openGraph?: OpenGraph
  twitter?: TwitterCard
  jsonLd?: JsonLd
}

/** What the business does, in one line: the landing page's subtitle and the start of its description. */
export const siteTagline = 'Private chef dinners, weekly meal prep and catering, cooked in your kitchen.'

/** A page's document title: "Package Shop · Saffron Table", or the site's name alone for the home page. */
export function pageTitle(site: SiteSettings, pageName?: string): string {
  const name = oneLine(pageName ?? '')
  return name === '' ? site.name : `${name} · ${site.name}`
}

/** Text on one line: control characters, line breaks and runs of spaces become one space. */
export function oneLine(text: string): string {
  // Control characters become spaces, like the other whitespace.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001F\u007F\s]+/g, ' ').trim()
}

/** The description of pages that have none of their own (index.html carries the same words). */
export const siteDescription = (site: SiteSettings) =>
  `${site.name}: private chef and catering menus, packages and orders.`

/** A page that sets only its title and the site's description (pages search engines are not sent to). */
export function basicPageMeta(site: SiteSettings, pageName?: string): PageMeta {
  return { title: pageTitle(site, pageName), description: siteDescription(site) }
}

/** A page that could not be shown: its title says so and search engines leave it out. */
export function errorPageMeta(site: SiteSettings, status?: number): PageMeta {
  return {
    title: pageTitle(site, status === 404 ? 'Page Not Found' : 'Something went wrong'),
    robots: 'noindex',
  }
}
