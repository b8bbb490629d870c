import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import type { BusinessFacts } from '../../shared/seo/landing-meta.ts'
import {
  downloadItemSchema,
  landingCardSchema,
  landingConfigKeys,
  type ContentBlock,
  type ContentConfig,
  type DownloadItem,
  type LandingCard,
} from '../../shared/schemas/content-config.ts'
import { isActiveCard, maxFeaturedMenus, maxIntroMenus } from '../../shared/landing-settings.ts'
import type { Testimonial } from '../../shared/schemas/testimonial.ts'
import {
  buildIntroMenus,
  menusAsTiles,
  packageIdsToLoad,
  parseLandingList,
  selectIntroMenus,
  selectMenuTiles,
  type IntroMenu,
  type LandingListItem,
  type MenuTile,
  packageCard,
  type PackageCardData,
} from '../../lib/catalog/catalog-selection.ts'

/**
 * Read bounds. The landing page is the most visited page and guests cannot page through it, so every read is
 * capped: with 10,000 testimonials or 500 menus it still reads at most
 * 4 configs + 12 menus + 4 x 12 packages + 6 testimonials = 70 documents.
 * - Testimonials: the original loaded them "with an empty query" (all); we keep its meaning (no filter, every
 *   record in the collection is published) but show the newest few.
 */
export const landingLimits = {
  testimonials: 6,
  menuTiles: maxFeaturedMenus,
  introMenus: maxIntroMenus,
  packagesPerIntroMenu: 12,
  // Private packages offered to the signed-in visitor (addedUsers array-contains their uid).
  privatePackages: 12,
} as const

export interface LandingCardView extends LandingCard {
  id: string
}
export interface DownloadView extends DownloadItem {
  id: string
}
/** No e-mail: the page shows names only. */
export interface TestimonialView {
  id: string
  name: string
  testimony: string
  reviewStamp?: number
}

export interface LandingData {
  topCards: LandingCardView[]
  downloads: DownloadView[]
  menuTiles: MenuTile[]
  introMenus: IntroMenu[]
  testimonials: TestimonialView[]
  /** What the page's structured data says about the business (its telephone from the contact links). */
  business: BusinessFacts
}

/**
 * Where the data comes from: the public catalogue's reads (the route binds them to src/lib/data or the server's,
 * tests to fakes), and in the browser a signed-in visitor's private packages.
 */
export type LandingSources = Pick<
  PublicCatalogReads,
  'contentConfig' | 'menu' | 'publishedMenus' | 'chefPackage' | 'newestTestimonials'
> & {
  /** Private packages whose addedUsers contain this uid (one array-contains query). */
  privatePackagesFor?(uid: string, limit: number): Promise<ChefPackage[]>
}

function blocksOf(config: ContentConfig | null): ContentBlock[] {
  return config?.contentBlocks ?? []
}

/** The cards shown: a card switched off in the landing settings stays stored but is left out. */
export function toLandingCards(config: ContentConfig | null): LandingCardView[] {
  return toLandingCardViews(blocksOf(config))
}

export function toLandingCardViews(blocks: readonly ContentBlock[]): LandingCardView[] {
  return blocks
    .map((block, index) => ({ block, id: block.id || `card-${index}` }))
    .filter(({ block }) => isActiveCard(block))
    .map(({ block, id }) => ({ ...landingCardSchema.parse(block), id }))
}

export function toDownloads(config: ContentConfig | null): DownloadView[] {
  return toDownloadViews(blocksOf(config))
}

export function toDownloadViews(blocks: readonly ContentBlock[]): DownloadView[] {
  return blocks
    .map((block, index) => ({ ...downloadItemSchema.parse(block), id: block.id || `download-${index}` }))
    .filter((item) => item.link !== '')
}

export function toTestimonialViews(records: readonly Testimonial[]): TestimonialView[] {
  return records.map(({ id, name, testimony, reviewStamp }) => ({ id, name, testimony, reviewStamp }))
}

function byId<T extends { id: string }>(records: readonly (T | null)[]): Map<string, T> {
  const map = new Map<string, T>()
  for (const record of records) if (record) map.set(record.id, record)
  return map
}

/** The landing list's entries the page shows: the first landingLimits.menuTiles menus. */
export function landingListOf(blocks: readonly ContentBlock[]): LandingListItem[] {
  return parseLandingList(blocks).slice(0, landingLimits.menuTiles)
}

// Intro menus show public packages only: the page does not wait for the visitor's session, and a signed-in
// visitor finds the private packages prepared for them in their own section (loadPrivatePackages).
async function loadMenuSections(
  sources: LandingSources,
): Promise<Pick<LandingData, 'menuTiles' | 'introMenus'>> {
  const list = landingListOf(blocksOf(await sources.contentConfig(landingConfigKeys.landingList)))
  if (list.length === 0) {
    // No landing list yet (a fresh site): show some menus as tiles and no intro menus.
    return { menuTiles: menusAsTiles(await sources.publishedMenus(landingLimits.menuTiles)), introMenus: [] }
  }
  const menusById = byId(await Promise.all(list.map((item) => sources.menu(item.menuId))))
  const introMenus = selectIntroMenus(list, menusById, landingLimits.introMenus)
  const packageIds = packageIdsToLoad(introMenus, landingLimits.packagesPerIntroMenu)
  const packagesById = byId(await Promise.all(packageIds.map((id) => sources.chefPackage(id))))
  return {
    menuTiles: selectMenuTiles(list, menusById),
    introMenus: buildIntroMenus(introMenus, packagesById, landingLimits.packagesPerIntroMenu, null),
  }
}

/** The private packages the signed-in visitor (viewerUid) was added to; nothing for guests. */
export async function loadPrivatePackages(
  sources: LandingSources,
  viewerUid: string | null,
): Promise<PackageCardData[]> {
  if (!viewerUid || !sources.privatePackagesFor) return []
  const packages = await sources.privatePackagesFor(viewerUid, landingLimits.privatePackages)
  return packages
    .filter((item) => item.publicMenu !== true && item.addedUsers.includes(viewerUid))
    .map(packageCard)
}

/**
 * The business facts for the page's metadata; a failure is logged and the metadata says less. The metadata's module
 * loads alongside the read, off the landing page's first load (the route builds the page's head with it too).
 */
async function loadBusinessFacts(sources: LandingSources): Promise<BusinessFacts> {
  try {
    const [config, { businessFactsFromContactLinks }] = await Promise.all([
      sources.contentConfig(landingConfigKeys.contactLinks),
      import('../../shared/seo/landing-meta.ts'),
    ])
    return businessFactsFromContactLinks(blocksOf(config))
  } catch (error) {
    console.error('landing loader: could not load the business facts', {
      collection: 'contentConfigs',
      configKey: landingConfigKeys.contactLinks,
      code: (error as { code?: string } | null)?.code,
    })
    return {}
  }
}

/**
 * Everything the landing page shows every visitor; independent reads run in parallel. Errors reach the caller,
 * except the business facts', which only the page's metadata reads.
 */
export async function loadLandingData(sources: LandingSources): Promise<LandingData> {
  const [topCards, downloads, menuSections, testimonials, business] = await Promise.all([
    sources.contentConfig(landingConfigKeys.topLandingCards).then(toLandingCards),
    sources.contentConfig(landingConfigKeys.landingDownloads).then(toDownloads),
    loadMenuSections(sources),
    sources.newestTestimonials(landingLimits.testimonials).then(toTestimonialViews),
    loadBusinessFacts(sources),
  ])
  return { topCards, downloads, ...menuSections, testimonials, business }
}
