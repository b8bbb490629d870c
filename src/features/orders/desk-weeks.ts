import { addWeeks } from 'date-fns/addWeeks'
import { format } from 'date-fns/format'
import { startOfWeek } from 'date-fns/startOfWeek'
import type { QuerySpec } from '../../lib/data/collection.ts'
import { orders } from '../../lib/data/orders.ts'
import type { Order } from '../../shared/schemas/order.ts'

// The desk's chart: paid orders and the money they took per week placed, over the last 12 weeks, for the filters
// that do not range over another field (state, method, payment, search). Each week is one aggregation on the server: nothing
// like every order is read.

export const chartWeeks = 12

export interface WeekFigures {
  /** "Nov 16" (the Monday the week starts on) */
  week: string
  /** Paid orders placed that week. */
  orders: number
  /** Dollars taken by the orders placed that week. */
  revenue: number
}

export function lastWeeks(
  now: number,
  count = chartWeeks,
): Array<{ label: string; start: number; end: number }> {
  const thisWeek = startOfWeek(now, { weekStartsOn: 1 })
  return Array.from({ length: count }, (_, index) => {
    const start = addWeeks(thisWeek, index - count + 1)
    return { label: format(start, 'MMM d'), start: start.getTime(), end: addWeeks(start, 1).getTime() }
  })
}

export async function weeklyFigures(spec: QuerySpec<Order>, now: number): Promise<WeekFigures[]> {
  // A second range (the fulfilment date) cannot go with the range on the placed time.
  const equalities = (spec.filters ?? []).filter(([field]) => field !== 'fulfilment.date')
  return Promise.all(
    lastWeeks(now).map(async ({ label, start, end }) => {
      const answer = await orders.aggregate(
        {
          where: spec.where ?? [],
          filters: [...equalities, ['createdStamp', '>=', start], ['createdStamp', '<', end]],
        },
        ['paidCents'],
        // Paid orders: one aggregation a week, counting the orders that have a payment.
        { onlyWithFields: true },
      )
      return { week: label, orders: answer.count, revenue: (answer.sums['paidCents'] ?? 0) / 100 }
    }),
  )
}
