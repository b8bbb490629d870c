import { z } from 'zod/mini'
import type { QuerySpec } from '../../lib/data/collection.ts'
import { isCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import { searchKeyOf } from '../../shared/orders/order-search-keys.ts'
import { orderStates, paidOrderStates } from '../../shared/orders/order-state.ts'
import { fulfilmentMethods } from '../../shared/schemas/fulfilment-schedule.ts'
import type { Order } from '../../shared/schemas/order.ts'

// The admin's orders desk reads its filters from the URL (a filtered view is a link) and turns them into one
// Firestore query: equality and `in` filters for state, method and payment, array-contains for the search key,
// a range on the fulfilment date. A date range orders the list by fulfilment date (Firestore orders by the field
// it ranges on first); otherwise by when the order was placed.

export const deskSorts = ['newest', 'oldest', 'fulfilment'] as const
export type DeskSort = (typeof deskSorts)[number]
export const deskSortLabels: Record<DeskSort, string> = {
  newest: 'Newest placed first',
  oldest: 'Oldest placed first',
  fulfilment: 'Fulfilment date, soonest first',
}

const optionalDate = z.optional(
  z.string().check(z.refine(isCalendarDate, 'Please enter a date as YYYY-MM-DD.')),
)

export const deskFilterSchema = z
  .object({
    state: z.optional(z.enum(orderStates, 'Please choose a state from the list.')),
    method: z.optional(z.enum(fulfilmentMethods, 'Please choose a method from the list.')),
    paid: z.optional(z.enum(['paid', 'unpaid'], 'Please choose paid or unpaid.')),
    from: optionalDate,
    to: optionalDate,
    q: z.optional(
      z.string().check(z.trim(), z.maxLength(200, 'Please search with fewer than 200 characters.')),
    ),
    sort: z._default(z.enum(deskSorts, 'Please choose an order from the list.'), 'newest'),
  })
  .check(
    z.refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
      message: 'The last date is before the first.',
      path: ['to'],
    }),
  )
export type DeskFilters = z.infer<typeof deskFilterSchema>

export const deskFilterNames = ['state', 'method', 'paid', 'from', 'to', 'q', 'sort'] as const

/** The filters a URL asks for; empty fields are no filter. */
export function deskFilterInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {}
  for (const name of deskFilterNames) {
    const value = params.get(name)?.trim()
    if (value) input[name] = value
  }
  return input
}

/**
 * The query of the filtered orders, or null when the filters cannot match anything (a state that is not paid with
 * "paid"). Orders placed before states existed have no `state` and show only without a state or payment filter;
 * orders without a fulfilment show only without a method or date filter and not sorted by fulfilment date.
 */
export function deskQuery(filters: DeskFilters): QuerySpec<Order> | null {
  const where: NonNullable<QuerySpec<Order>['where']> = []
  const ranges: NonNullable<QuerySpec<Order>['filters']> = []
  const payment =
    filters.paid === 'paid' ? paidOrderStates : filters.paid === 'unpaid' ? ['awaitingPayment'] : null
  if (filters.state) {
    if (payment && !payment.includes(filters.state)) return null
    where.push(['state', filters.state])
  } else if (payment) {
    ranges.push(['state', 'in', payment])
  }
  if (filters.method) where.push(['fulfilment.method', filters.method])
  const key = filters.q ? searchKeyOf(filters.q) : null
  if (key) ranges.push(['searchKeys', 'array-contains', key])
  if (filters.from) ranges.push(['fulfilment.date', '>=', filters.from])
  if (filters.to) ranges.push(['fulfilment.date', '<=', filters.to])
  const byFulfilment = filters.sort === 'fulfilment' || Boolean(filters.from || filters.to)
  const direction = filters.sort === 'newest' ? 'desc' : 'asc'
  return {
    where,
    filters: ranges,
    orderBy: byFulfilment
      ? [
          ['fulfilment.date', filters.sort === 'fulfilment' ? 'asc' : direction],
          ['createdStamp', direction],
        ]
      : [['createdStamp', direction]],
  }
}
