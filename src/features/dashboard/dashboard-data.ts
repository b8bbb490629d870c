import {
  buildIntroMenus,
  packageIdsToLoad,
  parseLandingList,
  selectIntroMenus,
  type IntroMenu,
  packageCard,
  type PackageCardData,
} from '../../lib/catalog/catalog-selection.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { ContentConfig } from '../../shared/schemas/content-config.ts'
import type { Menu } from '../../shared/schemas/menu.ts'
import type { Order } from '../../shared/schemas/order.ts'
import type { UserStatus } from '../../shared/schemas/user-profile.ts'

/** Read bounds of the dashboard (the same menus as the landing page, plus the user's own things). */
export const dashboardLimits = {
  introMenus: 4,
  packagesPerIntroMenu: 12,
  introOffers: 12,
  orders: 10,
  yourMenus: 20,
} as const

export const introOfferTag = 'introOffer'

/** Which sections a status shows (docs/product.md, States and transitions). Inactive shows only a message. */
export function sectionsFor(status: UserStatus): {
  signUpLink: boolean
  introOffers: boolean
  introMenus: boolean
  orders: boolean
} {
  switch (status) {
    case 'onBoard':
      return { signUpLink: true, introOffers: false, introMenus: true, orders: true }
    case 'readyToOrder':
      return { signUpLink: false, introOffers: true, introMenus: true, orders: true }
    case 'consultWaitRoom':
      return { signUpLink: false, introOffers: false, introMenus: true, orders: true }
    default:
      return { signUpLink: false, introOffers: false, introMenus: false, orders: false }
  }
}

/** Intro offers: packages tagged introOffer that this user may see, each once, public ones first. */
export function selectIntroOffers(
  packages: readonly ChefPackage[],
  uid: string,
  limit: number,
): PackageCardData[] {
  const seen = new Set<string>()
  const offers: PackageCardData[] = []
  for (const item of packages) {
    if (seen.has(item.id) || !item.tags.includes(introOfferTag)) continue
    if (!item.publicMenu && !item.addedUsers.includes(uid)) continue
    seen.add(item.id)
    offers.push(packageCard(item))
    if (offers.length >= limit) break
  }
  return offers
}

export interface DashboardSources {
  landingList(): Promise<ContentConfig | null>
  menu(id: string): Promise<Menu | null>
  chefPackage(id: string): Promise<ChefPackage | null>
  introOfferPackages(uid: string, limit: number): Promise<ChefPackage[]>
  orders(uid: string, limit: number): Promise<Order[]>
  /** Published menus an admin added this customer to. */
  yourMenus(uid: string, limit: number): Promise<Menu[]>
}

/** Intro menus as on the landing page: the landing list's intro entries with their packages. */
export async function loadIntroMenus(sources: DashboardSources): Promise<IntroMenu[]> {
  const list = parseLandingList((await sources.landingList())?.contentBlocks ?? [])
  const intro = list.filter((item) => item.introMenu).slice(0, dashboardLimits.introMenus)
  const menus = (await Promise.all(intro.map((item) => sources.menu(item.menuId)))).filter(
    (menu): menu is Menu => menu !== null,
  )
  const menusById = new Map(menus.map((menu) => [menu.id, menu]))
  const selected = selectIntroMenus(intro, menusById, dashboardLimits.introMenus)
  const ids = packageIdsToLoad(selected, dashboardLimits.packagesPerIntroMenu)
  const packages = (await Promise.all(ids.map((id) => sources.chefPackage(id)))).filter(
    (item): item is ChefPackage => item !== null,
  )
  return buildIntroMenus(
    selected,
    new Map(packages.map((item) => [item.id, item])),
    dashboardLimits.packagesPerIntroMenu,
  )
}
