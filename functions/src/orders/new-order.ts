import { createHash } from 'node:crypto'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import type { z } from 'zod'
import type { placeOrderCallable } from '../../../src/shared/callables.ts'
import { isValidCustomerEmail } from '../../../src/shared/email-pattern.ts'
import type { OrderDietary } from '../../../src/shared/food/dietary.ts'
import type { CartPackageLimits } from '../../../src/shared/fulfilment/availability.ts'
import { cartCents, cartTotals } from '../../../src/shared/money.ts'
import { orderSearchKeys } from '../../../src/shared/orders/order-search-keys.ts'
import { belowMinimumChargeMessage, minimumChargeCents } from '../../../src/shared/orders/promotion-codes.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import type { FulfilmentDay, FulfilmentSchedule } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import type { OrderFulfilment } from '../../../src/shared/schemas/order-fulfilment.ts'
import { orders, type PlaceHold, type PromotionHold } from '../data/collections.ts'
import { checkChoiceAgainstBookings } from '../fulfilment/check-choice.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { hashOrderToken } from './order-token.ts'
import { priceCart, type RequestedLine, type Viewer } from './price-cart.ts'
import { promotionField, type PricedPromotion } from './promotions.ts'

// The steps of placing an order that decide what the order is without reading Firestore: who orders, under which
// request id, the priced lines, the place it holds and the record written. place-order.ts runs them in order.

export type PlaceOrderInput = z.output<typeof placeOrderCallable.input>

/**
 * How long an unpaid order holds its place: the Checkout Session's 30 minutes and a little more, so the provider's
 * own expiry (and its webhook) normally releases it first and the sweep only catches what was missed.
 */
export const unpaidHoldMs = 35 * 60 * 1000

/** Who places the order: the caller as the package rules see them, and the address the confirmation goes to. */
export interface Orderer {
  viewer: Viewer
  email: string
}

export function ordererOf(given: string | undefined, auth: CallableRequest['auth']): Orderer {
  return {
    viewer: { uid: auth?.uid ?? null, isAdmin: auth?.token['admin'] === true },
    email: customerEmailFor(given, auth),
  }
}

/** Guests must give a valid e-mail; signed-in users default to their account e-mail. */
export function customerEmailFor(given: string | undefined, auth: CallableRequest['auth']): string {
  const email = (given ?? '').trim()
  if (email !== '') {
    if (!isValidCustomerEmail(email)) {
      throw new HttpsError('invalid-argument', 'Enter a valid e-mail address.', {
        fields: { customer_email: 'Enter a valid e-mail address.' },
      })
    }
    return email
  }
  const accountEmail = auth?.token.email
  if (auth && typeof accountEmail === 'string' && accountEmail !== '') return accountEmail
  throw new HttpsError('invalid-argument', 'Enter your e-mail address so we can send your confirmation.', {
    fields: { customer_email: 'Enter your e-mail address so we can send your confirmation.' },
  })
}

export function orderRequestId(customer: string, requestKey: string): string {
  return createHash('sha256').update(`${customer}\n${requestKey}`).digest('hex')
}

/**
 * Where a request with this key is remembered, or null without a key. An account's requests are its own whatever
 * address it gives; a guest's belong to the address in any letter case.
 */
export function requestIdFor(orderer: Orderer, requestKey: string | undefined): string | null {
  if (!requestKey) return null
  return orderRequestId(orderer.viewer.uid ?? orderer.email.toLowerCase(), requestKey)
}

export const unavailablePackagesMessage =
  'Some packages in your cart are no longer available. Remove them and try again.'

/** Where a refused option of a line is reported: `options.<package id>.<group id>`. */
export const optionField = (chefPackageId: string, groupId: string) => `options.${chefPackageId}.${groupId}`

/**
 * The requested lines priced from the stored packages; the whole cart is refused if one is gone or hidden, and when
 * a per-guest package's guests are missing or out of its range (next to the guests field) or an option is refused
 * (with the package's title, as the order review shows no option fields).
 */
