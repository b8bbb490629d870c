import { formatPhone } from '../phone-number.ts'
import { fulfilmentMethodLabels } from '../schemas/fulfilment-schedule.ts'
import type { FulfilmentAddress, OrderFulfilment } from '../schemas/order-fulfilment.ts'
import { formatCalendarDate, formatWallClock, zoneNameAt, zonePlace } from './calendar-dates.ts'

// An order's when, where and for whom in words, the same on every page and in every mail. Times are the slot's
// wall-clock times in the business time zone stored on the order, with the zone named as its clocks read on that
// date (EST in winter, EDT in summer), so a customer in another zone knows whose clock the slot is on. Orders
// placed before the business had a schedule have no fulfilment and are described as nothing.

export interface FulfilmentLines {
  method: string
  /** "Tue, Dec 15, 2026" */
  date: string
  /** "5:00 PM – 7:00 PM (New York time, EST)" */
  time: string
  /** "5:00 PM – 7:00 PM EST", for one-line lists. */
  shortTime: string
  /** "Delivery · Tue, Dec 15, 2026 · 5:00 PM – 7:00 PM (New York time, EST)" */
  headline: string
  /** The delivery or event address, or the pickup address; one line. */
  place?: string
  pickupInstructions?: string
  /** "+1 212 555 0123" */
  phone: string
  /** "tel:+12125550123", when the stored number is E.164 (the only kind that makes a safe link). */
  phoneHref?: string
  name: string
  /** "12 guests" */
  guests?: string
  notes?: string
}

/** One labelled line as pages and mails show it. */
export interface FulfilmentRow {
  label: string
  value: string
  href?: string
}

const separator = ' · '

/** "200 W 20th St, Apt 4, New York, 10011": an address on one line, empty parts left out. */
export function formatAddress(address: FulfilmentAddress): string {
  return [address.line1, address.line2, address.city, address.postalCode].filter(Boolean).join(', ')
}

/** "1 guest", "1,200 guests". */
export function formatGuests(guests: number): string {
  return `${guests.toLocaleString('en-US')} ${guests === 1 ? 'guest' : 'guests'}`
}

function slotTimes({ date, slotStart, slotEnd, timeZone }: OrderFulfilment) {
  const start = formatWallClock(slotStart)
  const end = formatWallClock(slotEnd)
  const startZone = zoneNameAt(date, slotStart, timeZone)
  const endZone = zoneNameAt(date, slotEnd, timeZone)
  const place = zonePlace(timeZone)
  if (startZone !== endZone) {
    // The clocks change inside the slot (a night slot on the autumn change): each end carries its own name.
    const both = `${start} ${startZone} – ${end} ${endZone}`
    return { time: place ? `${both} (${place} time)` : both, shortTime: both }
  }
  return {
    time: `${start} – ${end} (${place ? `${place} time, ` : ''}${startZone})`,
    shortTime: `${start} – ${end} ${startZone}`,
  }
}

export function describeFulfilment(fulfilment: OrderFulfilment): FulfilmentLines
export function describeFulfilment(fulfilment: OrderFulfilment | undefined | null): FulfilmentLines | null
export function describeFulfilment(fulfilment: OrderFulfilment | undefined | null): FulfilmentLines | null {
  if (!fulfilment) return null
  const method = fulfilmentMethodLabels[fulfilment.method]
  const date = formatCalendarDate(fulfilment.date)
  const { time, shortTime } = slotTimes(fulfilment)
  const place = fulfilment.address ? formatAddress(fulfilment.address) : fulfilment.pickupAddress
  const lines: FulfilmentLines = {
    method,
    date,
    time,
    shortTime,
    headline: [method, date, time].join(separator),
    phone: formatPhone(fulfilment.phone),
    name: fulfilment.name,
  }
  if (/^\+\d{6,15}$/.test(fulfilment.phone)) lines.phoneHref = `tel:${fulfilment.phone}`
  if (place) lines.place = place
  if (fulfilment.pickupInstructions) lines.pickupInstructions = fulfilment.pickupInstructions
  if (fulfilment.guests !== undefined) lines.guests = formatGuests(fulfilment.guests)
  if (fulfilment.notes) lines.notes = fulfilment.notes
  return lines
}

/** The lines as labelled rows, in the order pages and mails show them; empty ones left out. */
export function fulfilmentRows(fulfilment: OrderFulfilment): FulfilmentRow[] {
  const lines = describeFulfilment(fulfilment)
  const rows: Array<{ label: string; value: string | undefined; href?: string | undefined }> = [
    { label: 'How', value: lines.method },
    { label: 'Date', value: lines.date },
    { label: 'Time', value: lines.time },
    { label: fulfilment.method === 'pickup' ? 'Pickup at' : 'Address', value: lines.place },
    // Within a service area: how far the chef or the driver goes (whole miles between ZIP centres).
    {
      label: 'Distance',
      value:
        fulfilment.distanceMiles === undefined
          ? undefined
          : `${fulfilment.distanceMiles.toLocaleString('en-US')} ${fulfilment.distanceMiles === 1 ? 'mile' : 'miles'} from the kitchen`,
    },
    { label: 'Pickup instructions', value: lines.pickupInstructions },
    { label: 'Name', value: lines.name },
    { label: 'Phone', value: lines.phone, href: lines.phoneHref },
    { label: 'Guests', value: lines.guests },
    { label: 'Kitchen notes', value: lines.notes },
  ]
  return rows.flatMap(({ label, value, href }) =>
    value ? [{ label, value, ...(href ? { href } : {}) }] : [],
  )
}

/** One line for order lists: "Delivery · Tue, Dec 15, 2026 · 5:00 PM – 7:00 PM EST". */
export function fulfilmentLine(fulfilment: OrderFulfilment): string {
  const lines = describeFulfilment(fulfilment)
  return [lines.method, lines.date, lines.shortTime].join(separator)
}
