import { viewerAllergies } from '../../lib/forms/dietary-form.ts'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import type { ShopSources } from './shop-data.ts'

/** At most this many public packages, and private ones kept for one customer, are asked for in the browser. */
export const browserPackageReads = { publicPackages: 100, keptPackages: 50 } as const

/**
 * The packages among `ids` the browser may read, asked the way the rules allow so that no read is refused (a
 * refused read is an error in the browser's console; the rules judge a query by its filters): the public ones, and
 * those kept for the signed-in visitor (the rules let them read packages whose addedUsers hold their uid).
 */
async function readablePackagesInBrowser(
  ids: readonly string[],
  viewerUid: string | null,
): Promise<ChefPackage[]> {
  const lists = await Promise.all([
    chefPackages.query({ where: [['publicMenu', true]], limit: browserPackageReads.publicPackages }),
    ...(viewerUid
      ? [
          chefPackages.query({
            filters: [['addedUsers', 'array-contains', viewerUid]],
            limit: browserPackageReads.keptPackages,
          }),
        ]
      : []),
  ])
  const found = new Map(lists.flat().map((item) => [item.id, item]))
  return ids.flatMap((id) => found.get(id) ?? [])
}

/**
 * The shop's reads from the public catalogue: guests and customers are shown published menus only. On the server
 * the catalogue's reads leave private packages out themselves; in the browser they are asked for as the rules allow.
 */
export function shopSourcesFrom(reads: PublicCatalogReads, browser: boolean): ShopSources {
  return {
    menus: reads.publishedMenus,
    menu: reads.menu,
    chefPackages: browser
      ? readablePackagesInBrowser
      : async (ids) =>
          (await Promise.all(ids.map((id) => reads.chefPackage(id)))).filter(
            (item): item is ChefPackage => item !== null,
          ),
  }
}

/** The signed-in customer's allergies, to mark packages holding them; none for guests (and on the server). */
export const viewerAllergiesOf = (uid: string | null) =>
  viewerAllergies(uid, (id) => orNullWhenDenied(userProfiles.get(id)))
