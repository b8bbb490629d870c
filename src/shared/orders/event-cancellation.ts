import { dateInZone } from '../fulfilment/calendar-dates.ts'
import { formatCents } from '../money.ts'
import type { Order } from '../schemas/order.ts'
import type { CancellationBand, CancellationTerms } from '../schemas/payment-plan.ts'
import { orderStatesOf } from './order-state.ts'
import { committedCentsOf, paidCentsOf } from './refund-amounts.ts'

// What cancelling an order with a payment plan gives back: the plan's cancellation terms, not the business's
// cancellation policy. The deposit is kept (unless the terms make it refundable); of what the business still holds
// beyond it, the band the cancellation falls in says what share comes back, by whole days before the event date in
// the business time zone. Worked out from the stored order only, so the customer's preview, the server's
// cancellation and the refund suggested to staff are one computation (docs/decisions/0108).

/** The money side of a cancellation under the terms, in integer cents. */
export interface TermsRefund {
  /** The band the cancellation falls in, or null when it comes closer to the event than every band. */
  band: CancellationBand | null
  refundPercent: number
  /** What the business held when the cancellation came: paid less the refunds made before it. */
  heldCents: number
  /** The part of the deposit kept whatever the band (0 when the deposit is refundable). */
  depositKeptCents: number
  refundCents: number
  /** What the business keeps of what it held: the deposit and the share the band does not give back. */
  keptCents: number
}

/**
 * The band a cancellation `daysBefore` the event falls in: of the bands it meets (at least their days ahead), the
 * one giving most back, so terms written in any order never give less than the customer was promised.
 */
export function bandFor(bands: readonly CancellationBand[], daysBefore: number): CancellationBand | null {
  if (daysBefore < 0) return null
  const met = bands.filter((band) => daysBefore >= band.daysBefore)
  return met.reduce<CancellationBand | null>(
    (best, band) =>
      !best ||
      band.refundPercent > best.refundPercent ||
      (band.refundPercent === best.refundPercent && band.daysBefore > best.daysBefore)
        ? band
        : best,
    null,
  )
}

/**
 * The terms' refund of a cancellation. `earlierRefundsCents` (refunds made before the cancellation: a goodwill
 * refund, a change of items) come out of what was paid beyond the deposit first, so the deposit stays what the terms
 * keep and the share is taken of what the business still holds. Rounded down to the cent: never more than the terms.
 */
