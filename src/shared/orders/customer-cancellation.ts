import { formatCents } from '../money.ts'
import { cutOffFor } from '../fulfilment/availability.ts'
import { formatInZone } from '../fulfilment/calendar-dates.ts'
import type { FulfilmentSchedule } from '../schemas/fulfilment-schedule.ts'
import type { Order } from '../schemas/order.ts'
import { customerCancellationRefund, defaultCancellationPolicy } from './cancellation-policy.ts'
import { nextStates, orderStatesOf, unpaidStates } from './order-state.ts'
import { committedRefundCents, paidCentsOf } from './refund-amounts.ts'

// Whether the customer may cancel their own order now, and what they get back. The server applies it when the
// customer cancels; the order page shows the same terms before they confirm.

export interface CustomerCancelTerms {
  allowed: boolean
  /** Integer cents the cancellation refunds. */
  refundCents: number
  /** Epoch ms after which the customer can no longer cancel online; null when no cut-off applies. */
  cutOffAt: number | null
  /** What the customer reads: the refund they get, or why they cannot cancel. */
  message: string
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
  Partial<Pick<Order, 'history'>>

export const contactUsToCancel = 'This order can no longer be cancelled online. Please contact us about it.'

export function customerCancelTerms(
  order: CancelFacts,
  schedule: Pick<FulfilmentSchedule, 'cutOff' | 'timeZone' | 'cancellation'> | undefined,
  now: number,
): CustomerCancelTerms {
  const states = orderStatesOf(order)
  if (!nextStates(states, 'customer', order.fulfilment?.method).includes('cancelled')) {
    return { allowed: false, refundCents: 0, cutOffAt: null, message: contactUsToCancel }
  }
  if (unpaidStates.includes(states.payment)) {
    return {
      allowed: true,
      refundCents: 0,
      cutOffAt: null,
      message: 'Nothing was paid, so nothing is charged.',
    }
  }
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
