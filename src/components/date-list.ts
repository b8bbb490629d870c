import { formatCalendarDate, isCalendarDate, type CalendarDate } from '../shared/fulfilment/calendar-dates.ts'

// A list of calendar dates picked one at a time (blackout dates): kept sorted and without repeats. The form posts
// it as one field, the dates one per line, which the page's action splits again with `dateListOf`.

/** The dates of a posted or stored list: separated by lines, spaces or commas; empty entries dropped. */
export function dateListOf(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean)
}

/** A date as the list shows it ("Fri, Dec 25, 2026"); anything that is not a real date is shown as it came. */
export function dateListLabel(date: string): string {
  return isCalendarDate(date) ? formatCalendarDate(date) : date
}

/** The first date listed twice, if any. */
export function repeatedDate(dates: readonly string[]): string | undefined {
  const seen = new Set<string>()
  for (const date of dates) {
    if (seen.has(date)) return date
    seen.add(date)
  }
  return undefined
}

export function repeatedDateMessage(date: string): string {
  return `${dateListLabel(date)} is already in the list.`
}

/** `date` added to `dates` in order, or why it cannot be (it is there already). */
export function withDate(
  dates: readonly CalendarDate[],
  date: CalendarDate,
): { ok: true; dates: CalendarDate[] } | { ok: false; problem: string } {
  if (dates.includes(date)) return { ok: false, problem: repeatedDateMessage(date) }
  return { ok: true, dates: [...dates, date].sort() }
}
