import { chefPackages } from '../../lib/data/chef-packages.ts'
import { menus } from '../../lib/data/menus.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { ShopSources } from './shop-data.ts'

/** A package, or null when it is gone or the rules deny this visitor (a private package). */
export async function readablePackage(id: string): Promise<ChefPackage | null> {
  try {
    return await chefPackages.get(id)
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return null
    throw error
  }
}

export const shopSources: ShopSources = {
  menus: (limit) => menus.query({ limit }),
  menu: (id) => menus.get(id),
  chefPackage: readablePackage,
}
