import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { testSchedule } from '../../../tests/support/schedule-shape.ts'
import { fulfilmentScheduleSchema } from '../schemas/fulfilment-schedule.ts'
import { mealPlanSchema } from '../schemas/meal-plan.ts'
import { weeklyPlanTerms } from './weekly-plan-terms.fixture.ts'
import {
  chargeScheduleText,
  mealPlanInputSchema,
  mealsLeftText,
  mergedMeals,
  planPriceText,
  planProblems,
  subscribeInputSchema,
  subscribeProblems,
} from './plan-input.ts'

const slot = { id: 'lunch', start: '12:00', end: '14:00', capacity: 5 }
// Open Tuesday to Saturday; chef at your address not offered.
const schedule = z.parse(
  fulfilmentScheduleSchema,
  testSchedule([slot], {
    week: Array.from({ length: 7 }, (_, day) => ({ slots: day === 0 || day === 1 ? [] : [slot] })),
  }),
)

const planFields = { name: 'Five Weekday Lunches', chefPackageIds: ['bowls', 'tart'], ...weeklyPlanTerms }
const input = (fields: Record<string, unknown> = {}) =>
  z.parse(mealPlanInputSchema, { ...planFields, ...fields })
const plan = z.parse(mealPlanSchema, { id: 'plan-1', ...planFields, published: true })
const known = { packageIds: new Set(['bowls', 'tart', 'cake']), schedule }

