// Coupons and promotion codes (POST/GET /v1/coupons, /v1/promotion_codes) and the `discounts` of a Checkout
// Session: one coupon or promotion code per session, its amount spread over the line items like Stripe does.
import type Stripe from 'stripe'
import type { StandInContext } from './context.ts'
import { invalidRequest, missingParameter, referenceMissing } from './errors.ts'
import { checkShape, listShape, reader, type FormObject, type ShapeOf } from './params.ts'
import { findReferenced, listPage, nowSeconds, randomId, type StandInState } from './store.ts'

const couponCreateShape = {
  id: 'string',
  name: 'string',
  percent_off: 'number',
  amount_off: 'integer',
  currency: 'string',
  duration: 'string',
  duration_in_months: 'integer',
  max_redemptions: 'integer',
  redeem_by: 'integer',
  metadata: 'metadata',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.CouponCreateParams>

const promotionCodeCreateShape = {
  promotion: {
    object: {
      type: 'string',
      coupon: 'string',
    } satisfies ShapeOf<Stripe.PromotionCodeCreateParams.Promotion>,
  },
  code: 'string',
  active: 'boolean',
  expires_at: 'integer',
  max_redemptions: 'integer',
  metadata: 'metadata',
  expand: 'strings',
} as const satisfies ShapeOf<Stripe.PromotionCodeCreateParams>

export function createCoupon(ctx: StandInContext, params: FormObject): Stripe.Coupon {
  checkShape(params, couponCreateShape)
  const read = reader(params)
  const percentOff = read.number('percent_off')
  const amountOff = read.integer('amount_off', { min: 1 })
  if ((percentOff === null) === (amountOff === null)) {
    throw invalidRequest('You must pass exactly one of percent_off or amount_off.', { param: 'percent_off' })
  }
  if (percentOff !== null && (percentOff <= 0 || percentOff > 100)) {
    throw invalidRequest('Percent off must be between 0 and 100.', { param: 'percent_off' })
  }
  const currency = read.string('currency')?.toLowerCase() ?? null
  if (amountOff !== null && !currency) {
    throw invalidRequest('You must pass currency when passing amount_off.', { param: 'currency' })
  }
  const duration = read.string('duration') ?? 'once'
  if (!['once', 'forever', 'repeating'].includes(duration)) {
    throw invalidRequest(`Invalid duration: must be one of once, forever, or repeating`, {
      param: 'duration',
    })
  }
  if (duration === 'repeating') throw missingParameter('duration_in_months')
  const name = read.string('name')
  if (name !== null && name.length > 40) {
    throw invalidRequest('Invalid string: must be at most 40 characters', { param: 'name' })
  }
  const redeemBy = read.integer('redeem_by')
  if (redeemBy !== null && redeemBy <= nowSeconds()) {
    throw invalidRequest('Coupon redeem_by must be in the future.', { param: 'redeem_by' })
  }
  const id = read.string('id') ?? randomId('', 8).slice(1)
  if (ctx.state.coupons.has(id)) {
    throw invalidRequest('Coupon already exists.', { code: 'resource_already_exists', param: 'id' })
  }
  const coupon: Stripe.Coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff,
    created: nowSeconds(),
    currency: amountOff === null ? null : currency,
    duration: duration as Stripe.Coupon.Duration,
    duration_in_months: null,
    livemode: false,
    max_redemptions: read.integer('max_redemptions', { min: 1 }),
    metadata: read.metadata('metadata'),
    name,
    percent_off: percentOff,
    redeem_by: redeemBy,
    times_redeemed: 0,
    valid: true,
  }
  ctx.state.coupons.set(id, coupon)
  ctx.emit('coupon.created', coupon)
  return coupon
}

export function createPromotionCode(ctx: StandInContext, params: FormObject): Stripe.PromotionCode {
  checkShape(params, promotionCodeCreateShape)
  const read = reader(params)
  const promotion = reader(read.object('promotion'), 'promotion')
  if (promotion.requiredString('type') !== 'coupon') {
    throw invalidRequest('Invalid promotion[type]: must be coupon', { param: 'promotion[type]' })
  }
  const coupon = findReferenced(
    ctx.state.coupons,
    promotion.requiredString('coupon'),
    'coupon',
    'promotion[coupon]',
  )
  const code = read.string('code') ?? randomId('', 9).slice(1).toUpperCase()
  const taken = [...ctx.state.promotionCodes.values()].some(
    (existing) => existing.active && existing.code.toLowerCase() === code.toLowerCase(),
  )
  if (taken) throw invalidRequest('An active promotion code with `code` already exists.', { param: 'code' })
  const promotionCode: Stripe.PromotionCode = {
    id: randomId('promo', 14),
    object: 'promotion_code',
    active: read.boolean('active') ?? true,
    code,
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    expires_at: read.integer('expires_at'),
    livemode: false,
    max_redemptions: read.integer('max_redemptions', { min: 1 }),
    metadata: read.metadata('metadata'),
    promotion: { type: 'coupon', coupon: coupon.id },
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    times_redeemed: 0,
  }
  ctx.state.promotionCodes.set(promotionCode.id, promotionCode)
  ctx.emit('promotion_code.created', promotionCode)
  return promotionCode
}

