import { z } from 'zod/mini'
import { cancellationPolicySchema, defaultCancellationPolicy } from '../orders/cancellation-policy.ts'
import { isCalendarDate, isKnownTimeZone, isWallClockTime } from '../fulfilment/calendar-dates.ts'
import { limitsDistance, serviceAreaSchema } from '../fulfilment/service-area.ts'
import { stampShape } from './stamps.ts'

// The business's fulfilment schedule: one document that the back-office edits, that customers read to choose a
// method, a date and a slot, and that placeOrder checks every order against. zod/mini carries no English messages,
// so every check a person can fail states its own.

const cents = (label: string) =>
  z
    .number({ error: `Please enter ${label}.` })
    .check(
      z.int(`${label} must be a whole number of cents.`),
      z.nonnegative(`${label} cannot be negative.`),
      z.maximum(100_000_000, `${label} is too large.`),
    )

const calendarDate = z
  .string({ error: 'Please enter a date.' })
  .check(z.refine(isCalendarDate, 'Please enter a real date as YYYY-MM-DD.'))

const wallClock = z
  .string({ error: 'Please enter a time.' })
  .check(z.refine(isWallClockTime, 'Please enter a time as HH:MM (24-hour clock).'))

const shortText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Please keep this under ${max} characters.`))

/** Postal codes are compared trimmed and upper-cased, with inner spaces removed ("sw1a 1aa" = "SW1A1AA"). */
export function normalisePostalCode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '')
}

export const fulfilmentMethods = ['pickup', 'delivery', 'chefAtHome'] as const
export type FulfilmentMethod = (typeof fulfilmentMethods)[number]

export const fulfilmentMethodLabels: Record<FulfilmentMethod, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  chefAtHome: 'Chef at your address',
}

export const deliveryZoneSchema = z.object({
  id: z
    .string()
    .check(z.minLength(1, 'Every delivery zone needs an id.'), z.maxLength(64, 'Zone ids are short.')),
  name: shortText(80).check(z.minLength(1, 'Please name the delivery zone.')),
  postalCodes: z
    .array(z.pipe(shortText(16), z.transform(normalisePostalCode)))
    .check(z.minLength(1, 'List at least one postal code for the zone.')),
  feeCents: cents('The delivery fee'),
  minimumOrderCents: cents('The minimum order'),
})
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>

export const serviceSlotSchema = z
  .object({
    id: z.string().check(z.minLength(1, 'Every slot needs an id.'), z.maxLength(64, 'Slot ids are short.')),
    start: wallClock,
    end: wallClock,
    capacity: z
      .number({ error: 'Please enter how many orders the slot takes.' })
      .check(z.int('Capacity is a whole number of orders.'), z.minimum(1, 'A slot takes at least 1 order.')),
  })
  .check(
    z.refine((slot) => slot.start < slot.end, { message: 'A slot ends after it starts.', path: ['end'] }),
  )
export type ServiceSlot = z.infer<typeof serviceSlotSchema>

/** Orders for a date close `daysBefore` days earlier at `time` (business time zone). */
export const cutOffRuleSchema = z.object({
  daysBefore: z
    .number({ error: 'Please enter how many days before.' })
    .check(z.int('Whole days only.'), z.minimum(0, 'Cannot be negative.'), z.maximum(60, 'At most 60 days.')),
  time: wallClock,
})
export type CutOffRule = z.infer<typeof cutOffRuleSchema>

/** A date (and optionally one slot of it) the admin closed, e.g. a sick day. */
export const closureSchema = z.object({
  date: calendarDate,
  slotId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
})
export type Closure = z.infer<typeof closureSchema>

/** One weekday's service: its slots; a day with none is closed. */
export const serviceDaySchema = z.object({ slots: z.array(serviceSlotSchema) })
export type ServiceDay = z.infer<typeof serviceDaySchema>

/** 0 = Sunday … 6 = Saturday. Days are objects because Firestore cannot store an array directly in an array. */
const weekSchema = z
  .array(serviceDaySchema)
  .check(z.length(7, 'The weekly schedule has seven days, Sunday first.'))

export const fulfilmentScheduleSchema = z
  .object({
    ...stampShape,
    timeZone: z
      .string({ error: 'Please choose the business time zone.' })
      .check(z.refine(isKnownTimeZone, 'Please choose a time zone such as America/New_York.')),
    /** ISO country code: phone numbers typed without +country are read as this country's. */
    country: z._default(
      z.string().check(z.regex(/^[A-Z]{2}$/, 'Please enter a two-letter country code such as US.')),
      'US',
    ),
    pickup: z.object({
      enabled: z.boolean(),
      address: shortText(300),
      instructions: shortText(1000),
    }),
    /** Where distances are measured from (a US ZIP code); needed once a method has a service area. */
    kitchenPostalCode: z.optional(
      z.pipe(
        shortText(16).check(z.regex(/^\d{5}$/, "Please enter the kitchen's five-digit ZIP code.")),
        z.transform(normalisePostalCode),
      ),
    ),
    delivery: z.object({
      enabled: z.boolean(),
      zones: z.array(deliveryZoneSchema),
      /** How far delivery goes and its travel fee by distance (src/shared/fulfilment/service-area.ts). */
      area: z.optional(serviceAreaSchema),
    }),
    chefAtHome: z.object({ enabled: z.boolean(), area: z.optional(serviceAreaSchema) }),
    week: weekSchema,
    leadTimeDays: z
      .number({ error: 'Please enter the lead time in days.' })
      .check(
        z.int('Whole days only.'),
        z.minimum(0, 'Cannot be negative.'),
        z.maximum(365, 'At most 365 days.'),
      ),
    cutOff: cutOffRuleSchema,
    /** What a customer's own cancellation before the cut-off refunds (src/shared/orders/cancellation-policy.ts). */
    cancellation: z._default(cancellationPolicySchema, defaultCancellationPolicy),
    bookingWindowDays: z
      .number({ error: 'Please enter how far ahead customers may book.' })
      .check(z.int('Whole days only.'), z.minimum(1, 'At least 1 day.'), z.maximum(730, 'At most 730 days.')),
    blackoutDates: z.array(calendarDate),
    closures: z.array(closureSchema),
  })
  .check(
    z.refine(
      (schedule) => schedule.pickup.enabled || schedule.delivery.enabled || schedule.chefAtHome.enabled,
      {
        message: 'Offer at least one fulfilment method.',
        path: ['pickup', 'enabled'],
      },
    ),
    z.refine((schedule) => !schedule.pickup.enabled || schedule.pickup.address.length > 0, {
      message: 'Please enter the pickup address.',
      path: ['pickup', 'address'],
    }),
    z.refine(
      (schedule) =>
        !schedule.delivery.enabled ||
        schedule.delivery.zones.length > 0 ||
        limitsDistance(schedule.delivery.area),
      {
        message: 'Add at least one delivery zone or a maximum distance.',
        path: ['delivery', 'zones'],
      },
    ),
    z.refine(
      (schedule) =>
        schedule.kitchenPostalCode !== undefined ||
        (!limitsDistance(schedule.delivery.area) && !limitsDistance(schedule.chefAtHome.area)),
      {
        message: "Please enter the kitchen's ZIP code: distances are measured from it.",
        path: ['kitchenPostalCode'],
      },
    ),
    z.refine(
      (schedule) =>
        schedule.week.every(({ slots }) => new Set(slots.map((slot) => slot.id)).size === slots.length),
      {
        message: 'Slot ids must differ within a day.',
        path: ['week'],
      },
    ),
  )
export type FulfilmentSchedule = z.infer<typeof fulfilmentScheduleSchema>
export type FulfilmentScheduleInput = z.input<typeof fulfilmentScheduleSchema>

/** Where the one schedule document lives: `fulfilmentSettings/schedule` (admins only; customers ask a callable). */
export const fulfilmentScheduleLocation = { collection: 'fulfilmentSettings', id: 'schedule' } as const

/**
 * Places held per fulfilment date, one document per date in `fulfilmentDays/{date}`: orders holding each slot and
 * the quantity of each package. Only functions write it, inside the same transaction that places, moves,
 * expires or cancels an order; nobody reads it from the browser.
 */
export const fulfilmentDaySchema = z.object({
  ...stampShape,
  date: z.string(),
  slots: z._default(z.record(z.string(), z.number()), {}),
  packages: z._default(z.record(z.string(), z.number()), {}),
})
export type FulfilmentDay = z.infer<typeof fulfilmentDaySchema>

export function offeredMethods(schedule: FulfilmentSchedule): FulfilmentMethod[] {
  return fulfilmentMethods.filter((method) => schedule[method].enabled)
}

/** The zone that delivers to `postalCode`, if any. */
export function deliveryZoneFor(schedule: FulfilmentSchedule, postalCode: string): DeliveryZone | undefined {
  const wanted = normalisePostalCode(postalCode)
  return schedule.delivery.zones.find((zone) => zone.postalCodes.includes(wanted))
}
