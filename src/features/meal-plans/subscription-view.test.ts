import { describe, expect, it } from 'vitest'
import { zonedInstant } from '../../shared/fulfilment/calendar-dates.ts'
import { subscriptionView } from './subscription-view.ts'
import {
  lunchPlan as plan,
  lunchPlanZone as zone,
  lunchSubscription,
  lunchTitles as titles,
} from './lunch-plan.fixture.ts'

const subscription = (fields: Record<string, unknown> = {}) =>
  lunchSubscription({ planName: '5 lunches', lastCycleDate: '2026-12-09', ...fields })
const now = zonedInstant('2026-12-08', '10:00', zone).getTime()

describe('a subscription as the meal plan pages show it', () => {
  it('its price, day and the next three weeks with their cut-offs, choices, skips and pause', () => {
    const view = subscriptionView(
      subscription({
        state: 'paused',
        pausedUntil: '2026-12-28',
        skippedDates: ['2026-12-16'],
        selections: { '2026-12-23': [{ chefPackageId: 'curry', quantity: 5 }] },
      }),
      plan,
      titles,
      zone,
      now,
    )
    expect(view).toMatchObject({
      price: '$54.00 every week',
      when: 'Wednesdays, 12:00 PM – 2:00 PM · Pickup',
      changeable: true,
      pausedUntilLabel: 'Mon, Dec 28, 2026',
      // Dec 9's choices closed on Dec 3 and its order is made: shown read-only with its order.
      fixed: [
        {
          date: '2026-12-09',
          dateLabel: 'Wed, Dec 9, 2026',
          skipped: false,
          orderId: 'mealplan-s1-2026-12-09',
        },
      ],
      lastOrder: null,
    })
    expect(view.cycles).toEqual([
      {
        date: '2026-12-16',
        dateLabel: 'Wed, Dec 16, 2026',
        cutoffLabel: 'Choose by Thu, Dec 10, 2026, 11:59 PM EST',
        skipped: true,
        paused: true,
        chosen: false,
        meals: [{ chefPackageId: 'soup', title: 'Soup', quantity: 5 }],
      },
      expect.objectContaining({ date: '2026-12-23', paused: true, chosen: true }),
      expect.objectContaining({ date: '2026-12-30', paused: false, skipped: false }),
    ])
  })

  it('a closed week whose order is not made yet has no link; the last order shows once no closed week is ahead', () => {
    const waiting = subscriptionView(subscription({ lastCycleDate: '2026-12-02' }), plan, titles, zone, now)
    expect(waiting.fixed).toEqual([
      { date: '2026-12-09', dateLabel: 'Wed, Dec 9, 2026', skipped: false, orderId: null },
    ])
    const thursday = zonedInstant('2026-12-10', '10:00', zone).getTime()
    expect(subscriptionView(subscription(), plan, titles, zone, thursday)).toMatchObject({
      fixed: [],
      lastOrder: { dateLabel: 'Wed, Dec 9, 2026', orderId: 'mealplan-s1-2026-12-09' },
    })
  })

  it('a week already made into its order is never offered as coming, whatever the clock says', () => {
    // The order of Dec 16 exists (a run at its cut-off on the business's clock) while this clock reads Dec 8.
    const view = subscriptionView(subscription({ lastCycleDate: '2026-12-16' }), plan, titles, zone, now)
    expect(view.cycles.map((cycle) => cycle.date)).toEqual(['2026-12-23', '2026-12-30', '2027-01-06'])
  })

  it('a cancelled plan says when it ends and offers no changes', () => {
    const endsAt = zonedInstant('2026-12-10', '00:00', zone).getTime()
    const view = subscriptionView(subscription({ state: 'cancelling', endsAt }), plan, titles, zone, now)
    expect(view).toMatchObject({
      changeable: false,
      cycles: [],
      endsLabel: 'Ends after Wed, Dec 9, 2026',
    })
  })
})
