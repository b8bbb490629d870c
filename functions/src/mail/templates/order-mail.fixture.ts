import type { OrderMailModel } from './order-summary.tsx'

// Test data for the order mails' tests: Saffron Table's order #1042, two Sunday Brunches and a Dessert Box, as
// the mails read it. Each test overrides what its mail is about.

/** Its delivery, as the mails word it. */
export const brunchDelivery = {
  method: 'Delivery',
  date: 'Thu, Dec 24, 2026',
  slot: '11:00 AM – 1:00 PM (New York time, EST)',
  address: '5 Elm St, New York, NY 10001',
  phone: '+1 212 555 0123',
}

export const brunchOrder: OrderMailModel = {
  businessName: 'Saffron Table',
  contact: { email: 'chef@saffron-table.test', phone: '+1 212 555 0142' },
  orderNumber: '#1042',
  customerName: 'Ana Diaz',
  items: [
    { title: 'Sunday Brunch', quantity: 2, amountCents: 12_000 },
    { title: 'Dessert Box', quantity: 1, amountCents: 2_550 },
  ],
  subtotalCents: 14_550,
  taxCents: 728,
  totalCents: 15_278,
  fulfilment: brunchDelivery,
  orderUrl: 'https://shop.example/order-status/abc',
}
