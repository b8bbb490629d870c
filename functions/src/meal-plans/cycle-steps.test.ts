import { describe, expect, it } from 'vitest'
import { cutoffFor, type CycleRule } from '../../../src/shared/meal-plans/plan-cycles.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import type { MealSubscription } from '../../../src/shared/schemas/meal-plan.ts'
import {
  chooseMeals,
  cycleDecision,
  cycleOfPeriod,
  interleavedByDate,
  isMealAvailable,
  placementsFor,
  pricedMealLines,
  providerCollectionFor,
  swapUnavailableMeals,
  type CollectionFacts,
} from './cycle-steps.ts'

const cutoff = { weekday: 4, time: '23:59' }
const timeZone = 'America/New_York'
// Wednesdays, every week, from Wednesday 2027-01-13.
const rule: CycleRule = { cutoff, cadenceWeeks: 1, weekday: 3, timeZone, anchorDate: '2027-01-13' }
const cycle = (date: string) => ({ date, cutoffAt: cutoffFor(cutoff, date, timeZone) })

type Facts = CollectionFacts & Pick<MealSubscription, 'meals' | 'selections'>
const subscription = (fields: Partial<Facts> = {}): Facts => ({
  state: 'active',
  skippedDates: [],
  meals: [{ chefPackageId: 'soup', quantity: 5 }],
  selections: {},
  provider: { subscriptionId: 'sub_1' },
  anchorDate: '2027-01-13',
  lastCycleDate: '2027-01-13',
  nextCycle: cycle('2027-01-20'),
  ...fields,
})

describe('whether a cycle makes an order', () => {
  it('makes one for an active or past-due subscription', () => {
    expect(cycleDecision(subscription(), cycle('2027-01-20'))).toEqual({ kind: 'order', resumed: false })
    expect(cycleDecision(subscription({ state: 'pastDue' }), cycle('2027-01-20')).kind).toBe('order')
  })

  it('makes none for a skipped date, nor while paused', () => {
    expect(cycleDecision(subscription({ skippedDates: ['2027-01-20'] }), cycle('2027-01-20')).kind).toBe(
      'skipped',
    )
    const paused = subscription({ state: 'paused', pausedUntil: '2027-02-03' })
    expect(cycleDecision(paused, cycle('2027-01-27')).kind).toBe('paused')
    expect(cycleDecision(subscription({ state: 'paused' }), cycle('2027-01-27')).kind).toBe('paused')
  })

  it('resumes a pause whose date has come', () => {
    const paused = subscription({ state: 'paused', pausedUntil: '2027-02-03' })
    expect(cycleDecision(paused, cycle('2027-02-03'))).toEqual({ kind: 'order', resumed: true })
  })

  it('ends a cancelled subscription after the cycles it paid for', () => {
    const charged = cycle('2027-01-20')
    const ending = subscription({ state: 'cancelling', endsAt: charged.cutoffAt + 1 })
    expect(cycleDecision(ending, charged).kind).toBe('order')
    expect(cycleDecision(ending, cycle('2027-01-27')).kind).toBe('ended')
    expect(cycleDecision(subscription({ state: 'cancelling' }), charged).kind).toBe('ended')
  })
})

describe('the meals of a cycle', () => {
  it("takes the customer's selection for the date and keeps it as the standing choice", () => {
    const chosen = chooseMeals(
      subscription({
        selections: {
          '2027-01-13': [{ chefPackageId: 'old', quantity: 5 }],
          '2027-01-20': [
            { chefPackageId: 'salad', quantity: 2 },
            { chefPackageId: 'soup', quantity: 1 },
            { chefPackageId: 'salad', quantity: 2 },
          ],
          '2027-01-27': [{ chefPackageId: 'stew', quantity: 5 }],
        },
      }),
      '2027-01-20',
    )
    expect(chosen.meals).toEqual([
      { chefPackageId: 'salad', quantity: 4 },
      { chefPackageId: 'soup', quantity: 1 },
    ])
    expect(chosen.standing).toEqual(chosen.meals)
    expect(Object.keys(chosen.selections)).toEqual(['2027-01-27'])
  })

  it("carries last cycle's meals over when nothing was chosen", () => {
    expect(chooseMeals(subscription(), '2027-01-20').meals).toEqual([{ chefPackageId: 'soup', quantity: 5 }])
  })
})

