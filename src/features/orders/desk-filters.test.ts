import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { deskFilterInput, deskFilterSchema, deskQuery } from './desk-filters.ts'

const filtersOf = (query: string) => z.parse(deskFilterSchema, deskFilterInput(new URLSearchParams(query)))

describe('the orders desk filters', () => {
  it('lists every order newest first without filters', () => {
    expect(deskQuery(filtersOf(''))).toEqual({ where: [], filters: [], orderBy: [['createdStamp', 'desc']] })
  })

  it('filters by state, method, search key and fulfilment dates, ordered by fulfilment date in a date range', () => {
    expect(
      deskQuery(filtersOf('state=paid&method=delivery&q=%231042&from=2026-12-01&to=2026-12-31')),
    ).toEqual({
      where: [
        ['state', 'paid'],
        ['fulfilment.method', 'delivery'],
      ],
      filters: [
        ['searchKeys', 'array-contains', '1042'],
        ['fulfilment.date', '>=', '2026-12-01'],
        ['fulfilment.date', '<=', '2026-12-31'],
      ],
      orderBy: [
        ['fulfilment.date', 'desc'],
        ['createdStamp', 'desc'],
      ],
    })
  })

  it('turns paid and unpaid into the states they mean, and a contradiction into nothing to ask', () => {
    expect(deskQuery(filtersOf('paid=unpaid'))!.filters).toEqual([['state', 'in', ['awaitingPayment']]])
    const paid = deskQuery(filtersOf('paid=paid'))!.filters![0]!
    expect(paid[2]).toEqual(expect.arrayContaining(['paid', 'completed', 'partiallyRefunded', 'refunded']))
    expect(paid[2]).not.toContain('awaitingPayment')
    expect(deskQuery(filtersOf('paid=paid&state=awaitingPayment'))).toBeNull()
    expect(deskQuery(filtersOf('paid=unpaid&state=awaitingPayment'))!.where).toEqual([
      ['state', 'awaitingPayment'],
    ])
  })

  it('sorts by fulfilment date, soonest first, when asked', () => {
    expect(deskQuery(filtersOf('sort=fulfilment'))!.orderBy).toEqual([
      ['fulfilment.date', 'asc'],
      ['createdStamp', 'asc'],
    ])
  })

  it('refuses a period that ends before it starts, a bad date and an unknown state, by their fields', () => {
    const parsed = z.safeParse(
      deskFilterSchema,
      deskFilterInput(new URLSearchParams('from=2026-12-10&to=2026-12-01&state=lost')),
    )
    const byField = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]))
    expect(byField).toMatchObject({ state: 'Please choose a state from the list.' })
    const backwards = z.safeParse(deskFilterSchema, { from: '2026-12-10', to: '2026-12-01' })
    expect(backwards.error!.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The last date is before the first.',
    })
    const bad = z.safeParse(deskFilterSchema, { from: '12/10/2026' })
    expect(bad.error!.issues[0]).toMatchObject({
      path: ['from'],
      message: 'Please enter a date as YYYY-MM-DD.',
    })
  })
})
