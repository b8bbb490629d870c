import { parse } from 'csv-parse/browser/esm/sync'
import { describe, expect, it } from 'vitest'
import { orderSchema, type Order } from '../../shared/schemas/order.ts'
import { deskCsv, deskCsvHeader } from './desk-csv.ts'

function order(id: string, overrides: Record<string, unknown>): Order {
  return orderSchema.parse({
    id,
    // 2026-12-09 19:05 UTC is 2:05 PM in New York.
    createdStamp: Date.UTC(2026, 11, 9, 19, 5),
    customer_email: 'ana@example.com',
    state: 'paid',
    statusCode: 1,
    cartData: [
      { chefPackageId: 'brunch', title: 'Sunday Brunch', price: 60, quantity: 2 },
      { chefPackageId: 'dessert', title: 'Dessert Box', price: 25.5, quantity: 1 },
    ],
    cartTotals: { total: 160.78, totalDisplay: '$160.78' },
    orderNotes: '=HYPERLINK("http://x")',
    dietary: { allergies: ['peanuts'], conflicts: [], diets: ['vegetarian'] },
    fulfilment: {
      method: 'delivery',
      date: '2026-12-24',
      slotId: 'lunch',
      slotStart: '11:00',
      slotEnd: '13:00',
      timeZone: 'America/New_York',
      name: 'Ana Lima',
      phone: '+12125550123',
      notes: '+ ring twice',
      deliveryFeeCents: 800,
      address: { line1: '5 Elm St', line2: '', city: 'New York', postalCode: '10001' },
    },
    ...overrides,
  })
}

describe('the orders desk export', () => {
  it('writes one row per order line with the order around it, in the business time zone', () => {
    const rows = parse(
      deskCsv(
        [
          order('a', { orderNumber: 1042 }),
          order('b', {
            orderNumber: 1043,
            cartData: [{ chefPackageId: 'x', title: 'Ragù', price: 30, quantity: 4 }],
          }),
        ],
        'UTC',
      ),
    ) as string[][]
    expect(rows[0]).toEqual([...deskCsvHeader])
    expect(rows).toHaveLength(4)
    expect(rows[1]).toEqual([
      '#1042',
      '2026-12-09 14:05',
      '2026-12-24',
      '11:00–13:00',
      'Delivery',
      'Ana Lima',
      'ana@example.com',
      'Sunday Brunch',
      '2',
      '120.00',
      '160.78',
      'Awaiting confirmation · Paid',
      'Peanuts',
      'Vegetarian',
      "'+ ring twice",
      `'=HYPERLINK("http://x")`,
    ])
    expect(rows[2]!.slice(7, 10)).toEqual(['Dessert Box', '1', '25.50'])
    expect(rows[3]!.slice(0, 1).concat(rows[3]!.slice(7, 10))).toEqual(['#1043', 'Ragù', '4', '120.00'])
  })

  it('neutralises names and e-mails a spreadsheet would run, and leaves blanks for orders without a date', () => {
    const odd = order('c', { customer_email: '@evil.example', fulfilment: undefined, dietary: undefined })
    const [, row] = parse(deskCsv([odd], 'America/New_York')) as string[][]
    expect(row!.slice(0, 7)).toEqual(['c', '2026-12-09 14:05', '', '', '', '', "'@evil.example"])
    expect(row!.slice(12, 14)).toEqual(['', ''])
  })
})
