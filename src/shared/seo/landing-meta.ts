import { businessContactFromContactLinks } from '../business-contact.ts'
import type { ContentBlock } from '../schemas/content-config.ts'
import { homePath, indexedPageMeta } from './indexed-page-meta.ts'
import { siteTagline, type JsonLd, type PageMeta } from './page-meta.ts'
import { absoluteImageUrl, siteUrl, type SiteSettings } from './site.ts'

// The home page's metadata: the business as a FoodEstablishment, from what the landing loader loads.

/** Facts about the business its stored settings hold; each is said only when the settings have it. */
export interface BusinessFacts {
  telephone?: string
  address?: string
  servesCuisine?: readonly string[]
}

interface Pictured {
  title: string
  image: string
}

/** What the landing page's loader loads that its metadata reads (every part may be missing: a failed load). */
export interface LandingMetaData {
  topCards?: readonly Pictured[]
  menuTiles?: readonly Pictured[]
  introMenus?: readonly { packages: readonly Pictured[] }[]
  business?: BusinessFacts
}

/** The business's telephone from the footer's contact links (content config contactLinks): the first tel: link. */
export function businessFactsFromContactLinks(blocks: readonly ContentBlock[]): BusinessFacts {
  const { telephone } = businessContactFromContactLinks(blocks)
  return telephone ? { telephone } : {}
}

/** `/`: the site's name as title, its tagline, the first picture the page shows, and a FoodEstablishment. */
export function landingPageMeta(site: SiteSettings, data: LandingMetaData): PageMeta {
  const pictured = [
    ...(data.topCards ?? []),
    ...(data.menuTiles ?? []),
    ...(data.introMenus ?? []).flatMap((menu) => menu.packages),
  ]
    .map((item) => ({ url: absoluteImageUrl(site, item.image), alt: item.title }))
    .find((image) => image.url !== undefined)
  const image = pictured?.url ? { url: pictured.url, alt: pictured.alt || site.name } : undefined
  const description = `${site.name}: ${siteTagline.charAt(0).toLowerCase()}${siteTagline.slice(1)}`
  const business = data.business ?? {}
  const cuisines = (business.servesCuisine ?? []).map((cuisine) => cuisine.trim()).filter(Boolean)
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: site.name,
    url: siteUrl(site, homePath),
    description,
    ...(image ? { image: image.url } : {}),
    ...(business.telephone ? { telephone: business.telephone } : {}),
    ...(business.address?.trim() ? { address: business.address.trim() } : {}),
    ...(cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
  }
  return indexedPageMeta(site, {
    name: site.name,
    documentTitle: site.name,
    description,
    path: homePath,
    ...(image ? { image } : {}),
    jsonLd,
  })
}
