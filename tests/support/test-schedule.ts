// A fulfilment schedule of the tests' own, so their counts do not depend on the demo data or on each other:
// installed with the admin SDK, and the stored one put back afterwards. The emulator tests share one
// (`sharedTestSchedule`), installed once for the whole run; browser specs that need another install their own.
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'
import type { FulfilmentScheduleInput } from '../../src/shared/schemas/fulfilment-schedule.ts'
import { testSchedule } from './schedule-shape.ts'
import { adminDb } from './admin.ts'
import { fileShare, lastFileDayAhead, testTimeZone, testToday } from './test-files.ts'

export { testSchedule, testTimeZone, testToday }

/** A date `days` after today in the test schedule's time zone. */
export const daysFromToday = (days: number) => addDays(testToday(), days)

const scheduleDoc = () => adminDb().doc('fulfilmentSettings/schedule')

/** Installs `schedule`; the returned function puts back what was stored before (or removes it). */
export async function installSchedule(schedule: FulfilmentScheduleInput): Promise<() => Promise<void>> {
  const stored = (await scheduleDoc().get()).data()
  await scheduleDoc().set(schedule)
  return async () => {
    if (stored) await scheduleDoc().set(stored)
    else await scheduleDoc().delete()
  }
}

export const storedSchedule = async () => (await scheduleDoc().get()).data()

/** The shared schedule's slots, every day: a small one to fill up, and one with room for every order. */
export const testSlots = {
  small: { id: 'lunch', start: '12:00', end: '14:00', capacity: 5 },
  roomy: { id: 'evening', start: '18:00', end: '20:00', capacity: 500 },
} as const

/** The shared schedule's reach for chef at your address: 25 miles, free up to 10, $30 from 10 to 25. */
export const serviceAreaForTests = {
  maxMiles: 25,
  bands: [
    { fromMiles: 0, toMiles: 10, feeCents: 0 },
    { fromMiles: 10, toMiles: 25, feeCents: 3000 },
  ],
}

/**
 * The one schedule every emulator test file on the stack's project books against (tests/support/test-files.ts
 * gives each file a week of its own in it). Its closed date and blackout date are the ones the calendar tests ask
 * about, in their own weeks; a customer's own cancellation refunds half. Every file gets the same content, so
 * installing it again changes nothing.
 */
export function sharedTestSchedule(): FulfilmentScheduleInput {
  return testSchedule([testSlots.small, testSlots.roomy], {
    // Chef at your address goes 25 miles from 10001, free up to 10 (the factories' 10011 is a mile away).
    kitchenPostalCode: '10001',
    chefAtHome: { enabled: true, area: serviceAreaForTests },
    // Every file's week, and more: a date past the window is refused with this number in its message.
    bookingWindowDays: lastFileDayAhead + 30,
    blackoutDates: [fileShare('packages-available-on').date(0)],
    closures: [{ date: fileShare('fulfilment-capacity').date(1), slotId: testSlots.roomy.id }],
    cancellation: { refundPercent: 50 },
  })
}
