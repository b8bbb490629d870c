import {
  isVisibleTo,
  packageCard,
  packageIdsToLoad,
  type PackageCardData,
} from '../../lib/catalog/catalog-selection.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { Menu } from '../../shared/schemas/menu.ts'

/**
 * At most this many menus in the menu filter, packages per menu, and packages in the all-menus view (each package
 * is one read, so the all-menus page costs no more reads than one menu).
 */
export const shopLimits = { menus: 50, packagesPerMenu: 48, allMenusPackages: 48 } as const

export interface ShopSources {
  menus(limit: number): Promise<Menu[]>
  menu(id: string): Promise<Menu | null>
  /** The packages among `ids` this visitor may read, in the order of `ids`; missing ones are left out. */
  chefPackages(ids: readonly string[], viewerUid: string | null): Promise<ChefPackage[]>
}

export interface ShopData {
  /** The menu filter's choices, by title. */
  menus: Array<{ id: string; title: string }>
  /** The menu chosen; null for all menus. */
  selected: { id: string; title: string; description: string } | null
  packages: PackageCardData[]
}

/**
 * The menu filter's menus (by title), the chosen menu (null for all menus) and the visible packages: the chosen
 * menu's, or those of every menu in title order, each once. Null when the requested menu does not exist.
 */
export async function loadShopData(
  sources: ShopSources,
  menuId: string | undefined,
  viewerUid: string | null,
): Promise<ShopData | null> {
  const all = (await sources.menus(shopLimits.menus)).sort((a, b) => a.title.localeCompare(b.title))
  const selected = menuId ? (all.find((menu) => menu.id === menuId) ?? (await sources.menu(menuId))) : null
  if (menuId && !selected) return null
  const ids = selected
    ? packageIdsToLoad([selected], shopLimits.packagesPerMenu)
    : packageIdsToLoad(all, shopLimits.packagesPerMenu).slice(0, shopLimits.allMenusPackages)
  const packages = (await sources.chefPackages(ids, viewerUid))
    .filter((item) => isVisibleTo(item, viewerUid))
    .map(packageCard)
  // A menu opened by its address but beyond the filter's limit is still offered, so the filter shows it chosen.
  const listed = selected && !all.some((menu) => menu.id === selected.id) ? [...all, selected] : all
  return {
    menus: listed.map(({ id, title }) => ({ id, title })),
    selected: selected ? { id: selected.id, title: selected.title, description: selected.description } : null,
    packages,
  }
}
