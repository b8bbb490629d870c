import { orders } from '../../lib/data/orders.ts'
import { testimonialReview } from '../../lib/data/testimonial-review.ts'
import { userProfiles } from '../../lib/data/user-profiles.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { buildPrepSheet, type PrepSheet } from '../prep-list/index.ts'
import { fulfilmentCalendarCallable, type CalendarDay } from '../../shared/callables.ts'
import {
  addDays,
  formatCalendarDate,
  formatWallClock,
  weekdayOf,
  zonedInstant,
} from '../../shared/fulfilment/calendar-dates.ts'
import { toCents } from '../../shared/money.ts'
import { unpaidOrderLifetimeMs, unpaidOrderWarningMs } from '../../shared/orders/unpaid-orders.ts'
import type { Order } from '../../shared/schemas/order.ts'

// What the admin home shows of the business: today and tomorrow in the kitchen, the week's money, and what waits for
// the chef. Everything is read on open (counts and sums are aggregations on the server); nothing here writes.

export interface OverviewSlot {
  /** "12:00 PM – 2:00 PM" */
  time: string
  orders: number
  left: number
  capacity: number
  closed: boolean
}

export interface OverviewAllergyOrder {
  id: string
  label: string
  customerName: string
  time: string
  allergies: string[]
  /** Allergies a package of the order holds (the customer confirmed they knew). */
  conflicts: string[]
}

export interface OverviewDay {
  /** "Today" or "Tomorrow" */
  title: string
  date: string
  /** "Thu, Nov 26, 2026" */
  dateLabel: string
  closed: boolean
  slots: OverviewSlot[]
  /** What to make: each package and how many, most first. */
  make: Array<{ title: string; quantity: number }>
  bookedOrders: number
  guests: number
  /** Orders on this date still waiting for payment (not in what to make). */
  unpaidOrders: number
  allergyOrders: OverviewAllergyOrder[]
}

export interface WeekMoney {
  /** The Monday the week starts on, as a date for people. */
  since: string
  /** Cents taken by orders placed this week. */
  takenCents: number
  refundedCents: number
  /** Cents of this week's orders still waiting for payment, and how many they are. */
  unpaidCents: number
  unpaidOrders: number
}

export interface AttentionItem {
  key: 'awaitingConfirmation' | 'expiringUnpaid' | 'consultations' | 'testimonials' | 'refundsPending'
  count: number
  /** What waits, in words ("2 paid orders wait for your confirmation"). */
  text: string
  /** Where it is handled. */
  link: string
  linkText: string
}

