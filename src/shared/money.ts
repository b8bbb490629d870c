const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Rounds half away from zero to cents without binary drift (1.005 -> 1.01, where price * 100 gives 100.4999...). */
export function roundToCents(price: number): number {
  const magnitude = Math.abs(price)
  // Decimal-string shifting needs plain notation; very small or huge values print with an exponent.
  if (String(magnitude).includes('e')) return Math.round(price * 100) / 100 + 0
  return Math.sign(price) * Number(`${Math.round(Number(`${magnitude}e2`))}e-2`) + 0
}

/** A price as shown to customers: $ prefix, rounded to 2 decimals (spec section 9), e.g. "$1,250.00". */
export function formatPrice(price: number): string {
  if (!Number.isFinite(price)) return '$0.00'
  return `$${twoDecimals.format(roundToCents(price))}`
}
