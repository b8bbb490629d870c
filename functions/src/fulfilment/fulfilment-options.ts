import type { Firestore } from 'firebase-admin/firestore'
import type { CallableRequest } from 'firebase-functions/v2/https'
import type { z } from 'zod'
import { calendarAvailability, type Bookings } from '../../../src/shared/fulfilment/availability.ts'
import { dateInZone, addDays } from '../../../src/shared/fulfilment/calendar-dates.ts'
import type {
  CallableOutput,
  fulfilmentOptionsCallable,
  serviceAreaQuoteCallable,
} from '../../../src/shared/callables.ts'
import {
  areaVerbs,
  describeBands,
  limitsDistance,
  reachOf,
  type AreaMethod,
} from '../../../src/shared/fulfilment/service-area.ts'
import { methodsForCart } from '../../../src/shared/fulfilment/package-methods.ts'
import { defaultPhoneCountry } from '../../../src/shared/phone-number.ts'
import { offeredMethods, type FulfilmentSchedule } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { fulfilmentDays } from '../data/collections.ts'
import { loadPackages, loadSchedule } from '../orders/place-order.ts'
import { priceCart, type Viewer } from '../orders/price-cart.ts'
import { bookingsOf, cartLimits, isEventPackage, packagesOf } from './check-choice.ts'
import { checkServiceArea } from './service-area-check.ts'

type OptionsInput = z.output<typeof fulfilmentOptionsCallable.input>
type OptionsOutput = CallableOutput<typeof fulfilmentOptionsCallable>
type QuoteInput = z.output<typeof serviceAreaQuoteCallable.input>
type QuoteOutput = CallableOutput<typeof serviceAreaQuoteCallable>

/** The offered methods that go only so far, each with its area in words for the order review. */
export function serviceAreasOf(schedule: FulfilmentSchedule): NonNullable<OptionsOutput['serviceAreas']> {
  return (['chefAtHome', 'delivery'] as const satisfies readonly AreaMethod[]).flatMap((method) => {
    const area = schedule[method].area
    if (!schedule[method].enabled || !limitsDistance(area) || !schedule.kitchenPostalCode) return []
    const reach = reachOf(area)
    const summary = `${areaVerbs[method]} within ${reach.toLocaleString('en-US')} ${reach === 1 ? 'mile' : 'miles'} of ${
      schedule.kitchenPostalCode
    }. ${describeBands(area)}`
    return [{ method, summary }]
  })
}

/** What placing the order will find of the postal code's distance and travel fee. */
export async function serviceAreaQuote(db: Firestore, data: QuoteInput): Promise<QuoteOutput> {
  const schedule = await loadSchedule(db)
  const answer = schedule ? await checkServiceArea(schedule, data.method, data.postalCode) : null
  if (!answer) return { inArea: true, travelFeeCents: 0, distanceMiles: null, message: null }
  if (!answer.ok) return { inArea: false, travelFeeCents: 0, distanceMiles: null, message: answer.message }
  return {
    inArea: true,
    travelFeeCents: answer.travelFeeCents,
    distanceMiles: answer.distanceMiles,
    message: null,
  }
}

/**
 * What a customer needs to choose when, where and for whom: the methods with what each needs, and the booking
 * window's dates for this cart with the places left, counted from fulfilmentDays (only dates with bookings have a
 * document, so the reads follow the bookings, not the window). Packages the caller may not see are left out.
 */
export async function fulfilmentOptions(
  db: Firestore,
  data: OptionsInput,
  request: Pick<CallableRequest, 'auth'>,
  now = Date.now(),
): Promise<OptionsOutput> {
  const schedule = await loadSchedule(db)
  if (!schedule) {
    return {
      configured: false,
      timeZone: 'UTC',
      phoneCountry: defaultPhoneCountry,
      methods: [],
      methodsLeftOut: [],
      pickup: null,
      deliveryZones: [],
      guestLimits: [],
      days: [],
    }
  }
  const viewer: Viewer = { uid: request.auth?.uid ?? null, isAdmin: request.auth?.token['admin'] === true }
  const packages = await loadPackages(db, [...new Set(data.cartData.map((item) => item.chefPackageId))])
  const { cartData } = priceCart(data.cartData, packages, viewer)
  const today = dateInZone(now, schedule.timeZone)
  const booked = await fulfilmentDays
    .collection(db)
    .where('date', '>=', today)
    .where('date', '<=', addDays(today, schedule.bookingWindowDays))
    .get()
  const bookings: Bookings = { slots: {}, packages: {} }
  for (const snapshot of booked.docs) {
    const day = bookingsOf(snapshot.data())
    Object.assign(bookings.slots, day.slots)
    Object.assign(bookings.packages, day.packages)
  }
  const { methods, leftOut } = methodsForCart(offeredMethods(schedule), packagesOf(cartData, packages))
  const days = calendarAvailability({ schedule, now, cart: cartLimits(cartData, packages), bookings })
  return {
    configured: true,
    timeZone: schedule.timeZone,
    phoneCountry: schedule.country,
    methods,
    methodsLeftOut: leftOut,
    pickup: schedule.pickup.enabled
      ? { address: schedule.pickup.address, instructions: schedule.pickup.instructions }
      : null,
    deliveryZones: schedule.delivery.enabled ? schedule.delivery.zones : [],
    serviceAreas: serviceAreasOf(schedule),
    guestLimits: cartData.flatMap((item) => {
      const chefPackage = packages.get(item.chefPackageId)
      if (!chefPackage || !isEventPackage(chefPackage)) return []
      return [
        {
          packageId: item.chefPackageId,
          title: item.title,
          ...(chefPackage.minGuests !== undefined ? { minGuests: chefPackage.minGuests } : {}),
          ...(chefPackage.maxGuests !== undefined ? { maxGuests: chefPackage.maxGuests } : {}),
        },
      ]
    }),
    days: days.map((day) => ({
      date: day.date,
      bookable: day.bookable,
      ...(day.reason ? { reason: day.reason } : {}),
      ...(day.message ? { message: day.message } : {}),
      slots: day.slots.map((slot) => ({
        id: slot.slot.id,
        start: slot.slot.start,
        end: slot.slot.end,
        left: slot.left,
        open: slot.open,
        ...(slot.reason ? { reason: slot.reason } : {}),
      })),
    })),
  }
}
