import { describe, expect, it } from 'vitest'
import { changeInputOf, mealsOf } from './manage-subscription-action.ts'

const form = {
  subscriptionId: 's1',
  date: '2026-12-16',
  until: '2027-01-04',
  method: 'delivery',
  weekday: '5',
  slotId: 'lunch',
  name: 'Ann',
  phone: '(212) 555-0142',
  notes: '',
  'address.line1': '200 W 20th St',
  'address.line2': '',
  'address.city': 'New York',
  'address.postalCode': '10011',
}

describe('the meal plan forms', () => {
  it('reads a quantity per package, leaving out the empty and zero ones', () => {
    expect(
      mealsOf({ intent: 'meals', 'meal.soup': '2', 'meal.curry': ' 3 ', 'meal.salad': '0', 'meal.tart': '' }),
    ).toEqual({
      ok: true,
      meals: [
        { chefPackageId: 'soup', quantity: 2 },
        { chefPackageId: 'curry', quantity: 3 },
      ],
    })
  })

  it('names the field of a quantity that is not a whole number from 0 to 28', () => {
    expect(mealsOf({ 'meal.soup': '1.5' })).toEqual({ ok: false, field: 'meal.soup' })
    expect(mealsOf({ 'meal.soup': '-1' })).toEqual({ ok: false, field: 'meal.soup' })
    expect(mealsOf({ 'meal.soup': '29' })).toEqual({ ok: false, field: 'meal.soup' })
    expect(mealsOf({ 'meal.soup': 'two' })).toEqual({ ok: false, field: 'meal.soup' })
  })

  it('asks the callable for each change with only its own fields', () => {
    expect(changeInputOf('skip', form)).toEqual({ action: 'skip', subscriptionId: 's1', date: '2026-12-16' })
    expect(changeInputOf('pause', form)).toEqual({
      action: 'pause',
      subscriptionId: 's1',
      until: '2027-01-04',
    })
    expect(changeInputOf('cancel', form)).toEqual({ action: 'cancel', subscriptionId: 's1' })
    expect(changeInputOf('fulfilment', form)).toEqual({
      action: 'fulfilment',
      subscriptionId: 's1',
      method: 'delivery',
      weekday: 5,
      slotId: 'lunch',
      name: 'Ann',
      phone: '(212) 555-0142',
      notes: '',
      address: { line1: '200 W 20th St', line2: '', city: 'New York', postalCode: '10011' },
    })
    // Pickup sends no address.
    expect(changeInputOf('fulfilment', { ...form, method: 'pickup' })).not.toHaveProperty('address')
  })
})
