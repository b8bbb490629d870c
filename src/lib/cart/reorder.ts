import { addCartItem, type NewCartItem } from './cart.ts'
import { chefPackages } from '../data/chef-packages.ts'
import { orNullWhenDenied } from '../data/or-null-when-denied.ts'
import { formatPrice } from '../../shared/money.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { CartItem } from '../../shared/schemas/order.ts'

// Reorder on the customer's order lists (the orders page and the dashboard): the order's packages go into the browser cart again at today's prices
// (each package is read again; the prices stored on the order are history). A package that was deleted, or that
// went private for this customer, reads as missing and is named instead.

export interface ReorderLine {
  chefPackageId: string
  /** The title as ordered: names a package that can no longer be read. */
  title: string
  quantity: number
}

export interface ReorderOutcome {
  /** Titles and today's prices of the packages put in the cart. */
  added: { title: string; price: number }[]
  /** Titles (as ordered) of the packages that are no longer available. */
  unavailable: string[]
}

export function reorderLines(cartData: readonly CartItem[]): ReorderLine[] {
  return cartData.map(({ chefPackageId, title, quantity }) => ({ chefPackageId, title, quantity }))
}

/** A package the customer may still order, or null: missing and refused (private) read alike. */
export const readOrderablePackage = (id: string): Promise<ChefPackage | null> =>
  orNullWhenDenied(chefPackages.get(id))

export async function reorder(
  lines: readonly ReorderLine[],
  readPackage: (id: string) => Promise<ChefPackage | null> = readOrderablePackage,
  add: (item: NewCartItem) => unknown = addCartItem,
): Promise<ReorderOutcome> {
  const packages = await Promise.all(lines.map((line) => readPackage(line.chefPackageId)))
  const outcome: ReorderOutcome = { added: [], unavailable: [] }
  lines.forEach((line, index) => {
    const current = packages[index]
    if (!current) {
      outcome.unavailable.push(line.title || 'A package')
      return
    }
    add({
      chefPackageId: current.id,
      title: current.title,
      price: current.price,
      image: current.image,
      quantity: line.quantity,
    })
    outcome.added.push({ title: current.title, price: current.price })
  })
  return outcome
}

/** What Reorder says: what went into the cart at which price today, and what can no longer be had. */
export function reorderSummary({ added, unavailable }: ReorderOutcome): {
  added?: string
  unavailable?: string
} {
  return {
    ...(added.length > 0 && {
      added: `Added to your cart at today's prices: ${added
        .map(({ title, price }) => `${title} (${formatPrice(price)})`)
        .join(', ')}.`,
    }),
    ...(unavailable.length > 0 && { unavailable: `No longer available: ${unavailable.join(', ')}.` }),
  }
}
