import { formatPhone } from '../phone-number.ts'
import { fulfilmentMethodLabels } from '../schemas/fulfilment-schedule.ts'
import type { OrderFulfilment } from '../schemas/order-fulfilment.ts'
import { formatCalendarDate, formatWallClock, zoneNameAt } from './calendar-dates.ts'

// An order's when, where and for whom in words, the same on every page and in every mail: times are the business's
// clocks with the zone named as those clocks read on that date (EST in winter, EDT in summer).

export interface FulfilmentLines {
  method: string
  /** "Tue, Dec 15, 2026" */
  date: string
  /** "5:00 PM – 7:00 PM EST" */
  time: string
  /** The delivery or event address, or the pickup address; one line. */
  place?: string
  pickupInstructions?: string
  /** "+1 212 555 0123" */
  phone: string
  name: string
  guests?: string
  notes?: string
}

export function describeFulfilment(fulfilment: OrderFulfilment): FulfilmentLines {
  const zone = zoneNameAt(fulfilment.date, fulfilment.slotStart, fulfilment.timeZone)
  const address = fulfilment.address
    ? [
        fulfilment.address.line1,
        fulfilment.address.line2,
        fulfilment.address.city,
        fulfilment.address.postalCode,
      ]
        .filter(Boolean)
        .join(', ')
    : fulfilment.pickupAddress
  const lines: FulfilmentLines = {
    method: fulfilmentMethodLabels[fulfilment.method],
    date: formatCalendarDate(fulfilment.date),
    time: `${formatWallClock(fulfilment.slotStart)} – ${formatWallClock(fulfilment.slotEnd)} ${zone}`,
    phone: formatPhone(fulfilment.phone),
    name: fulfilment.name,
  }
  if (address) lines.place = address
  if (fulfilment.pickupInstructions) lines.pickupInstructions = fulfilment.pickupInstructions
  if (fulfilment.guests !== undefined) lines.guests = `${fulfilment.guests} guests`
  if (fulfilment.notes) lines.notes = fulfilment.notes
  return lines
}

/** The lines as labelled rows, in the order pages and mails show them; empty ones left out. */
export function fulfilmentRows(fulfilment: OrderFulfilment): Array<[label: string, value: string]> {
  const lines = describeFulfilment(fulfilment)
  const rows: Array<[string, string | undefined]> = [
    ['How', lines.method],
    ['Date', lines.date],
    ['Time', lines.time],
    [fulfilment.method === 'pickup' ? 'Pickup at' : 'Address', lines.place],
    ['Pickup', lines.pickupInstructions],
    ['Name', lines.name],
    ['Phone', lines.phone],
    ['Guests', lines.guests],
    ['Kitchen notes', lines.notes],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

/** One line for order lists: "Delivery · Tue, Dec 15, 2026 · 5:00 PM – 7:00 PM EST". */
export function fulfilmentLine(fulfilment: OrderFulfilment): string {
  const lines = describeFulfilment(fulfilment)
  return `${lines.method} · ${lines.date} · ${lines.time}`
}
