import { describe, expect, it } from 'vitest'
import { chefPackageSchema } from '../../../src/shared/schemas/chef-package.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { acknowledgementField, dietaryForOrder } from './dietary-for-order.ts'

const stored = new Map(
  [
    { id: 'satay', title: 'Satay', price: 40, allergens: ['peanuts', 'soybeans'] },
    { id: 'salad', title: 'Salad', price: 20, allergens: [] },
  ].map((item) => [item.id, chefPackageSchema.parse(item)]),
)
const line = (chefPackageId: string, title: string) => ({
  chefPackageId,
  title,
  price: 1,
  image: '',
  quantity: 1,
})
const cart = [line('satay', 'Satay'), line('salad', 'Salad')]

describe('the dietary record of an order', () => {
  it('is left out when the customer gave no allergies or diets', () => {
    expect(dietaryForOrder(undefined, cart, stored)).toBeUndefined()
    expect(dietaryForOrder({ allergies: [], diets: [], acknowledged: false }, cart, stored)).toBeUndefined()
  })

  it('is kept in the fixed lists’ order, with no conflict when no package holds an avoided allergen', () => {
    expect(
      dietaryForOrder({ allergies: ['sesame', 'milk'], diets: ['vegan'], acknowledged: false }, cart, stored),
    ).toEqual({ allergies: ['milk', 'sesame'], diets: ['vegan'], conflicts: [] })
  })

  it('refuses, next to the confirmation, an order holding an avoided allergen the customer did not confirm', () => {
    const refused = () =>
      dietaryForOrder({ allergies: ['peanuts'], diets: [], acknowledged: false }, cart, stored)
    expect(refused).toThrow(FieldProblemsError)
    try {
      refused()
    } catch (error) {
      expect((error as FieldProblemsError).fields).toEqual({
        [acknowledgementField]: 'Please confirm you have read the allergen warning: Satay contains Peanuts.',
      })
    }
  })

  it('keeps the conflict, from the stored package, once the customer confirmed', () => {
    expect(
      dietaryForOrder({ allergies: ['peanuts', 'milk'], diets: [], acknowledged: true }, cart, stored),
    ).toEqual({ allergies: ['milk', 'peanuts'], diets: [], conflicts: ['peanuts'] })
  })
})