export function listCoupons(state: StandInState, params: FormObject) {
  checkShape(params, { ...listShape, created: 'range' } satisfies ShapeOf<Stripe.CouponListParams>)
  return listPage(state.coupons.values(), params, '/v1/coupons')
}

export function listPromotionCodes(state: StandInState, params: FormObject) {
  checkShape(params, {
    ...listShape,
    active: 'boolean',
    code: 'string',
    coupon: 'string',
    created: 'range',
  } satisfies ShapeOf<Stripe.PromotionCodeListParams>)
  const read = reader(params)
  const active = read.boolean('active')
  const matches = (promo: Stripe.PromotionCode) =>
    (active === null || promo.active === active) &&
    (!read.string('code') || promo.code === read.string('code')) &&
    (!read.string('coupon') || promo.promotion.coupon === read.string('coupon'))
  return listPage([...state.promotionCodes.values()].filter(matches), params, '/v1/promotion_codes')
}

export interface AppliedDiscount {
  discount: Stripe.Checkout.Session.Discount
  coupon: Stripe.Coupon
}

/** Resolves `discounts[0][coupon|promotion_code]` of a session create request; Checkout takes at most one. */
export function resolveDiscount(state: StandInState, discounts: FormObject[]): AppliedDiscount | null {
  if (discounts.length === 0) return null
  if (discounts.length > 1) {
    throw invalidRequest('You may only specify one discount for a Checkout Session.', { param: 'discounts' })
  }
  const entry = reader(discounts[0]!, 'discounts[0]')
  const couponId = entry.string('coupon')
  const promotionCodeId = entry.string('promotion_code')
  if ((couponId === null) === (promotionCodeId === null)) {
    throw invalidRequest('You must pass exactly one of coupon or promotion_code.', { param: 'discounts[0]' })
  }
  if (promotionCodeId) {
    const promo = findReferenced(
      state.promotionCodes,
      promotionCodeId,
      'promotion_code',
      'discounts[0][promotion_code]',
    )
    const expired = promo.expires_at !== null && promo.expires_at <= nowSeconds()
    const usedUp = promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions
    if (!promo.active || expired || usedUp) {
      throw invalidRequest(`This promotion code is not active.`, { param: 'discounts[0][promotion_code]' })
    }
    const coupon = state.coupons.get(String(promo.promotion.coupon))
    if (!coupon)
      throw referenceMissing('coupon', String(promo.promotion.coupon), 'discounts[0][promotion_code]')
    if (!couponValid(coupon)) {
      throw invalidRequest(`Coupon ${coupon.id} is no longer valid.`, {
        param: 'discounts[0][promotion_code]',
      })
    }
    return { discount: { coupon: coupon.id, promotion_code: promo.id }, coupon }
  }
  const coupon = findReferenced(state.coupons, couponId!, 'coupon', 'discounts[0][coupon]')
  if (!couponValid(coupon))
    throw invalidRequest(`Coupon ${coupon.id} is no longer valid.`, { param: 'discounts[0][coupon]' })
  return { discount: { coupon: coupon.id, promotion_code: null }, coupon }
}

/**
 * Stripe stops taking a coupon once it reached max_redemptions or its redeem_by passed (`valid` turns false then;
 * the stand-in works it out when the coupon is used).
 */
function couponValid(coupon: Stripe.Coupon): boolean {
  if (coupon.redeem_by !== null && coupon.redeem_by <= nowSeconds()) coupon.valid = false
  return coupon.valid
}

/** The discount of each line (by subtotal), rounded so the parts add up to the whole discount. */
export function discountShares(coupon: Stripe.Coupon, subtotals: number[], currency: string): number[] {
  const subtotal = subtotals.reduce((sum, value) => sum + value, 0)
  if (coupon.amount_off !== null && coupon.currency !== currency) {
    throw invalidRequest(
      `The coupon's currency (${coupon.currency}) does not match the session's (${currency}).`,
      {
        param: 'discounts[0][coupon]',
      },
    )
  }
  const total =
    coupon.percent_off !== null
      ? Math.round((subtotal * coupon.percent_off) / 100)
      : Math.min(coupon.amount_off ?? 0, subtotal)
  let given = 0
  return subtotals.map((value, index) => {
    const share =
      index === subtotals.length - 1 ? total - given : Math.floor((total * value) / (subtotal || 1))
    given += share
    return share
  })
}

export function redeem(state: StandInState, discount: Stripe.Checkout.Session.Discount) {
  const coupon = state.coupons.get(String(discount.coupon))
  if (coupon) {
    coupon.times_redeemed += 1
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)
      coupon.valid = false
  }
  const promo = discount.promotion_code
    ? state.promotionCodes.get(String(discount.promotion_code))
    : undefined
  if (promo) promo.times_redeemed += 1
}