describe('swapping a meal that is not available', () => {
  const plan = {
    chefPackageIds: ['soup', 'salad', 'stew'],
    unavailableMealRule: 'fallbackPackage' as const,
    fallbackChefPackageId: 'stew',
  }
  const meals = [
    { chefPackageId: 'soup', quantity: 2 },
    { chefPackageId: 'gone', quantity: 3 },
  ]

  it("takes the plan's fallback package", () => {
    expect(swapUnavailableMeals(meals, plan, () => true)).toEqual({
      meals: [
        { chefPackageId: 'soup', quantity: 2 },
        { chefPackageId: 'stew', quantity: 3 },
      ],
      swaps: [{ from: 'gone', to: 'stew', quantity: 3 }],
    })
  })

  it('takes the first available package when the fallback is gone too, or by the rule', () => {
    const noStew = (id: string) => id !== 'stew'
    expect(swapUnavailableMeals(meals, plan, noStew)?.meals).toEqual([{ chefPackageId: 'soup', quantity: 5 }])
    const firstAvailable = { ...plan, unavailableMealRule: 'firstAvailable' as const }
    expect(swapUnavailableMeals(meals, firstAvailable, (id) => id !== 'soup')?.meals).toEqual([
      { chefPackageId: 'salad', quantity: 5 },
    ])
  })

  it('swaps a package taken off the plan, and finds nothing when no package is available', () => {
    const offPlan = { ...plan, chefPackageIds: ['salad'] }
    expect(swapUnavailableMeals(meals, offPlan, () => true)?.meals).toEqual([
      { chefPackageId: 'salad', quantity: 5 },
    ])
    expect(swapUnavailableMeals(meals, plan, () => false)).toBeNull()
  })

  it('counts a hidden package, or one not sold on the date, as unavailable', () => {
    const base = { publicMenu: true, addedUsers: [], availableDates: [] } as unknown as ChefPackage
    expect(isMealAvailable(base, 'u1', '2027-01-20')).toBe(true)
    expect(isMealAvailable(undefined, 'u1', '2027-01-20')).toBe(false)
    expect(isMealAvailable({ ...base, publicMenu: false }, 'u1', '2027-01-20')).toBe(false)
    expect(isMealAvailable({ ...base, publicMenu: false, addedUsers: ['u1'] }, 'u1', '2027-01-20')).toBe(true)
    expect(isMealAvailable({ ...base, availableDates: ['2027-01-21'] }, 'u1', '2027-01-20')).toBe(false)
  })
})

describe("the order's lines", () => {
  const packages = new Map([
    ['soup', { title: 'Soup', image: 'soup.jpg' }],
    ['salad', { title: 'Salad', image: '' }],
  ])
  const totalCents = (lines: ReturnType<typeof pricedMealLines>) =>
    lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0)

  it("add up to exactly the subscriber's price, the meals counted per package", () => {
    const even = pricedMealLines([{ chefPackageId: 'soup', quantity: 5 }], packages, 6000)
    expect(even).toEqual([
      { chefPackageId: 'soup', title: 'Soup', price: 12, image: 'soup.jpg', quantity: 5 },
    ])
    const meals = [
      { chefPackageId: 'soup', quantity: 3 },
      { chefPackageId: 'salad', quantity: 2 },
    ]
    const uneven = pricedMealLines(meals, packages, 5999)
    expect(totalCents(uneven)).toBe(5999)
    expect(uneven.map((line) => [line.chefPackageId, line.quantity, line.price])).toEqual([
      ['soup', 1, 12.03],
      ['soup', 2, 11.99],
      ['salad', 2, 11.99],
    ])
  })
})

describe('where a full time moves the order', () => {
  const slot = (id: string, start: string) => ({ id, start, end: `${start.slice(0, 2)}:59`, capacity: 5 })
  const open = { slots: [slot('lunch', '11:00'), slot('dinner', '18:00')] }
  const week = [open, open, { slots: [] }, open, open, open, open]

  it('tries the later times of the day first, then the same time on the following days', () => {
    const placements = placementsFor({ week }, { date: '2027-01-20', slotId: 'lunch' }, 'nextSlotSameDay')
    expect(placements.slice(0, 4)).toEqual([
      { date: '2027-01-20', slotId: 'lunch' },
      { date: '2027-01-20', slotId: 'dinner' },
      { date: '2027-01-21', slotId: 'lunch' },
      { date: '2027-01-21', slotId: 'dinner' },
    ])
    // Tuesday has no service; nothing beyond six days later.
    expect(placements.some((placement) => placement.date === '2027-01-26')).toBe(false)
    expect(placements.at(-1)?.date).toBe('2027-01-25')
  })

  it('goes to the next service day at once by the other rule', () => {
    const placements = placementsFor({ week }, { date: '2027-01-20', slotId: 'dinner' }, 'nextServiceDay')
    expect(placements.slice(0, 3)).toEqual([
      { date: '2027-01-20', slotId: 'dinner' },
      { date: '2027-01-21', slotId: 'dinner' },
      { date: '2027-01-21', slotId: 'lunch' },
    ])
  })
})

