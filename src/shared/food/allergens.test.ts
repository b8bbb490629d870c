import { describe, expect, it } from 'vitest'
import {
  allergenConflicts,
  allergenLabels,
  allergens,
  allergensFor,
  diets,
  dietLabels,
  isAllergen,
} from './allergens.ts'

describe('allergens and diets', () => {
  it('offers the nine US allergens, or the fourteen EU ones besides when switched on', () => {
    expect(allergensFor('us')).toHaveLength(9)
    expect(allergensFor('usAndEu')).toHaveLength(15)
    expect(allergensFor('us')).not.toContain('mustard')
    expect(allergensFor('usAndEu')).toContain('mustard')
  })

  it('has a readable label for every allergen and diet, never the raw key', () => {
    for (const allergen of allergens) expect(allergenLabels[allergen]).toMatch(/^[A-Z][a-z]/)
    for (const diet of diets) expect(dietLabels[diet]).toMatch(/^[A-Z][a-z]/)
    expect(allergenLabels.crustaceanShellfish).toBe('Crustacean shellfish')
  })

  it('names the allergens a customer avoids that a package contains', () => {
    expect(allergenConflicts(['milk', 'peanuts', 'wheat'], ['peanuts', 'sesame', 'milk'])).toEqual([
      'Milk',
      'Peanuts',
    ])
    expect(allergenConflicts(['wheat'], ['peanuts'])).toEqual([])
  })

  it('tells list members from other strings', () => {
    expect(isAllergen('peanuts')).toBe(true)
    expect(isAllergen('introOffer')).toBe(false)
  })
})
