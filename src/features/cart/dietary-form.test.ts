import { describe, expect, it } from 'vitest'
import { dietaryFields, dietaryProfileOf, readDietaryChoice } from './dietary-form.ts'

const form = (entries: Array<[string, string]>) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('the dietary part of the order review', () => {
  it('reads the ticked allergies and diets in list order, and the confirmation', () => {
    expect(
      readDietaryChoice(
        form([
          [dietaryFields.allergies, 'sesame'],
          [dietaryFields.allergies, 'peanuts'],
          [dietaryFields.allergies, 'nuts'],
          [dietaryFields.diets, 'vegan'],
          [dietaryFields.acknowledged, 'true'],
        ]),
      ),
    ).toEqual({ allergies: ['peanuts', 'sesame'], diets: ['vegan'], acknowledged: true })
  })

  it('sends nothing when nothing is ticked', () => {
    expect(readDietaryChoice(form([[dietaryFields.acknowledged, 'true']]))).toBeUndefined()
  })

  it("prefills from a profile's lists, leaving out what is not on the fixed lists", () => {
    expect(dietaryProfileOf({ allergies: ['milk', 'nuts'], diets: 'vegan' })).toEqual({
      allergies: ['milk'],
      diets: [],
    })
    expect(dietaryProfileOf(null)).toEqual({ allergies: [], diets: [] })
  })
})