describe('the cycle an invoice pays', () => {
  it("is the cycle whose cut-off starts the invoice's period, clock changes and all", () => {
    const paid = cycle('2027-03-17')
    expect(cycleOfPeriod(rule, paid.cutoffAt)).toEqual(paid)
    // Weekly renewals counted in seconds drift an hour from the local cut-off across a clock change.
    expect(cycleOfPeriod(rule, paid.cutoffAt + 3_600_000)).toEqual(paid)
    expect(cycleOfPeriod(rule, paid.cutoffAt - 3_600_000)).toEqual(paid)
  })
})

describe("what the provider's subscription should say", () => {
  it('collects normally, or ends at the period end once cancelled', () => {
    expect(providerCollectionFor(subscription(), rule)).toEqual({
      pauseResumesAt: null,
      cancelAtPeriodEnd: false,
    })
    expect(providerCollectionFor(subscription({ state: 'cancelling' }), rule)).toEqual({
      pauseResumesAt: null,
      cancelAtPeriodEnd: true,
    })
    expect(providerCollectionFor(subscription({ provider: {} }), rule)).toBeNull()
  })

  it('voids the invoices of the skipped next cycles, resuming just after the last one', () => {
    const skipped = subscription({ skippedDates: ['2027-01-20', '2027-01-27', '2027-02-10'] })
    const collection = providerCollectionFor(skipped, rule)
    const resumes = collection?.pauseResumesAt ?? 0
    expect(resumes * 1000).toBeGreaterThan(cycle('2027-01-27').cutoffAt)
    expect(resumes * 1000).toBeLessThan(cycle('2027-02-03').cutoffAt)
    // A skip further ahead waits for its turn (the run moving the next cycle brings it back here).
    expect(
      providerCollectionFor(subscription({ skippedDates: ['2027-02-10'] }), rule)?.pauseResumesAt,
    ).toBeNull()
  })

  it('voids a skipped cycle that a change already left behind `nextCycle`', () => {
    // The customer skipped the 20th: the change moved the next order to the 27th; the provider still bills the 20th.
    const skipped = subscription({ skippedDates: ['2027-01-20'], nextCycle: cycle('2027-01-27') })
    const resumes = (providerCollectionFor(skipped, rule)?.pauseResumesAt ?? 0) * 1000
    expect(resumes).toBeGreaterThan(cycle('2027-01-20').cutoffAt)
    expect(resumes).toBeLessThan(cycle('2027-01-27').cutoffAt)
    // Before the first order, the walk starts at the first cycle.
    const first = subscription({
      skippedDates: ['2027-01-13'],
      lastCycleDate: undefined,
      nextCycle: cycle('2027-01-20'),
    })
    expect((providerCollectionFor(first, rule)?.pauseResumesAt ?? 0) * 1000).toBeGreaterThan(
      cycle('2027-01-13').cutoffAt,
    )
  })

  it('voids every cycle of a pause, and without an end never resumes by itself', () => {
    const paused = subscription({ state: 'paused', pausedUntil: '2027-02-03' })
    const resumes = (providerCollectionFor(paused, rule)?.pauseResumesAt ?? 0) * 1000
    expect(resumes).toBeGreaterThan(cycle('2027-01-27').cutoffAt)
    expect(resumes).toBeLessThan(cycle('2027-02-03').cutoffAt)
    expect(providerCollectionFor(subscription({ state: 'paused' }), rule)?.pauseResumesAt).toBe(0)
  })
})

describe('the order the run works in', () => {
  it('takes turns by cycle date, so side-by-side workers count on different days', () => {
    const due = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'].map((id) => ({ id, nextCycle: { date: id[0]! } }))
    expect(interleavedByDate(due).map((item) => item.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3'])
  })
})
