import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { orderSchema, type Order } from '../../shared/schemas/order.ts'
import { buildPrepSheet, prepRangeSchema, prepSheetCsv } from './prep-sheet.ts'

const fulfilment = (date: string, slotStart: string, extra: Record<string, unknown> = {}) => ({
  method: 'delivery',
  date,
  slotId: slotStart,
  slotStart,
  slotEnd: '14:00',
  timeZone: 'America/New_York',
  name: 'Ann Lee',
  phone: '+12125550123',
  address: { line1: '200 W 20th St', line2: '', city: 'New York', postalCode: '10011' },
  notes: '',
  ...extra,
})

let next = 1001
function order(
  state: string,
  date: string,
  slotStart: string,
  items: Array<[string, string, number]>,
  extra = {},
): Order {
  return orderSchema.parse({
    id: `o${next}`,
    orderNumber: next++,
    state,
    statusCode: 1,
    customer_email: 'ann@example.com',
    cartData: items.map(([chefPackageId, title, quantity]) => ({
      chefPackageId,
      title,
      price: 10,
      quantity,
    })),
    fulfilment: fulfilment(date, slotStart, extra),
  })
}

describe('the prep sheet', () => {
  const orders = [
    order(
      'paid',
      '2026-12-10',
      '12:00',
      [
        ['ragu', 'Ragù', 2],
        ['tiramisu', 'Tiramisu', 1],
      ],
      { guests: 8 },
    ),
    order('confirmed', '2026-12-10', '10:00', [['ragu', 'Ragù', 3]], { notes: '=HYPERLINK("x")' }),
    order('inPreparation', '2026-12-11', '12:00', [['tiramisu', 'Tiramisu', 4]], { guests: 4 }),
    order('awaitingPayment', '2026-12-10', '12:00', [['ragu', 'Ragù', 9]]),
    order('cancelled', '2026-12-10', '12:00', [['ragu', 'Ragù', 7]]),
    order('refunded', '2026-12-10', '12:00', [['ragu', 'Ragù', 5]]),
  ]
  const sheet = buildPrepSheet(orders)

  it('sums each package over the booked orders only, most first', () => {
    expect(sheet.packages).toEqual([
      { chefPackageId: 'ragu', title: 'Ragù', quantity: 5, orders: 2 },
      { chefPackageId: 'tiramisu', title: 'Tiramisu', quantity: 5, orders: 2 },
    ])
    expect(sheet.totals).toEqual({ orders: 3, guests: 12, portions: 10 })
    expect(sheet.unpaidOrders).toBe(1)
  })

  it('groups orders by date, then by time, earliest first', () => {
    expect(
      sheet.days.map((day) => [
        day.date,
        day.slots.map((slot) => [slot.key, slot.orders.map((o) => o.label)]),
      ]),
    ).toEqual([
      [
        '2026-12-10',
        [
          ['10:00 to 14:00', ['#1002']],
          ['12:00 to 14:00', ['#1001']],
        ],
      ],
      ['2026-12-11', [['12:00 to 14:00', ['#1003']]]],
    ])
    expect(sheet.days[0]!.slots[1]!.orders[0]).toMatchObject({
      customerName: 'Ann Lee',
      guests: 8,
      place: '200 W 20th St, New York, 10011',
    })
  })

  it("carries each order's allergies and diets to the kitchen, and counts each allergy over the sheet", () => {
    const dietary = (allergies: string[], diets: string[] = [], conflicts: string[] = []) => ({
      dietary: { allergies, diets, conflicts },
    })
    const nutFree = {
      ...order('paid', '2026-12-12', '12:00', [['ragu', 'Ragù', 1]]),
      ...dietary(['peanuts', 'milk'], ['vegetarian'], ['milk']),
    }
    const alsoPeanuts = {
      ...order('confirmed', '2026-12-12', '12:00', [['tiramisu', 'Tiramisu', 1]]),
      ...dietary(['peanuts']),
    }
    const unpaid = {
      ...order('awaitingPayment', '2026-12-12', '12:00', [['ragu', 'Ragù', 1]]),
      ...dietary(['sesame']),
    }
    const withAllergies = buildPrepSheet([nutFree, alsoPeanuts, unpaid] as Order[])
    expect(withAllergies.allergies).toEqual([
      { label: 'Milk', orders: 1 },
      { label: 'Peanuts', orders: 2 },
    ])
    expect(withAllergies.days[0]!.slots[0]!.orders[0]).toMatchObject({
      allergies: ['Peanuts', 'Milk'],
      conflicts: ['Milk'],
      diets: ['Vegetarian'],
    })
    const rows = parse(prepSheetCsv(withAllergies), { columns: true }) as Array<Record<string, string>>
    expect(rows.map((row) => [row['Allergies'], row['Diets']])).toEqual([
      ['Peanuts, Milk', 'Vegetarian'],
      ['Peanuts', ''],
    ])
  })

  it("lists each line's chosen options in words, and none on a plain line", () => {
    const dinner = orderSchema.parse({
      ...order('paid', '2026-12-12', '12:00', [['dinner', 'Holiday Dinner Party', 1]], { guests: 8 }),
      cartData: [
        {
          chefPackageId: 'dinner',
          title: 'Holiday Dinner Party',
          price: 584,
          quantity: 1,
          guests: 8,
          options: [
            { label: 'Main', choice: 'Roast cod', price: 0 },
            { label: 'Add-ons', choice: 'Cheese course', price: 64 },
          ],
        },
        { chefPackageId: 'ragu', title: 'Ragù', price: 10, quantity: 1 },
      ],
    })
    expect(buildPrepSheet([dinner]).days[0]!.slots[0]!.orders[0]!.lines).toEqual([
      { title: 'Holiday Dinner Party', quantity: 1, options: 'Main: Roast cod · Add-ons: Cheese course' },
      { title: 'Ragù', quantity: 1 },
    ])
  })

  it('counts an order holding a package on two lines once for that package', () => {
    const twoLines = order('paid', '2026-12-12', '12:00', [
      ['ragu', 'Ragù', 2],
      ['ragu', 'Ragù', 1],
    ])
    expect(buildPrepSheet([twoLines]).packages).toEqual([
      { chefPackageId: 'ragu', title: 'Ragù', quantity: 3, orders: 1 },
    ])
  })

  it("keeps slots that start together but end apart as two times, with each time's orders by number", () => {
    const evening = order('paid', '2026-12-12', '12:00', [['ragu', 'Ragù', 1]], { slotEnd: '22:00' })
    const lunch = order('paid', '2026-12-12', '12:00', [['ragu', 'Ragù', 1]])
    const laterEvening = order('paid', '2026-12-12', '12:00', [['ragu', 'Ragù', 1]], { slotEnd: '22:00' })
    const [day] = buildPrepSheet([laterEvening, lunch, evening]).days
    expect(day!.slots.map((slot) => [slot.time, slot.orders.map((o) => o.id)])).toEqual([
      ['12:00 PM – 2:00 PM EST', [lunch.id]],
      ['12:00 PM – 10:00 PM EST', [evening.id, laterEvening.id]],
    ])
  })

  it('exports one CSV row per order line whose quantities add up to the sheet, with formulas neutralised', () => {
    const rows = parse(prepSheetCsv(sheet), { columns: true }) as Array<Record<string, string>>
    expect(rows).toHaveLength(4)
    const total = rows.reduce((sum, row) => sum + Number(row['Quantity']), 0)
    expect(total).toBe(sheet.totals.portions)
    expect(rows.find((row) => row['Order'] === '#1002')!['Kitchen notes']).toBe(`'=HYPERLINK("x")`)
    expect(rows[0]!['Phone']).toBe("'+1 212 555 0123")
  })
})

describe('the prep list period', () => {
  it('takes one date or a range of at most 31 days, and says what is wrong next to the field', () => {
    expect(prepRangeSchema.safeParse({ from: '2026-12-10', to: '2026-12-10' }).success).toBe(true)
    expect(prepRangeSchema.safeParse({ from: '2026-12-01', to: '2026-12-31' }).success).toBe(true)
    const backwards = prepRangeSchema.safeParse({ from: '2026-12-10', to: '2026-12-09' })
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The last date is before the first.',
    })
    const long = prepRangeSchema.safeParse({ from: '2026-12-01', to: '2027-01-01' })
    expect(long.error?.issues[0]).toMatchObject({ path: ['to'], message: 'Please choose at most 31 days.' })
    const bad = prepRangeSchema.safeParse({ from: '12/10/2026', to: '2026-12-10' })
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['from'],
      message: 'Please enter a date as YYYY-MM-DD.',
    })
  })
})