export function pricedLines(
  requested: ReadonlyArray<RequestedLine>,
  packages: ReadonlyMap<string, ChefPackage>,
  viewer: Viewer,
  guests?: number,
): CartItem[] {
  const { cartData, unavailable, problems } = priceCart(requested, packages, viewer, guests)
  if (unavailable.length > 0 || cartData.length === 0) {
    throw new HttpsError('failed-precondition', unavailablePackagesMessage, { unavailable })
  }
  const guestsProblem = problems.find((problem) => problem.field === 'guests')
  if (guestsProblem) throw new FieldProblemsError({ 'fulfilment.guests': guestsProblem.message })
  const optionProblems = problems.filter((problem) => problem.field === 'option')
  if (optionProblems.length > 0) {
    const fields: Record<string, string> = {}
    for (const problem of optionProblems) {
      const title = packages.get(problem.chefPackageId)?.title ?? ''
      fields[optionField(problem.chefPackageId, problem.groupId)] = `${title}: ${problem.message}`
    }
    throw new FieldProblemsError(fields)
  }
  return cartData
}

/**
 * A discount comes off the goods before tax; a total Stripe cannot charge is refused next to the code. `feesCents`
 * is the order's delivery and travel fees.
 */
export function refuseBelowMinimumCharge(
  cartData: readonly CartItem[],
  discountCents: number,
  feesCents: number,
): void {
  if (cartCents(cartData, discountCents).total + feesCents < minimumChargeCents) {
    throw new FieldProblemsError({ [promotionField]: belowMinimumChargeMessage })
  }
}

/** The customer's choice of when and where, checked against everything but the calendar's counts. */
export interface CheckedChoice {
  schedule: FulfilmentSchedule
  details: Omit<OrderFulfilment, 'slotStart' | 'slotEnd'>
}

/**
 * The order's place on its date, checked against the day's counts as read (`checkedAt`, the attempt's clock): the
 * fulfilment to store, the day's counts with this order, and the hold that lasts `unpaidHoldMs` from `heldFrom`.
 */
export function holdPlace(
  choice: CheckedChoice,
  limits: CartPackageLimits[],
  day: FulfilmentDay | undefined,
  times: { heldFrom: number; checkedAt: number },
): { fulfilment: OrderFulfilment; day: FulfilmentDay; placeHold: PlaceHold } {
  const checked = checkChoiceAgainstBookings({ ...choice, limits, day, now: times.checkedAt })
  return {
    ...checked,
    placeHold: {
      date: checked.fulfilment.date,
      slotId: checked.fulfilment.slotId,
      packages: Object.fromEntries(limits.map((item) => [item.packageId, item.quantity])),
      state: 'held',
      expiresAt: times.heldFrom + unpaidHoldMs,
    },
  }
}

/** What is known of the order before the attempt that writes it. */
export interface NewOrder {
  orderer: Orderer
  cartData: CartItem[]
  orderNotes: string
  dietary: OrderDietary | undefined
  remindersOff: boolean
  token: string
  now: number
}

/** What the writing attempt settled, with the counts it read. */
export interface Settled {
  orderNumber: number
  fulfilment?: OrderFulfilment
  placeHold?: PlaceHold
  promotion?: PricedPromotion
  promotionHold?: PromotionHold
}

export type NewOrderRecord = ReturnType<typeof orders.draft>

/** The order as first written: awaiting payment, opened by its token, its totals with the fee and the discount. */
export function newOrderRecord(order: NewOrder, settled: Settled): NewOrderRecord {
  const { orderer, cartData, now } = order
  const uid = orderer.viewer.uid
  return orders.draft(
    {
      stamp: now,
      // A guest order holds the customer e-mail in userId.
      userId: uid ?? orderer.email,
      customer_email: orderer.email,
      cartData,
      cartTotals: cartTotals(
        cartData,
        settled.fulfilment?.deliveryFeeCents ?? 0,
        settled.promotion?.discountCents ?? 0,
        settled.fulfilment?.travelFeeCents ?? 0,
      ),
      orderNotes: order.orderNotes.trim(),
      ...(order.dietary ? { dietary: order.dietary } : {}),
      ...(order.remindersOff ? { remindersOff: true } : {}),
      statusCode: 1,
      paymentState: 'awaitingPayment',
      fulfilmentState: 'awaitingConfirmation',
      state: 'awaitingPayment',
      history: [{ to: 'awaitingPayment', by: 'customer', ...(uid ? { uid } : {}), at: now }],
      statusNotes: [],
      accessTokenHash: hashOrderToken(order.token),
      checkoutAttempts: 0,
      searchKeys: orderSearchKeys({
        orderNumber: settled.orderNumber,
        customer_email: orderer.email,
        fulfilment: settled.fulfilment,
      }),
      ...settled,
    },
    now,
  )
}
