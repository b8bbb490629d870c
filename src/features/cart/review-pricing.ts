import type { CartItemCheck } from '../../components/cart/cart-lines.tsx'
import { priceLine, type PricedPackage } from '../../shared/orders/package-pricing.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { CartItem } from '../../shared/schemas/order.ts'
import type { OptionRequest } from '../../shared/schemas/package-options.ts'

// The order review prices a per-guest line, or one with options, with the server's own function (package-pricing.ts)
// from the package as it is now and the guests as typed, so the totals the customer sees are the ones placeOrder
// charges. The server still prices the order itself.

/** What the review needs of a package to price its lines. */
export function pricedPackageOf(chefPackage: ChefPackage): PricedPackage {
  const { title, price, pricing, optionGroups, minGuests, maxGuests } = chefPackage
  return {
    title,
    price,
    pricing,
    optionGroups,
    ...(minGuests !== undefined ? { minGuests } : {}),
    ...(maxGuests !== undefined ? { maxGuests } : {}),
  }
}

/** Whether a package's lines are priced here rather than at the price the cart kept. */
export function isPricedHere(chefPackage: PricedPackage | undefined): chefPackage is PricedPackage {
  return (
    chefPackage !== undefined && (chefPackage.pricing === 'perGuest' || chefPackage.optionGroups.length > 0)
  )
}

/** The guests field as a number, or undefined while it holds no whole number above zero. */
export function typedGuests(value: string | undefined): number | undefined {
  const guests = Number(value?.trim() || Number.NaN)
  return Number.isInteger(guests) && guests > 0 ? guests : undefined
}

/**
 * The cart's lines as the review shows them: a priced line carries its price for the typed guests (the package's
 * fewest guests until a count is typed), its guests and its priced options; its check no longer says "repriced",
 * since the line is already priced from the package as it is now.
 */
export function reviewLines(
  items: ReadonlyArray<CartItem & { chosen?: readonly OptionRequest[] | undefined }>,
  packages: Readonly<Record<string, PricedPackage>>,
  checks: Readonly<Record<string, CartItemCheck>>,
  guests: number | undefined,
): { items: CartItem[]; checks: Record<string, CartItemCheck> } {
  const shownChecks: Record<string, CartItemCheck> = { ...checks }
  const shown = items.map(({ chosen, ...item }) => {
    const chefPackage = packages[item.chefPackageId]
    if (!isPricedHere(chefPackage) || checks[item.chefPackageId]?.kind === 'missing') return item
    const line = priceLine(chefPackage, {
      ...(guests !== undefined ? { guests } : {}),
      options: chosen ?? [],
    })
    shownChecks[item.chefPackageId] = { kind: 'ok' }
    const { guests: _guests, options: _options, ...plain } = item
    return {
      ...plain,
      price: line.price,
      ...(line.guests !== undefined ? { guests: line.guests } : {}),
      ...(line.options.length > 0 ? { options: line.options } : {}),
    }
  })
  return { items: shown, checks: shownChecks }
}
