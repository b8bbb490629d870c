import { viewerAllergies } from '../../lib/forms/dietary-form.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { chefPackages } from '../../lib/data/chef-packages.ts'
import { publishedMenu, publishedMenus } from '../../lib/data/menus.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { ShopSources } from './shop-data.ts'

/** A package, or null when it is gone or the rules deny this visitor (a private package). */
export function readablePackage(id: string): Promise<ChefPackage | null> {
  return orNullWhenDenied(chefPackages.get(id))
}

export const shopSources: ShopSources = {
  // Guests and customers are shown published menus only; a draft's link reads as a missing menu.
  menus: publishedMenus,
  menu: publishedMenu,
  chefPackage: readablePackage,
}

/** The signed-in customer's allergies, to mark packages holding them; none for guests. */
export const viewerAllergiesOf = (uid: string | null) =>
  viewerAllergies(uid, (id) => orNullWhenDenied(userProfiles.get(id)))
