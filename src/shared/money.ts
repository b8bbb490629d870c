let twoDecimals: Intl.NumberFormat | undefined
// Made on first use, not when the module loads: a page's first Intl formatter loads the browser's number data, about
// 15 ms here, which would otherwise lengthen the one task that runs this module on every page.
const priceFormat = () =>
  (twoDecimals ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))

/** Rounds half away from zero to cents without binary drift (1.005 -> 1.01, where price * 100 gives 100.4999...). */
export function roundToCents(price: number): number {
  const magnitude = Math.abs(price)
  // Decimal-string shifting needs plain notation; very small or huge values print with an exponent.
  if (String(magnitude).includes('e')) return Math.round(price * 100) / 100 + 0
  return Math.sign(price) * Number(`${Math.round(Number(`${magnitude}e2`))}e-2`) + 0
}

/** A price as shown to customers: $ prefix, rounded to 2 decimals, e.g. "$1,250.00". */
export function formatPrice(price: number): string {
  if (!Number.isFinite(price)) return '$0.00'
  return `$${priceFormat().format(roundToCents(price))}`
}

/** An amount in cents as shown to customers, e.g. 125000 -> "$1,250.00". */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100)
}

/** An amount in cents as a form field shows it for editing: plain dollars with two decimals, e.g. 1250 -> "12.50". */
export function centsAsDollars(cents: number): string {
  return (toCents(cents / 100) / 100).toFixed(2)
}

/** The currency of every stored price (ISO 4217): the shop shows "$", Stripe is charged in "usd". */
export const priceCurrency = 'USD'

/** Sales tax on the subtotal (docs/product.md, Constants and limits). */
export const taxRate = 0.05

/** Amount for the checkout provider: the price rounded to 2 decimals, in integer cents. */
export function toCents(price: number): number {
  if (!Number.isFinite(price)) return 0
  return Math.round(roundToCents(price) * 100) + 0
}

export interface PricedLine {
  price: number
  quantity: number
}

/** Cart totals in cents; the same numbers the checkout provider charges, so order and charge never drift apart. */
export interface CartCents {
  subTotal: number
  discount: number
  tax: number
  total: number
}

/**
 * A promotion code's discount comes off the goods before tax (docs/decisions/0063-promotion-codes-priced-on-the-server.md):
 * tax is 5 % of the discounted subtotal.
 */
export function cartCents(lines: readonly PricedLine[], discountCents = 0): CartCents {
  const subTotal = lines.reduce(
    (sum, line) => sum + toCents(line.price) * Math.max(0, Math.trunc(line.quantity)),
    0,
  )
  const discount = Math.min(subTotal, Math.max(0, Math.trunc(discountCents)))
  const tax = Math.round((subTotal - discount) * taxRate)
  return { subTotal, discount, tax, total: subTotal - discount + tax }
}

/** The order's cartTotals: subtotal, discount, 5 % tax of the discounted goods rounded to cents, total, each also as "$x.xx". */
export function cartTotals(
  lines: readonly PricedLine[],
  deliveryFeeCents = 0,
  discountCents = 0,
  travelFeeCents = 0,
): {
  subTotal: number
  subTotalDisplay: string
  discount?: number
  discountDisplay?: string
  taxDisplay: string
  total: number
  totalDisplay: string
  deliveryFee?: number
  deliveryFeeDisplay?: string
  travelFee?: number
  travelFeeDisplay?: string
} {
  const cents = cartCents(lines, discountCents)
  // The delivery and travel fees are lines of their own, not taxed (docs/decisions/0054-delivery-fee-is-an-untaxed-line.md).
  const total = cents.total + deliveryFeeCents + travelFeeCents
  return {
    subTotal: cents.subTotal / 100,
    subTotalDisplay: formatPrice(cents.subTotal / 100),
    ...(cents.discount > 0
      ? { discount: cents.discount / 100, discountDisplay: formatPrice(cents.discount / 100) }
      : {}),
    taxDisplay: formatPrice(cents.tax / 100),
    ...(deliveryFeeCents > 0
      ? { deliveryFee: deliveryFeeCents / 100, deliveryFeeDisplay: formatPrice(deliveryFeeCents / 100) }
      : {}),
    ...(travelFeeCents > 0
      ? { travelFee: travelFeeCents / 100, travelFeeDisplay: formatPrice(travelFeeCents / 100) }
      : {}),
    total: total / 100,
    totalDisplay: formatPrice(total / 100),
  }
}
