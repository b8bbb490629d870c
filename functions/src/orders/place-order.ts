import { createHash } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import { dietaryForOrder } from './dietary-for-order.ts'
import type { z } from 'zod'
import type { placeOrderCallable, CallableOutput } from '../../../src/shared/callables.ts'
import { isValidCustomerEmail } from '../../../src/shared/email-pattern.ts'
import { cartCents, cartTotals } from '../../../src/shared/money.ts'
import { belowMinimumChargeMessage, minimumChargeCents } from '../../../src/shared/orders/promotion-codes.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import {
  fulfilmentScheduleLocation,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import {
  chefPackages,
  counters,
  fulfilmentDays,
  fulfilmentSchedules,
  orderRequests,
  orders,
  userProfiles,
  type OrderRequest,
  type PlaceHold,
  type PromotionHold,
} from '../data/collections.ts'
import { cartLimits, checkChoiceAgainstBookings, checkChoiceDetails } from '../fulfilment/check-choice.ts'
import { appOrigin, appSettings } from '../env.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { conditionalWrites, retryWhileContended, type ConditionalWrites } from '../lib/contended-writes.ts'
import { clientIp, consumeLimitsUnlocked, type RateLimit } from '../lib/rate-limit.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { confirmationMail, orderStatusUrl } from './confirmation-mail.ts'
import { openCheckout } from './open-checkout.ts'
import { orderNumberCounter, takeOrderNumber } from './order-number.ts'
import { hashOrderToken, newOrderToken } from './order-token.ts'
import { priceCart, type Viewer } from './price-cart.ts'
import { checkPromotionForOrder, promotionField, type PricedPromotion } from './promotions.ts'
import { orderSearchKeys } from '../../../src/shared/orders/order-search-keys.ts'
import { paidOrderStates } from '../../../src/shared/orders/order-state.ts'

type PlaceOrderInput = z.output<typeof placeOrderCallable.input>

/**
 * How long an unpaid order holds its place: the Checkout Session's 30 minutes and a little more, so the provider's
 * own expiry (and its webhook) normally releases it first and the sweep only catches what was missed.
 */
export const unpaidHoldMs = 35 * 60 * 1000

/**
 * Per hour: every order sends a confirmation mail, so one network gets a busy evening's worth and one address a
 * few: an address that has paid for an order before (a regular ordering for several dates) 20, any other address a
 * handful, so a stranger's address cannot be sent page after page of someone else's order notes. Both address
 * limits count on the same counter; only the ceiling depends on the address.
 */
