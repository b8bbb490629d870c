import { formatCalendarDateInFull, formatWallClock } from '../../shared/fulfilment/calendar-dates.ts'
import { describeFulfilment, formatGuests } from '../../shared/fulfilment/describe-fulfilment.ts'
import { toCents } from '../../shared/money.ts'
import { orderLabel, orderStatesLabel, orderStatesOf, unpaidStates } from '../../shared/orders/order-state.ts'
import { describeOptions } from '../../shared/orders/package-pricing.ts'
import { committedRefundCents, paidCentsOf } from '../../shared/orders/refund-amounts.ts'
import type { Order } from '../../shared/schemas/order.ts'
import type { BalanceState, EventLineKind } from '../../shared/schemas/payment-plan.ts'
import { prepOrderOf, type PrepOrder } from '../prep-list/index.ts'

// One event on one page for the kitchen and the staff who go: when (with the timeline), how many, what is served
// (each line with its options), where and how to get in, the allergies and diets as the prep list shows them, the
// staff and other lines, the service charge, and what is paid and still to pay.

/** Whether an order gets an event sheet: it carries an event's details or a per-guest line. */
export function hasEventSheet(order: Pick<Order, 'event' | 'cartData'>): boolean {
  return order.event !== undefined || order.cartData.some((item) => item.guests !== undefined)
}

export const eventSheetPath = (orderId: string) => `/event-sheet/${encodeURIComponent(orderId)}`

const lineKindLabels: Record<EventLineKind, string> = {
  staff: 'Staff',
  rental: 'Rental',
  travel: 'Travel',
  other: 'Other',
}

/** How the balance stands, in words (the due date is said beside it). */
export const balanceStateWords: Record<BalanceState, string> = {
  scheduled: 'Charged to the saved card on the due date',
  charging: 'Being charged now',
  paid: 'Paid',
  declined: 'Card declined: the customer was sent a payment link',
  actionRequired: 'Waiting for the customer to confirm the payment',
  cancelled: 'Not charged: the order was cancelled',
}

export interface EventSheetMoney {
  totalCents: number
  paidCents: number
  refundedCents: number
  /** Still to come from the customer: the balance not yet paid, or everything while nothing is paid. */
  outstandingCents: number
  /** Set when the order has a payment plan. */
  plan?: {
    depositCents: number
    depositPaid: boolean
    balanceCents: number
    /** "Thu, December 10, 2026" */
    balanceDue: string
    balanceState: BalanceState
    balanceWords: string
  }
}

export interface EventSheet {
  orderId: string
  label: string
  /** The event's title, else the first line's. */
  title: string
  status: string
  /** "Thursday, December 24, 2026", or null for an order without a date. */
  date: string | null
  /** "6:00 PM – 11:00 PM (New York time, EST)" */
  time: string | null
  timeline: Array<{ time: string; label: string }>
  /** "10 guests" */
  guests: string | null
  /** What is served: each line with its guests, options and price. */
  menu: Array<{ title: string; quantity: number; guests: string | null; options: string; totalCents: number }>
  /** Who, where, the allergies, diets and notes, as the prep list reads the order; null without a date. */
  kitchen: PrepOrder | null
  accessNotes: string
  customLines: Array<{ kind: string; label: string; quantity: number; unitCents: number; totalCents: number }>
  serviceCharge: { percent: number; cents: number } | null
  money: EventSheetMoney
}

function moneyOf(order: Order): EventSheetMoney {
  const paidCents = paidCentsOf(order)
  const refundedCents = committedRefundCents(order)
  const unpaid = unpaidStates.includes(orderStatesOf(order).payment)
  const cancelled = orderStatesOf(order).fulfilment === 'cancelled'
  const plan = order.paymentPlan
  if (!plan) {
    const totalCents = toCents(order.cartTotals.total)
    return { totalCents, paidCents, refundedCents, outstandingCents: unpaid && !cancelled ? totalCents : 0 }
  }
  const totalCents = plan.depositCents + plan.balanceCents
  const balanceOpen = !['paid', 'cancelled'].includes(plan.balanceState) && !cancelled
  return {
    totalCents,
    paidCents,
    refundedCents,
    outstandingCents: cancelled ? 0 : unpaid ? totalCents : balanceOpen ? plan.balanceCents : 0,
    plan: {
      depositCents: plan.depositCents,
      depositPaid: !unpaid,
      balanceCents: plan.balanceCents,
      balanceDue: formatCalendarDateInFull(plan.balanceDueDate),
      balanceState: plan.balanceState,
      balanceWords: balanceStateWords[plan.balanceState],
    },
  }
}

export function buildEventSheet(order: Order): EventSheet {
  const event = order.event
  const fulfilment = order.fulfilment
  const described = describeFulfilment(fulfilment)
  const lineGuests = order.cartData.find((item) => item.guests !== undefined)?.guests
  const guests = fulfilment?.guests ?? lineGuests
  const kitchen = fulfilment ? prepOrderOf(order, fulfilment) : null
  return {
    orderId: order.id,
    label: orderLabel(order),
    title: event?.title || order.cartData[0]?.title || `Order ${orderLabel(order)}`,
    status: orderStatesLabel(orderStatesOf(order)),
    date: fulfilment ? formatCalendarDateInFull(fulfilment.date) : null,
    time: described?.time ?? null,
    timeline: [...(event?.timeline ?? [])]
      .sort((a, b) => a.time.localeCompare(b.time))
      .map((entry) => ({ time: formatWallClock(entry.time), label: entry.label })),
    guests: guests !== undefined ? formatGuests(guests) : null,
    menu: order.cartData.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      guests: item.guests !== undefined ? formatGuests(item.guests) : null,
      options: describeOptions(item.options ?? []),
      totalCents: toCents(item.price) * item.quantity,
    })),
    kitchen,
    accessNotes: event?.accessNotes ?? '',
    customLines: (event?.customLines ?? []).map((line) => ({
      kind: lineKindLabels[line.kind],
      label: line.label,
      quantity: line.quantity,
      unitCents: line.unitCents,
      totalCents: line.unitCents * line.quantity,
    })),
    serviceCharge:
      event && (event.serviceChargePercent > 0 || event.serviceChargeCents > 0)
        ? { percent: event.serviceChargePercent, cents: event.serviceChargeCents }
        : null,
    money: moneyOf(order),
  }
}
