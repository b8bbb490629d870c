import { describe, expect, it } from 'vitest'
import { isCalendarMonth, monthLabel, monthSpan, monthWeeks, shiftMonth } from './month-grid.ts'

describe('the calendar month view', () => {
  it('spans the whole month, leap days included', () => {
    expect(monthSpan('2026-12')).toEqual({ from: '2026-12-01', days: 31 })
    expect(monthSpan('2028-02')).toEqual({ from: '2028-02-01', days: 29 })
    expect(monthLabel('2026-12')).toBe('December 2026')
  })

  it('lays the days out in weeks starting on Sunday', () => {
    const weeks = monthWeeks('2026-11')
    // November 1, 2026 is a Sunday; the 30th a Monday.
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null])
    expect(monthWeeks('2026-12')[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01'])
  })

  it('moves across years and refuses what is not a month', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(isCalendarMonth('2026-13')).toBe(false)
    expect(isCalendarMonth('2026-07')).toBe(true)
  })
})
