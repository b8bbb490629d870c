import { describe, expect, it } from 'vitest'
import {
  dietaryProfileOf,
  offeredAllergensFor,
  orderDietaryFields,
  readDietaryChoice,
  readDietaryProfile,
} from './dietary-form.ts'

const form = (entries: Array<[string, string]>) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe('dietary forms', () => {
  it('read the order review: ticked allergies and diets in list order, and the confirmation', () => {
    expect(
      readDietaryChoice(
        form([
          [orderDietaryFields.allergies, 'sesame'],
          [orderDietaryFields.allergies, 'peanuts'],
          [orderDietaryFields.allergies, 'nuts'],
          [orderDietaryFields.diets, 'vegan'],
          [orderDietaryFields.acknowledged, 'true'],
        ]),
      ),
    ).toEqual({ allergies: ['peanuts', 'sesame'], diets: ['vegan'], acknowledged: true })
  })

  it('send nothing from the order review when nothing is ticked', () => {
    expect(readDietaryChoice(form([[orderDietaryFields.acknowledged, 'true']]))).toBeUndefined()
  })

  it('read the profile form, where nothing ticked clears the lists', () => {
    expect(
      readDietaryProfile(
        form([
          ['allergies', 'milk'],
          ['diets', 'halal'],
        ]),
        '',
      ),
    ).toEqual({
      allergies: ['milk'],
      diets: ['halal'],
    })
    expect(readDietaryProfile(form([]), '')).toEqual({ allergies: [], diets: [] })
  })

  it("prefill from a profile's lists, leaving out what is not on the fixed lists", () => {
    expect(dietaryProfileOf({ allergies: ['milk', 'nuts'], diets: 'vegan' })).toEqual({
      allergies: ['milk'],
      diets: [],
    })
    expect(dietaryProfileOf(null)).toEqual({ allergies: [], diets: [] })
  })

  it("offer the business's allergens plus any the customer already avoids, in list order", () => {
    expect(offeredAllergensFor(['milk', 'peanuts'], [])).toEqual(['milk', 'peanuts'])
    expect(offeredAllergensFor(['peanuts', 'milk'], ['mustard'])).toEqual(['milk', 'peanuts', 'mustard'])
  })
})
