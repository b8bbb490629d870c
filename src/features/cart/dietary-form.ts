import { z } from 'zod/mini'
import {
  allergens,
  diets,
  isAllergen,
  isDiet,
  type Allergen,
  type Diet,
} from '../../shared/food/allergens.ts'
import type { DietaryChoice } from '../../shared/food/dietary.ts'

/** The order review's field names for the dietary choice (the server's messages come back under the same names). */
export const dietaryFields = {
  allergies: 'dietary.allergies',
  diets: 'dietary.diets',
  acknowledged: 'dietary.acknowledged',
} as const

export interface DietaryProfile {
  allergies: Allergen[]
  diets: Diet[]
}

const storedList = <T extends string>(isOnList: (value: string) => value is T) =>
  z.catch(
    z.pipe(
      z.array(z.string()),
      z.transform((values) => values.filter(isOnList)),
    ),
    [],
  )

/** A profile's allergies and diets, values off the fixed lists dropped; none when there is no profile. */
export function dietaryProfileOf(profile: Record<string, unknown> | null): DietaryProfile {
  if (!profile) return { allergies: [], diets: [] }
  return {
    allergies: z.parse(storedList(isAllergen), profile['allergies'] ?? []),
    diets: z.parse(storedList(isDiet), profile['diets'] ?? []),
  }
}

/** What the order review submitted; undefined when the customer ticked nothing. */
export function readDietaryChoice(form: FormData): DietaryChoice | undefined {
  const ticked = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === 'string')
  const choice = {
    allergies: allergens.filter((allergen) => ticked(dietaryFields.allergies).includes(allergen)),
    diets: diets.filter((diet) => ticked(dietaryFields.diets).includes(diet)),
    acknowledged: form.get(dietaryFields.acknowledged) === 'true',
  }
  return choice.allergies.length > 0 || choice.diets.length > 0 ? choice : undefined
}
