import { TZDate } from '@date-fns/tz'
import { addDays as addDaysToDate } from 'date-fns/addDays'
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays'
import { format } from 'date-fns/format'
import { getDay } from 'date-fns/getDay'
import { isValid } from 'date-fns/isValid'

// Calendar dates ("2026-12-24") name a day in the business's time zone; they carry no time and no zone. Arithmetic on
// them runs on UTC dates, where every day has 24 hours. Turning a date and a wall-clock time into an instant goes
// through @date-fns/tz, which knows each zone's daylight-saving changes.

/** A calendar date as YYYY-MM-DD. */
export type CalendarDate = string

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const wallClockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/

function parts(date: CalendarDate): [number, number, number] {
  const match = calendarDatePattern.exec(date)
  if (!match) throw new RangeError(`Not a calendar date: ${date}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

function asUtcDay(date: CalendarDate): TZDate {
  const [year, month, day] = parts(date)
  return new TZDate(year, month - 1, day, 'UTC')
}

/** True for a real calendar date such as 2028-02-29 (and false for 2027-02-29 or 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  if (!calendarDatePattern.test(value)) return false
  const day = asUtcDay(value)
  return isValid(day) && format(day, 'yyyy-MM-dd') === value
}

/** True for a 24-hour wall-clock time such as 09:30. */
export function isWallClockTime(value: string): boolean {
  return wallClockPattern.test(value)
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return format(addDaysToDate(asUtcDay(date), days), 'yyyy-MM-dd')
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysFrom(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(asUtcDay(to), asUtcDay(from))
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return getDay(asUtcDay(date))
}

/** The calendar date it is at `instant` in `timeZone`. */
export function dateInZone(instant: Date | number, timeZone: string): CalendarDate {
  return format(new TZDate(instant instanceof Date ? instant.getTime() : instant, timeZone), 'yyyy-MM-dd')
}

/**
 * The instant at which the clocks in `timeZone` show `time` on `date`. A time that does not exist on that day (the
 * hour skipped when clocks go forward) resolves to the same time after the change, as @date-fns/tz does.
 */
export function zonedInstant(date: CalendarDate, time: string, timeZone: string): Date {
  const [year, month, day] = parts(date)
  const match = wallClockPattern.exec(time)
  if (!match) throw new RangeError(`Not a wall-clock time: ${time}`)
  return new Date(new TZDate(year, month - 1, day, Number(match[1]), Number(match[2]), timeZone).getTime())
}

/** Every calendar date from `first` to `last`, both included. */
export function datesBetween(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** True when `timeZone` is an IANA name the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** "Sat, Mar 7, 2026, 6:00 PM EST": an instant as the business's clocks show it, with the zone named. */
export function formatInZone(instant: Date | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant)
}

/** "6:00 PM": a slot's wall-clock time ("18:00") for people. */
export function formatWallClock(time: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    zonedInstant('2000-01-01', time, 'UTC'),
  )
}

/** "Thu, Dec 24, 2026": a calendar date for people. */
export function formatCalendarDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(asUtcDay(date))
}

/** "Friday, November 27, 2026": a calendar date in full, as screen readers say it. */
export function formatCalendarDateInFull(date: CalendarDate): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(asUtcDay(date))
}

/** "EST" or "EDT": the zone's short name as its clocks read at `time` on `date` (daylight saving included). */
export function zoneNameAt(date: CalendarDate, time: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    zonedInstant(date, time, timeZone),
  )
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/**
 * "New York": the place an IANA zone is named after, as people say it ("America/Argentina/Buenos_Aires" →
 * "Buenos Aires"). Empty for zones named after no place (UTC, Etc/GMT+5).
 */
export function zonePlace(timeZone: string): string {
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return ''
  return (timeZone.split('/').at(-1) ?? '').replaceAll('_', ' ')
}
