import { cartCents, type PricedLine } from '../money.ts'
import { depositCentsFor, type CustomLine, type DepositRule } from '../schemas/payment-plan.ts'
import type { QuoteTotals } from '../schemas/quote.ts'

// What a quote comes to. Package lines (already priced by package-pricing.ts), custom lines and the service charge
// are the taxed goods; the delivery fee is its own untaxed line, as on every order. The same lines make the order's
// cartTotals when the quote is accepted, so the quote and the order never disagree.

/** The service charge on the packages and custom lines, in whole cents. */
export function serviceChargeCentsFor(goodsCents: number, percent: number): number {
  return Math.round((goodsCents * percent) / 100)
}

/** Every charged line of a quote as the money functions read them: packages, custom lines, the service charge. */
export function quoteChargeLines(input: {
  packageLines: readonly PricedLine[]
  customLines: readonly CustomLine[]
  serviceChargePercent: number
}): PricedLine[] {
  const custom = input.customLines.map((line) => ({ price: line.unitCents / 100, quantity: line.quantity }))
  const goods = cartCents([...input.packageLines, ...custom]).subTotal
  const serviceCents = serviceChargeCentsFor(goods, input.serviceChargePercent)
  return [
    ...input.packageLines,
    ...custom,
    ...(serviceCents > 0 ? [{ price: serviceCents / 100, quantity: 1 }] : []),
  ]
}

export function quoteTotals(input: {
  packageLines: readonly PricedLine[]
  customLines: readonly CustomLine[]
  serviceChargePercent: number
  deliveryFeeCents: number
  depositRule: DepositRule
}): QuoteTotals {
  const packagesCents = cartCents(input.packageLines).subTotal
  const customLinesCents = input.customLines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const serviceChargeCents = serviceChargeCentsFor(
    packagesCents + customLinesCents,
    input.serviceChargePercent,
  )
  const { tax } = cartCents(quoteChargeLines(input))
  const totalCents = packagesCents + customLinesCents + serviceChargeCents + tax + input.deliveryFeeCents
  const depositCents = depositCentsFor(totalCents, input.depositRule)
  return {
    packagesCents,
    customLinesCents,
    serviceChargeCents,
    taxCents: tax,
    deliveryFeeCents: input.deliveryFeeCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
  }
}
