import { taxRate } from '../money.ts'

// An order's money, in integer cents, computed on the server from stored prices (the browser shows the same
// function's answer as an estimate). The order of operations is a business rule: a discount comes off the goods
// before tax; sales tax applies to the discounted goods; the delivery fee is a separate, untaxed line.

export interface PricedItem {
  packageId: string
  unitCents: number
  quantity: number
}

export type Discount =
  | { kind: 'percent'; percentOff: number; packageIds?: readonly string[] }
  | { kind: 'amount'; amountOffCents: number; packageIds?: readonly string[] }

export interface OrderAmounts {
  subtotalCents: number
  discountCents: number
  deliveryFeeCents: number
  taxCents: number
  totalCents: number
}

function wholeCents(value: number, label: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be whole, non-negative cents`)
  return value
}

/** The part of the subtotal a discount may reduce: every item, or only the packages it is limited to. */
function eligibleCents(items: readonly PricedItem[], discount: Discount): number {
  const limitedTo = discount.packageIds?.length ? new Set(discount.packageIds) : null
  return items
    .filter((item) => !limitedTo || limitedTo.has(item.packageId))
    .reduce((sum, item) => sum + item.unitCents * item.quantity, 0)
}

export function discountCents(items: readonly PricedItem[], discount: Discount | undefined): number {
  if (!discount) return 0
  const base = eligibleCents(items, discount)
  const off =
    discount.kind === 'percent'
      ? Math.round((base * Math.min(100, Math.max(0, discount.percentOff))) / 100)
      : wholeCents(discount.amountOffCents, 'The amount off')
  return Math.min(base, off)
}

export function priceOrder(input: {
  items: readonly PricedItem[]
  deliveryFeeCents?: number
  discount?: Discount
}): OrderAmounts {
  const subtotalCents = input.items.reduce(
    (sum, item) => sum + wholeCents(item.unitCents, 'A price') * wholeCents(item.quantity, 'A quantity'),
    0,
  )
  const discount = discountCents(input.items, input.discount)
  const deliveryFeeCents = wholeCents(input.deliveryFeeCents ?? 0, 'The delivery fee')
  const taxCents = Math.round((subtotalCents - discount) * taxRate)
  return {
    subtotalCents,
    discountCents: discount,
    deliveryFeeCents,
    taxCents,
    totalCents: subtotalCents - discount + deliveryFeeCents + taxCents,
  }
}
