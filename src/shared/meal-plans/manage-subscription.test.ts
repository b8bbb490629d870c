import { describe, expect, it } from 'vitest'
import { zonedInstant } from '../fulfilment/calendar-dates.ts'
import {
  anchorOnWeekday,
  cancelEndsAt,
  cycleRefusal,
  isCycleDate,
  mealsOfCycle,
  mealsProblem,
  nextOrderCycle,
  pauseProblem,
  subscriptionChangeSchema,
} from './manage-subscription.ts'
import type { CycleRule } from './plan-cycles.ts'

const zone = 'America/New_York'
// Wednesday meals, choices closing Thursday 23:59 of the week before.
const weekly: CycleRule = {
  cutoff: { weekday: 4, time: '23:59' },
  cadenceWeeks: 1,
  weekday: 3,
  timeZone: zone,
  anchorDate: '2026-12-02',
}
const at = (date: string, time: string) => zonedInstant(date, time, zone).getTime()
const plan = { chefPackageIds: ['soup', 'curry', 'salad'], mealsPerCycle: 5 }

describe('changing a meal plan subscription', () => {
  it('refuses a cycle whose choices have closed, saying when they closed', () => {
    expect(cycleRefusal(weekly, '2026-12-16', at('2026-12-10', '23:58'))).toBeNull()
    expect(cycleRefusal(weekly, '2026-12-16', at('2026-12-10', '23:59'))).toBe(
      'Choices for Wed, Dec 16, 2026 closed on Thu, Dec 10, 2026, 11:59 PM EST.',
    )
  })

  it('refuses a date that is not one of the plan days', () => {
    expect(isCycleDate(weekly, '2026-12-16')).toBe(true)
    expect(isCycleDate(weekly, '2026-12-17')).toBe(false)
    // Before the first cycle, and off the cadence of a plan every two weeks.
    expect(isCycleDate(weekly, '2026-11-25')).toBe(false)
    expect(isCycleDate({ ...weekly, cadenceWeeks: 2 }, '2026-12-09')).toBe(false)
    expect(isCycleDate({ ...weekly, cadenceWeeks: 2 }, '2026-12-16')).toBe(true)
    expect(cycleRefusal(weekly, '2026-12-17', at('2026-12-01', '10:00'))).toBe(
      "Thu, Dec 17, 2026 is not one of your plan's days.",
    )
  })

  it('takes meals of the plan only, each once, adding up to its meals', () => {
    expect(
      mealsProblem(plan, [
        { chefPackageId: 'soup', quantity: 2 },
        { chefPackageId: 'curry', quantity: 3 },
      ]),
    ).toBeNull()
    expect(mealsProblem(plan, [{ chefPackageId: 'soup', quantity: 4 }])).toBe(
      'Please choose 5 meals in all (you chose 4).',
    )
    expect(mealsProblem(plan, [{ chefPackageId: 'soup', quantity: 6 }])).toBe(
      'Please choose 5 meals in all (you chose 6).',
    )
    expect(mealsProblem(plan, [{ chefPackageId: 'steak', quantity: 5 }])).toBe(
      'Please choose meals of this plan.',
    )
    expect(
      mealsProblem(plan, [
        { chefPackageId: 'soup', quantity: 2 },
        { chefPackageId: 'soup', quantity: 3 },
      ]),
    ).toBe('Please list each meal once with its quantity.')
  })

  it('pauses only until a future date within a year', () => {
    const now = at('2026-12-08', '10:00')
    expect(pauseProblem('2026-12-08', now, zone)).toBe('Please choose a date after today.')
    expect(pauseProblem('2026-12-01', now, zone)).toBe('Please choose a date after today.')
    expect(pauseProblem('2026-12-09', now, zone)).toBeNull()
    expect(pauseProblem('2027-12-10', now, zone)).toBe('Please choose a date within a year.')
  })

  it('the next order cycle passes over skipped weeks and starts after a pause', () => {
    const now = at('2026-12-08', '10:00')
    const active = { state: 'active' as const, skippedDates: [] }
    expect(nextOrderCycle(weekly, active, now)?.date).toBe('2026-12-16')
    expect(nextOrderCycle(weekly, { ...active, skippedDates: ['2026-12-16', '2026-12-23'] }, now)?.date).toBe(
      '2026-12-30',
    )
    // A pause starts with the first cycle whose cut-off is ahead and ends on its date.
    expect(
      nextOrderCycle(weekly, { state: 'paused', skippedDates: [], pausedUntil: '2027-01-04' }, now),
    ).toEqual({ date: '2027-01-06', cutoffAt: at('2026-12-31', '23:59') })
    expect(nextOrderCycle(weekly, { state: 'cancelling', skippedDates: [] }, now)).toBeUndefined()
  })

  it('a cancelled plan ends after the last cycle already charged', () => {
    const subscription = { anchorDate: '2026-12-02', skippedDates: [] as string[] }
    // Dec 16 was charged at its cut-off (Dec 10): the plan ends when Dec 16 is over.
    expect(cancelEndsAt(weekly, subscription, at('2026-12-11', '09:00'))).toBe(at('2026-12-17', '00:00'))
    // A skipped cycle was not charged: the one before it is the last.
    expect(
      cancelEndsAt(
        weekly,
        { ...subscription, skippedDates: ['2026-12-16'], lastCycleDate: '2026-12-09' },
        at('2026-12-11', '09:00'),
      ),
    ).toBe(at('2026-12-10', '00:00'))
    // After a change of day the week's order already made (Wednesday) is the charged one, not the new Friday.
    const friday = { ...weekly, weekday: 5, anchorDate: '2026-12-04' }
    expect(
      cancelEndsAt(
        friday,
        { anchorDate: '2026-12-04', skippedDates: [], lastCycleDate: '2026-12-16' },
        at('2026-12-11', '09:00'),
      ),
    ).toBe(at('2026-12-17', '00:00'))
    // Nothing charged yet (before the first cut-off): it ends at once.
    const before = at('2026-11-20', '09:00')
    expect(cancelEndsAt(weekly, subscription, before)).toBe(before)
  })

  it('a new day keeps the weeks of the cycles', () => {
    // Wednesday Dec 2 moved to Monday and to Sunday: the same Monday-to-Sunday week.
    expect(anchorOnWeekday('2026-12-02', 1)).toBe('2026-11-30')
    expect(anchorOnWeekday('2026-12-02', 0)).toBe('2026-12-06')
    const fortnightly = { ...weekly, cadenceWeeks: 2 }
    const moved = { ...fortnightly, weekday: 5, anchorDate: anchorOnWeekday('2026-12-02', 5) }
    expect(
      nextOrderCycle(moved, { state: 'active', skippedDates: [] }, at('2026-12-08', '10:00'))?.date,
    ).toBe('2026-12-18')
  })

  it("a cycle's meals are its own choice, else the standing one", () => {
    const meals = [{ chefPackageId: 'soup', quantity: 5 }]
    const chosen = [{ chefPackageId: 'curry', quantity: 5 }]
    const subscription = { meals, selections: { '2026-12-16': chosen } }
    expect(mealsOfCycle(subscription, '2026-12-16')).toEqual(chosen)
    expect(mealsOfCycle(subscription, '2026-12-23')).toEqual(meals)
  })

  it('reads each change by its action and names the field of a bad value', () => {
    const parsed = subscriptionChangeSchema.safeParse({
      action: 'pause',
      subscriptionId: 's1',
      until: '2026-02-30',
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['until'])
    expect(parsed.error?.issues[0]?.message).toBe('Please choose a date from the calendar.')
    expect(subscriptionChangeSchema.safeParse({ action: 'explode', subscriptionId: 's1' }).success).toBe(
      false,
    )
    expect(
      subscriptionChangeSchema.parse({ action: 'skip', subscriptionId: 's1', date: '2026-12-16' }),
    ).toEqual({
      action: 'skip',
      subscriptionId: 's1',
      date: '2026-12-16',
    })
  })
})
