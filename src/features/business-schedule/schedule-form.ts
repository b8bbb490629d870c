import { z } from 'zod/mini'
import { dateListOf, repeatedDate, repeatedDateMessage } from '../../components/date-list.ts'
import { failed, failedParse, type ActionFailure } from '../../shared/action-result.ts'
import { toCents } from '../../shared/money.ts'
import {
  fulfilmentScheduleSchema,
  type FulfilmentSchedule,
} from '../../shared/schemas/fulfilment-schedule.ts'

// The business schedule form, read into the one shared schema. Field names follow the schema's paths
// (`week.2.slots.0.end`), except that money is typed in dollars (`delivery.zones.0.fee`) and the blackout dates
// picked on the page come as one field, one date a line; schema messages are moved onto those fields.

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** A typed number, or NaN (refused by the schema with the field's own message) when it is not one. */
const numberOf = (value: string) => (value === '' ? Number.NaN : Number(value))
const centsOf = (value: string) =>
  value === '' || Number.isNaN(Number(value)) ? Number.NaN : toCents(Number(value))

/** The methods whose reach the schedule page edits, each as `{method}.area.*` fields. */
export const areaMethods = ['chefAtHome', 'delivery'] as const

/**
 * A method's service area from `{method}.area.maxMiles` and the band rows `{method}.area.bands.{i}.fromMiles`,
 * `.toMiles` and `.fee` (dollars); none when the distance is empty and there are no bands.
 */
function readArea(formData: FormData, method: (typeof areaMethods)[number]) {
  const prefix = `${method}.area`
  const maxMiles = text(formData, `${prefix}.maxMiles`)
  const bands = indexesOf(formData, `${prefix}.bands`).map((index) => {
    const field = (name: string) => text(formData, `${prefix}.bands.${index}.${name}`)
    return {
      fromMiles: numberOf(field('fromMiles')),
      toMiles: numberOf(field('toMiles')),
      feeCents: centsOf(field('fee')),
    }
  })
  if (maxMiles === '' && bands.length === 0) return {}
  return { area: { ...(maxMiles === '' ? {} : { maxMiles: numberOf(maxMiles) }), bands } }
}

/** Indexes of repeated groups present in the form (`prefix.{i}.field`), in order. */
function indexesOf(formData: FormData, prefix: string): number[] {
  const found = new Set<number>()
  const pattern = new RegExp(`^${prefix.replaceAll('.', '\\.')}\\.(\\d+)\\.`)
  for (const key of formData.keys()) {
    const match = pattern.exec(key)
    if (match) found.add(Number(match[1]))
  }
  return [...found].sort((a, b) => a - b)
}

export function readScheduleForm(formData: FormData): unknown {
  return {
    timeZone: text(formData, 'timeZone'),
    country: text(formData, 'country').toUpperCase(),
    ...(text(formData, 'kitchenPostalCode')
      ? { kitchenPostalCode: text(formData, 'kitchenPostalCode') }
      : {}),
    pickup: {
      enabled: formData.get('pickup.enabled') === 'on',
      address: text(formData, 'pickup.address'),
      instructions: text(formData, 'pickup.instructions'),
    },
    delivery: {
      enabled: formData.get('delivery.enabled') === 'on',
      zones: indexesOf(formData, 'delivery.zones').map((index) => {
        const field = (name: string) => text(formData, `delivery.zones.${index}.${name}`)
        return {
          id: field('id'),
          name: field('name'),
          postalCodes: field('postalCodes')
            .split(/[\s,;]+/)
            .filter(Boolean),
          feeCents: centsOf(field('fee')),
          minimumOrderCents: centsOf(field('minimum')),
        }
      }),
      ...readArea(formData, 'delivery'),
    },
    chefAtHome: { enabled: formData.get('chefAtHome.enabled') === 'on', ...readArea(formData, 'chefAtHome') },
    week: weekdayNames.map((_, day) => ({
      slots: indexesOf(formData, `week.${day}.slots`).map((index) => {
        const field = (name: string) => text(formData, `week.${day}.slots.${index}.${name}`)
        return {
          id: field('id'),
          start: field('start'),
          end: field('end'),
          capacity: numberOf(field('capacity')),
        }
      }),
    })),
    leadTimeDays: numberOf(text(formData, 'leadTimeDays')),
    cutOff: {
      daysBefore: numberOf(text(formData, 'cutOff.daysBefore')),
      time: text(formData, 'cutOff.time'),
    },
    bookingWindowDays: numberOf(text(formData, 'bookingWindowDays')),
    cancellation: { refundPercent: numberOf(text(formData, 'cancellation.refundPercent')) },
    blackoutDates: dateListOf(text(formData, 'blackoutDates')),
    // Closures belong to the fulfilment calendar; the server keeps the stored ones.
    closures: [],
  }
}

/** The schema path of a message as the form's field name. */
function fieldNameOf(path: string): string {
  if (path.startsWith('blackoutDates')) return 'blackoutDates'
  if (path.startsWith('delivery.zones.') && path.endsWith('.postalCodes.0')) return path.replace(/\.0$/, '')
  return path
    .replace(/\.feeCents$/, '.fee')
    .replace(/\.minimumOrderCents$/, '.minimum')
    .replace(/^delivery\.zones\.(\d+)\.postalCodes\.\d+$/, 'delivery.zones.$1.postalCodes')
}

export function parseScheduleForm(
  formData: FormData,
  values: Record<string, string>,
): { ok: true; schedule: FulfilmentSchedule } | { ok: false; failure: ActionFailure } {
  const parsed = z.safeParse(fulfilmentScheduleSchema, readScheduleForm(formData))
  // The picker refuses a date listed twice; a post that repeats one anyway is refused the same way.
  const repeated = repeatedDate(dateListOf(text(formData, 'blackoutDates')))
  if (parsed.success && repeated === undefined) return { ok: true, schedule: parsed.data }
  const failure = parsed.success ? failed({}, values) : failedParse(parsed.error, values)
  const fieldErrors: Record<string, string> = {}
  for (const [path, message] of Object.entries(failure.fieldErrors))
    fieldErrors[fieldNameOf(path)] ??= message
  if (repeated !== undefined) fieldErrors['blackoutDates'] ??= repeatedDateMessage(repeated)
  failure.fieldErrors = fieldErrors
  return { ok: false, failure }
}
