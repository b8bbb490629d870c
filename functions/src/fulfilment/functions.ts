import { logger } from 'firebase-functions'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import {
  fulfilmentCalendarCallable,
  fulfilmentOptionsCallable,
  getFulfilmentScheduleCallable,
  moveOrderCallable,
  packagesAvailableOnCallable,
  saveFulfilmentScheduleCallable,
  serviceAreaQuoteCallable,
  setFulfilmentClosureCallable,
} from '../../../src/shared/callables.ts'
import { fulfilmentCalendar, moveOrder, saveFulfilmentSchedule, setFulfilmentClosure } from './calendar.ts'
import { callerOrigin, loadSchedule } from '../orders/place-order.ts'
import { sendOrderMovedMail } from './moved-mail.ts'
import { db } from '../lib/admin.ts'
import { abuseProtectedCall } from '../lib/app-check.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { fulfilmentOptions, serviceAreaQuote } from './fulfilment-options.ts'
import { packagesAvailableOn } from './packages-available-on.ts'
import { releaseStaleHolds } from './holds.ts'

// Public: guests choose a date too. It reveals only what the order review page shows (no orders, no names).
export const fulfilmentOptionsCallableFn = validatedOnCall(
  fulfilmentOptionsCallable,
  (data, request) => fulfilmentOptions(db(), data, request),
  { access: 'public', ...abuseProtectedCall },
)

// Public: the order review asks as the postal code is typed. It says only the distance and fee of that one code.
export const serviceAreaQuoteCallableFn = validatedOnCall(
  serviceAreaQuoteCallable,
  (data) => serviceAreaQuote(db(), data),
  { access: 'public', ...abuseProtectedCall },
)

// Public: the shop's "available on" filter. It says only which packages can be had that day.
export const packagesAvailableOnCallableFn = validatedOnCall(
  packagesAvailableOnCallable,
  (data, request) => packagesAvailableOn(db(), data, request),
  { access: 'public', ...abuseProtectedCall },
)

export const fulfilmentCalendarCallableFn = validatedOnCall(
  fulfilmentCalendarCallable,
  (data) => fulfilmentCalendar(db(), data),
  { access: 'admin' },
)

export const getFulfilmentScheduleCallableFn = validatedOnCall(
  getFulfilmentScheduleCallable,
  async () => ({ schedule: (await loadSchedule(db())) ?? null }),
  { access: 'admin' },
)

export const saveFulfilmentScheduleCallableFn = validatedOnCall(
  saveFulfilmentScheduleCallable,
  (schedule) => saveFulfilmentSchedule(db(), schedule),
  { access: 'admin' },
)

export const setFulfilmentClosureCallableFn = validatedOnCall(
  setFulfilmentClosureCallable,
  (data, request) => setFulfilmentClosure(db(), data, callerOrigin(request)),
  { access: 'admin' },
)

export const moveOrderCallableFn = validatedOnCall(
  moveOrderCallable,
  async (data, request) => {
    const database = db()
    const { order, moved } = await moveOrder(database, data, Date.now(), { uid: request.auth?.uid })
    // The move stands even if its mail cannot be queued now; the failure is logged for the back-office.
    if (moved) {
      await sendOrderMovedMail(database, order, {
        origin: callerOrigin(request),
        moveKey: `${data.date}-${data.slotId}-${Date.now()}`,
      }).catch((error: unknown) => {
        logger.error('moveOrder: could not queue the order-moved mail', {
          orderId: order.id,
          errorMessage: (error as Error).message,
        })
      })
    }
    return { order }
  },
  { access: 'admin' },
)

/** How often unpaid orders' expired holds are given back (the local stack fires it on the same schedule). */
export const releaseStaleHoldsSchedule = 'every 5 minutes'

export const releaseStaleHoldsSweep = onSchedule(
  { schedule: releaseStaleHoldsSchedule, secrets: [stripeSecretKey], timeoutSeconds: 300 },
  async () => {
    await releaseStaleHolds(db(), stripeClient())
  },
)
