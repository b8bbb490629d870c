import { addDays, formatCalendarDate, type CalendarDate } from '../fulfilment/calendar-dates.ts'
import { formatCents } from '../money.ts'
import type { Order } from '../schemas/order.ts'
import type { PackageDeposit } from '../schemas/package-deposit.ts'
import {
  cancellationTermsSchema,
  depositCentsFor,
  type DepositRule,
  type PaymentPlan,
} from '../schemas/payment-plan.ts'
import { orderStatesOf, type StoredOrderStates } from './order-state.ts'
import { minimumChargeCents } from './promotion-codes.ts'

// Deposits on packages and the payment plan an order gets from them (docs/product.md, Deposits and balances). The
// server computes the plan from the stored packages when the order is placed; the balance run and the reminders read
// the same dates from here, so what the customer is told and what is charged never disagree.

export { balanceDueBounds, packageDepositSchema, type PackageDeposit } from '../schemas/package-deposit.ts'

/** Days before the due date a reminder of the balance is mailed, largest first. */
export const balanceReminderDays = [7, 2] as const

/** The plan's money and dates as the order is placed; the rest of the plan's fields start empty. */
export type NewPaymentPlan = Pick<
  PaymentPlan,
  | 'depositRule'
  | 'depositCents'
  | 'balanceCents'
  | 'balanceDueDate'
  | 'cancellationTerms'
  | 'balanceState'
  | 'remindersSent'
>

/**
 * The plan for an order of `totalCents` booked for `fulfilmentDate`, from the deposits of the packages in its cart.
 * Several deposit packages in one cart make one plan: the largest deposit any of them asks of the whole total, and
 * the earliest of their due dates. No plan (paid in full at checkout) when no package asks for a deposit, the order
 * has no date, the due date is today or already past, or either part would be below the smallest charge.
 */
export function paymentPlanFor(input: {
  totalCents: number
  deposits: readonly PackageDeposit[]
  fulfilmentDate: CalendarDate | undefined
  today: CalendarDate
}): NewPaymentPlan | null {
  const { totalCents, deposits, fulfilmentDate, today } = input
  if (deposits.length === 0 || !fulfilmentDate) return null
  let rule: DepositRule | null = null
  let depositCents = 0
  for (const deposit of deposits) {
    const cents = depositCentsFor(totalCents, deposit.rule)
    if (cents > depositCents) {
      depositCents = cents
      rule = deposit.rule
    }
  }
  const daysBefore = Math.max(...deposits.map((deposit) => deposit.balanceDueDaysBefore))
  const balanceDueDate = addDays(fulfilmentDate, -daysBefore)
  const balanceCents = totalCents - depositCents
  if (!rule || balanceDueDate <= today) return null
  if (depositCents < minimumChargeCents || balanceCents < minimumChargeCents) return null
  return {
    depositRule: rule,
    depositCents,
    balanceCents,
    balanceDueDate,
    cancellationTerms: cancellationTermsSchema.parse({}),
    balanceState: 'scheduled',
    remindersSent: [],
  }
}

/** Whole days from `today` to `date` (both calendar dates; negative when past). */
export function daysUntil(today: CalendarDate, date: CalendarDate): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}

type PlanFacts = Pick<PaymentPlan, 'balanceDueDate' | 'balanceState' | 'depositPaidAt' | 'remindersSent'>

/** Whether the balance run charges the plan on `today`: scheduled, the deposit paid, the due date reached. */
export function isBalanceDue(plan: PlanFacts, today: CalendarDate): boolean {
  return plan.balanceState === 'scheduled' && plan.depositPaidAt !== undefined && plan.balanceDueDate <= today
}

/**
 * The reminder to mail on `today`, by its days before the due date, or null. Only the nearest reminder whose day
 * has come is sent (an order placed five days ahead gets the two-day one only), each once.
 */
export function reminderDue(plan: PlanFacts, today: CalendarDate): number | null {
  if (plan.balanceState !== 'scheduled' || plan.depositPaidAt === undefined) return null
  const left = daysUntil(today, plan.balanceDueDate)
  if (left <= 0) return null
  const reached = balanceReminderDays.filter((days) => left <= days)
  const nearest = reached.at(-1)
  if (nearest === undefined) return null
  // A nearer reminder already sent covers the farther ones.
  if (plan.remindersSent.some((sent) => sent <= nearest)) return null
  return nearest
}

/** What of the total is still to pay: the balance until it is paid (or nothing is left to charge). */
export function outstandingCents(
  plan: Pick<PaymentPlan, 'balanceCents' | 'balanceState' | 'depositPaidAt' | 'depositCents'>,
): number {
  if (plan.balanceState === 'paid' || plan.balanceState === 'cancelled') return 0
  return plan.balanceCents + (plan.depositPaidAt === undefined ? plan.depositCents : 0)
}

/** Whether the customer may pay the balance now: the deposit paid, the balance neither paid nor being charged. */
export function balancePayable(order: Pick<Order, 'paymentPlan'> & StoredOrderStates): boolean {
  const plan = order.paymentPlan
  if (!plan || plan.depositPaidAt === undefined || orderStatesOf(order).fulfilment === 'cancelled')
    return false
  return (
    plan.balanceState === 'scheduled' ||
    plan.balanceState === 'declined' ||
    plan.balanceState === 'actionRequired'
  )
}

/** Where the balance stands, in words, for lists: "Deposit $360.00 paid · balance $840.00 due Thu, Dec 10, 2026". */
export function planStatusWords(plan: PaymentPlan): string {
  const balance = formatCents(plan.balanceCents)
  const due = formatCalendarDate(plan.balanceDueDate)
  if (plan.depositPaidAt === undefined) {
    return `Deposit ${formatCents(plan.depositCents)} to pay · balance ${balance} due ${due}`
  }
  switch (plan.balanceState) {
    case 'scheduled':
      return `Deposit ${formatCents(plan.depositCents)} paid · balance ${balance} due ${due}`
    case 'charging':
      return `Deposit paid · balance ${balance} being charged`
    case 'paid':
      return 'Deposit and balance paid'
    case 'declined':
      return `Balance ${balance} declined · payment link sent`
    case 'actionRequired':
      return `Balance ${balance} waits for the customer to confirm · payment link sent`
    case 'cancelled':
      return 'Balance not charged: the order was cancelled'
  }
}
