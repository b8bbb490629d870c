import type { OptionGroup } from './package-options.ts'

// Test data for the tests that price and order packages with options.

/** A required choice of main course, beef or fish: beef adds `beefPrice` (per guest or item), fish nothing. */
export function mainCourseChoice(beefPrice = 0): OptionGroup {
  return {
    kind: 'chooseOne',
    id: 'main',
    label: 'Main',
    required: true,
    choices: [
      { id: 'beef', label: 'Beef', price: beefPrice },
      { id: 'fish', label: 'Fish', price: 0 },
    ],
  }
}
