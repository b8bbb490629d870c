import { roundToCents } from '../../../src/shared/money.ts'
import {
  canSeeChefPackage,
  type ChefPackage,
  type PackageViewer,
} from '../../../src/shared/schemas/chef-package.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'

export type Viewer = PackageViewer

export const maxQuantityPerPackage = 99

/**
 * Prices a requested cart from the stored packages. The browser's prices and titles are never read: each line
 * takes the package's current title, image and price (rounded to 2 decimals). Repeated ids are merged.
 * `unavailable` lists ids that do not exist or that the viewer may not see (told apart from nothing, on purpose).
 */
export function priceCart(
  requested: ReadonlyArray<{ chefPackageId: string; quantity: number }>,
  packagesById: ReadonlyMap<string, ChefPackage>,
  viewer: Viewer,
): { cartData: CartItem[]; unavailable: string[] } {
  const quantities = new Map<string, number>()
  for (const item of requested) {
    quantities.set(
      item.chefPackageId,
      Math.min(maxQuantityPerPackage, (quantities.get(item.chefPackageId) ?? 0) + item.quantity),
    )
  }
  const cartData: CartItem[] = []
  const unavailable: string[] = []
  for (const [id, quantity] of quantities) {
    const chefPackage = packagesById.get(id)
    if (!chefPackage || !canSeeChefPackage(chefPackage, viewer)) {
      unavailable.push(id)
      continue
    }
    cartData.push({
      chefPackageId: id,
      title: chefPackage.title,
      price: roundToCents(chefPackage.price),
      image: chefPackage.image,
      quantity,
    })
  }
  return { cartData, unavailable }
}
