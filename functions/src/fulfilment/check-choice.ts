import type { CountryCode } from 'libphonenumber-js'
import { weekdayOf } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { cartCents, formatCents } from '../../../src/shared/money.ts'
import {
  checkSlotChoice,
  slotKey,
  packageDateKey,
  type Bookings,
  type CartPackageLimits,
} from '../../../src/shared/fulfilment/availability.ts'
import { methodRefusal } from '../../../src/shared/fulfilment/package-methods.ts'
import { perGuestProblem } from '../../../src/shared/orders/package-pricing.ts'
import { normalisePhone } from '../../../src/shared/phone-number.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import {
  deliveryZoneFor,
  fulfilmentMethodLabels,
  type FulfilmentDay,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import type { CartItem } from '../../../src/shared/schemas/order.ts'
import type { FulfilmentChoice, OrderFulfilment } from '../../../src/shared/schemas/order-fulfilment.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import type { AreaAnswer } from './service-area-check.ts'

// The server's checks of a customer's fulfilment choice. checkChoiceDetails needs no counts and runs before the
// transaction (a bad phone or postal code is refused without touching the calendar); checkChoiceAgainstBookings
// runs inside the transaction with the counts read there, so two customers can never both take the last place.
// Messages are keyed by the order review form's field names.

const field = (name: string) => `fulfilment.${name}`

/** Event packages: those with guest limits. */
export function isEventPackage(chefPackage: Pick<ChefPackage, 'minGuests' | 'maxGuests'>): boolean {
  return chefPackage.minGuests !== undefined || chefPackage.maxGuests !== undefined
}

/** What each package in the (priced) cart adds to the calendar's rules. */
export function cartLimits(
  cart: readonly CartItem[],
  packages: ReadonlyMap<string, ChefPackage>,
): CartPackageLimits[] {
  return cart.map((item) => {
    const chefPackage = packages.get(item.chefPackageId)
    const limits: CartPackageLimits = {
      packageId: item.chefPackageId,
      title: item.title,
      quantity: item.quantity,
    }
    if (chefPackage?.leadTimeDays !== undefined) limits.leadTimeDays = chefPackage.leadTimeDays
    if (chefPackage?.maxPerDate !== undefined) limits.maxPerDate = chefPackage.maxPerDate
    if (chefPackage?.availableDates.length) limits.availableDates = chefPackage.availableDates
    return limits
  })
}

/** The counts a fulfilmentDays document holds, as the availability rules read them. */
export function bookingsOf(day: FulfilmentDay | undefined): Bookings {
  const bookings: Bookings = { slots: {}, packages: {} }
  if (!day) return bookings
  for (const [slotId, count] of Object.entries(day.slots)) bookings.slots[slotKey(day.date, slotId)] = count
  for (const [packageId, quantity] of Object.entries(day.packages)) {
    bookings.packages[packageDateKey(day.date, packageId)] = quantity
  }
  return bookings
}

function guestProblem(
  guests: number | undefined,
  cart: readonly CartItem[],
  packages: ReadonlyMap<string, ChefPackage>,
): string | undefined {
  for (const item of cart) {
    const chefPackage = packages.get(item.chefPackageId)
    if (!chefPackage || !isEventPackage(chefPackage)) continue
    // Named as the cart line reads, like the rest of the order's messages.
    const problem = perGuestProblem({ ...chefPackage, title: item.title }, guests)
    if (problem) return problem
  }
  return undefined
}

/** The cart's packages with the methods each allows, for the package-method rule. */
export function packagesOf(cart: readonly CartItem[], packages: ReadonlyMap<string, ChefPackage>) {
  return cart.map((item) => ({ title: item.title, methods: packages.get(item.chefPackageId)?.methods ?? [] }))
}

/**
 * The choice checked against everything but the counts; the record to store, still without the slot's times.
 * `area` is what checkServiceArea (service-area-check.ts) found for the choice's postal code, null or absent when
 * the method has no service area.
 */
