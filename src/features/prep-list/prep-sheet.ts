import { z } from 'zod/mini'
import { toCsv } from '../../lib/csv/to-csv.ts'
import { addDays, isCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import { describeFulfilment } from '../../shared/fulfilment/describe-fulfilment.ts'
import { allergenLabels, allergens, dietLabels } from '../../shared/food/allergens.ts'
import { bookedOrderStates, orderLabel, orderStateOf } from '../../shared/orders/order-state.ts'
import { describeOptions } from '../../shared/orders/package-pricing.ts'
import type { Order } from '../../shared/schemas/order.ts'
import type { OrderFulfilment } from '../../shared/schemas/order-fulfilment.ts'

// The kitchen's prep list for a date or a range: how much of each package to make, then every booked order by date
// and time with who, how many, where and the notes. Only booked orders count (paid, and not cancelled or fully
// refunded); orders still waiting for payment are counted apart, as they may yet be paid or dropped.

export const maxRangeDays = 31

const calendarDate = (missing: string) =>
  z.string({ error: missing }).check(z.refine(isCalendarDate, 'Please enter a date as YYYY-MM-DD.'))

/** The period asked for in the URL (?from=&to=); `to` defaults to `from`. */
export const prepRangeSchema = z
  .object({
    from: calendarDate('Please choose the first date.'),
    to: calendarDate('Please choose the last date.'),
  })
  .check(
    z.refine((range) => range.from <= range.to, {
      message: 'The last date is before the first.',
      path: ['to'],
    }),
    z.refine((range) => !isCalendarDate(range.from) || range.to <= addDays(range.from, maxRangeDays - 1), {
      message: `Please choose at most ${maxRangeDays} days.`,
      path: ['to'],
    }),
  )
export type PrepRange = z.infer<typeof prepRangeSchema>

export interface PrepOrder {
  id: string
  label: string
  method: string
  customerName: string
  phone: string
  guests: number | null
  place: string
  kitchenNotes: string
  orderNotes: string
  /** The customer's allergies, as labels ("Peanuts"). */
  allergies: string[]
  /** Which of those allergies a package of the order contains (the customer confirmed they knew). */
  conflicts: string[]
  diets: string[]
  /** `options`: what the customer chose on the line, in words ("Main: Beef · Add-ons: Cheese course"). */
  lines: Array<{ title: string; quantity: number; options?: string }>
}

export interface PrepSlot {
  /** "12:00" to "14:00": two slots may start together and end apart (a short pickup, a long event). */
  key: string
  /** "12:00 PM – 2:00 PM EST" */
  time: string
  orders: PrepOrder[]
}

export interface PrepDay {
  date: string
  /** "Wed, Dec 9, 2026" */
  dateLabel: string
  slots: PrepSlot[]
}

export interface PrepPackage {
  chefPackageId: string
  title: string
  quantity: number
  /** How many orders hold it. */
  orders: number
}

export interface PrepSheet {
  packages: PrepPackage[]
  days: PrepDay[]
  totals: { orders: number; guests: number; portions: number }
  /** Orders on these dates still waiting for payment: not in the list. */
  unpaidOrders: number
  /** Each allergy on the sheet and how many orders have it, in the fixed list's order. */
  allergies: Array<{ label: string; orders: number }>
}

/** "2026-12-10 12:00 14:00 #1001": where an order sits on the sheet (date, then time, then order number). */
const sheetPlace = (order: Order) =>
  `${order.fulfilment!.date} ${order.fulfilment!.slotStart} ${order.fulfilment!.slotEnd} ${orderLabel(order)}`

/** The prep sheet of the orders fulfilled in a period (orders without a fulfilment are ignored). */
export function buildPrepSheet(orders: readonly Order[]): PrepSheet {
  const withFulfilment = orders.filter((order) => order.fulfilment)
  const booked = withFulfilment.filter((order) => bookedOrderStates.includes(orderStateOf(order)))
  const unpaidOrders = withFulfilment.filter((order) => orderStateOf(order) === 'awaitingPayment').length
  const packages = new Map<string, PrepPackage>()
  const days = new Map<string, PrepDay>()
  let guests = 0
  let portions = 0
  const sorted = [...booked].sort((a, b) =>
    sheetPlace(a).localeCompare(sheetPlace(b), 'en', { numeric: true }),
  )
  for (const order of sorted) {
    const fulfilment = order.fulfilment!
    const described = describeFulfilment(fulfilment)
    const counted = new Set<string>()
    for (const item of order.cartData) {
      const entry = packages.get(item.chefPackageId) ?? {
        chefPackageId: item.chefPackageId,
        title: item.title,
        quantity: 0,
        orders: 0,
      }
      entry.quantity += item.quantity
      // An order holding a package on two lines is still one order for it.
      if (!counted.has(item.chefPackageId)) entry.orders += 1
      counted.add(item.chefPackageId)
      packages.set(item.chefPackageId, entry)
      portions += item.quantity
    }
    guests += fulfilment.guests ?? 0
    const day = days.get(fulfilment.date) ?? { date: fulfilment.date, dateLabel: described.date, slots: [] }
    days.set(fulfilment.date, day)
    const key = `${fulfilment.slotStart} to ${fulfilment.slotEnd}`
    let slot = day.slots.find((candidate) => candidate.key === key)
    if (!slot) {
      slot = { key, time: described.shortTime, orders: [] }
      day.slots.push(slot)
    }
    slot.orders.push(prepOrderOf(order, fulfilment))
  }
  return {
    packages: [...packages.values()].sort(
      (a, b) => b.quantity - a.quantity || a.title.localeCompare(b.title),
    ),
    days: [...days.values()],
    totals: { orders: booked.length, guests, portions },
    unpaidOrders,
    allergies: allergens.flatMap((allergen) => {
      const orders = booked.filter((order) => order.dietary?.allergies.includes(allergen)).length
      return orders > 0 ? [{ label: allergenLabels[allergen], orders }] : []
    }),
  }
}

/** One order as the kitchen reads it: who, where, how many, the allergies and diets, the lines with their options. */
export function prepOrderOf(order: Order, fulfilment: OrderFulfilment): PrepOrder {
  const described = describeFulfilment(fulfilment)
  return {
    id: order.id,
    label: orderLabel(order),
    method: described.method,
    customerName: described.name,
    phone: described.phone,
    guests: fulfilment.guests ?? null,
    place: described.place ?? '',
    kitchenNotes: fulfilment.notes,
    orderNotes: order.orderNotes,
    allergies: (order.dietary?.allergies ?? []).map((allergen) => allergenLabels[allergen]),
    conflicts: (order.dietary?.conflicts ?? []).map((allergen) => allergenLabels[allergen]),
    diets: (order.dietary?.diets ?? []).map((diet) => dietLabels[diet]),
    lines: order.cartData.map((item) => {
      const options = describeOptions(item.options ?? [])
      return { title: item.title, quantity: item.quantity, ...(options ? { options } : {}) }
    }),
  }
}

export const prepCsvHeader = [
  'Date',
  'Time',
  'Order',
  'Customer',
  'Phone',
  'Method',
  'Address',
  'Guests',
  'Package',
  'Quantity',
  'Allergies',
  'Diets',
  'Kitchen notes',
  'Order notes',
] as const

/** One row per package line of each order, as the kitchen sorts and sums them in a spreadsheet. */
export function prepSheetCsv(sheet: PrepSheet): string {
  const rows = sheet.days.flatMap((day) =>
    day.slots.flatMap((slot) =>
      slot.orders.flatMap((order) =>
        order.lines.map((line) => [
          day.date,
          slot.time,
          order.label,
          order.customerName,
          order.phone,
          order.method,
          order.place,
          order.guests ?? '',
          line.title,
          line.quantity,
          order.allergies.join(', '),
          order.diets.join(', '),
          order.kitchenNotes,
          order.orderNotes,
        ]),
      ),
    ),
  )
  return toCsv(prepCsvHeader, rows)
}
