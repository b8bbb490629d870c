// A fulfilment schedule of the tests' own, so their counts do not depend on the demo data or on each other:
// installed with the admin SDK, and the stored one put back afterwards.
import { addDays, dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import type { FulfilmentScheduleInput } from '../../src/shared/schemas/fulfilment-schedule.ts'
import { adminDb } from './admin.ts'

export const testTimeZone = 'America/New_York'

/** Today in the test schedule's time zone, and a date `days` later. */
export const testToday = () => dateInZone(Date.now(), testTimeZone)
export const daysFromToday = (days: number) => addDays(testToday(), days)

type Slots = FulfilmentScheduleInput['week'][number]['slots']

/** Open every day with `slots`; pickup and one delivery zone (10011, $12); orders close a day before at 18:00. */
export function testSchedule(
  slots: Slots,
  overrides: Partial<FulfilmentScheduleInput> = {},
): FulfilmentScheduleInput {
  return {
    timeZone: testTimeZone,
    country: 'US',
    pickup: { enabled: true, address: '12 Market St, New York', instructions: 'Side door.' },
    delivery: {
      enabled: true,
      zones: [{ id: 'core', name: 'Chelsea', postalCodes: ['10011'], feeCents: 1200, minimumOrderCents: 0 }],
    },
    chefAtHome: { enabled: false },
    week: Array.from({ length: 7 }, () => ({ slots })),
    leadTimeDays: 1,
    cutOff: { daysBefore: 1, time: '18:00' },
    bookingWindowDays: 30,
    blackoutDates: [],
    closures: [],
    ...overrides,
  }
}

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
