import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { checkSlotChoice } from '../../../src/shared/fulfilment/availability.ts'
import { fulfilmentScheduleLocation } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { chefPackages, fulfilmentDays, fulfilmentSchedules, orders } from '../data/collections.ts'
import { PreconditionError } from '../lib/errors.ts'
import { recordSessionFromProvider } from '../stripe/record-checkout.ts'
import type { stripeClient } from '../stripe/stripe-client.ts'
import { bookingsOf, cartLimits, dayWith, dayWithout } from './check-choice.ts'

// The life of an unpaid order's place on the calendar after placeOrder took it: renewed when the customer asks
// for a new payment link, given back by the sweep when nobody paid in time.

/**
 * Before a new payment link: an order whose place is still held keeps it for another hold period; one whose place
 * was given back takes it again, checked against the calendar like a new order (the time may have filled up).
 */
export async function renewHold(
  db: Firestore,
  orderId: string,
  holdMs: number,
  now = Date.now(),
): Promise<void> {
  const orderRef = orders.doc(db, orderId)
  await db.runTransaction(async (transaction) => {
    const order = (await transaction.get(orderRef)).data()
    const hold = order?.placeHold
    if (!order || !hold || hold.state === 'kept') return
    if (hold.state === 'held') {
      transaction.update(orderRef, orders.patch({ placeHold: { ...hold, expiresAt: now + holdMs } }, now))
      return
    }
    const dayRef = fulfilmentDays.doc(db, hold.date)
    const [schedule, day] = await Promise.all([
      transaction.get(fulfilmentSchedules.doc(db, fulfilmentScheduleLocation.id)).then((snap) => snap.data()),
      transaction.get(dayRef).then((snap) => snap.data()),
    ])
    if (schedule) {
      const packageSnaps = await Promise.all(
        Object.keys(hold.packages).map((packageId) => transaction.get(chefPackages.doc(db, packageId))),
      )
      const packages = new Map(
        packageSnaps.flatMap((snap) => {
          const chefPackage = snap.data()
          return chefPackage ? [[snap.id, chefPackage] as const] : []
        }),
      )
      const limits = cartLimits(order.cartData, packages)
      const problem = checkSlotChoice(
        { schedule, now, cart: limits, bookings: bookingsOf(day) },
        hold.date,
        hold.slotId,
      )
      if (problem) {
        throw new PreconditionError(
          `The time this order was for is no longer available (${problem.message}) Please place a new order.`,
        )
      }
    }
    const counted = dayWith(day ?? { date: hold.date, slots: {}, packages: {} }, hold)
    transaction.set(dayRef, { id: counted.date, ...counted })
    transaction.update(
      orderRef,
      orders.patch({ placeHold: { ...hold, state: 'held', expiresAt: now + holdMs } }, now),
    )
  })
}

/**
 * Gives back the places of unpaid orders whose hold has run out. The provider is asked first: a payment that
 * arrived without its webhook is recorded (and keeps the place) instead of being released.
 */
export async function releaseStaleHolds(
  db: Firestore,
  stripe: Pick<ReturnType<typeof stripeClient>, 'checkout' | 'paymentIntents'> | null,
  now = Date.now(),
): Promise<{ released: number; kept: number }> {
  const stale = await orders
    .collection(db)
    .where('placeHold.state', '==', 'held')
    .where('placeHold.expiresAt', '<=', now)
    .limit(200)
    .get()
  let released = 0
  let kept = 0
  for (const snapshot of stale.docs) {
    const order = snapshot.data()
    const sessionId = order.checkoutSession?.checkoutSessionId
    if (stripe && sessionId) {
      try {
        const status = await recordSessionFromProvider(db, stripe, order.id, sessionId, now)
        if (status === 'open') continue
        if (status === 'complete') {
          kept += 1
          continue
        }
      } catch (error) {
        // Without the provider's word the place stays held; the next sweep asks again.
        logger.warn('releaseStaleHolds: could not ask the provider about a session', {
          orderId: order.id,
          errorMessage: (error as Error).message,
        })
        continue
      }
    }
    if (await releaseHold(db, order.id)) released += 1
  }
  return { released, kept }
}

/** Gives an order's held place back, once; true when this call released it. */
export async function releaseHold(db: Firestore, orderId: string, now = Date.now()): Promise<boolean> {
  const orderRef = orders.doc(db, orderId)
  return db.runTransaction(async (transaction) => {
    const order = (await transaction.get(orderRef)).data()
    const hold = order?.placeHold
    if (!hold || hold.state !== 'held') return false
    const dayRef = fulfilmentDays.doc(db, hold.date)
    const day = (await transaction.get(dayRef)).data()
    if (day) {
      const counted = dayWithout(day, hold)
      transaction.set(dayRef, { id: counted.date, ...counted })
    }
    transaction.update(orderRef, orders.patch({ placeHold: { ...hold, state: 'released' } }, now))
    return true
  })
}
