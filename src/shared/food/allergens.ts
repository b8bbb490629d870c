// Allergens and diets come from fixed lists, so a package's label, the shop's filters, a customer's profile and the
// kitchen's prep list all speak of the same thing. The nine major allergens of US food law (FALCPA with the FASTER
// Act's sesame) are always offered; a business selling in the EU or UK can switch on the fourteen of EU Regulation
// 1169/2011, which adds cereals containing gluten, celery, mustard, sulphites, lupin and molluscs (and names tree
// nuts, crustaceans and soy the EU's way).

export const usAllergens = [
  'milk',
  'eggs',
  'fish',
  'crustaceanShellfish',
  'treeNuts',
  'peanuts',
  'wheat',
  'soybeans',
  'sesame',
] as const

export const euOnlyAllergens = ['gluten', 'celery', 'mustard', 'sulphites', 'lupin', 'molluscs'] as const

export const allergens = [...usAllergens, ...euOnlyAllergens] as const
export type Allergen = (typeof allergens)[number]

export const allergenLabels: Record<Allergen, string> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  crustaceanShellfish: 'Crustacean shellfish',
  treeNuts: 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soybeans: 'Soybeans',
  sesame: 'Sesame',
  gluten: 'Cereals containing gluten',
  celery: 'Celery',
  mustard: 'Mustard',
  sulphites: 'Sulphur dioxide and sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
}

export type AllergenRegime = 'us' | 'usAndEu'

/** The allergens the back-office and the shop offer under the business's setting. */
export function allergensFor(regime: AllergenRegime): readonly Allergen[] {
  return regime === 'usAndEu' ? allergens : usAllergens
}

export const diets = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'glutenFree',
  'dairyFree',
  'nutFree',
  'halal',
  'kosher',
  'keto',
  'paleo',
  'lowCarb',
] as const
export type Diet = (typeof diets)[number]

export const dietLabels: Record<Diet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  glutenFree: 'Gluten-free',
  dairyFree: 'Dairy-free',
  nutFree: 'Nut-free',
  halal: 'Halal',
  kosher: 'Kosher',
  keto: 'Keto',
  paleo: 'Paleo',
  lowCarb: 'Low-carb',
}

export const defaultMayContainNotice =
  'Our kitchen handles all major allergens. Dishes may contain traces of allergens not listed.'

export function isAllergen(value: string): value is Allergen {
  return (allergens as readonly string[]).includes(value)
}

export function isDiet(value: string): value is Diet {
  return (diets as readonly string[]).includes(value)
}

/** The allergens of a package that a customer said they avoid, as labels, in the fixed list's order. */
export function allergenConflicts(contains: readonly Allergen[], avoids: readonly Allergen[]): string[] {
  const avoided = new Set(avoids)
  return allergens
    .filter((allergen) => avoided.has(allergen) && contains.includes(allergen))
    .map((a) => allergenLabels[a])
}
