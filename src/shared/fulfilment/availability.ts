import type { FulfilmentSchedule, ServiceSlot } from '../schemas/fulfilment-schedule.ts'
import {
  addDays,
  dateInZone,
  datesBetween,
  formatCalendarDate,
  formatInZone,
  weekdayOf,
  zonedInstant,
  type CalendarDate,
} from './calendar-dates.ts'

// Which dates and slots a customer may book, and why the others are not bookable. The order review page shows these
// answers next to the calendar; placeOrder asks the same questions inside its transaction, so the browser and the
// server can never disagree about a rule, only about counts that changed in between.

/** What limits one package in the cart adds to the calendar. */
export interface CartPackageLimits {
  packageId: string
  title: string
  quantity: number
  /** Days of notice this package needs, on top of the business's default. */
  leadTimeDays?: number
  /** When set and not empty, the only dates the package is sold for (a limited drop). */
  availableDates?: CalendarDate[]
  /** At most this many of the package per fulfilment date, across all orders. */
  maxPerDate?: number
}

/** Places already taken (paid orders and unpaid holds), counted by the server. */
export interface Bookings {
  /** `${date}/${slotId}` -> orders holding that slot. */
  slots: Record<string, number>
  /** `${date}/${packageId}` -> quantity of that package ordered for that date. */
  packages: Record<string, number>
}

export const noBookings: Bookings = { slots: {}, packages: {} }

export const slotKey = (date: CalendarDate, slotId: string) => `${date}/${slotId}`
export const packageDateKey = (date: CalendarDate, packageId: string) => `${date}/${packageId}`

export type DayUnavailableReason =
  | 'past'
  | 'beyond-window'
  | 'blackout'
  | 'closed'
  | 'past-cut-off'
  | 'too-soon'
  | 'not-on-sale'
  | 'package-sold-out'
  | 'full'

export interface SlotAvailability {
  slot: ServiceSlot
  /** Places left, never below 0. */
  left: number
  open: boolean
  reason?: 'closed' | 'full'
}

export interface DayAvailability {
  date: CalendarDate
  bookable: boolean
  reason?: DayUnavailableReason
  /** Why the date cannot be chosen, in words a customer understands. */
  message?: string
  slots: SlotAvailability[]
}

export interface AvailabilityContext {
  schedule: FulfilmentSchedule
  now: Date | number
  cart: CartPackageLimits[]
  bookings: Bookings
}

/** The instant orders for `date` close. */
export function cutOffFor(
  schedule: Pick<FulfilmentSchedule, 'cutOff' | 'timeZone'>,
  date: CalendarDate,
): Date {
  return zonedInstant(addDays(date, -schedule.cutOff.daysBefore), schedule.cutOff.time, schedule.timeZone)
}

/** The first date the cart may be fulfilled on, given the lead times, and the package that sets it. */
export function earliestDate(context: AvailabilityContext): {
  date: CalendarDate
  setBy?: CartPackageLimits
} {
  const today = dateInZone(context.now, context.schedule.timeZone)
  let days = context.schedule.leadTimeDays
  let setBy: CartPackageLimits | undefined
  for (const item of context.cart) {
    if ((item.leadTimeDays ?? 0) > days) {
      days = item.leadTimeDays ?? 0
      setBy = item
    }
  }
  return { date: addDays(today, days), setBy }
}

/** The last date customers may book today. */
export function lastBookableDate(context: Pick<AvailabilityContext, 'schedule' | 'now'>): CalendarDate {
  return addDays(dateInZone(context.now, context.schedule.timeZone), context.schedule.bookingWindowDays)
}

function slotsOf(context: AvailabilityContext, date: CalendarDate): SlotAvailability[] {
  const { schedule, bookings } = context
  return (schedule.week[weekdayOf(date)]?.slots ?? []).map((slot) => {
    const closed = schedule.closures.some((closure) => closure.date === date && closure.slotId === slot.id)
    const left = Math.max(0, slot.capacity - (bookings.slots[slotKey(date, slot.id)] ?? 0))
    if (closed) return { slot, left, open: false, reason: 'closed' }
    if (left === 0) return { slot, left, open: false, reason: 'full' }
    return { slot, left, open: true }
  })
}

