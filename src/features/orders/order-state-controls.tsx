import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Form } from 'react-router'
import { FormDialog } from '../../components/form-dialog.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useFetcherForm, type FormResult } from '../../components/form-result.ts'
import type { action } from './order-status-route.tsx'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'
import {
  fulfilmentStateLabels,
  historyStateLabel,
  nextStates,
  orderStatesLabel,
  orderStatesOf,
  unpaidStates,
} from '../../shared/orders/order-state.ts'
import { formatCalendarDate, formatWallClock } from '../../shared/fulfilment/calendar-dates.ts'
import type { Order, OrderHistoryEntry } from '../../shared/schemas/order.ts'
import type { CustomerCancelTerms } from '../../shared/orders/customer-cancellation.ts'
import { formatCents } from '../../shared/money.ts'
import { EventCancelFigures, EventCancelTermsText } from './event-cancel-terms.tsx'

// The order page's state actions: admins move an order along the kitchen's steps with a reason (the one status
// control: the payment state follows payments and refunds); a customer cancels an order that is still waiting for
// payment, or a paid one before its cut-off. The server checks every change again (changeOrderStateCallable).

export const stateIntent = 'state'

/** Both states in words: "Confirmed · Partially refunded". */
export function OrderStatesText({ order }: { order: Order }) {
  return (
    <Typography data-testid="order-status-title">
      Status: <strong>{orderStatesLabel(orderStatesOf(order))}</strong>
    </Typography>
  )
}

/** Admins: the kitchen steps the order may take now, with an optional reason kept in its history. */
export function AdminStateForm({ order, form }: { order: Order; form: FormResult }) {
  const states = orderStatesOf(order)
  const choices = nextStates(states, 'admin', order.fulfilment?.method)
  if (choices.length === 0) {
    return (
      <Typography color="text.secondary">
        {unpaidStates.includes(states.payment) && states.fulfilment !== 'cancelled'
          ? 'The order can be confirmed once it is paid.'
          : `No further changes: the order is ${fulfilmentStateLabels[states.fulfilment].toLowerCase()}.`}
      </Typography>
    )
  }
  return (
    <Form method="post" aria-label="Change the order's state">
      <input type="hidden" name="intent" value={stateIntent} />
      <Stack spacing={1}>
        <FormField
          label="Move the order to"
          name="to"
          options={choices.map((choice) => ({ value: choice, label: fulfilmentStateLabels[choice] }))}
          defaultValue={form.valueOf('to', choices[0])}
          error={form.errorOf('to')}
        />
        <FormField
          label="Reason (optional, kept in the history)"
          name="reason"
          defaultValue={form.valueOf('reason')}
          error={form.errorOf('reason')}
        />
        <SubmitButton label="Change state" busyLabel="Saving…" sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </Form>
  )
}

/**
 * Customers: cancel an order that is not paid yet, or a paid one before its cut-off (the terms say what comes back),
 * after a confirmation that says what happens. After the cut-off the terms say whom to contact instead.
 */
export function CustomerCancel({
  order,
  token,
  terms,
}: {
  order: Order
  token: string | null
  terms: CustomerCancelTerms | null
}) {
  // What the customer was told when they opened the dialog: the page reloads the order once it is cancelled.
  const [opened, setOpened] = useState<{ unpaid: boolean; refundCents: number } | null>(null)
  const open = opened !== null
  const { fetcher, form } = useFetcherForm<typeof action>({ key: `cancel-${order.id}` })
  const states = orderStatesOf(order)
  const unpaidNow =
    unpaidStates.includes(states.payment) && nextStates(states, 'customer').includes('cancelled')
  const cancellable = unpaidNow || terms?.allowed === true
  const unpaid = opened?.unpaid ?? unpaidNow
  // The dialog stays open after the cancel (the page then shows the order cancelled) so it can say what happened.
  if (!cancellable && !open) {
    return terms ? <Typography color="text.secondary">{terms.message}</Typography> : null
  }
  const done = form.result?.ok === true
  // Once done, the refund the server recorded (the order is read again), should the day have turned meanwhile.
  const recorded = done ? order.refunds.find((refund) => refund.id === 'cancellation') : undefined
  const refundCents = recorded?.amountCents ?? opened?.refundCents ?? 0
  return (
    <>
      {cancellable && (
        <Button
          variant="outlined"
          color="error"
          onClick={() =>
            setOpened({ unpaid: unpaidNow, refundCents: unpaidNow ? 0 : (terms?.refundCents ?? 0) })
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          Cancel order
        </Button>
      )}
      {open && (
        <FormDialog
          title="Cancel this order?"
          fetcher={fetcher}
          form={form}
          submitLabel="Cancel the order"
          busyLabel="Cancelling…"
          done={done}
          onClose={() => setOpened(null)}
        >
          <input type="hidden" name="intent" value={stateIntent} />
          <input type="hidden" name="to" value="cancelled" />
          {token && <input type="hidden" name="token" value={token} />}
          {done ? (
            <Typography role="status">
              {refundCents > 0
                ? `The order is cancelled. A refund of ${formatCents(refundCents)} is on its way to your card.`
                : unpaid
                  ? 'The order is cancelled. Nothing was charged.'
                  : 'The order is cancelled.'}
            </Typography>
          ) : (
            <Typography>
              {unpaid
                ? 'Nothing has been paid for this order. Once cancelled it cannot be paid, and its time is offered to others.'
                : `${terms?.message ?? ''} Once cancelled, its time is offered to others.`}
            </Typography>
          )}
          {/* An event: the server's figures and the terms they follow, before the customer confirms. */}
          {!done && !unpaid && terms?.event && (
            <>
              <EventCancelFigures event={terms.event} now />
              <EventCancelTermsText event={terms.event} />
            </>
          )}
          {!done && <FormFeedback form={form} />}
        </FormDialog>
      )}
    </>
  )
}

function bookedTime(time: { date: string; slotStart: string; slotEnd: string }): string {
  return `${formatCalendarDate(time.date)}, ${formatWallClock(time.slotStart)} – ${formatWallClock(time.slotEnd)}`
}

function historyLine(entry: OrderHistoryEntry): string {
  const who =
    entry.by === 'system' ? 'automatically' : entry.by === 'admin' ? 'by the business' : 'by the customer'
  if (entry.move) return `Moved from ${bookedTime(entry.move.from)} to ${bookedTime(entry.move.to)} (${who})`
  return `${historyStateLabel(entry.to)} (${entry.from ? who : 'order placed'})`
}

/** Every state the order went through, oldest first, with the reason when one was given. */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  if (history.length === 0) return null
  return (
    <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Order history">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <Typography variant="body2">
            <time dateTime={new Date(entry.at).toISOString()}>{formatStamp(entry.at)}</time>:{' '}
            {historyLine(entry)}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </Typography>
        </li>
      ))}
    </Stack>
  )
}
