import { describe, expect, it } from 'vitest'
import { packageLimitFacts } from './package-limit-facts.ts'

const none = { availableDates: [] }
const today = '2026-12-01'

describe('packageLimitFacts', () => {
  it('says nothing about a package without limits', () => {
    expect(packageLimitFacts(none, today)).toEqual([])
  })

  it('names notice, guests, sale dates and the per-date limit in that order', () => {
    expect(
      packageLimitFacts(
        {
          leadTimeDays: 14,
          minGuests: 10,
          maxGuests: 40,
          maxPerDate: 2,
          availableDates: ['2026-12-24', '2026-12-31'],
        },
        today,
      ),
    ).toEqual([
      'Book at least 14 days ahead.',
      'For 10 to 40 guests.',
      'Sold only for Thu, Dec 24, 2026; Thu, Dec 31, 2026.',
      'At most 2 per date.',
    ])
  })

  it('words one-sided and equal guest limits and a single day of notice', () => {
    expect(packageLimitFacts({ ...none, minGuests: 8 }, today)).toEqual(['For at least 8 guests.'])
    expect(packageLimitFacts({ ...none, maxGuests: 1200 }, today)).toEqual(['For up to 1,200 guests.'])
    expect(packageLimitFacts({ ...none, minGuests: 6, maxGuests: 6 }, today)).toEqual(['For 6 guests.'])
    expect(packageLimitFacts({ ...none, leadTimeDays: 1 }, today)).toEqual(['Book at least 1 day ahead.'])
  })

  it('leaves past sale dates out, counts the dates beyond five and says when every date has passed', () => {
    const dates = [
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]
    expect(packageLimitFacts({ availableDates: dates }, today)).toEqual([
      'Sold only for Tue, Dec 1, 2026; Wed, Dec 2, 2026; Thu, Dec 3, 2026; Fri, Dec 4, 2026; Sat, Dec 5, 2026 and 1 more date.',
    ])
    expect(packageLimitFacts({ availableDates: ['2026-11-30'] }, today)).toEqual([
      'No longer on sale: every date it was sold for has passed.',
    ])
  })
})
