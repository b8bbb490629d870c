import type { CartItemCheck } from '../../components/cart/cart-lines.tsx'
import { roundToCents } from '../../shared/money.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { CartItem } from '../../shared/schemas/order.ts'

/** Compares each cart item with its package now: gone (or no longer visible) or repriced since it was added. */
export async function checkCartItems(
  items: readonly CartItem[],
  readPackage: (id: string) => Promise<ChefPackage | null>,
  isVisible: (chefPackage: ChefPackage) => boolean,
): Promise<Record<string, CartItemCheck>> {
  const ids = [...new Set(items.map((item) => item.chefPackageId))]
  const packages = await Promise.all(ids.map((id) => readPackage(id)))
  const byId = new Map(ids.map((id, index) => [id, packages[index] ?? null]))
  const checks: Record<string, CartItemCheck> = {}
  for (const item of items) {
    const current = byId.get(item.chefPackageId)
    if (!current || !isVisible(current)) checks[item.chefPackageId] = { kind: 'missing' }
    else if (roundToCents(current.price) !== roundToCents(item.price)) {
      checks[item.chefPackageId] = { kind: 'repriced', currentPrice: roundToCents(current.price) }
    } else checks[item.chefPackageId] = { kind: 'ok' }
  }
  return checks
}
