import { describe, expect, it } from 'vitest'
import {
  addDays,
  dateInZone,
  datesBetween,
  formatCalendarDate,
  formatInZone,
  formatWallClock,
  isCalendarDate,
  isKnownTimeZone,
  weekdayOf,
  zonedInstant,
  zoneNameAt,
  zonePlace,
} from './calendar-dates.ts'

const newYork = 'America/New_York'

describe('calendar dates', () => {
  it('adds days across month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    // Across both daylight-saving changes a day is still one day.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09')
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02')
  })

  it('knows real dates from look-alikes', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('2026-04-31')).toBe(false)
    expect(isCalendarDate('26-04-01')).toBe(false)
  })

  it('names weekdays, Sunday first', () => {
    expect(weekdayOf('2026-03-08')).toBe(0)
    expect(weekdayOf('2026-12-24')).toBe(4)
  })

  it('lists the dates of a range, both ends included', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
  })

  it('tells the business date at an instant', () => {
    expect(dateInZone(Date.parse('2026-03-01T04:59:59Z'), newYork)).toBe('2026-02-28')
    expect(dateInZone(Date.parse('2026-03-01T05:00:00Z'), newYork)).toBe('2026-03-01')
    expect(dateInZone(Date.parse('2026-07-01T03:59:59Z'), newYork)).toBe('2026-06-30')
    expect(dateInZone(Date.parse('2026-07-01T04:00:00Z'), newYork)).toBe('2026-07-01')
  })

  it('turns a date and a wall-clock time into an instant on both sides of a daylight-saving change', () => {
    expect(zonedInstant('2026-03-07', '18:00', newYork).toISOString()).toBe('2026-03-07T23:00:00.000Z')
    expect(zonedInstant('2026-03-09', '18:00', newYork).toISOString()).toBe('2026-03-09T22:00:00.000Z')
    expect(zonedInstant('2026-10-31', '18:00', newYork).toISOString()).toBe('2026-10-31T22:00:00.000Z')
    expect(zonedInstant('2026-11-02', '18:00', newYork).toISOString()).toBe('2026-11-02T23:00:00.000Z')
    expect(zonedInstant('2026-06-15', '09:30', 'Europe/London').toISOString()).toBe(
      '2026-06-15T08:30:00.000Z',
    )
  })

  it('moves a time that the spring change skips to after the change', () => {
    // 02:30 does not exist in New York on 8 March 2026: clocks jump from 02:00 EST to 03:00 EDT.
    expect(zonedInstant('2026-03-08', '02:30', newYork).toISOString()).toBe('2026-03-08T07:30:00.000Z')
  })

  it('formats instants with the zone named and dates for people', () => {
    expect(formatInZone(Date.parse('2026-03-07T23:00:00Z'), newYork)).toBe('Sat, Mar 7, 2026, 6:00 PM EST')
    expect(formatInZone(Date.parse('2026-03-09T22:00:00Z'), newYork)).toBe('Mon, Mar 9, 2026, 6:00 PM EDT')
    expect(formatCalendarDate('2026-12-24')).toBe('Thu, Dec 24, 2026')
    expect(formatWallClock('18:00')).toBe('6:00 PM')
    expect(formatWallClock('09:30')).toBe('9:30 AM')
  })

  it('accepts IANA zone names only', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true)
    expect(isKnownTimeZone('Europe/London')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false)
    expect(isKnownTimeZone('')).toBe(false)
  })
})

describe('zone names', () => {
  it('name the zone as its clocks read on that date, on both sides of daylight saving', () => {
    expect(zoneNameAt('2026-01-15', '18:00', 'America/New_York')).toBe('EST')
    expect(zoneNameAt('2026-07-15', '18:00', 'America/New_York')).toBe('EDT')
    expect(zoneNameAt('2026-07-15', '18:00', 'Europe/London')).toBe('GMT+1')
    // Either side of the autumn change on one night.
    expect(zoneNameAt('2026-11-01', '00:30', 'America/New_York')).toBe('EDT')
    expect(zoneNameAt('2026-11-01', '03:00', 'America/New_York')).toBe('EST')
  })

  it('name the place a zone is named after', () => {
    expect(zonePlace('America/New_York')).toBe('New York')
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(zonePlace('UTC')).toBe('')
    expect(zonePlace('Etc/GMT+5')).toBe('')
  })
})
