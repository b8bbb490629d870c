import { viewerAllergies } from '../../lib/forms/dietary-form.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import type { ShopSources } from './shop-data.ts'

/** The shop's reads from the public catalogue: guests and customers are shown published menus only. */
export function shopSourcesFrom(reads: PublicCatalogReads): ShopSources {
  return { menus: reads.publishedMenus, menu: reads.menu, chefPackage: reads.chefPackage }
}

/** The signed-in customer's allergies, to mark packages holding them; none for guests (and on the server). */
export const viewerAllergiesOf = (uid: string | null) =>
  viewerAllergies(uid, (id) => orNullWhenDenied(userProfiles.get(id)))
