import { chefPackages } from '../../lib/data/chef-packages.ts'
import { menus } from '../../lib/data/menus.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { ShopSources } from './shop-data.ts'

/** A package, or null when it is gone or the rules deny this visitor (a private package). */
export function readablePackage(id: string): Promise<ChefPackage | null> {
  return orNullWhenDenied(chefPackages.get(id))
}

export const shopSources: ShopSources = {
  menus: (limit) => menus.query({ limit }),
  menu: (id) => menus.get(id),
  chefPackage: readablePackage,
}
