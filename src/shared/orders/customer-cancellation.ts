import { formatCents } from '../money.ts'
import { cutOffFor } from '../fulfilment/availability.ts'
import { formatInZone } from '../fulfilment/calendar-dates.ts'
import type { FulfilmentSchedule } from '../schemas/fulfilment-schedule.ts'
import type { Order } from '../schemas/order.ts'
import { customerCancellationRefund, defaultCancellationPolicy } from './cancellation-policy.ts'
import { describeEventCancellation, eventCancellation, type EventCancellation } from './event-cancellation.ts'
import { nextStates, orderStatesOf, unpaidStates } from './order-state.ts'
import { committedRefundCents, paidCentsOf } from './refund-amounts.ts'

// Whether the customer may cancel their own order now, and what they get back. The server applies it when the
// customer cancels; the order page shows the same terms before they confirm. An order with a payment plan (an
// event) follows its own cancellation terms instead of the business's policy and cut-off (event-cancellation.ts).

export interface CustomerCancelTerms {
  allowed: boolean
  /** Integer cents the cancellation refunds. */
  refundCents: number
  /** Epoch ms after which the customer can no longer cancel online; null when no cut-off applies. */
  cutOffAt: number | null
  /** What the customer reads: the refund they get, or why they cannot cancel. */
  message: string
  /**
   * An order with a payment plan: its terms' refund, deposit kept and balance stopped (of the order's cancellation
   * when it is already cancelled), also when the customer may not cancel, for staff to refund by.
   */
  event?: EventCancellation
}

type CancelFacts = Pick<
  Order,
  | 'state'
  | 'paymentState'
  | 'fulfilmentState'
  | 'statusCode'
  | 'checkoutSession'
  | 'fulfilment'
  | 'paidCents'
  | 'refundedCents'
  | 'refunds'
> &
  Partial<Pick<Order, 'history' | 'paymentPlan'>>

export const contactUsToCancel = 'This order can no longer be cancelled online. Please contact us about it.'

export const balanceBeingCharged =
  'The balance of this order is being charged right now. Please try again in a few minutes.'

export function customerCancelTerms(
  order: CancelFacts,
  schedule: Pick<FulfilmentSchedule, 'cutOff' | 'timeZone' | 'cancellation'> | undefined,
  now: number,
): CustomerCancelTerms {
  const states = orderStatesOf(order)
  const paid = !unpaidStates.includes(states.payment)
  const event = paid ? eventCancellation(order, now) : null
  const withEvent = (terms: CustomerCancelTerms) => (event ? { ...terms, event } : terms)
  if (!nextStates(states, 'customer', order.fulfilment?.method).includes('cancelled')) {
    return withEvent({ allowed: false, refundCents: 0, cutOffAt: null, message: contactUsToCancel })
  }
  if (!paid) {
    return {
      allowed: true,
      refundCents: 0,
      cutOffAt: null,
      message: 'Nothing was paid, so nothing is charged.',
    }
  }
  if (event) return eventTerms(order, event)
  const cutOff = schedule && order.fulfilment ? cutOffFor(schedule, order.fulfilment.date) : null
  if (schedule && cutOff && now >= cutOff.getTime()) {
    return {
      allowed: false,
      refundCents: 0,
      cutOffAt: cutOff.getTime(),
      message: `Orders can be cancelled online until the cut-off, ${formatInZone(cutOff, schedule.timeZone)}. Please contact us about this order.`,
    }
  }
  const refundCents = customerCancellationRefund(
    schedule?.cancellation ?? defaultCancellationPolicy,
    paidCentsOf(order),
    committedRefundCents(order),
  )
  return {
    allowed: true,
    refundCents,
    cutOffAt: cutOff?.getTime() ?? null,
    message:
      refundCents > 0
        ? `You get ${formatCents(refundCents)} back to your card.`
        : 'Cancelling this order does not refund what was paid.',
  }
}

/**
 * An event's terms decide up to the event date (its bands say how much comes back the closer it is); a balance
 * charge under way is waited for, so the cancellation never crosses a payment.
 */
function eventTerms(order: Pick<Order, 'paymentPlan'>, event: EventCancellation): CustomerCancelTerms {
  const refused = (message: string) => ({ allowed: false, refundCents: 0, cutOffAt: null, message, event })
  if (order.paymentPlan?.balanceState === 'charging') return refused(balanceBeingCharged)
  if (event.daysBefore < 0) return refused(contactUsToCancel)
  return {
    allowed: true,
    refundCents: event.refundCents,
    cutOffAt: null,
    message: describeEventCancellation(event),
    event,
  }
}
