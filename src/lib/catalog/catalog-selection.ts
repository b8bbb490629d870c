import { z } from 'zod/mini'
import { canSeeChefPackage, type ChefPackage } from '../../shared/schemas/chef-package.ts'
import { isYesAnswer, type ContentBlock } from '../../shared/schemas/content-config.ts'
import type { ImageVariants } from '../../shared/schemas/image-variants.ts'
import type { Menu } from '../../shared/schemas/menu.ts'

/**
 * What the landinglist content config means (docs/product.md, Entities; decided with the seed data in
 * scripts/seed-data.ts): its blocks are the menus featured on the landing page, in display order.
 * - Every block is a menu tile: `menuId` names the menu, `title` (optional) overrides the menu's title.
 * - A block whose `introMenu` answer is "true" (or "yes") is also an intro menu: a collapsible section that lists
 *   the menu's packages. Answers are strings because content blocks hold form answers.
 */
export interface LandingListItem {
  blockId: string
  menuId: string
  title: string
  introMenu: boolean
}

const landingListBlockSchema = z.object({
  id: z._default(z.string(), ''),
  menuId: z._default(z.string(), ''),
  title: z._default(z.string(), ''),
  introMenu: z._default(z.string(), ''),
})

/** Landing list items from the config's blocks; blocks without a menu id and repeated menus are dropped. */
export function parseLandingList(blocks: readonly ContentBlock[]): LandingListItem[] {
  const seen = new Set<string>()
  const items: LandingListItem[] = []
  for (const block of blocks) {
    const parsed = landingListBlockSchema.parse(block)
    const menuId = parsed.menuId.trim()
    if (menuId === '' || seen.has(menuId)) continue
    seen.add(menuId)
    items.push({
      blockId: parsed.id,
      menuId,
      title: parsed.title.trim(),
      introMenu: isYesAnswer(parsed.introMenu),
    })
  }
  return items
}

export interface MenuTile {
  menuId: string
  title: string
  image: string
  imageVariants?: ImageVariants | undefined
}

/** Tiles in landing-list order; list entries whose menu no longer exists are skipped. */
export function selectMenuTiles(
  list: readonly LandingListItem[],
  menusById: ReadonlyMap<string, Menu>,
): MenuTile[] {
  const tiles: MenuTile[] = []
  for (const item of list) {
    const menu = menusById.get(item.menuId)
    if (menu) tiles.push({ ...menuTile(menu), title: item.title || menu.title })
  }
  return tiles
}

function menuTile({ id, title, image, imageVariants }: Menu): MenuTile {
  return { menuId: id, title, image, imageVariants }
}

/** Tiles for a site without a landing list: the menus as loaded. */
export function menusAsTiles(menus: readonly Menu[]): MenuTile[] {
  return menus.map(menuTile)
}

/** The menus of intro list entries that exist, in list order, at most `limit`. */
export function selectIntroMenus(
  list: readonly LandingListItem[],
  menusById: ReadonlyMap<string, Menu>,
  limit: number,
): Menu[] {
  const introMenus: Menu[] = []
  for (const item of list) {
    if (introMenus.length >= limit) break
    const menu = menusById.get(item.menuId)
    if (item.introMenu && menu) introMenus.push(menu)
  }
  return introMenus
}

/** Package ids to read for these menus: the first `perMenu` of each menu, each id once. */
export function packageIdsToLoad(menus: readonly Menu[], perMenu: number): string[] {
  const ids = new Set<string>()
  for (const menu of menus)
    for (const id of [...new Set(menu.addedChefPackages)].slice(0, perMenu)) ids.add(id)
  return [...ids]
}

/** Guests see public packages only; private ones (publicMenu false) belong to their added users. */
export function isVisibleToGuests(chefPackage: Pick<ChefPackage, 'publicMenu'>): boolean {
  return canSeeChefPackage({ ...chefPackage, addedUsers: [] }, { uid: null, isAdmin: false })
}

/**
 * What the shop shows a visitor: the shared rule (canSeeChefPackage) for a customer, so an admin browsing the shop
 * sees what customers see; admins see everything in the back-office.
 */
export function isVisibleTo(
  chefPackage: Pick<ChefPackage, 'publicMenu' | 'addedUsers'>,
  viewerUid: string | null | undefined,
): boolean {
  return canSeeChefPackage(chefPackage, { uid: viewerUid || null, isAdmin: false })
}

export type PackageCardData = Pick<
  ChefPackage,
  'id' | 'title' | 'image' | 'imageVariants' | 'price' | 'allergens' | 'diets' | 'tags'
>

/** What a package card shows of a package (and nothing private such as its added users). */
export function packageCard({
  id,
  title,
  image,
  imageVariants,
  price,
  allergens,
  diets,
  tags,
}: ChefPackage): PackageCardData {
  return { id, title, image, imageVariants, price, allergens, diets, tags }
}

export interface IntroMenu {
  menuId: string
  title: string
  description: string
  packages: PackageCardData[]
}

/** Each intro menu with the packages the viewer may see, in the menu's order; missing packages are skipped. */
export function buildIntroMenus(
  menus: readonly Menu[],
  packagesById: ReadonlyMap<string, ChefPackage>,
  perMenu: number,
  viewerUid: string | null = null,
): IntroMenu[] {
  return menus.map((menu) => ({
    menuId: menu.id,
    title: menu.title,
    description: menu.description,
    packages: [...new Set(menu.addedChefPackages)]
      .slice(0, perMenu)
      .map((id) => packagesById.get(id))
      .filter((item): item is ChefPackage => item !== undefined && isVisibleTo(item, viewerUid))
      .map(packageCard),
  }))
}
