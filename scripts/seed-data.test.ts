import { describe, expect, it } from 'vitest'
import { addDays, weekdayOf } from '../src/shared/fulfilment/calendar-dates.ts'
import { quoteRecordSchema } from '../src/shared/schemas/quote.ts'
import { packageText, unlabelledAllergens } from '../src/shared/food/allergen-words.ts'
import { allergensFor } from '../src/shared/food/allergens.ts'
import { defaultFoodSettings } from '../src/shared/schemas/food-settings.ts'
import { chefPackages, demoFulfilmentDays, demoQuote } from './seed-data.ts'

describe('demo packages', () => {
  it('are labelled with every allergen their words name, so the package editor warns about none', () => {
    // The demo runs under the default food settings: the editor offers the US list plus the package's own labels.
    const offered = allergensFor(defaultFoodSettings.allergenRegime)
    const unlabelled = chefPackages.flatMap(({ data }) => {
      const labelled = data.allergens ?? []
      const missed = unlabelledAllergens(packageText(data), labelled, [...offered, ...labelled])
      return missed.map(({ allergen, words }) => `${data.title}: ${allergen} (${words.join(', ')})`)
    })
    expect(unlabelled).toEqual([])
  })
})

describe('the demo quote', () => {
  const today = '2026-11-27'
  const quote = quoteRecordSchema.parse({
    ...demoQuote(today, Date.parse('2026-11-27T12:00:00Z')).data,
    id: 'q',
  })
  const version = quote.versions[0]!

  it('is open for the demo customer: Holiday Dinner Party for 10 with the cheese course and two servers', () => {
    expect(quote).toMatchObject({ state: 'sent', customerUid: 'demo-customer', expiresOn: '2026-12-11' })
    expect(version.lines).toEqual([
      expect.objectContaining({ title: 'Holiday Dinner Party', guests: 10, price: 730 }),
    ])
    expect(version.customLines).toEqual([expect.objectContaining({ kind: 'staff', quantity: 2 })])
    // 73,000 + 36,000 = 109,000; service 10,900; tax 5 % of 119,900 = 5,995.
    expect(version.totals).toMatchObject({ totalCents: 125_895, depositCents: 37_769, balanceCents: 88_126 })
  })

  it('holds its Thursday dinner, counted on the calendar, past the lead time and within the window', () => {
    const hold = quote.placeHold!
    expect(hold).toMatchObject({ slotId: 'thu-dinner', state: 'held', date: version.fulfilment.date })
    expect(weekdayOf(hold.date)).toBe(4)
    expect(hold.date > addDays(today, 44) && hold.date <= addDays(today, 60)).toBe(true)
    const day = demoFulfilmentDays(today).find((record) => record.id === hold.date)
    expect(day?.data).toEqual({ date: hold.date, slots: { 'thu-dinner': 1 }, packages: hold.packages })
  })
})
