import { afterEach, describe, expect, it } from 'vitest'
import { reviewMonth } from './testimonial-list.tsx'

describe('reviewMonth', () => {
  const zone = process.env['TZ']
  afterEach(() => {
    if (zone === undefined) delete process.env['TZ']
    else process.env['TZ'] = zone
  })

  it('writes the month in English by UTC, whatever the machine’s time zone, so server and browser agree', () => {
    const lateOnOctober31 = Date.UTC(2026, 9, 31, 23, 30)
    process.env['TZ'] = 'Pacific/Kiritimati' // UTC+14: already November 1 there
    expect(reviewMonth(lateOnOctober31)).toBe('October 2026')
    process.env['TZ'] = 'America/Los_Angeles'
    expect(reviewMonth(Date.UTC(2026, 10, 1, 3))).toBe('November 2026')
  })
})
