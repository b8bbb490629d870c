import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions/v2'
import { onRequest } from 'firebase-functions/v2/https'
import { routeCatalog } from '../../../src/app/route-catalog.ts'
import {
  crawlFilesCacheControl,
  crawlRules,
  sitemapEntries,
  sitemapUrlLimit,
  sitemapXml,
  type PublishedCatalog,
} from '../../../src/shared/seo/crawl-files.ts'
import { isPublicOrigin, siteOriginOf } from '../../../src/shared/seo/site-origin.ts'
import type { SiteSettings } from '../../../src/shared/seo/site.ts'
import { chefPackages, menus } from '../data/collections.ts'
import { readableRecords } from '../data/readable-records.ts'
import { appSettings } from '../env.ts'
import { db } from '../lib/admin.ts'

// /sitemap.xml behind a Firebase Hosting rewrite: the indexed pages of the route catalog and what is published now
// (docs/decisions/0074-robots-and-sitemap-from-what-is-published.md). robots.txt is a file of the web build.

const reader = 'sitemap'

/** Public packages and published menus. The queries ask for them, and the sitemap checks each record again. */
export async function readPublishedCatalog(firestore: Firestore): Promise<PublishedCatalog> {
  const [packages, published] = await Promise.all([
    readableRecords(
      chefPackages,
      chefPackages.rawCollection(firestore).where('publicMenu', '==', true).limit(sitemapUrlLimit),
      reader,
    ),
    readableRecords(
      menus,
      menus.rawCollection(firestore).where('published', '==', true).limit(sitemapUrlLimit),
      reader,
    ),
  ])
  return { packages, menus: published }
}

/**
 * The site as the functions know it: COMPANY_NAME and the origin of APP_BASE_URL (the web app's public address,
 * docs/decisions/0073-the-public-site-origin-setting.md). Null when a deployed function would name this machine.
 */
function sitemapSite(): SiteSettings | null {
  const settings = appSettings()
  const origin = siteOriginOf(new URL(settings.APP_BASE_URL).origin)
  if (origin === null) return null
  const emulated = process.env['FUNCTIONS_EMULATOR'] === 'true'
  return emulated || isPublicOrigin(origin) ? { name: settings.COMPANY_NAME, origin } : null
}

export const sitemap = onRequest({ invoker: 'public' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed')
    return
  }
  if (req.path !== '/sitemap.xml') {
    res.status(404).set('Cache-Control', crawlFilesCacheControl).type('text/plain').send('Not Found')
    return
  }
  const site = sitemapSite()
  if (!site) {
    logger.error(`${reader}: APP_BASE_URL is not the site's public https origin`)
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Not configured')
    return
  }
  try {
    const entries = sitemapEntries(site, crawlRules(routeCatalog), await readPublishedCatalog(db()))
    if (entries.length >= sitemapUrlLimit)
      logger.warn(`${reader}: the sitemap is full`, { limit: sitemapUrlLimit })
    res
      .status(200)
      .set('Cache-Control', crawlFilesCacheControl)
      .type('application/xml')
      .send(sitemapXml(entries))
  } catch (error) {
    // Not cached: the next crawler's request reads again.
    logger.error(`${reader}: the published catalogue could not be read`, {
      code: (error as { code?: unknown } | null)?.code,
    })
    res
      .status(503)
      .set({ 'Cache-Control': 'no-store', 'Retry-After': '300' })
      .type('text/plain')
      .send('Try again later')
  }
})