export interface BusinessOverview {
  /** False until the business has a fulfilment schedule. */
  configured: boolean
  timeZone: string
  days: OverviewDay[]
  money: WeekMoney
  attention: AttentionItem[]
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** One date of the home's kitchen view, from the calendar's slots and the prep sheet of that date's orders. */
export function overviewDay(title: string, day: CalendarDay, sheet: PrepSheet): OverviewDay {
  const ordersPerSlot = new Map<string, number>()
  for (const order of day.orders) ordersPerSlot.set(order.slotId, (ordersPerSlot.get(order.slotId) ?? 0) + 1)
  const sheetDay = sheet.days.find((candidate) => candidate.date === day.date)
  const allergyOrders = (sheetDay?.slots ?? []).flatMap((slot) =>
    slot.orders
      .filter((order) => order.allergies.length > 0)
      .map((order) => ({
        id: order.id,
        label: order.label,
        customerName: order.customerName,
        time: slot.time,
        allergies: order.allergies,
        conflicts: order.conflicts,
      })),
  )
  return {
    title,
    date: day.date,
    dateLabel: formatCalendarDate(day.date),
    closed: day.closed,
    slots: day.slots.map((slot) => ({
      time: `${formatWallClock(slot.start)} – ${formatWallClock(slot.end)}`,
      orders: ordersPerSlot.get(slot.id) ?? 0,
      left: slot.left,
      capacity: slot.capacity,
      closed: slot.closed,
    })),
    make: [...sheet.packages]
      .sort((a, b) => b.quantity - a.quantity || a.title.localeCompare(b.title))
      .map(({ title: packageTitle, quantity }) => ({ title: packageTitle, quantity })),
    bookedOrders: sheet.totals.orders,
    guests: sheet.totals.guests,
    unpaidOrders: sheet.unpaidOrders,
    allergyOrders,
  }
}

/** The Monday of the week holding `today` (weeks start on Monday, as on the orders desk's chart). */
export function weekStart(today: string): string {
  return addDays(today, -((weekdayOf(today) + 6) % 7))
}

/** The waiting work, as the home lists it: only what has something waiting, in the order a chef deals with it. */
export function attentionItems(counts: Record<AttentionItem['key'], number>): AttentionItem[] {
  const items: AttentionItem[] = [
    {
      key: 'awaitingConfirmation',
      count: counts.awaitingConfirmation,
      text: `${plural(counts.awaitingConfirmation, 'paid order waits', 'paid orders wait')} for your confirmation`,
      link: '/order-management?state=paid',
      linkText: 'Confirm orders',
    },
    {
      key: 'expiringUnpaid',
      count: counts.expiringUnpaid,
      text: `${plural(counts.expiringUnpaid, 'unpaid order is', 'unpaid orders are')} cancelled within ${unpaidOrderWarningMs / 3_600_000} hours unless paid`,
      link: '/order-management?state=awaitingPayment',
      linkText: 'See unpaid orders',
    },
    {
      key: 'consultations',
      count: counts.consultations,
      text: `${plural(counts.consultations, 'customer waits', 'customers wait')} for a consultation`,
      link: '/user-management',
      linkText: 'See customers',
    },
    {
      key: 'testimonials',
      count: counts.testimonials,
      text: `${plural(counts.testimonials, 'testimonial waits', 'testimonials wait')} for review`,
      link: '/testimonial-review',
      linkText: 'Review testimonials',
    },
    {
      key: 'refundsPending',
      count: counts.refundsPending,
      text: `${plural(counts.refundsPending, 'refund has', 'refunds have')} not reached the payment provider yet (retried on their own)`,
      link: '/order-management?paid=paid',
      linkText: 'See paid orders',
    },
  ]
  return items.filter((item) => item.count > 0)
}

async function countOf(read: () => Promise<{ count: number }>): Promise<number> {
  return (await read()).count
}

/** Reads everything the admin home shows, at `now`. */
export async function loadBusinessOverview(now = Date.now()): Promise<BusinessOverview> {
  const calendar = dataOrThrow(await callFunction(fulfilmentCalendarCallable, { days: 2 }))
  const today = calendar.from
  const tomorrow = addDays(today, 1)
  const monday = weekStart(today)
  const weekFrom = zonedInstant(monday, '00:00', calendar.timeZone).getTime()

  const [twoDays, weekTotals, unpaid, awaitingConfirmation, consultations, testimonials, refundsPending] =
    await Promise.all([
      orders.query({
        filters: [
          ['fulfilment.date', '>=', today],
          ['fulfilment.date', '<=', tomorrow],
        ],
        orderBy: [['fulfilment.date', 'asc']],
      }),
      // Refunds come only with a payment: both sums in one aggregation over the paid orders.
      orders.aggregate({ filters: [['createdStamp', '>=', weekFrom]] }, ['paidCents', 'refundedCents'], {
        onlyWithFields: true,
      }),
      // Unpaid orders live two days at most: few enough to read whole.
      orders.query({ where: [['state', 'awaitingPayment']], limit: 500 }),
      countOf(() => orders.aggregate({ where: [['state', 'paid']] }, [])),
      countOf(() => userProfiles.aggregate({ where: [['userStatus', 'consultWaitRoom']] }, [])),
      countOf(() => testimonialReview.aggregate({ where: [['published', false]] }, [])),
      countOf(() => orders.aggregate({ where: [['refundPending', true]] }, [])),
    ])

  const unpaidOrders: Order[] = unpaid
  const unpaidThisWeek = unpaidOrders.filter((order) => (order.createdStamp ?? 0) >= weekFrom)
  const expiringUnpaid = unpaidOrders.filter(
    (order) => (order.createdStamp ?? now) <= now - (unpaidOrderLifetimeMs - unpaidOrderWarningMs),
  ).length
  const dayOf = (date: string) => twoDays.filter((order) => order.fulfilment?.date === date)
  const days = calendar.days
    .slice(0, 2)
    .map((day, index) =>
      overviewDay(index === 0 ? 'Today' : 'Tomorrow', day, buildPrepSheet(dayOf(day.date))),
    )
  return {
    configured: calendar.configured,
    timeZone: calendar.timeZone,
    days,
    money: {
      since: formatCalendarDate(monday),
      takenCents: weekTotals.sums['paidCents'] ?? 0,
      refundedCents: weekTotals.sums['refundedCents'] ?? 0,
      unpaidCents: unpaidThisWeek.reduce((total, order) => total + toCents(order.cartTotals.total), 0),
      unpaidOrders: unpaidThisWeek.length,
    },
    attention: attentionItems({
      awaitingConfirmation,
      expiringUnpaid,
      consultations,
      testimonials,
      refundsPending,
    }),
  }
}