function unavailable(
  date: CalendarDate,
  reason: DayUnavailableReason,
  message: string,
  slots: SlotAvailability[] = [],
) {
  return { date, bookable: false, reason, message, slots } satisfies DayAvailability
}

/** Whether `date` can be booked for this cart, and its slots with the places left. */
export function dayAvailability(context: AvailabilityContext, date: CalendarDate): DayAvailability {
  const { schedule, now, cart, bookings } = context
  const today = dateInZone(now, schedule.timeZone)
  if (date < today) return unavailable(date, 'past', 'This date has passed.')
  if (date > lastBookableDate(context)) {
    return unavailable(date, 'beyond-window', `Bookings open ${schedule.bookingWindowDays} days ahead.`)
  }
  if (schedule.blackoutDates.includes(date)) return unavailable(date, 'blackout', 'Closed on this date.')
  const wholeDayClosed = schedule.closures.some(
    (closure) => closure.date === date && closure.slotId === undefined,
  )
  const slots = slotsOf(context, date)
  if (wholeDayClosed || slots.length === 0) return unavailable(date, 'closed', 'Closed on this date.')
  const cutOff = cutOffFor(schedule, date)
  if (new Date(now).getTime() >= cutOff.getTime()) {
    return unavailable(
      date,
      'past-cut-off',
      `Orders for this date closed ${formatInZone(cutOff, schedule.timeZone)}.`,
    )
  }
  const earliest = earliestDate(context)
  if (date < earliest.date) {
    const message = earliest.setBy
      ? `Too soon for ${earliest.setBy.title}: it needs ${earliest.setBy.leadTimeDays} days' notice.`
      : `Orders need ${schedule.leadTimeDays} days' notice.`
    return unavailable(date, 'too-soon', message)
  }
  const notOnSale = cart.find((item) => item.availableDates?.length && !item.availableDates.includes(date))
  if (notOnSale) {
    return unavailable(
      date,
      'not-on-sale',
      `${notOnSale.title} is not offered on ${formatCalendarDate(date)}.`,
    )
  }
  const soldOut = cart.find(
    (item) =>
      item.maxPerDate !== undefined &&
      (bookings.packages[packageDateKey(date, item.packageId)] ?? 0) + item.quantity > item.maxPerDate,
  )
  if (soldOut) {
    const left = Math.max(
      0,
      (soldOut.maxPerDate ?? 0) - (bookings.packages[packageDateKey(date, soldOut.packageId)] ?? 0),
    )
    const message =
      left === 0
        ? `${soldOut.title} is sold out on this date.`
        : `Only ${left} of ${soldOut.title} left on this date.`
    return unavailable(date, 'package-sold-out', message, slots)
  }
  if (slots.every((slot) => !slot.open)) return unavailable(date, 'full', 'Fully booked.', slots)
  return { date, bookable: true, slots }
}

/** Every date from today to the end of the booking window, with its availability. */
export function calendarAvailability(context: AvailabilityContext): DayAvailability[] {
  const today = dateInZone(context.now, context.schedule.timeZone)
  return datesBetween(today, lastBookableDate(context)).map((date) => dayAvailability(context, date))
}

export type SlotChoiceProblem = { field: 'fulfilmentDate' | 'slotId'; message: string }

/**
 * Checks one chosen date and slot for this cart: undefined when it can be booked, else which field is wrong and
 * why. placeOrder runs it inside its transaction with the counts it read there.
 */
export function checkSlotChoice(
  context: AvailabilityContext,
  date: CalendarDate,
  slotId: string,
): SlotChoiceProblem | undefined {
  const day = dayAvailability(context, date)
  if (!day.bookable) return { field: 'fulfilmentDate', message: day.message ?? 'This date cannot be booked.' }
  const slot = day.slots.find((candidate) => candidate.slot.id === slotId)
  if (!slot) return { field: 'slotId', message: 'Please choose one of the times offered for this date.' }
  if (slot.reason === 'closed')
    return { field: 'slotId', message: 'This time is closed. Please choose another.' }
  if (slot.reason === 'full')
    return { field: 'slotId', message: 'This time was just booked up. Please choose another.' }
  return undefined
}
