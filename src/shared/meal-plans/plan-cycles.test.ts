import { describe, expect, it } from 'vitest'
import { zonedInstant } from '../fulfilment/calendar-dates.ts'
import {
  cutoffFor,
  isBeforeCutoff,
  mondayOf,
  nextCycle,
  upcomingCycles,
  type CycleRule,
} from './plan-cycles.ts'

const zone = 'America/New_York'
const thursdayLate = { weekday: 4, time: '23:59' }
// Wednesday deliveries, choices closing Thursday 23:59 of the week before.
const weekly: CycleRule = { cutoff: thursdayLate, cadenceWeeks: 1, weekday: 3, timeZone: zone }
const at = (date: string, time: string) => zonedInstant(date, time, zone).getTime()

describe('meal plan cycles', () => {
  it('a week runs Monday to Sunday', () => {
    expect(mondayOf('2026-12-16')).toBe('2026-12-14')
    expect(mondayOf('2026-12-14')).toBe('2026-12-14')
    expect(mondayOf('2026-12-20')).toBe('2026-12-14')
  })

  it("closes a date's choices at the cut-off of the week before, on the business's clocks", () => {
    expect(cutoffFor(thursdayLate, '2026-12-16', zone)).toBe(at('2026-12-10', '23:59'))
    // A Sunday cut-off is the last day of the week before.
    expect(cutoffFor({ weekday: 0, time: '18:00' }, '2026-12-16', zone)).toBe(at('2026-12-13', '18:00'))
    // Before and after the change to summer time the wall-clock time holds.
    expect(new Date(cutoffFor(thursdayLate, '2027-03-17', zone)).toISOString()).toBe(
      '2027-03-12T04:59:00.000Z',
    )
    expect(new Date(cutoffFor(thursdayLate, '2027-03-24', zone)).toISOString()).toBe(
      '2027-03-19T03:59:00.000Z',
    )
  })

  it('the next cycle is the first whose cut-off is still ahead', () => {
    expect(nextCycle(weekly, at('2026-12-08', '10:00'))).toEqual({
      date: '2026-12-16',
      cutoffAt: at('2026-12-10', '23:59'),
    })
    // A minute after the cut-off, that week is fixed: the next cycle is the week after.
    expect(nextCycle(weekly, at('2026-12-11', '00:00')).date).toBe('2026-12-23')
    // On the cut-off's own minute it is closed.
    expect(nextCycle(weekly, at('2026-12-10', '23:59')).date).toBe('2026-12-23')
    // A lead (the provider's 48 hours for a first charge) moves it on when the cut-off is too near.
    expect(nextCycle(weekly, at('2026-12-09', '12:00') + 48 * 3600_000).date).toBe('2026-12-23')
  })

  it('every two weeks counts from the first cycle, and never before it', () => {
    const fortnightly: CycleRule = { ...weekly, cadenceWeeks: 2, anchorDate: '2026-12-16' }
    expect(nextCycle(fortnightly, at('2026-12-01', '10:00')).date).toBe('2026-12-16')
    expect(nextCycle(fortnightly, at('2026-12-11', '10:00')).date).toBe('2026-12-30')
    expect(upcomingCycles(fortnightly, at('2026-12-08', '10:00'), 3).map((cycle) => cycle.date)).toEqual([
      '2026-12-16',
      '2026-12-30',
      '2027-01-13',
    ])
  })

  it('starts from a given date (the end of a pause)', () => {
    expect(nextCycle(weekly, at('2026-12-08', '10:00'), '2027-01-05').date).toBe('2027-01-06')
    expect(nextCycle(weekly, at('2026-12-08', '10:00'), '2027-01-06').date).toBe('2027-01-06')
  })

  it('says whether a date can still be changed', () => {
    expect(isBeforeCutoff(weekly, '2026-12-16', at('2026-12-10', '23:58'))).toBe(true)
    expect(isBeforeCutoff(weekly, '2026-12-16', at('2026-12-10', '23:59'))).toBe(false)
  })
})
