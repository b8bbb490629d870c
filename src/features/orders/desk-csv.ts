import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns/format'
import { toCsv, type CsvCell } from '../../lib/csv/to-csv.ts'
import { allergenLabels, dietLabels } from '../../shared/food/allergens.ts'
import { orderLabel, orderStatesLabel, orderStatesOf } from '../../shared/orders/order-state.ts'
import { fulfilmentMethodLabels } from '../../shared/schemas/fulfilment-schedule.ts'
import type { Order } from '../../shared/schemas/order.ts'

// The orders desk's export: the filtered orders as a spreadsheet, one row per order line (what was ordered and how
// many), each row carrying its order's when, who, state, allergies and notes so rows can be sorted and summed
// alone. Times are the business's: the fulfilment date and slot as booked, the placed time in the order's zone.

export const deskCsvHeader = [
  'Order',
  'Placed',
  'Date',
  'Time',
  'Method',
  'Customer',
  'E-mail',
  'Item',
  'Quantity',
  'Line price',
  'Order total',
  'State',
  'Allergies',
  'Diets',
  'Kitchen notes',
  'Order notes',
] as const

const money = (dollars: number) => dollars.toFixed(2)

/** "2026-12-09 14:05": when the order was placed, on the business's clocks. */
function placedAt(order: Order, timeZone: string): string {
  const stamp = order.createdStamp ?? order.stamp
  if (stamp === undefined) return ''
  return format(new TZDate(stamp, order.fulfilment?.timeZone ?? timeZone), 'yyyy-MM-dd HH:mm')
}

/** The rows of the export: one per line of each order, in the order given (the desk's sort). */
export function deskCsvRows(orders: readonly Order[], timeZone: string): CsvCell[][] {
  return orders.flatMap((order) => {
    const fulfilment = order.fulfilment
    const shared = {
      label: orderLabel(order),
      placed: placedAt(order, timeZone),
      date: fulfilment?.date ?? '',
      time: fulfilment ? `${fulfilment.slotStart}–${fulfilment.slotEnd}` : '',
      method: fulfilment ? fulfilmentMethodLabels[fulfilment.method] : '',
      name: fulfilment?.name ?? '',
      total: money(order.cartTotals.total),
      state: orderStatesLabel(orderStatesOf(order)),
      allergies: (order.dietary?.allergies ?? []).map((allergen) => allergenLabels[allergen]).join(', '),
      diets: (order.dietary?.diets ?? []).map((diet) => dietLabels[diet]).join(', '),
    }
    return order.cartData.map((item) => [
      shared.label,
      shared.placed,
      shared.date,
      shared.time,
      shared.method,
      shared.name,
      order.customer_email,
      item.title,
      item.quantity,
      money(item.price * item.quantity),
      shared.total,
      shared.state,
      shared.allergies,
      shared.diets,
      fulfilment?.notes ?? '',
      order.orderNotes,
    ])
  })
}

export function deskCsv(orders: readonly Order[], timeZone: string): string {
  return toCsv(deskCsvHeader, deskCsvRows(orders, timeZone))
}
