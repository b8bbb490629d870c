import type { DocumentReference, Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import type { placeOrderCallable, CallableOutput } from '../../../src/shared/callables.ts'
import { paymentPlanFor } from '../../../src/shared/orders/deposit-plan.ts'
import { paidOrderStates } from '../../../src/shared/orders/order-state.ts'
import { dateInZone } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { toCents } from '../../../src/shared/money.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import {
  fulfilmentScheduleLocation,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { feesCentsOf } from '../../../src/shared/schemas/order-fulfilment.ts'
import {
  chefPackages,
  counters,
  fulfilmentDays,
  fulfilmentSchedules,
  orderRequests,
  orders,
  userProfiles,
  type OrderRequest,
} from '../data/collections.ts'
import { cartLimits, checkChoiceDetails } from '../fulfilment/check-choice.ts'
import { checkServiceArea } from '../fulfilment/service-area-check.ts'
import { appOrigin, appSettings } from '../env.ts'
import { conditionalWrites, retryWhileContended, type ConditionalWrites } from '../lib/contended-writes.ts'
import { clientIp, consumeLimitsUnlocked, hourlyLimit } from '../lib/rate-limit.ts'
import { loadMailContact } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { confirmationMail, orderStatusUrl } from './confirmation-mail.ts'
import { dietaryForOrder } from './dietary-for-order.ts'
import {
  holdPlace,
  newOrderRecord,
  ordererOf,
  pricedLines,
  refuseBelowMinimumCharge,
  requestIdFor,
  type CheckedChoice,
  type NewOrder,
  type NewOrderRecord,
  type PlaceOrderInput,
} from './new-order.ts'
import { openCheckout } from './open-checkout.ts'
import { orderNumberCounter, takeOrderNumber } from './order-number.ts'
import { newOrderToken } from './order-token.ts'
import type { Viewer } from './price-cart.ts'
import { checkPromotionForOrder } from './promotions.ts'

// Placing an order (placeOrderCallable), step by step: who asks and whether they asked before, whether they may
// order now, the cart priced from the stored packages, the fulfilment choice, then one attempt (retried while other
// orders race for the same counters) that holds the place and the promotion code and writes the order, and last
// the confirmation mail and the payment page. The steps that need no Firestore are in new-order.ts.

/**
 * Per hour: every order sends a confirmation mail, so one network gets a busy evening's worth and one address a
 * few: an address that has paid for an order before (a regular ordering for several dates) 20, any other address a
 * handful, so a stranger's address cannot be sent page after page of someone else's order notes. Both address
 * limits count on the same counter; only the ceiling depends on the address.
 */
export const orderLimits = {
  perEmail: hourlyLimit('order-email', 20),
  perUnpaidEmail: hourlyLimit('order-email', 5),
  perIp: hourlyLimit('order-ip', 200),
}

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

export async function loadPackages(db: Firestore, ids: string[]): Promise<Map<string, ChefPackage>> {
  const snapshots = await Promise.all(ids.map((id) => chefPackages.doc(db, id).get()))
  const packages = new Map<string, ChefPackage>()
  for (const snapshot of snapshots) {
    const chefPackage = snapshot.data()
    if (chefPackage) packages.set(snapshot.id, chefPackage)
  }
  return packages
}

/** The cart's lines priced from the stored packages, with the packages for the checks that follow. */
async function priceFromStoredPackages(
  db: Firestore,
  requested: PlaceOrderInput['cartData'],
  viewer: Viewer,
  guests: number | undefined,
): Promise<{ cartData: NewOrder['cartData']; packages: Map<string, ChefPackage> }> {
  const packages = await loadPackages(db, [...new Set(requested.map((item) => item.chefPackageId))])
  return { cartData: pricedLines(requested, packages, viewer, guests), packages }
}

/**
 * The fulfilment choice checked against the schedule, without the calendar's counts: these need none, and a mistake
 * should not race with other orders. Null while the business has no schedule (orders then carry no fulfilment).
 */
async function checkChoice(
  db: Firestore,
  choice: PlaceOrderInput['fulfilment'],
  cartData: NewOrder['cartData'],
  packages: ReadonlyMap<string, ChefPackage>,
): Promise<CheckedChoice | null> {
  const schedule = await loadSchedule(db)
  if (!schedule) return null
  const area = choice?.address
    ? await checkServiceArea(schedule, choice.method, choice.address.postalCode)
    : null
  return { schedule, details: checkChoiceDetails({ schedule, choice, cart: cartData, packages, area }) }
}

/** How long a request key is remembered: long enough for any retry, short enough to hold few tokens. */
const requestMemoryMs = 24 * 60 * 60 * 1000

/** Ends an attempt that finds its request placed by another call meanwhile: nothing of it is written. */
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

/** Everything the writing attempt needs, settled before it starts. */
interface Placing {
  order: NewOrder
  packages: ReadonlyMap<string, ChefPackage>
  choice: CheckedChoice | null
  /** The promotion code as typed, trimmed; '' without one. */
  promotionCode: string
  orderRef: DocumentReference<NewOrderRecord>
  requestRef: DocumentReference<OrderRequest> | null
}

/**
 * Among the attempt's reads: the promotion code checked against its counts as they are now (null without a code),
 * and refused when the total after its discount is one Stripe cannot charge.
 */
async function checkPromotionCode(
  db: Firestore,
  write: ConditionalWrites,
  placing: Placing,
  feesCents: number,
) {
  if (placing.promotionCode === '') return null
  const { orderer, cartData, now } = placing.order
  const code = await checkPromotionForOrder(db, write, {
    typed: placing.promotionCode,
    customer: { uid: orderer.viewer.uid, email: orderer.email },
    cartData,
    now,
  })
  refuseBelowMinimumCharge(cartData, code.priced.discountCents, feesCents)
  return code
}

/**
 * The deposit and balance of an order for deposit packages, from the stored packages and the order's own total and
 * date (never from the browser); null when the order is paid in full at checkout.
 */
function planOf(placing: Placing, record: NewOrderRecord) {
  const date = record.fulfilment?.date
  if (!placing.choice || !date) return null
  const deposits = [...new Set(record.cartData.map((item) => item.chefPackageId))].flatMap((id) => {
    const deposit = placing.packages.get(id)?.deposit
    return deposit ? [deposit] : []
  })
  return paymentPlanFor({
    totalCents: toCents(record.cartTotals.total),
    deposits,
    fulfilmentDate: date,
    today: dateInZone(placing.order.now, placing.choice.schedule.timeZone),
  })
}

/**
 * One attempt. The request, the date's counters, the order-number counter and a promotion code's counts are read
 * without locks and written with the order in one batch on condition that none of them changed meanwhile
 * (lib/contended-writes.ts), so the capacity and code checks hold against every other order and a rush costs
 * retries of a few milliseconds, not lock waits.
 */
async function placeAttempt(
  db: Firestore,
  write: ConditionalWrites,
  placing: Placing,
): Promise<NewOrderRecord> {
  const { order, choice, orderRef, requestRef } = placing
  const dayRef = choice ? fulfilmentDays.doc(db, choice.details.date) : null
  const [placedRequest, day, counter] = await Promise.all([
    requestRef ? write.read(requestRef) : null,
    dayRef ? write.read(dayRef) : null,
    write.read(orderNumberCounter(db)),
  ])
  const earlier = placedRequest?.data()
  if (earlier) throw new RequestAlreadyPlaced(earlier)
  const number = takeOrderNumber(counter.data())
  const limits = cartLimits(order.cartData, placing.packages)
  const place =
    choice && day
      ? holdPlace(choice, limits, day.data(), { heldFrom: order.now, checkedAt: Date.now() })
      : null
  const code = await checkPromotionCode(db, write, placing, feesCentsOf(place?.fulfilment))
  const priced = newOrderRecord(order, {
    orderNumber: number.orderNumber,
    ...(code ? { promotion: code.priced, promotionHold: code.promotionHold } : {}),
    ...(place ? { fulfilment: place.fulfilment, placeHold: place.placeHold } : {}),
  })
  const paymentPlan = planOf(placing, priced)
  const record = paymentPlan ? { ...priced, paymentPlan } : priced
  if (day && place) write.replace(fulfilmentDays, day, { id: place.day.date, ...place.day })
  code?.hold()
  write.replace(counters, counter, number.counter)
  write.create(orderRef, record)
  if (requestRef) {
    write.create(
      requestRef,
      orderRequests.draft(
        { orderId: orderRef.id, token: order.token, expireAt: new Date(order.now + requestMemoryMs) },
        order.now,
      ),
    )
  }
  return record
}

/**
 * Writes the order with its place, code and number, trying again while other orders race for the same documents.
 * When the same request placed its order in another call meanwhile (a double click), answers with that request.
 */
async function writeOrder(
  db: Firestore,
  placing: Placing,
): Promise<{ order: Order; alreadyPlaced?: never } | { alreadyPlaced: OrderRequest }> {
  let record: NewOrderRecord
  try {
    record = await retryWhileContended(
      async () => {
        const batch = db.batch()
        const placed = await placeAttempt(db, conditionalWrites(batch, placing.order.now), placing)
        await batch.commit()
        return placed
      },
      { label: 'placeOrder', busyMessage: ordersBusyMessage },
    )
  } catch (error) {
    if (error instanceof RequestAlreadyPlaced) return { alreadyPlaced: error.request }
    throw error
  }
  return { order: orderSchema.parse({ ...record, id: placing.orderRef.id }) }
}

/** Queues the confirmation mail; the order stands without it (logged for the back-office to follow up). */
export async function queueConfirmationMail(db: Firestore, order: Order, statusUrl: string): Promise<void> {
  try {
    await enqueueMail(
      db,
      await confirmationMail({
        companyName: appSettings().COMPANY_NAME,
        order,
        statusUrl,
        contact: await loadMailContact(db),
      }),
      `order-confirmation-${order.id}`,
    )
  } catch (error) {
    // The status page and the payment still work.
    logger.error('placeOrder: could not queue the confirmation mail', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
  }
}

export async function placeOrder(
  db: Firestore,
  data: PlaceOrderInput,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): Promise<CallableOutput<typeof placeOrderCallable>> {
  const orderer = ordererOf(data.customer_email, request.auth)
  const requestId = requestIdFor(orderer, data.requestKey)
  const requestRef = requestId ? orderRequests.doc(db, requestId) : null
  // Asked before: the same answer, without counting against the limits or placing anything.
  const earlier = requestRef ? (await requestRef.get()).data() : undefined
  if (earlier) return answerAgain(db, earlier, request)
  const { remindersOff } = await refuseInactiveCustomer(db, orderer.viewer.uid)
  await consumeOrderLimits(db, orderer.email, request)
  const { cartData, packages } = await priceFromStoredPackages(
    db,
    data.cartData,
    orderer.viewer,
    data.fulfilment?.guests,
  )
  const choice = await checkChoice(db, data.fulfilment, cartData, packages)
  const dietary = dietaryForOrder(data.dietary, cartData, packages)
  const token = newOrderToken()
  const placed = await writeOrder(db, {
    order: { orderer, cartData, orderNotes: data.orderNotes, dietary, remindersOff, token, now: Date.now() },
    packages,
    choice,
    promotionCode: data.promotionCode?.trim() ?? '',
    orderRef: orders.doc(db),
    requestRef,
  })
  if (placed.alreadyPlaced) return answerAgain(db, placed.alreadyPlaced, request)
  const origin = callerOrigin(request)
  // Signed-in owners open their orders through the rules; the token goes into every link all the same, so the
  // mail also works in another browser.
  await queueConfirmationMail(db, placed.order, orderStatusUrl(origin, placed.order.id, token))
  const checkout = await openCheckout(db, { orderId: placed.order.id, origin, token })
  return { orderId: placed.order.id, token, checkoutUrl: checkout.url, checkoutError: checkout.error }
}
