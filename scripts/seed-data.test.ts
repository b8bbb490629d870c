import { describe, expect, it } from 'vitest'
import { packageText, unlabelledAllergens } from '../src/shared/food/allergen-words.ts'
import { allergensFor } from '../src/shared/food/allergens.ts'
import { defaultFoodSettings } from '../src/shared/schemas/food-settings.ts'
import { chefPackages } from './seed-data.ts'

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
