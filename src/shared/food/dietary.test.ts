import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  acknowledgementMessage,
  conflictingAllergens,
  conflictSentence,
  dietaryChoiceSchema,
  packageConflicts,
} from './dietary.ts'

const tiramisu = { title: 'Tiramisu', allergens: ['eggs' as const, 'milk' as const, 'wheat' as const] }
const satay = { title: 'Satay', allergens: ['peanuts' as const] }
const salad = { title: 'Salad', allergens: [] }

describe('dietary conflicts', () => {
  it('name each package holding an allergen the customer avoids, with those allergens in list order', () => {
    expect(packageConflicts([tiramisu, satay, salad], ['peanuts', 'milk', 'eggs'])).toEqual([
      { title: 'Tiramisu', allergens: ['Milk', 'Eggs'] },
      { title: 'Satay', allergens: ['Peanuts'] },
    ])
    expect(packageConflicts([salad, tiramisu], ['sesame'])).toEqual([])
  })

  it('say them in one sentence a customer can read', () => {
    const conflicts = packageConflicts([tiramisu, satay], ['peanuts', 'milk', 'eggs', 'wheat'])
    expect(conflictSentence(conflicts)).toBe(
      'Tiramisu contains Milk, Eggs and Wheat; Satay contains Peanuts.',
    )
    expect(acknowledgementMessage(conflicts)).toBe(
      'Please confirm you have read the allergen warning: Tiramisu contains Milk, Eggs and Wheat; Satay contains Peanuts.',
    )
  })

  it('list the allergens behind the conflicts once each', () => {
    expect(conflictingAllergens([tiramisu, satay, tiramisu], ['wheat', 'peanuts', 'sesame'])).toEqual([
      'peanuts',
      'wheat',
    ])
  })

  it('accept only allergens and diets from the fixed lists', () => {
    expect(z.safeParse(dietaryChoiceSchema, { allergies: ['peanuts'], diets: ['vegan'] }).data).toEqual({
      allergies: ['peanuts'],
      diets: ['vegan'],
      acknowledged: false,
    })
    expect(z.safeParse(dietaryChoiceSchema, { allergies: ['nuts'], diets: [] }).success).toBe(false)
    expect(z.safeParse(dietaryChoiceSchema, { allergies: [], diets: ['carnivore'] }).success).toBe(false)
  })
})
