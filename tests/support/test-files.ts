// What each emulator test file on the stack's project has to itself, so that the files run side by side without
// meeting: a week of fulfilment dates (nobody else books them, so a date's counts are the file's own), a network
// address (the per-network order limit counts only its orders) and an e-mail namespace. A file asks with its own
// address: `const file = testFile(import.meta.url)`; its name must be in `fileTags` below, whose order gives
// each file its week and network, so two files never get the same.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { addDays, dateInZone, type CalendarDate } from '../../src/shared/fulfilment/calendar-dates.ts'

/** The files that book dates, count orders per network or address, or make accounts, in week order. */
export const fileTags = [
  'fulfilment-capacity',
  'order-schedules',
  'packages-available-on',
  'order-limits',
  'order-state',
  'promotion-codes',
  'refunds',
  'payment-timing',
  'inactive-customer',
  'account-deletion',
  'mail-reply-to',
  'order-payment-states',
  'item-changes',
  'orders-desk',
  'package-pricing',
  'service-area',
  'balances',
  'quotes',
  'event-cancellation',
  'refund-split',
  'meal-plans-subscribe',
  'meal-plan-manage',
  'meal-plan-cycles',
] as const
export type FileTag = (typeof fileTags)[number]

/** The time zone of the shared test schedule (tests/support/test-schedule.ts), where "today" is counted. */
export const testTimeZone = 'America/New_York'
export const testToday = () => dateInZone(Date.now(), testTimeZone)

// The first file's week starts this many days ahead: well past the lead time and the cut-off, and past the dates
// the demo data and the browser specs book near today.
const firstWeekAhead = 14

export interface TestFile {
  tag: FileTag
  /** A short random mark of this run of the file, for ids that must not meet a previous run's. */
  run: string
  /** How many days ahead of today the `day`th date (0-6) of the file's week is. */
  daysAhead(day: number): number
  /** The `day`th date (0-6) of the file's own week. */
  date(day?: number): CalendarDate
  /** Every address of the file starts with this (`<tag>-<run>`), so a range query finds them all. */
  emailPrefix: string
  email(label: string): string
  /** The header that makes placeOrder count the call against the file's own network. */
  network: { 'x-forwarded-for': string }
}

export function fileTagOf(fileUrl: string): FileTag {
  const name = path.basename(fileURLToPath(fileUrl)).replace(/\.emu\.test\.ts$/, '')
  if (!(fileTags as readonly string[]).includes(name)) {
    throw new Error(`add "${name}" to fileTags in tests/support/test-files.ts to give it dates of its own`)
  }
  return name as FileTag
}

/** The share of the file with this tag (`testFile(import.meta.url)` in the file itself). */
export function fileShare(tag: FileTag, run = Math.random().toString(36).slice(2, 8)): TestFile {
  const index = fileTags.indexOf(tag)
  const daysAhead = (day: number) => {
    if (!Number.isInteger(day) || day < 0 || day > 6)
      throw new Error(`a file's week has days 0-6, not ${day}`)
    return firstWeekAhead + 7 * index + day
  }
  const emailPrefix = `${tag}-${run}`
  return {
    tag,
    run,
    daysAhead,
    date: (day = 0) => addDays(testToday(), daysAhead(day)),
    emailPrefix,
    email: (label) => `${emailPrefix}-${label}@example.test`,
    network: { 'x-forwarded-for': `198.51.100.${index + 1}` },
  }
}

export const testFile = (fileUrl: string): TestFile => fileShare(fileTagOf(fileUrl))

/** How far ahead the last file's week reaches: the shared schedule's booking window covers it. */
export const lastFileDayAhead = firstWeekAhead + 7 * fileTags.length
