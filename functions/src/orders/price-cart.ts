import { priceLine, type LineProblem } from '../../../src/shared/orders/package-pricing.ts'
import {
  canSeeChefPackage,
  type ChefPackage,
  type PackageViewer,
} from '../../../src/shared/schemas/chef-package.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import type { OptionRequest } from '../../../src/shared/schemas/package-options.ts'

export type Viewer = PackageViewer

export const maxQuantityPerPackage = 99

export interface RequestedLine {
  chefPackageId: string
  quantity: number
  options?: readonly OptionRequest[]
}

/** A line that cannot be ordered as asked, with the package's title for the message. */
export type CartProblem = LineProblem & { chefPackageId: string }

// Lines with the same package and the same choices are one line; the same package with other choices is another.
function lineKey(item: RequestedLine): string {
  const options = [...(item.options ?? [])]
    .map((option) => [option.groupId, [...(option.choiceIds ?? [])].sort(), (option.text ?? '').trim()])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
  return JSON.stringify([item.chefPackageId, options])
}

/**
 * Prices a requested cart from the stored packages. The browser's prices and titles are never read: each line
 * takes the package's current title, image and price (rounded to 2 decimals), its options priced from the package's
 * groups, and on a per-guest package the order's guests. Repeated lines are merged. `unavailable` lists ids that do
 * not exist or that the viewer may not see (told apart from nothing, on purpose); `problems` what was refused.
 */
export function priceCart(
  requested: ReadonlyArray<RequestedLine>,
  packagesById: ReadonlyMap<string, ChefPackage>,
  viewer: Viewer,
  guests?: number,
): { cartData: CartItem[]; unavailable: string[]; problems: CartProblem[] } {
  const lines = new Map<string, { item: RequestedLine; quantity: number }>()
  for (const item of requested) {
    const key = lineKey(item)
    const quantity = Math.min(maxQuantityPerPackage, (lines.get(key)?.quantity ?? 0) + item.quantity)
    lines.set(key, { item: lines.get(key)?.item ?? item, quantity })
  }
  const cartData: CartItem[] = []
  const unavailable = new Set<string>()
  const problems: CartProblem[] = []
  for (const { item, quantity } of lines.values()) {
    const id = item.chefPackageId
    const chefPackage = packagesById.get(id)
    if (!chefPackage || !canSeeChefPackage(chefPackage, viewer)) {
      unavailable.add(id)
      continue
    }
    const priced = priceLine(chefPackage, { guests, options: item.options })
    problems.push(...priced.problems.map((problem) => ({ ...problem, chefPackageId: id })))
    cartData.push({
      chefPackageId: id,
      title: chefPackage.title,
      price: priced.price,
      image: chefPackage.image,
      quantity,
      ...(priced.guests !== undefined ? { guests: priced.guests } : {}),
      ...(priced.options.length > 0 ? { options: priced.options } : {}),
    })
  }
  return { cartData, unavailable: [...unavailable], problems }
}
