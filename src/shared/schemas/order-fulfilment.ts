import { z } from 'zod/mini'
import { isCalendarDate, isWallClockTime } from '../fulfilment/calendar-dates.ts'
import { requiredText } from '../required-text.ts'
import { fulfilmentMethods } from './fulfilment-schedule.ts'

// When, where and for whom an order is fulfilled. The customer's choice (fulfilmentChoiceSchema) is what the order
// review page sends to placeOrder; the server checks it against the schedule inside its transaction and stores
// the result (orderFulfilmentSchema) on the order, with the slot's times and the business time zone copied in so
// the order reads the same after the schedule changes. Field paths match the form's field names
// (`fulfilment.date`, `fulfilment.address.postalCode`), so every message lands next to its field.

const calendarDate = z
  .string({ error: 'Please choose a date.' })
  .check(z.refine(isCalendarDate, 'Please choose a date from the calendar.'))

const optionalText = (max: number, label: string) =>
  z._default(
    z.string().check(z.trim(), z.maxLength(max, `Please keep ${label} under ${max} characters.`)),
    '',
  )

export const fulfilmentAddressSchema = z.object({
  line1: requiredText(200, {
    missing: 'Please enter the street and number.',
    tooLong: 'Please keep the street under 200 characters.',
  }),
  line2: optionalText(200, 'the second address line'),
  city: requiredText(100, {
    missing: 'Please enter the city.',
    tooLong: 'Please keep the city under 100 characters.',
  }),
  postalCode: requiredText(16, {
    missing: 'Please enter the postal code.',
    tooLong: 'Please enter a postal code of at most 16 characters.',
  }),
})
export type FulfilmentAddress = z.infer<typeof fulfilmentAddressSchema>

/** What the customer chose at /order-review. The phone is as typed; the server stores it in E.164. */
export const fulfilmentChoiceSchema = z.object({
  method: z.enum(fulfilmentMethods, { error: 'Please choose pickup, delivery or chef at your address.' }),
  date: calendarDate,
  slotId: z
    .string({ error: 'Please choose a time.' })
    .check(z.trim(), z.minLength(1, 'Please choose a time.'), z.maxLength(64, 'Please choose a time.')),
  name: requiredText(120, {
    missing: 'Please enter the name for this order.',
    tooLong: 'Please keep the name under 120 characters.',
  }),
  phone: requiredText(40, {
    missing: 'Please enter a phone number.',
    tooLong: 'Please enter a phone number of at most 40 characters.',
  }),
  // Required for delivery and chef at your address; ignored for pickup.
  address: z.optional(fulfilmentAddressSchema),
  // Required when the cart holds an event package (one with guest limits).
  guests: z.optional(
    z
      .number({ error: 'Please enter the number of guests.' })
      .check(
        z.int('Please enter a whole number of guests.'),
        z.minimum(1, 'At least 1 guest.'),
        z.maximum(10_000, 'At most 10,000 guests.'),
      ),
  ),
  notes: optionalText(1000, 'the notes for the kitchen'),
})
export type FulfilmentChoice = z.infer<typeof fulfilmentChoiceSchema>
export type FulfilmentChoiceInput = z.input<typeof fulfilmentChoiceSchema>

/** What an order stores: the choice as checked, with the slot, zone and fee the server looked up. */
export const orderFulfilmentSchema = z.object({
  method: z.enum(fulfilmentMethods),
  date: z.string().check(z.refine(isCalendarDate)),
  slotId: z.string(),
  slotStart: z.string().check(z.refine(isWallClockTime)),
  slotEnd: z.string().check(z.refine(isWallClockTime)),
  /** The business time zone when the order was placed; times on the order are read in it. */
  timeZone: z.string(),
  name: z.string(),
  /** E.164, e.g. +12125550123. */
  phone: z.string(),
  address: z.optional(fulfilmentAddressSchema),
  guests: z.optional(z.number()),
  notes: z._default(z.string(), ''),
  /** Pickup address and instructions, copied so the order keeps them. */
  pickupAddress: z.optional(z.string()),
  pickupInstructions: z.optional(z.string()),
  deliveryZoneId: z.optional(z.string()),
  deliveryFeeCents: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** Within a service area: the trip's whole miles from the kitchen and its travel fee (an untaxed line). */
  distanceMiles: z.optional(z.number().check(z.int(), z.nonnegative())),
  travelFeeCents: z.optional(z.number().check(z.int(), z.nonnegative())),
})
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>

/** The order's untaxed fees on top of the goods: the delivery fee and the travel fee, in cents. */
export function feesCentsOf(
  fulfilment: Pick<OrderFulfilment, 'deliveryFeeCents' | 'travelFeeCents'> | undefined,
) {
  return (fulfilment?.deliveryFeeCents ?? 0) + (fulfilment?.travelFeeCents ?? 0)
}
