// The fields that make an order an event, as a quote would store them: the Holiday Dinner Party line for 10 guests
// with its options, a staff line, a service charge, a timeline, access notes, allergies and diets, and a payment plan
// (a 30% deposit, the balance due two weeks before the event, cancellation terms). Orders are written only by the
// server, so tests write these with the admin SDK over an order they placed (tests/support/factories.ts) or made.
import { depositCentsFor, type CancellationTerms } from '../../src/shared/schemas/payment-plan.ts'
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'

/**
 * The Holiday Dinner Party's options as an order line stores them: `main`, the cheese course ($8 a guest) and the
 * cake's `message`.
 */
export const holidayDinnerOptionsFor = (choices: { guests: number; main: string; message: string }) => [
  { label: 'Main', choice: choices.main, price: 0 },
  { label: 'Add-ons', choice: 'Cheese course', price: 8 * choices.guests },
  { label: 'Message on the cake', choice: choices.message, price: 0 },
]

/** The Holiday Dinner Party line for `guests` with roast cod, the cheese course and "Happy holidays" on the cake. */
export const holidayDinnerLineFor = (guests: number) => ({
  chefPackageId: 'pkg-holiday-dinner',
  title: 'Holiday Dinner Party',
  // 65 + 8 for the cheese course, per guest.
  price: 73 * guests,
  image: '',
  quantity: 1,
  guests,
  options: holidayDinnerOptionsFor({ guests, main: 'Roast cod', message: 'Happy holidays' }),
})

/** The line an event order holds: the dinner for 10 guests. */
export const holidayDinnerLine = holidayDinnerLineFor(10)

/** The options as the kitchen's pages print them. */
export const holidayDinnerOptions =
  'Main: Roast cod · Add-ons: Cheese course · Message on the cake: Happy holidays'

export const eventDetails = {
  title: 'Holiday Dinner Party',
  customLines: [{ kind: 'staff', label: 'Two servers, five hours', quantity: 2, unitCents: 15_000 }],
  serviceChargePercent: 18,
  serviceChargeCents: 18_540,
  timeline: [
    { time: '19:00', label: 'Dinner served' },
    { time: '16:00', label: 'Arrival and set-up' },
  ],
  accessNotes: 'Gate code 4512. Park on the left; the kitchen is through the garden door.',
  acceptedAt: Date.UTC(2026, 10, 1),
}

export const eventDietary = { allergies: ['peanuts', 'fish'], diets: ['glutenFree'], conflicts: ['fish'] }

/** Full refund 30 days or more ahead, half from 14 days, nothing closer; the deposit is kept. */
export const standardTerms: CancellationTerms = {
  depositRefundable: false,
  bands: [
    { daysBefore: 30, refundPercent: 100 },
    { daysBefore: 14, refundPercent: 50 },
    { daysBefore: 0, refundPercent: 0 },
  ],
  summary: 'The deposit secures the date and is not refunded.',
}

/**
 * The event fields for an order of `totalCents` on `date`: the deposit paid, the balance `scheduled` (only the
 * deposit paid) or `paid` (everything paid). `paidCents` follows.
 */
export function eventOrderFields(options: {
  date: string
  totalCents: number
  balance: 'scheduled' | 'paid'
  terms?: CancellationTerms
}) {
  const depositRule = { kind: 'percent' as const, percent: 30 }
  const depositCents = depositCentsFor(options.totalCents, depositRule)
  const paid = options.balance === 'paid'
  return {
    cartData: [holidayDinnerLine],
    event: eventDetails,
    dietary: eventDietary,
    paidCents: paid ? options.totalCents : depositCents,
    paymentPlan: {
      depositRule,
      depositCents,
      balanceCents: options.totalCents - depositCents,
      balanceDueDate: addDays(options.date, -14),
      cancellationTerms: options.terms ?? standardTerms,
      depositPaidAt: Date.now(),
      providerCustomerId: 'cus_event_test',
      paymentMethodId: 'pm_event_test',
      balanceState: options.balance,
      ...(paid ? { balancePaidAt: Date.now() } : {}),
      remindersSent: [],
    },
  }
}
