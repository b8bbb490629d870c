import { escapeHtml } from '../html.ts'
import { canSeeChefPackage, type ChefPackage } from '../schemas/chef-package.ts'
import type { Menu } from '../schemas/menu.ts'
import type { Stamps } from '../schemas/stamps.ts'
import { packageDetailsPath, packageShopPath } from './indexed-page-meta.ts'
import { siteUrl, type SiteSettings } from './site.ts'

// robots.txt and sitemap.xml, from the route catalog and what is published. The catalog is passed in (it lives in
// src/app); `indexed` routes are the pages search engines are sent to, every other route is disallowed.

/** The part of a catalog route (src/app/route-catalog.ts) these files read. */
export interface CrawlRoute {
  path?: string
  index?: boolean
  flags: { indexed?: boolean }
  children?: readonly CrawlRoute[]
}

export interface CrawlRules {
  /** Indexed pages whose address needs no record: '/', '/login', '/package-shop'. */
  listedPaths: string[]
  /** Address prefixes of every other route, for robots.txt. */
  disallowedPaths: string[]
}

/** Cache-Control of both files: see docs/decisions/0074-robots-and-sitemap-from-what-is-published.md. */
export const crawlFilesCacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

/** A sitemap holds at most 50,000 addresses (sitemaps.org); past that the newest records would need an index file. */
export const sitemapUrlLimit = 50_000

const isParameter = (segment: string) => segment.startsWith(':')

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent
  return parent === '/' ? `/${path}` : `${parent}/${path}`
}

/** The address up to the route's first parameter: 'customer-profile/:userProfileId?' is '/customer-profile'. */
function staticPrefix(fullPath: string): string {
  const segments = fullPath.split('/').filter(Boolean)
  const first = segments.findIndex(isParameter)
  return `/${(first === -1 ? segments : segments.slice(0, first)).join('/')}`
}

/** The address without optional parameters, or null when it needs a required one. */
function addressWithoutParameters(fullPath: string): string | null {
  const segments = fullPath.split('/').filter(Boolean)
  if (segments.some((segment) => isParameter(segment) && !segment.endsWith('?'))) return null
  return `/${segments.filter((segment) => !isParameter(segment)).join('/')}`
}

export function crawlRules(routes: readonly CrawlRoute[]): CrawlRules {
  const indexed: string[] = []
  const others: string[] = []
  const visit = (route: CrawlRoute, parent: string) => {
    const fullPath = route.index ? parent : joinPath(parent, route.path)
    ;(route.flags.indexed ? indexed : others).push(fullPath)
    for (const child of route.children ?? []) visit(child, fullPath)
  }
  for (const route of routes) visit(route, '/')
  const listedPaths = indexed.flatMap((path) => addressWithoutParameters(path) ?? [])
  const indexedPrefixes = indexed.map(staticPrefix)
  // A prefix that would also block an indexed page (or the whole site) is left out: robots.txt rules are prefixes.
  const disallowedPaths = others
    .map(staticPrefix)
    .filter((prefix) => prefix !== '/' && !indexedPrefixes.some((page) => page.startsWith(prefix)))
  return { listedPaths: [...new Set(listedPaths)], disallowedPaths: [...new Set(disallowedPaths)].sort() }
}

export function robotsTxt(site: SiteSettings, rules: Pick<CrawlRules, 'disallowedPaths'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...rules.disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

export interface SitemapEntry {
  /** Absolute. */
  loc: string
  /** W3C date-time. */
  lastmod?: string
}

/** When a record last changed: its update stamp, else its creation (a record never updated changed then). */
function lastModified(record: Stamps): string | undefined {
  const stamp = record.updateStamp ?? record.createdStamp
  return stamp === undefined || !Number.isFinite(stamp) ? undefined : new Date(stamp).toISOString()
}

function entry(site: SiteSettings, path: string, record?: Stamps): SitemapEntry {
  const lastmod = record ? lastModified(record) : undefined
  return lastmod ? { loc: siteUrl(site, path), lastmod } : { loc: siteUrl(site, path) }
}

export interface PublishedCatalog {
  /** Packages as stored; private ones are left out here whatever the query asked for. */
  packages: readonly (Pick<ChefPackage, 'id' | 'publicMenu' | 'addedUsers'> & Stamps)[]
  /** Published menus: each is a shop page of its own. */
  menus: readonly (Pick<Menu, 'id' | 'published'> & Stamps)[]
}

/** The sitemap's addresses: the listed pages, each published menu's shop page and each public package's page. */
export function sitemapEntries(
  site: SiteSettings,
  rules: Pick<CrawlRules, 'listedPaths'>,
  catalog: PublishedCatalog,
): SitemapEntry[] {
  const guest = { uid: null, isAdmin: false }
  const entries = [
    ...rules.listedPaths.map((path) => entry(site, path)),
    ...catalog.menus
      .filter((menu) => menu.published)
      .map((menu) => entry(site, packageShopPath(menu.id), menu)),
    ...catalog.packages
      .filter((item) => canSeeChefPackage(item, guest))
      .map((item) => entry(site, packageDetailsPath(item.id), item)),
  ]
  return entries.slice(0, sitemapUrlLimit)
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
