import { z } from 'zod/mini'
import { allergenLabels, allergens, diets, type Allergen } from './allergens.ts'

// A customer's allergies and diets travel with their order: chosen at order review (from their profile when
// signed in), checked by the server against the stored packages, kept on the order, and shown to the kitchen on the
// admin's order page and the prep list.

const allergenList = z.array(z.enum(allergens)).check(z.maxLength(allergens.length))
const dietList = z.array(z.enum(diets)).check(z.maxLength(diets.length))

/** What the order review sends: the customer's allergies and diets, and whether they read the warning. */
export const dietaryChoiceSchema = z.object({
  allergies: allergenList,
  diets: dietList,
  /** Ticked by the customer after reading which packages contain an allergen they avoid. */
  acknowledged: z._default(z.boolean(), false),
})
export type DietaryChoice = z.output<typeof dietaryChoiceSchema>

/** What the order keeps. `conflicts`: allergies of the customer that a package of the order contains. */
export const orderDietarySchema = z.object({
  allergies: z._default(allergenList, []),
  diets: z._default(dietList, []),
  conflicts: z._default(allergenList, []),
})
export type OrderDietary = z.output<typeof orderDietarySchema>

export interface PackageConflict {
  title: string
  /** The allergens the package contains that the customer avoids, as labels in the fixed list's order. */
  allergens: string[]
}

/** Each package that contains an allergen the customer avoids, with those allergens. */
export function packageConflicts(
  packages: ReadonlyArray<{ title: string; allergens: readonly Allergen[] }>,
  avoids: readonly Allergen[],
): PackageConflict[] {
  const avoided = new Set(avoids)
  return packages.flatMap((chefPackage) => {
    const found = allergens.filter(
      (allergen) => avoided.has(allergen) && chefPackage.allergens.includes(allergen),
    )
    return found.length > 0
      ? [{ title: chefPackage.title, allergens: found.map((a) => allergenLabels[a]) }]
      : []
  })
}

/** "Tiramisu contains Milk and Eggs; Satay contains Peanuts." */
export function conflictSentence(conflicts: readonly PackageConflict[]): string {
  const listed = (labels: readonly string[]) =>
    labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`
  return `${conflicts.map((conflict) => `${conflict.title} contains ${listed(conflict.allergens)}`).join('; ')}.`
}

/** The allergens behind the conflicts, each once, in the fixed list's order. */
export function conflictingAllergens(
  packages: ReadonlyArray<{ allergens: readonly Allergen[] }>,
  avoids: readonly Allergen[],
): Allergen[] {
  const contained = new Set(packages.flatMap((chefPackage) => chefPackage.allergens))
  return allergens.filter((allergen) => avoids.includes(allergen) && contained.has(allergen))
}

export const acknowledgementMessage = (conflicts: readonly PackageConflict[]) =>
  `Please confirm you have read the allergen warning: ${conflictSentence(conflicts)}`
