import { describe, expect, it } from 'vitest'
import { dateListLabel, dateListOf, repeatedDate, withDate } from './date-list.ts'

describe('a list of picked dates', () => {
  it('reads the posted list, one date a line (spaces and commas also separate)', () => {
    expect(dateListOf('2026-12-25\n2027-01-01, 2027-01-02  \n')).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-01-02',
    ])
    expect(dateListOf('')).toEqual([])
  })

  it('shows a date in words and anything else as it came', () => {
    expect(dateListLabel('2026-12-25')).toBe('Fri, Dec 25, 2026')
    expect(dateListLabel('2026-02-30')).toBe('2026-02-30')
  })

  it('adds a date in order and refuses one that is there already', () => {
    expect(withDate(['2026-12-25'], '2026-12-24')).toEqual({ ok: true, dates: ['2026-12-24', '2026-12-25'] })
    expect(withDate(['2026-12-24', '2026-12-25'], '2026-12-25')).toEqual({
      ok: false,
      problem: 'Fri, Dec 25, 2026 is already in the list.',
    })
  })

  it('finds the first date listed twice', () => {
    expect(repeatedDate(['2026-12-24', '2026-12-25', '2026-12-24'])).toBe('2026-12-24')
    expect(repeatedDate(['2026-12-24', '2026-12-25'])).toBeUndefined()
  })
})