export function termsRefund(input: {
  terms: CancellationTerms
  depositCents: number
  paidCents: number
  earlierRefundsCents: number
  daysBefore: number
}): TermsRefund {
  const { terms, depositCents, paidCents, earlierRefundsCents, daysBefore } = input
  const band = bandFor(terms.bands, daysBefore)
  const refundPercent = band?.refundPercent ?? 0
  const heldCents = Math.max(0, paidCents - earlierRefundsCents)
  const depositHeld = Math.min(depositCents, heldCents)
  const base = terms.depositRefundable ? heldCents : heldCents - depositHeld
  const refundCents = Math.floor((base * refundPercent) / 100)
  return {
    band,
    refundPercent,
    heldCents,
    depositKeptCents: terms.depositRefundable ? 0 : depositHeld,
    refundCents,
    keptCents: heldCents - refundCents,
  }
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

type EventCancelFacts = Pick<
  Order,
  | 'fulfilment'
  | 'paidCents'
  | 'refundedCents'
  | 'refunds'
  | 'checkoutSession'
  | 'state'
  | 'paymentState'
  | 'fulfilmentState'
  | 'statusCode'
> &
  Partial<Pick<Order, 'history' | 'paymentPlan'>>

/** A cancellation under the terms as the customer and staff read it. */
export interface EventCancellation extends TermsRefund {
  /** Whole days from the cancellation's date to the event date (business time zone); negative once it is past. */
  daysBefore: number
  depositCents: number
  depositRefundable: boolean
  /** The balance not charged yet, which the cancellation stops (0 once it is paid). */
  balanceStoppedCents: number
  /** Each band in words, furthest first, then what happens closer than every band. */
  bandLines: string[]
  /** The terms as the customer accepted them. */
  summary: string
}

/** When the order was cancelled (the newest cancellation in its history), or undefined while it is not. */
function cancelledAt(order: EventCancelFacts): number | undefined {
  if (orderStatesOf(order).fulfilment !== 'cancelled') return undefined
  return (order.history ?? []).findLast((entry) => entry.to === 'cancelled' && !entry.move)?.at
}

/**
 * The terms' refund of cancelling the order at `now`, or of its cancellation when it is already cancelled (then the
 * refunds sent since count against what the terms give, so the figure is what is still to refund). Null for an
 * order without a payment plan or a date.
 */
export function eventCancellation(order: EventCancelFacts, now: number): EventCancellation | null {
  const plan = order.paymentPlan
  if (!plan || !order.fulfilment) return null
  const at = cancelledAt(order) ?? now
  // A refused refund counts only for what of it was sent (a part of a split refund).
  const askedBefore = order.refunds
    .filter((refund) => refund.at < at)
    .reduce((sum, refund) => sum + committedCentsOf(refund), 0)
  const askedSince = order.refunds
    .filter((refund) => refund.at >= at)
    .reduce((sum, refund) => sum + committedCentsOf(refund), 0)
  // A refund made at the payment provider (not in `refunds`) has no time: it counts as made before.
  const earlierRefundsCents = Math.max(askedBefore, order.refundedCents - askedSince)
  const daysBefore = daysBetween(dateInZone(at, order.fulfilment.timeZone), order.fulfilment.date)
  const terms = plan.cancellationTerms
  const refund = termsRefund({
    terms,
    depositCents: plan.depositCents,
    paidCents: paidCentsOf(order),
    earlierRefundsCents,
    daysBefore,
  })
  const stillOpen = plan.balanceState !== 'paid' && plan.balanceState !== 'cancelled'
  return {
    ...refund,
    refundCents: Math.max(0, refund.refundCents - askedSince),
    daysBefore,
    depositCents: plan.depositCents,
    depositRefundable: terms.depositRefundable,
    balanceStoppedCents: stillOpen ? plan.balanceCents : 0,
    bandLines: describeBands(terms),
    summary: terms.summary,
  }
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`)

/** The bands in words, furthest first: "30 days or more before the event: 100% of what was paid beyond the deposit". */
export function describeBands(terms: CancellationTerms): string[] {
  const of = terms.depositRefundable ? 'of what was paid' : 'of what was paid beyond the deposit'
  const sorted = [...terms.bands].sort((a, b) => b.daysBefore - a.daysBefore)
  const lines = sorted.map((band, index) => {
    const until = index === 0 ? null : sorted[index - 1]!.daysBefore - 1
    const when =
      until === null
        ? band.daysBefore === 0
          ? 'Up to the event date'
          : `${days(band.daysBefore)} or more before the event`
        : band.daysBefore === 0
          ? `Less than ${days(until + 1)} before the event`
          : until === band.daysBefore
            ? `${days(band.daysBefore)} before the event`
            : `${band.daysBefore} to ${days(until)} before the event`
    return `${when}: ${band.refundPercent === 0 ? 'nothing back' : `${band.refundPercent}% ${of} back`}`
  })
  const closest = sorted.at(-1)
  if (!closest) lines.push('Nothing is refunded on cancellation')
  else if (closest.daysBefore > 0)
    lines.push(`Less than ${days(closest.daysBefore)} before the event: nothing back`)
  return terms.depositRefundable ? lines : [...lines, 'The deposit is not refunded']
}

/** What the customer reads before confirming: the refund, the deposit kept and the balance no longer charged. */
export function describeEventCancellation(cancellation: EventCancellation): string {
  const parts = [
    cancellation.refundCents > 0
      ? `You get ${formatCents(cancellation.refundCents)} back to your card.`
      : 'Cancelling this order does not refund what was paid.',
  ]
  if (cancellation.depositKeptCents > 0) {
    parts.push(`The deposit of ${formatCents(cancellation.depositKeptCents)} is kept.`)
  }
  if (cancellation.balanceStoppedCents > 0) {
    parts.push(`The balance of ${formatCents(cancellation.balanceStoppedCents)} will not be charged.`)
  }
  return parts.join(' ')
}
