import { isVisibleTo, packageCard, type PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { Menu } from '../../shared/schemas/menu.ts'

/** At most this many menus in the picker and packages per menu (each package is one read). */
export const shopLimits = { menus: 50, packagesPerMenu: 48 } as const

export interface ShopSources {
  menus(limit: number): Promise<Menu[]>
  menu(id: string): Promise<Menu | null>
  /** Null when missing or not readable by this visitor. */
  chefPackage(id: string): Promise<ChefPackage | null>
}

export interface ShopData {
  menus: Array<{ id: string; title: string }>
  selected: { id: string; title: string; description: string } | null
  packages: PackageCardData[]
}

/** The picker's menus (by title), the selected menu (the requested one, else the first) and its visible packages. */
export async function loadShopData(
  sources: ShopSources,
  menuId: string | undefined,
  viewerUid: string | null,
): Promise<ShopData | null> {
  const all = (await sources.menus(shopLimits.menus)).sort((a, b) => a.title.localeCompare(b.title))
  const selected = menuId ? (all.find((menu) => menu.id === menuId) ?? (await sources.menu(menuId))) : all[0]
  if (menuId && !selected) return null
  const ids = [...new Set(selected?.addedChefPackages ?? [])].slice(0, shopLimits.packagesPerMenu)
  const packages = (await Promise.all(ids.map((id) => sources.chefPackage(id))))
    .filter((item): item is ChefPackage => item !== null && isVisibleTo(item, viewerUid))
    .map(packageCard)
  return {
    menus: all.map(({ id, title }) => ({ id, title })),
    selected: selected ? { id: selected.id, title: selected.title, description: selected.description } : null,
    packages,
  }
}