export function checkChoiceDetails(input: {
  schedule: FulfilmentSchedule
  choice: FulfilmentChoice | undefined
  cart: readonly CartItem[]
  packages: ReadonlyMap<string, ChefPackage>
  area?: AreaAnswer | null | undefined
}): Omit<OrderFulfilment, 'slotStart' | 'slotEnd'> {
  const { schedule, choice, cart, packages, area } = input
  if (!choice) {
    throw new FieldProblemsError({
      [field('method')]: 'Please choose how you would like to receive your order.',
    })
  }
  const problems: Record<string, string> = {}
  if (!schedule[choice.method].enabled) {
    problems[field('method')] =
      `${fulfilmentMethodLabels[choice.method]} is not offered. Please choose another way.`
  } else {
    const refusal = methodRefusal(choice.method, packagesOf(cart, packages))
    if (refusal) problems[field('method')] = refusal
  }
  const phone = normalisePhone(choice.phone, schedule.country as CountryCode)
  if (!phone.ok) problems[field('phone')] = phone.message
  const needsAddress = choice.method !== 'pickup'
  if (needsAddress && !choice.address) {
    problems[field('address.line1')] = 'Please enter the street and number.'
  }
  let deliveryZoneId: string | undefined
  let deliveryFeeCents = 0
  // With a service area, delivery needs a zone only when zones are listed; the distance is checked below.
  const zonesApply = schedule.delivery.zones.length > 0
  if (choice.method === 'delivery' && choice.address && zonesApply) {
    const zone = deliveryZoneFor(schedule, choice.address.postalCode)
    if (!zone) {
      problems[field('address.postalCode')] =
        'We do not deliver to this postal code yet. Please choose pickup.'
    } else {
      deliveryZoneId = zone.id
      deliveryFeeCents = zone.feeCents
      const { subTotal } = cartCents(cart)
      if (subTotal < zone.minimumOrderCents) {
        problems[field('method')] =
          `Delivery to ${zone.name} needs an order of at least ${formatCents(zone.minimumOrderCents)}.`
      }
    }
  }
  if (needsAddress && choice.address && area && !area.ok) {
    problems[field('address.postalCode')] ??= area.message
  }
  const guestsMessage = guestProblem(choice.guests, cart, packages)
  if (guestsMessage) problems[field('guests')] = guestsMessage
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)

  const eventOrder = cart.some((item) => {
    const chefPackage = packages.get(item.chefPackageId)
    return chefPackage !== undefined && isEventPackage(chefPackage)
  })
  const record: Omit<OrderFulfilment, 'slotStart' | 'slotEnd'> = {
    method: choice.method,
    date: choice.date,
    slotId: choice.slotId,
    timeZone: schedule.timeZone,
    name: choice.name,
    phone: phone.ok ? phone.e164 : '',
    notes: choice.notes,
    deliveryFeeCents,
  }
  if (needsAddress && choice.address) record.address = choice.address
  if (eventOrder && choice.guests !== undefined) record.guests = choice.guests
  if (deliveryZoneId) record.deliveryZoneId = deliveryZoneId
  if (needsAddress && area?.ok) {
    record.distanceMiles = area.distanceMiles
    record.travelFeeCents = area.travelFeeCents
  }
  if (choice.method === 'pickup') {
    record.pickupAddress = schedule.pickup.address
    if (schedule.pickup.instructions) record.pickupInstructions = schedule.pickup.instructions
  }
  return record
}

/**
 * The date and slot checked against the counts read in the transaction; the slot's times on success. The day's
 * counters after this order are returned for the caller to write.
 */
export function checkChoiceAgainstBookings(input: {
  schedule: FulfilmentSchedule
  details: Omit<OrderFulfilment, 'slotStart' | 'slotEnd'>
  limits: CartPackageLimits[]
  day: FulfilmentDay | undefined
  now: number
}): { fulfilment: OrderFulfilment; day: FulfilmentDay } {
  const { schedule, details, limits, now } = input
  const bookings = bookingsOf(input.day)
  const problem = checkSlotChoice({ schedule, now, cart: limits, bookings }, details.date, details.slotId)
  if (problem) {
    throw new FieldProblemsError({
      [field(problem.field === 'fulfilmentDate' ? 'date' : 'slotId')]: problem.message,
    })
  }
  const slot = schedule.week[weekdayOf(details.date)]?.slots.find(
    (candidate) => candidate.id === details.slotId,
  )
  if (!slot) throw new FieldProblemsError({ [field('slotId')]: 'Please choose one of the times offered.' })
  const day = dayWith(input.day ?? { date: details.date, slots: {}, packages: {} }, {
    slotId: slot.id,
    packages: Object.fromEntries(limits.map((item) => [item.packageId, item.quantity])),
  })
  return { fulfilment: { ...details, slotStart: slot.start, slotEnd: slot.end }, day }
}

/** The day's counters with a hold taken (again). */
export function dayWith(
  day: FulfilmentDay,
  hold: { slotId: string; packages: Record<string, number> },
): FulfilmentDay {
  const slots = { ...day.slots, [hold.slotId]: (day.slots[hold.slotId] ?? 0) + 1 }
  const packages = { ...day.packages }
  for (const [packageId, quantity] of Object.entries(hold.packages)) {
    packages[packageId] = (packages[packageId] ?? 0) + quantity
  }
  return { date: day.date, slots, packages }
}

/** The day's counters once a hold is given back; never below zero. */
export function dayWithout(
  day: FulfilmentDay,
  hold: { slotId: string; packages: Record<string, number> },
): FulfilmentDay {
  const slots = { ...day.slots, [hold.slotId]: Math.max(0, (day.slots[hold.slotId] ?? 0) - 1) }
  const packages = { ...day.packages }
  for (const [packageId, quantity] of Object.entries(hold.packages)) {
    packages[packageId] = Math.max(0, (packages[packageId] ?? 0) - quantity)
  }
  return { date: day.date, slots, packages }
}
