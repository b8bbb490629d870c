import type { CartItem } from '../../../src/shared/schemas/order.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import { allergens, diets } from '../../../src/shared/food/allergens.ts'
import {
  acknowledgementMessage,
  conflictingAllergens,
  packageConflicts,
  type DietaryChoice,
  type OrderDietary,
} from '../../../src/shared/food/dietary.ts'
import { FieldProblemsError } from '../lib/errors.ts'

/** The order review's field the acknowledgement message belongs to. */
export const acknowledgementField = 'dietary.acknowledged'

/**
 * What the order keeps of the customer's allergies and diets, checked against the stored packages (never against
 * labels the browser sent): when a package contains an allergen the customer avoids, the customer must have
 * confirmed the warning, or the order is refused next to the confirmation with the packages named.
 */
export function dietaryForOrder(
  choice: DietaryChoice | undefined,
  cart: readonly CartItem[],
  packages: ReadonlyMap<string, ChefPackage>,
): OrderDietary | undefined {
  if (!choice || (choice.allergies.length === 0 && choice.diets.length === 0)) return undefined
  const ordered = cart.flatMap((item) => {
    const chefPackage = packages.get(item.chefPackageId)
    return chefPackage ? [{ title: item.title, allergens: chefPackage.allergens }] : []
  })
  const conflicts = packageConflicts(ordered, choice.allergies)
  if (conflicts.length > 0 && !choice.acknowledged) {
    throw new FieldProblemsError({ [acknowledgementField]: acknowledgementMessage(conflicts) })
  }
  return {
    allergies: allergens.filter((allergen) => choice.allergies.includes(allergen)),
    diets: diets.filter((diet) => choice.diets.includes(diet)),
    conflicts: conflictingAllergens(ordered, choice.allergies),
  }
}
