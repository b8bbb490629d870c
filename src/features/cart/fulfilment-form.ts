import { z } from 'zod/mini'
import { failed, failedParse, type ActionFailure } from '../../shared/action-result.ts'
import type { AvailabilityDay } from '../../shared/callables.ts'
import { formatCalendarDateInFull, formatWallClock } from '../../shared/fulfilment/calendar-dates.ts'
import { formatPhone, phoneProblem } from '../../shared/phone-number.ts'
import { addressItemSchema } from '../../shared/schemas/form.ts'
import { fulfilmentChoiceSchema, type FulfilmentChoice } from '../../shared/schemas/order-fulfilment.ts'

// The order review page's "When and where" fields, read into the choice placeOrder checks. Field names are the
// server's field paths (`fulfilment.date`, `fulfilment.address.postalCode`), so a message from either side lands
// next to its field.

export const fulfilmentField = (path: string) => `fulfilment.${path}`

const text = (formData: FormData, path: string) => {
  const value = formData.get(fulfilmentField(path))
  return typeof value === 'string' ? value.trim() : ''
}

/** Whether the form carried the fulfilment section at all (it is shown only when the business has a schedule). */
export function hasFulfilmentFields(formData: FormData): boolean {
  return formData.has(fulfilmentField('method'))
}

/** The submitted section as a checked choice, or a failure with the messages keyed by field name. */
export function readFulfilmentChoice(
  formData: FormData,
  values: Record<string, string>,
): { ok: true; choice: FulfilmentChoice } | { ok: false; failure: ActionFailure } {
  const method = text(formData, 'method')
  const guests = text(formData, 'guests')
  const raw = {
    method: method || undefined,
    date: text(formData, 'date') || undefined,
    slotId: text(formData, 'slotId') || undefined,
    name: text(formData, 'name'),
    phone: text(formData, 'phone'),
    notes: text(formData, 'notes'),
    ...(method && method !== 'pickup'
      ? {
          address: {
            line1: text(formData, 'address.line1'),
            line2: text(formData, 'address.line2'),
            city: text(formData, 'address.city'),
            postalCode: text(formData, 'address.postalCode'),
          },
        }
      : {}),
    ...(guests ? { guests: Number(guests) } : {}),
  }
  const parsed = z.safeParse(fulfilmentChoiceSchema, raw)
  // The phone rule every saved number passes, read in the business's country as placing the order reads it.
  const phone = phoneProblem(raw.phone, text(formData, 'phoneCountry') || undefined)
  if (parsed.success && !phone) return { ok: true, choice: parsed.data }
  const failure = parsed.success ? failed({ fieldErrors: {} }, values) : failedParse(parsed.error, values)
  failure.fieldErrors = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([path, message]) => [fulfilmentField(path), message]),
  )
  if (phone) failure.fieldErrors[fulfilmentField('phone')] ??= phone
  return { ok: false, failure }
}

/**
 * What a screen reader says for a day of the calendar: the date in full, then how many times are open, or why it
 * cannot be chosen ("Friday, November 27, 2026, 2 times open").
 */
export function calendarDayLabel(date: string, day: AvailabilityDay | undefined): string {
  const named = formatCalendarDateInFull(date)
  if (!day) return `${named}, not offered`
  if (!day.bookable) return `${named}, cannot be chosen: ${day.message ?? 'Not available.'}`
  const open = day.slots.filter((slot) => slot.open).length
  return `${named}, ${open} ${open === 1 ? 'time' : 'times'} open`
}

/** "5:00 PM – 7:00 PM · 3 places left", or why the time cannot be chosen. */
export function slotLabel(slot: AvailabilityDay['slots'][number]): string {
  const times = `${formatWallClock(slot.start)} – ${formatWallClock(slot.end)}`
  if (slot.reason === 'closed') return `${times} · closed`
  if (!slot.open) return `${times} · fully booked`
  return `${times} · ${slot.left} ${slot.left === 1 ? 'place' : 'places'} left`
}

/** What a signed-in customer's profile fills in: name, phone and the first saved address. */
export interface SavedDetails {
  name: string
  phone: string
  address?: { line1: string; city: string; postalCode: string }
}

export function savedDetailsOf(profile: Record<string, unknown> | null): SavedDetails {
  if (!profile) return { name: '', phone: '' }
  const name = [profile['firstName'], profile['lastName']]
    .filter((part) => typeof part === 'string' && part)
    .join(' ')
  // Stored as E.164; shown as people write it, as on the settings page.
  const phone = typeof profile['phone'] === 'string' ? formatPhone(profile['phone']) : ''
  const first = z.safeParse(z.array(addressItemSchema), profile['addresses'])
  const saved = first.success ? first.data.find((item) => item.street.trim()) : undefined
  return saved
    ? { name, phone, address: { line1: saved.street, city: saved.city, postalCode: saved.zip } }
    : { name, phone }
}
