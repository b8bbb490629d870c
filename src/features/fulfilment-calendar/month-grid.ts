import { TZDate } from '@date-fns/tz'
import { addMonths } from 'date-fns/addMonths'
import { format } from 'date-fns/format'
import { getDaysInMonth } from 'date-fns/getDaysInMonth'
import { addDays, weekdayOf, type CalendarDate } from '../../shared/fulfilment/calendar-dates.ts'

// The calendar's month view works on calendar dates of the business's time zone ("2026-12-24"), like the rest of
// the calendar: months are counted on UTC dates through date-fns, where no day is shorter or longer.

/** A month as YYYY-MM. */
export type CalendarMonth = string

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/

export function isCalendarMonth(value: string): boolean {
  return monthPattern.test(value)
}

function firstDay(month: CalendarMonth): TZDate {
  const match = monthPattern.exec(month)
  if (!match) throw new RangeError(`Not a month: ${month}`)
  return new TZDate(Number(match[1]), Number(match[2]) - 1, 1, 'UTC')
}

/** The month's first date and how many days it has: what the calendar asks the server for. */
export function monthSpan(month: CalendarMonth): { from: CalendarDate; days: number } {
  const first = firstDay(month)
  return { from: format(first, 'yyyy-MM-dd'), days: getDaysInMonth(first) }
}

/** The month `by` months before or after. */
export function shiftMonth(month: CalendarMonth, by: number): CalendarMonth {
  return format(addMonths(firstDay(month), by), 'yyyy-MM')
}

/** "December 2026" */
export function monthLabel(month: CalendarMonth): string {
  return format(firstDay(month), 'MMMM yyyy')
}

/** The month's weeks, Sunday first; the days of the weeks before and after the month are null. */
export function monthWeeks(month: CalendarMonth): Array<Array<CalendarDate | null>> {
  const { from, days } = monthSpan(month)
  const cells: Array<CalendarDate | null> = [
    ...Array.from({ length: weekdayOf(from) }, () => null),
    ...Array.from({ length: days }, (_, index) => addDays(from, index)),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}
