import { z } from 'zod/mini'
import { formatCents, toCents } from '../money.ts'
import { discountCents, type Discount } from './order-pricing.ts'

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
    return {
      ok: false,
      message: `This code needs an order of at least ${formatCents(promotion.minimumSubtotalCents)}.`,
    }
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

/** What the customer reads of a code: "10% off" or "$20.00 off" (and which packages, when limited). */
export function describePromotion(
  promotion: Pick<Promotion, 'kind' | 'percentOff' | 'amountOffCents'>,
): string {
  return promotion.kind === 'percent'
    ? `${promotion.percentOff ?? 0}% off`
    : `${formatCents(promotion.amountOffCents ?? 0)} off`
}

/** The discount in cents on these cart lines (stored prices), limited to the code's packages when it has any. */
export function promotionDiscountCents(
  discount: Discount,
  cartData: ReadonlyArray<{ chefPackageId: string; price: number; quantity: number }>,
): number {
  return discountCents(
    cartData.map((item) => ({
      packageId: item.chefPackageId,
      unitCents: toCents(item.price),
      quantity: item.quantity,
    })),
    discount,
  )
}

/**
 * Stripe charges at least $0.50 (USD); a total between 0 and that cannot be paid at all, and an order for nothing is
 * not an order. A code that brings the total under it is refused at order review.
 */
export const minimumChargeCents = 50
export const belowMinimumChargeMessage = `With this code the total would be under ${formatCents(minimumChargeCents)}, the smallest amount we can charge. Add to your order or remove the code.`
export const unknownPromotionMessage = 'We do not know this code. Check the spelling.'

/** Whose redemptions `maxPerCustomer` counts: the account, or for guests the e-mail address (lower-cased). */
export function redemptionCustomer(uid: string | null, email: string): string {
  return uid ? `uid:${uid}` : `email:${email.trim().toLowerCase()}`
}

const optionalWhole = (message: string) =>
  z.optional(z.number({ error: message }).check(z.int(message), z.minimum(1, 'At least 1.')))
// The shape only: promotion-dates.ts reads the day in the business zone (date libraries stay out of this module,
// which the browser loads with every callable contract).
const optionalDate = z.optional(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date as YYYY-MM-DD.')),
)

/**
 * The admin's promotion code form as savePromotionCodeCallable receives it: dates are calendar dates in the business
 * time zone (from the start of the first day to the end of the last), turned into instants on the server.
 */
export const promotionInputSchema = z
  .object({
    /** True when creating: a code that exists already is refused instead of overwritten. */
    isNew: z.boolean(),
    code: z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => normalisePromotionCode(value)),
    ),
    kind: z.enum(['percent', 'amount'], { error: 'Choose a percentage or an amount off.' }),
    percentOff: optionalWhole('Whole percentages only.'),
    amountOffCents: optionalWhole('Please enter an amount in dollars and cents.'),
    validFromDate: optionalDate,
    validToDate: optionalDate,
    maxRedemptions: optionalWhole('Whole numbers only.'),
    maxPerCustomer: optionalWhole('Whole numbers only.'),
    minimumSubtotalCents: z._default(
      z
        .number()
        .check(z.int('Please enter an amount in dollars and cents.'), z.nonnegative('Cannot be negative.')),
      0,
    ),
    packageIds: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(100)),
      [],
    ),
    active: z.boolean(),
  })
  .check(
    z.refine(
      (input) =>
        input.validFromDate === undefined ||
        input.validToDate === undefined ||
        input.validFromDate <= input.validToDate,
      { message: 'The last day cannot be before the first.', path: ['validToDate'] },
    ),
  )
export type PromotionInput = z.output<typeof promotionInputSchema>
