import { beforeAll, describe, expect, it } from 'vitest'
import * as functions from '../../functions/src/index.ts'
import { intervalOf, scheduledFunctionsOf } from './schedule-interval.ts'

describe('local schedules', () => {
  // Endpoint descriptions name their resource after the project when read.
  beforeAll(() => {
    process.env['GCLOUD_PROJECT'] ??= 'demo-saffron-table'
  })

  it('reads the "every N minutes|hours" schedules', () => {
    expect(intervalOf('every 5 minutes')).toBe(300_000)
    expect(intervalOf('every 1 minute')).toBe(60_000)
    expect(intervalOf('every 2 hours')).toBe(7_200_000)
  })

  it('refuses forms it cannot fire, so no schedule is silently skipped', () => {
    expect(() => intervalOf('0 8 * * *')).toThrow(/every N minutes/)
    expect(() => intervalOf('every 0 minutes')).toThrow(/at least/)
  })

  it('finds every scheduled function of the product with a schedule it can fire', () => {
    const scheduled = scheduledFunctionsOf(functions as unknown as Record<string, unknown>)
    expect(scheduled.map((fn) => [fn.name, fn.schedule])).toEqual([
      ['chargeBalances', 'every 1 hours'],
      ['expireQuotes', 'every 1 hours'],
      ['expireUnpaidOrders', 'every 1 hours'],
      ['releaseStaleHolds', 'every 5 minutes'],
      ['retryMailDelivery', 'every 5 minutes'],
      ['retryPendingRefunds', 'every 10 minutes'],
      ['runMealPlanCycles', 'every 15 minutes'],
      ['sendScheduledOrderMails', 'every 1 hours'],
    ])
    for (const fn of scheduled) expect(intervalOf(fn.schedule)).toBeGreaterThan(0)
  })
})
