// Order fulfilments as placeOrder stores them, for the tests of how orders show them: the shared formatter, the
// summary component, the confirmation mail.
import type { OrderFulfilment } from '../../src/shared/schemas/order-fulfilment.ts'

/** A delivery in New York winter time (EST), with everything an order can carry. */
export const exampleDelivery: OrderFulfilment = {
  method: 'delivery',
  date: '2026-01-31',
  slotId: 'dinner',
  slotStart: '17:00',
  slotEnd: '19:00',
  timeZone: 'America/New_York',
  name: 'Ann Lee',
  phone: '+12125550123',
  address: { line1: '200 W 20th St', line2: 'Apt 4', city: 'New York', postalCode: '10011' },
  guests: 12,
  notes: 'No cilantro.',
  deliveryZoneId: 'core',
  deliveryFeeCents: 1200,
}

const { address: _address, guests: _guests, deliveryZoneId: _zone, ...withoutPlace } = exampleDelivery

/** The same order collected at the kitchen: the pickup address and instructions; no address, guests or fee. */
export const examplePickup: OrderFulfilment = {
  ...withoutPlace,
  method: 'pickup',
  notes: '',
  pickupAddress: '12 Market St',
  pickupInstructions: 'Side door.',
  deliveryFeeCents: 0,
}