describe('mealPlanInputSchema', () => {
  it('fills the defaults and takes no provider ids from the browser', () => {
    const read = input({
      provider: { productId: 'prod_x', priceId: 'price_x', unitAmountCents: 1, cadenceWeeks: 1 },
    })
    expect(read).toMatchObject({
      servingsPerMeal: 1,
      published: false,
      unavailableMealRule: 'firstAvailable',
    })
    expect('provider' in read).toBe(false)
  })

  it('says what is wrong with a field in words', () => {
    const read = z.safeParse(mealPlanInputSchema, {
      ...planFields,
      name: ' ',
      chefPackageIds: [],
      fulfilmentDays: [],
    })
    const messages = Object.fromEntries(
      read.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toMatchObject({
      name: 'Please enter a name.',
      chefPackageIds: 'Please choose at least one package.',
      fulfilmentDays: 'Please choose at least one day.',
    })
  })
})

describe('planProblems', () => {
  it('accepts a plan of known packages on service days with offered methods', () => {
    expect(planProblems(input(), known)).toEqual({})
  })

  it('names packages that do not exist and a fallback outside the plan', () => {
    expect(
      planProblems(input({ chefPackageIds: ['bowls', 'gone'], fallbackChefPackageId: 'cake' }), known),
    ).toEqual({
      chefPackageIds: 'These packages do not exist: gone.',
      fallbackChefPackageId: 'The fallback must be one of the packages the plan offers.',
    })
  })

  it('asks for the fallback when the plan replaces unavailable meals with it', () => {
    expect(planProblems(input({ unavailableMealRule: 'fallbackPackage' }), known)).toEqual({
      fallbackChefPackageId: 'Please choose the package that takes an unavailable meal’s place.',
    })
    expect(
      planProblems(input({ unavailableMealRule: 'fallbackPackage', fallbackChefPackageId: 'tart' }), known),
    ).toEqual({})
  })

  it('refuses days the schedule does not serve and methods it does not offer', () => {
    expect(
      planProblems(input({ fulfilmentDays: [0, 1, 3], methods: ['pickup', 'chefAtHome'] }), known),
    ).toEqual({
      fulfilmentDays: 'Sunday, Monday are not service days of the business schedule.',
      methods: 'The business schedule does not offer Chef at your address.',
    })
    expect(planProblems(input({ fulfilmentDays: [1] }), known)['fulfilmentDays']).toBe(
      'Monday is not a service day of the business schedule.',
    )
    expect(planProblems(input(), { ...known, schedule: undefined })['fulfilmentDays']).toContain(
      'Set up the business schedule first',
    )
  })
})

const request = (fields: Record<string, unknown> = {}, fulfilment: Record<string, unknown> = {}) =>
  z.parse(subscribeInputSchema, {
    planId: 'plan-1',
    fulfilment: {
      weekday: 3,
      method: 'pickup',
      slotId: 'lunch',
      name: 'Ada',
      phone: '2125550123',
      ...fulfilment,
    },
    meals: [
      { chefPackageId: 'bowls', quantity: 3 },
      { chefPackageId: 'tart', quantity: 2 },
    ],
    ...fields,
  })

describe('subscribeProblems', () => {
  it('accepts the plan’s day, a time of that day, an offered method and meals that add up', () => {
    expect(subscribeProblems(plan, request(), schedule)).toEqual({})
  })

  it('refuses a day, time and method the plan or the schedule does not offer, next to each field', () => {
    expect(subscribeProblems(plan, request({}, { weekday: 5 }), schedule)).toEqual({
      'fulfilment.weekday': 'This plan is not offered on Fridays. Please choose another day.',
    })
    expect(subscribeProblems(plan, request({}, { slotId: 'dinner' }), schedule)).toEqual({
      'fulfilment.slotId': 'Please choose one of the times offered that day.',
    })
    expect(subscribeProblems(plan, request({}, { method: 'chefAtHome' }), schedule)).toEqual({
      'fulfilment.method': 'Chef at your address is not offered with this plan. Please choose another way.',
    })
    // Offered by the plan but no longer by the schedule.
    const noDelivery = { ...schedule, delivery: { ...schedule.delivery, enabled: false } }
    expect(subscribeProblems(plan, request({}, { method: 'delivery' }), noDelivery)).toHaveProperty(
      'fulfilment.method',
    )
  })

  it('refuses meals outside the plan and counts that do not add up', () => {
    expect(
      subscribeProblems(plan, request({ meals: [{ chefPackageId: 'cake', quantity: 5 }] }), schedule),
    ).toEqual({ meals: 'Please choose your meals from this plan’s dishes.' })
    expect(
      subscribeProblems(plan, request({ meals: [{ chefPackageId: 'tart', quantity: 6 }] }), schedule),
    ).toEqual({ meals: 'This plan holds 5 meals each time: 1 meal too many: please take some away.' })
  })
})

describe('meal counts', () => {
  it('adds a package chosen twice into one line, in the plan’s order', () => {
    expect(
      mergedMeals(plan, [
        { chefPackageId: 'tart', quantity: 1 },
        { chefPackageId: 'bowls', quantity: 2 },
        { chefPackageId: 'tart', quantity: 2 },
      ]),
    ).toEqual([
      { chefPackageId: 'bowls', quantity: 2 },
      { chefPackageId: 'tart', quantity: 3 },
    ])
  })

  it('says how many meals are left to choose', () => {
    expect(mealsLeftText(plan, [])).toBe('5 meals left to choose.')
    expect(mealsLeftText(plan, [{ chefPackageId: 'tart', quantity: 4 }])).toBe('1 meal left to choose.')
    expect(mealsLeftText(plan, [{ chefPackageId: 'tart', quantity: 5 }])).toBe('')
  })
})

describe('what the customer reads before paying', () => {
  it('shows the subscriber price, the saving and the cadence', () => {
    expect(planPriceText(plan)).toEqual({
      price: '$54.00 every week',
      listPrice: '$60.00',
      saving: 'Save 10%',
      cadence: 'Every week',
    })
    expect(planPriceText({ ...plan, subscriberDiscountPercent: 0, cadenceWeeks: 2 })).toMatchObject({
      price: '$60.00 every two weeks',
      saving: '',
    })
  })

  it('names the first meals’ date and each charge at the cut-off, in the business’s time', () => {
    // Wednesday Dec 16, 2026; its cut-off Thursday Dec 10 at 23:59 in New York.
    const text = chargeScheduleText({
      first: { date: '2026-12-16', cutoffAt: Date.parse('2026-12-11T04:59:00Z') },
      priceCents: 5400,
      cadenceWeeks: 1,
      timeZone: 'America/New_York',
    })
    expect(text).toEqual({
      firstMeals: 'Your first meals: Wed, Dec 16, 2026.',
      charges:
        'Your card is charged $54.00 each week at the cut-off, Thursday 11:59 PM, starting Thu, Dec 10, 2026. Nothing is charged today.',
    })
  })
})
