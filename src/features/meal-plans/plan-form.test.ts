import { describe, expect, it } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data.ts'
import { readPlanForm } from './plan-form.ts'
import { readSubscribeForm, subscribeFormFieldOf } from './subscribe-form.ts'

const planFields = {
  name: 'Five Weekday Lunches',
  description: '',
  mealsPerCycle: '5',
  servingsPerMeal: '1',
  price: '$60.00',
  subscriberDiscountPercent: '10',
  cadenceWeeks: '2',
  'selectionCutoff.weekday': '4',
  'selectionCutoff.time': '23:59',
  unavailableMealRule: 'fallbackPackage',
  fallbackChefPackageId: 'bowls',
  fullSlotRule: 'nextServiceDay',
  published: 'on',
}

function planForm(fields: Record<string, string> = {}) {
  const form = formDataOf({ ...planFields, ...fields })
  for (const [name, value] of [
    ['chefPackageIds', 'bowls'],
    ['chefPackageIds', 'tart'],
    ['fulfilmentDays', '3'],
    ['fulfilmentDays', '5'],
    ['methods', 'pickup'],
  ]) {
    form.append(name!, value!)
  }
  return form
}

describe('readPlanForm', () => {
  it('reads the editor into the callable’s plan: cents, numbers, lists and the published box', () => {
    expect(readPlanForm(planForm(), 'plan-1')).toEqual({
      ok: true,
      input: {
        planId: 'plan-1',
        name: 'Five Weekday Lunches',
        description: '',
        chefPackageIds: ['bowls', 'tart'],
        mealsPerCycle: 5,
        servingsPerMeal: 1,
        priceCents: 6000,
        subscriberDiscountPercent: 10,
        cadenceWeeks: 2,
        fulfilmentDays: [3, 5],
        methods: ['pickup'],
        selectionCutoff: { weekday: 4, time: '23:59' },
        unavailableMealRule: 'fallbackPackage',
        fallbackChefPackageId: 'bowls',
        fullSlotRule: 'nextServiceDay',
        published: true,
      },
    })
  })

  it('refuses numbers and prices that are not numbers next to their fields', () => {
    expect(
      readPlanForm(planForm({ mealsPerCycle: 'five', price: '60 dollars', servingsPerMeal: '' }), undefined),
    ).toEqual({
      ok: false,
      fieldErrors: {
        mealsPerCycle: 'Please enter a whole number.',
        servingsPerMeal: 'Please fill this in.',
        price: 'Please enter the price in dollars, e.g. 60.00.',
      },
    })
  })
})

const subscribeFields = {
  'fulfilment.weekday': '3',
  'fulfilment.slotId': 'wed-lunch',
  'fulfilment.method': 'delivery',
  'fulfilment.name': 'Robin',
  'fulfilment.phone': '212 555 0123',
  'fulfilment.address.line1': '1 Mercer St',
  'fulfilment.address.city': 'New York',
  'fulfilment.address.postalCode': '10013',
  'meals.bowls': '3',
  'meals.tart': '2',
  'meals.pasta': '',
}

describe('readSubscribeForm', () => {
  it('reads the standing choice and the meals with a quantity', () => {
    expect(readSubscribeForm(formDataOf(subscribeFields), 'plan-1', ['bowls', 'tart', 'pasta'])).toEqual({
      ok: true,
      input: {
        planId: 'plan-1',
        fulfilment: {
          weekday: 3,
          method: 'delivery',
          slotId: 'wed-lunch',
          name: 'Robin',
          phone: '212 555 0123',
          notes: '',
          address: { line1: '1 Mercer St', line2: '', city: 'New York', postalCode: '10013' },
        },
        meals: [
          { chefPackageId: 'bowls', quantity: 3 },
          { chefPackageId: 'tart', quantity: 2 },
        ],
      },
    })
  })

  it('sends no address for pickup and reads only the plan’s packages', () => {
    const read = readSubscribeForm(
      formDataOf({ ...subscribeFields, 'fulfilment.method': 'pickup', 'meals.cake': '5' }),
      'plan-1',
      ['bowls', 'tart'],
    )
    expect(read.ok && read.input.fulfilment.address).toBeUndefined()
    expect(read.ok && read.input.meals.map((meal) => meal.chefPackageId)).toEqual(['bowls', 'tart'])
  })

  it('refuses no meals, a quantity that is not a number and no day, next to their fields', () => {
    expect(
      readSubscribeForm(formDataOf({ ...subscribeFields, 'meals.bowls': '', 'meals.tart': '' }), 'plan-1', [
        'bowls',
        'tart',
      ]),
    ).toEqual({ ok: false, fieldErrors: { meals: 'Please choose your meals.' } })
    expect(
      readSubscribeForm(
        formDataOf({ ...subscribeFields, 'meals.bowls': 'two', 'fulfilment.weekday': '' }),
        'plan-1',
        ['bowls'],
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        'fulfilment.weekday': 'Please choose a day.',
        meals: 'Please enter how many of each as a whole number.',
      },
    })
  })

  it('shows the server’s problem with one meal line with the meals', () => {
    expect(subscribeFormFieldOf('meals.0.quantity')).toBe('meals')
    expect(subscribeFormFieldOf('fulfilment.address.postalCode')).toBe('fulfilment.address.postalCode')
  })
})
