// Order fulfilments as placeOrder stores them, for the tests of how orders show them: the shared formatter, the
// summary component, the confirmation mail, and orders written straight into the database for the order lists.
import { demoAccounts } from '../../scripts/seed-data.ts'
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

/**
 * An order of the demo customer as placeOrder stores it: one Tiramisu, with a $12 delivery line when it has a
 * fulfilment, for tests that write orders with the admin SDK.
 */
export function demoCustomerOrder(options: { notes: string; fulfilment?: OrderFulfilment }) {
  const { notes, fulfilment } = options
  const customer = demoAccounts.find((account) => account.role === 'customer')!
  const now = Date.now()
  return {
    stamp: now,
    userId: customer.uid,
    customer_email: customer.email,
    cartData: [
      { chefPackageId: 'pkg-tiramisu', title: 'Tiramisu Dessert Course', price: 85, image: '', quantity: 1 },
    ],
    cartTotals: {
      subTotal: 85,
      subTotalDisplay: '$85.00',
      taxDisplay: '$4.25',
      ...(fulfilment ? { deliveryFee: 12, deliveryFeeDisplay: '$12.00' } : {}),
      total: fulfilment ? 101.25 : 89.25,
      totalDisplay: fulfilment ? '$101.25' : '$89.25',
    },
    orderNotes: notes,
    statusCode: 1,
    statusNotes: [],
    createdStamp: now,
    createdIso: new Date(now).toISOString(),
    ...(fulfilment ? { fulfilment } : {}),
  }
}