export const orderLimits = {
  perEmail: { name: 'order-email', max: 20, windowMs: 60 * 60 * 1000 },
  perUnpaidEmail: { name: 'order-email', max: 5, windowMs: 60 * 60 * 1000 },
  perIp: { name: 'order-ip', max: 200, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>

export const ordersRateLimitedMessage =
  'We received many orders from you in a short time. Please wait a while and try again, or contact us.'

/** Said when the counters an order needs stay busy with other orders: nothing was placed, and trying again works. */
export const ordersBusyMessage =
  'Many orders are arriving right now, so yours was not placed. Please try again in a moment.'

/** Whether any order for this address was ever paid (one refunded since counts too). */
async function addressHasPaid(db: Firestore, customerEmail: string): Promise<boolean> {
  const paid = await orders
    .rawCollection(db)
    .where('customer_email', '==', customerEmail)
    .where('state', 'in', [...paidOrderStates])
    .select()
    .limit(1)
    .get()
  return !paid.empty
}

async function consumeOrderLimits(
  db: Firestore,
  customerEmail: string,
  request: Pick<CallableRequest, 'rawRequest'>,
): Promise<void> {
  const ip = request.rawRequest ? clientIp(request.rawRequest) : 'unknown'
  const perEmail = (await addressHasPaid(db, customerEmail))
    ? orderLimits.perEmail
    : orderLimits.perUnpaidEmail
  // A write of its own: a network's counter is shared by all its customers, and racing for it must neither hold up
  // nor be held up by the date's counters.
  const exceeded = await retryWhileContended(
    () =>
      consumeLimitsUnlocked(
        db,
        [
          { limit: perEmail, value: customerEmail.toLowerCase() },
          { limit: orderLimits.perIp, value: ip },
        ],
        Date.now(),
      ),
    { label: 'placeOrder limits', busyMessage: ordersBusyMessage },
  )
  if (exceeded.length > 0) {
    logger.warn('placeOrder: rate limited', { limits: exceeded })
    throw new HttpsError('resource-exhausted', ordersRateLimitedMessage)
  }
}

export const inactiveAccountMessage =
  'Your account is inactive, so it cannot place orders right now. Please contact us if you would like to start again.'

/**
 * A signed-in customer whose profile an admin set to inactive may not order (docs/product.md, Dashboard by status).
 * Only the status field and the mail preference are read, so a profile with some other unreadable field still
 * orders. Answers whether the customer turned reminders off for new orders (guests: no).
 */
async function refuseInactiveCustomer(db: Firestore, uid: string | null): Promise<{ remindersOff: boolean }> {
  if (!uid) return { remindersOff: false }
  const profile = await userProfiles.doc(db, uid).get()
  const status: unknown = profile.get('userStatus')
  if (status === 'inactive') {
    logger.info('placeOrder: refused for an inactive account', { uid })
    throw new HttpsError('failed-precondition', inactiveAccountMessage)
  }
  return { remindersOff: profile.get('remindersOff') === true }
}

export async function loadSchedule(db: Firestore): Promise<FulfilmentSchedule | undefined> {
  return (await fulfilmentSchedules.doc(db, fulfilmentScheduleLocation.id).get()).data()
}

export function callerOrigin(request: Pick<CallableRequest, 'rawRequest'>): string {
  const origin = request.rawRequest?.headers?.origin
  return appOrigin(typeof origin === 'string' ? origin : undefined, appSettings())
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

export async function loadPackages(db: Firestore, ids: string[]): Promise<Map<string, ChefPackage>> {
  const snapshots = await Promise.all(ids.map((id) => chefPackages.doc(db, id).get()))
  const packages = new Map<string, ChefPackage>()
  for (const snapshot of snapshots) {
    const chefPackage = snapshot.data()
    if (chefPackage) packages.set(snapshot.id, chefPackage)
  }
  return packages
}

/** How long a request key is remembered: long enough for any retry, short enough to hold few tokens. */
const requestMemoryMs = 24 * 60 * 60 * 1000

export function orderRequestId(customer: string, requestKey: string): string {
  return createHash('sha256').update(`${customer}\n${requestKey}`).digest('hex')
}

class RequestAlreadyPlaced extends Error {
  readonly request: OrderRequest
  constructor(request: OrderRequest) {
    super('This request already placed its order.')
    this.request = request
  }
}

/** How long a repeated request waits for the first one to open the payment page before opening one itself. */
const firstAnswerWaitMs = 15_000

/**
 * The answer to a request that already placed its order: the order and its payment page while one is open. When the
 * first request is still opening that page (a double click), this waits for it, so both get the same page.
 */
async function answerAgain(
  db: Firestore,
  placed: OrderRequest,
  request: Pick<CallableRequest, 'rawRequest'>,
): Promise<CallableOutput<typeof placeOrderCallable>> {
  const answer = (checkoutUrl: string | null, checkoutError: string | null) => ({
    orderId: placed.orderId,
    token: placed.token,
    checkoutUrl,
    checkoutError,
  })
  const deadline = Date.now() + firstAnswerWaitMs
  for (;;) {
    const order = (await orders.doc(db, placed.orderId).get()).data()
    const session = order?.checkoutSession
    if (!order || order.state !== 'awaitingPayment') return answer(null, null) // the order page says what next
    if (session?.status === 'open' && session.url && (session.expires_at ?? 0) > Date.now() / 1000 + 60) {
      return answer(session.url, null)
    }
    if (session || order.checkoutError) return answer(null, order.checkoutError ?? null) // expired or failed
    if (Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // The first request never got as far as the payment page: open it now.
  const checkout = await openCheckout(db, {
    orderId: placed.orderId,
    origin: callerOrigin(request),
    token: placed.token,
  })
  return answer(checkout.url, checkout.error)
}

export async function placeOrder(
  db: Firestore,
  data: PlaceOrderInput,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): Promise<CallableOutput<typeof placeOrderCallable>> {
  const { auth } = request
  const viewer: Viewer = { uid: auth?.uid ?? null, isAdmin: auth?.token['admin'] === true }
  const customerEmail = customerEmailFor(data.customer_email, auth)
  const requestRef = data.requestKey
    ? orderRequests.doc(db, orderRequestId(viewer.uid ?? customerEmail.toLowerCase(), data.requestKey))
    : null
  // Asked before: the same answer, without counting against the limits or placing anything.
  const earlier = requestRef ? (await requestRef.get()).data() : undefined
  if (earlier) return answerAgain(db, earlier, request)
  const { remindersOff } = await refuseInactiveCustomer(db, viewer.uid)
  await consumeOrderLimits(db, customerEmail, request)
  const packages = await loadPackages(db, [...new Set(data.cartData.map((item) => item.chefPackageId))])
  const { cartData, unavailable } = priceCart(data.cartData, packages, viewer)
  if (unavailable.length > 0 || cartData.length === 0) {
    throw new HttpsError(
      'failed-precondition',
      'Some packages in your cart are no longer available. Remove them and try again.',
      { unavailable },
    )
  }
  const schedule = await loadSchedule(db)
  // Checked before the counts are read: these need none, and a mistake should not race with other orders.
  const details = schedule
    ? checkChoiceDetails({ schedule, choice: data.fulfilment, cart: cartData, packages })
    : undefined
  const dietary = dietaryForOrder(data.dietary, cartData, packages)
  const token = newOrderToken()
  const orderRef = orders.doc(db)
  const now = Date.now()
  const typedCode = data.promotionCode?.trim() ?? ''
  /**
   * Among the placing attempt's reads: the promotion code checked against its counts as they are now (null without
   * a code). The discount comes off the goods before tax; a total Stripe cannot charge is refused next to the code.
   */
  const checkCode = async (writes: ConditionalWrites, deliveryFeeCents: number) => {
    if (typedCode === '') return null
    const code = await checkPromotionForOrder(db, writes, {
      typed: typedCode,
      customer: { uid: viewer.uid, email: customerEmail },
      cartData,
      now,
    })
    if (cartCents(cartData, code.priced.discountCents).total + deliveryFeeCents < minimumChargeCents) {
      throw new FieldProblemsError({ [promotionField]: belowMinimumChargeMessage })
    }
    return code
  }
  const draftOrder = (fields: {
    orderNumber: number
    fulfilment?: ReturnType<typeof checkChoiceAgainstBookings>['fulfilment']
    placeHold?: PlaceHold
    promotion?: PricedPromotion
    promotionHold?: PromotionHold
  }) =>
    orders.draft(
      {
        stamp: now,
        // A guest order holds the customer e-mail in userId.
        userId: viewer.uid ?? customerEmail,
        customer_email: customerEmail,
        cartData,
        cartTotals: cartTotals(
          cartData,
          fields.fulfilment?.deliveryFeeCents ?? 0,
          fields.promotion?.discountCents ?? 0,
        ),
        orderNotes: data.orderNotes.trim(),
        ...(dietary ? { dietary } : {}),
        ...(remindersOff ? { remindersOff } : {}),
        statusCode: 1,
        state: 'awaitingPayment',
        history: [
          { to: 'awaitingPayment', by: 'customer', ...(viewer.uid ? { uid: viewer.uid } : {}), at: now },
        ],
        statusNotes: [],
        accessTokenHash: hashOrderToken(token),
        checkoutAttempts: 0,
        searchKeys: orderSearchKeys({
          orderNumber: fields.orderNumber,
          customer_email: customerEmail,
          fulfilment: fields.fulfilment,
        }),
        ...fields,
      },
      now,
    )
  let record: ReturnType<typeof draftOrder>
  try {
    record = await retryWhileContended(placeOnce, { label: 'placeOrder', busyMessage: ordersBusyMessage })
  } catch (error) {
    // The same request placed its order in another call meanwhile (a double click): answer with that order.
    if (error instanceof RequestAlreadyPlaced) return answerAgain(db, error.request, request)
    throw error
  }
  /**
   * One attempt. The request, the date's counters, the order-number counter and a promotion code's counts are read
   * without locks and written with the order in one batch on condition that none of them changed meanwhile
   * (lib/contended-writes.ts), so the capacity and code checks hold against every other order and a rush costs
   * retries of a few milliseconds, not lock waits.
   */
  async function placeOnce(): Promise<ReturnType<typeof draftOrder>> {
    const batch = db.batch()
    const placed = await placeWith(conditionalWrites(batch, now))
    await batch.commit()
    return placed
  }
  async function placeWith(write: ConditionalWrites): Promise<ReturnType<typeof draftOrder>> {
    const dayRef = schedule && details ? fulfilmentDays.doc(db, details.date) : null
    const [placedRequest, day, counter] = await Promise.all([
      requestRef ? write.read(requestRef) : null,
      dayRef ? write.read(dayRef) : null,
      write.read(orderNumberCounter(db)),
    ])
    const earlier = placedRequest?.data()
    if (earlier) throw new RequestAlreadyPlaced(earlier)
    const number = takeOrderNumber(counter.data())
    const limits = cartLimits(cartData, packages)
    const checked =
      schedule && details && day
        ? checkChoiceAgainstBookings({ schedule, details, limits, day: day.data(), now: Date.now() })
        : null
    const code = await checkCode(write, checked?.fulfilment.deliveryFeeCents ?? 0)
    const placed = draftOrder({
      orderNumber: number.orderNumber,
      ...(code ? { promotion: code.priced, promotionHold: code.promotionHold } : {}),
      ...(checked
        ? {
            fulfilment: checked.fulfilment,
            placeHold: {
              date: checked.fulfilment.date,
              slotId: checked.fulfilment.slotId,
              packages: Object.fromEntries(limits.map((item) => [item.packageId, item.quantity])),
              state: 'held',
              expiresAt: now + unpaidHoldMs,
            },
          }
        : {}),
    })
    if (day && checked) write.replace(fulfilmentDays, day, { id: checked.day.date, ...checked.day })
    code?.hold()
    write.replace(counters, counter, number.counter)
    write.create(orderRef, placed)
    if (requestRef) {
      write.create(
        requestRef,
        orderRequests.draft({ orderId: orderRef.id, token, expireAt: new Date(now + requestMemoryMs) }, now),
      )
    }
    return placed
  }
  const order = orderSchema.parse({ ...record, id: orderRef.id })

  const origin = callerOrigin(request)
  // Signed-in owners open their orders through the rules; the token goes into every link all the same, so the
  // mail also works in another browser.
  const statusUrl = orderStatusUrl(origin, order.id, token)
  try {
    await enqueueMail(
      db,
      await confirmationMail({ companyName: appSettings().COMPANY_NAME, order, statusUrl }),
      `order-confirmation-${order.id}`,
    )
  } catch (error) {
    // The order stands; the status page and the payment still work. Logged for the back-office to follow up.
    logger.error('placeOrder: could not queue the confirmation mail', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
  }
  const checkout = await openCheckout(db, { orderId: order.id, origin, token })
  return { orderId: order.id, token, checkoutUrl: checkout.url, checkoutError: checkout.error }
}
