import { describe, expect, it } from 'vitest'
import { allergensNamedIn, allergenWords, unlabelledAllergens } from './allergen-words.ts'
import { allergens, allergensFor, type Allergen } from './allergens.ts'

const named = (text: string) => allergensNamedIn(text).map(({ allergen }) => allergen)

describe('allergen words', () => {
  it('names every allergen group from a common ingredient, singular or plural', () => {
    const examples: Record<Allergen, [string, string]> = {
      milk: ['Herb butter and cream', 'two cheeses'],
      eggs: ['a fried egg', 'Fresh EGGS'],
      fish: ['salsa verde with anchovy', 'anchovies'],
      crustaceanShellfish: ['grilled prawn', 'wild shrimps'],
      treeNuts: ['a toasted almond', 'toasted hazelnuts'],
      peanuts: ['satay sauce', 'crushed peanuts'],
      wheat: ['warm focaccia', 'puff pastries'],
      soybeans: ['silken tofu', 'soybeans'],
      sesame: ['whipped hummus', 'sesame seeds'],
      gluten: ['rye bread', 'rolled oats'],
      celery: ['celery salt', 'roasted celeriacs'],
      mustard: ['Dijon dressing', 'mustards'],
      sulphites: ['a glass of wine', 'paired wines'],
      lupin: ['lupin flour', 'lupini beans'],
      molluscs: ['garlic mussel pot', 'oysters on ice'],
    }
    for (const allergen of allergens) {
      expect(allergenWords[allergen].length).toBeGreaterThan(0)
      for (const text of examples[allergen]) expect(named(text), `${allergen}: "${text}"`).toContain(allergen)
    }
  })

  it('tells which words it found, each once, in lower case and without accents', () => {
    expect(allergensNamedIn('Crème Fraîche, almonds, more almonds and an ALMOND')).toEqual([
      { allergen: 'milk', words: ['creme fraiche'] },
      { allergen: 'treeNuts', words: ['almonds', 'almond'] },
    ])
  })

  it('matches whole words only', () => {
    expect(named('Eggplant, nutmeg, buckwheat, butternut squash, doughnut, codling, pineapple')).toEqual([])
    expect(named('egg-washed crust')).toContain('eggs')
    expect(named('(pecans)')).toContain('treeNuts')
  })

  it('reads "peanut-free" and "nut free" as the package holding none, and other mentions as holding some', () => {
    expect(named('Peanut-free, nut free, gluten-free and dairy-free')).toEqual([])
    expect(named('Gluten-free bread and dairy-free butter')).toEqual([])
    expect(named('Free of peanuts')).toEqual(['peanuts'])
  })

  it('does not count phrases whose word means something else', () => {
    expect(named('Peanut butter')).toEqual(['peanuts'])
    expect(named('Coconut milk, water chestnuts, oyster mushrooms, rice flour, butter beans')).toEqual([])
    expect(named('Peanut butter on toast with butter')).toEqual(['milk', 'peanuts'])
  })

  it('takes the wheat words for cereals containing gluten too', () => {
    expect(named('Sourdough')).toEqual(['wheat', 'gluten'])
    expect(named('Barley')).toEqual(['gluten'])
  })

  it('asks only for allergens the editor offers and the labels leave out', () => {
    const text = 'Toasted hazelnuts, herb butter, Dijon mustard'
    expect(unlabelledAllergens(text, ['milk'], allergensFor('us'))).toEqual([
      { allergen: 'treeNuts', words: ['hazelnuts'] },
    ])
    expect(unlabelledAllergens(text, ['milk'], allergensFor('usAndEu')).map((a) => a.allergen)).toEqual([
      'treeNuts',
      'mustard',
    ])
    expect(unlabelledAllergens(text, ['milk', 'treeNuts'], allergensFor('us'))).toEqual([])
  })
})
