// The tests' fulfilment schedule as data, with nothing to install it: unit tests use it as it is, emulator tests
// and browser specs install it (test-schedule.ts).
import type { FulfilmentScheduleInput } from '../../src/shared/schemas/fulfilment-schedule.ts'
import { testTimeZone } from './test-files.ts'

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
