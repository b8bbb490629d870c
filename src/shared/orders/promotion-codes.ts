import { z } from 'zod/mini'
import type { Discount } from './order-pricing.ts'

// Promotion codes the admin creates and customers type at order review. placeOrder checks a code with
// `checkPromotion` inside its transaction, with the redemption counts it read there; a redemption is held with the
// unpaid order and counted when the order is paid.

export const promotionCodePattern = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

/** Codes are compared upper-cased and trimmed: "summer10 " is SUMMER10. */
export function normalisePromotionCode(value: string): string {
  return value.trim().toUpperCase()
}

export const promotionSchema = z
  .object({
    code: z
      .string()
      .check(
        z.refine(
          (value) => promotionCodePattern.test(value),
          'Use 3 to 32 capital letters, digits, - or _ , starting with a letter or digit.',
        ),
      ),
    kind: z.enum(['percent', 'amount'], { error: 'Choose a percentage or an amount off.' }),
    percentOff: z.optional(
      z
        .number()
        .check(
          z.int('Whole percentages only.'),
          z.minimum(1, 'At least 1%.'),
          z.maximum(100, 'At most 100%.'),
        ),
    ),
    amountOffCents: z.optional(
      z.number().check(z.int('Whole cents only.'), z.minimum(1, 'At least 1 cent.')),
    ),
    /** Epoch ms; absent means from now on / with no end. */
    validFrom: z.optional(z.number()),
    validUntil: z.optional(z.number()),
    maxRedemptions: z.optional(z.number().check(z.int('Whole numbers only.'), z.minimum(1, 'At least 1.'))),
    maxPerCustomer: z.optional(z.number().check(z.int('Whole numbers only.'), z.minimum(1, 'At least 1.'))),
    minimumSubtotalCents: z._default(z.number().check(z.int(), z.nonnegative('Cannot be negative.')), 0),
    /** When not empty, the code applies only to these packages. */
    packageIds: z._default(z.array(z.string()), []),
    active: z._default(z.boolean(), true),
  })
  .check(
    z.refine((promotion) => promotion.kind !== 'percent' || promotion.percentOff !== undefined, {
      message: 'Please enter the percentage off.',
      path: ['percentOff'],
    }),
    z.refine((promotion) => promotion.kind !== 'amount' || promotion.amountOffCents !== undefined, {
      message: 'Please enter the amount off.',
      path: ['amountOffCents'],
    }),
    z.refine(
      (promotion) =>
        promotion.validFrom === undefined ||
        promotion.validUntil === undefined ||
        promotion.validFrom < promotion.validUntil,
      { message: 'The code must end after it starts.', path: ['validUntil'] },
    ),
  )
export type Promotion = z.infer<typeof promotionSchema>

export interface RedemptionCounts {
  /** Redemptions of paid orders plus those held by unpaid ones. */
  total: number
  byCustomer: number
}

export type PromotionCheck = { ok: true; discount: Discount } | { ok: false; message: string }

/** Whether `promotion` applies to this order now, and the discount it gives; a refusal says why. */
export function checkPromotion(
  promotion: Promotion,
  order: { now: number; subtotalCents: number; packageIds: readonly string[] },
  redemptions: RedemptionCounts,
): PromotionCheck {
  if (!promotion.active) return { ok: false, message: 'This code is no longer active.' }
  if (promotion.validFrom !== undefined && order.now < promotion.validFrom) {
    return { ok: false, message: 'This code is not valid yet.' }
  }
  if (promotion.validUntil !== undefined && order.now >= promotion.validUntil) {
    return { ok: false, message: 'This code has expired.' }
  }
  if (promotion.maxRedemptions !== undefined && redemptions.total >= promotion.maxRedemptions) {
    return { ok: false, message: 'This code has been used up.' }
  }
  if (promotion.maxPerCustomer !== undefined && redemptions.byCustomer >= promotion.maxPerCustomer) {
    return { ok: false, message: 'You have already used this code.' }
  }
  if (order.subtotalCents < promotion.minimumSubtotalCents) {
    const minimum = (promotion.minimumSubtotalCents / 100).toFixed(2)
    return { ok: false, message: `This code needs an order of at least $${minimum}.` }
  }
  if (promotion.packageIds.length > 0 && !order.packageIds.some((id) => promotion.packageIds.includes(id))) {
    return { ok: false, message: 'This code does not apply to the packages in your cart.' }
  }
  const limitedTo = promotion.packageIds.length > 0 ? promotion.packageIds : undefined
  const discount: Discount =
    promotion.kind === 'percent'
      ? { kind: 'percent', percentOff: promotion.percentOff ?? 0, packageIds: limitedTo }
      : { kind: 'amount', amountOffCents: promotion.amountOffCents ?? 0, packageIds: limitedTo }
  return { ok: true, discount }
}
