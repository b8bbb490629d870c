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

// The allergies and diets a customer ticks, on their profile (fields `allergies`, `diets`) and at order review
// (`dietary.allergies`, `dietary.diets`, `dietary.acknowledged`: the server's messages come back under these names).

export interface DietaryProfile {
  allergies: Allergen[]
  diets: Diet[]
}

/** The field names of a dietary form: `''` on the profile, `'dietary.'` at order review. */
export const dietaryFieldNames = (prefix: '' | 'dietary.') => ({
  allergies: `${prefix}allergies`,
  diets: `${prefix}diets`,
  acknowledged: `${prefix}acknowledged`,
})

export const orderDietaryFields = dietaryFieldNames('dietary.')

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

/** The allergens a profile form offers: those the business labels by (`regimeAllergens`), plus any already chosen. */
export function offeredAllergensFor(
  regimeAllergens: readonly Allergen[],
  chosen: readonly Allergen[],
): Allergen[] {
  return allergens.filter((allergen) => regimeAllergens.includes(allergen) || chosen.includes(allergen))
}

/** The ticked allergies and diets, in the fixed lists' order; anything off the lists is not read. */
export function readDietaryProfile(form: FormData, prefix: '' | 'dietary.'): DietaryProfile {
  const names = dietaryFieldNames(prefix)
  const ticked = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === 'string')
  return {
    allergies: allergens.filter((allergen) => ticked(names.allergies).includes(allergen)),
    diets: diets.filter((diet) => ticked(names.diets).includes(diet)),
  }
}

/** What the order review submitted; undefined when the customer ticked nothing. */
export function readDietaryChoice(form: FormData): DietaryChoice | undefined {
  const profile = readDietaryProfile(form, 'dietary.')
  if (profile.allergies.length === 0 && profile.diets.length === 0) return undefined
  return { ...profile, acknowledged: form.get(orderDietaryFields.acknowledged) === 'true' }
}

/** The allergies of the signed-in customer (none for guests, or when the profile cannot be read). */
export async function viewerAllergies(
  uid: string | null,
  readProfile: (uid: string) => Promise<Record<string, unknown> | null>,
): Promise<Allergen[]> {
  return uid ? dietaryProfileOf(await readProfile(uid)).allergies : []
}
