import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogTitle from '@mui/material/DialogTitle'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Form, useSubmit } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'
import { centsAsDollars, formatCents, toCents } from '../../shared/money.ts'
import type { EventCancellation } from '../../shared/orders/event-cancellation.ts'
import { canRefund, orderStatesOf } from '../../shared/orders/order-state.ts'
import { committedRefundCents, paidCentsOf } from '../../shared/orders/refund-amounts.ts'
import { refundLeftCents } from '../../shared/orders/refund-split.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { answersRefund, refundAmountOf, refundIntent } from './refund-form.ts'
import { refundStatusWords } from './refund-status-words.ts'
import { EventCancelFigures, EventCancelTermsText } from './event-cancel-terms.tsx'
import { Fact, FactGrid } from './facts.tsx'

// The order page's money: what was paid, every refund and where it stands, and for admins a refund form. A refund
// that could not reach the payment provider yet reads "pending" and is retried by the server. A refund changes only
// the payment state: the kitchen's progress stays as it is.

/** Paid, refunded so far, and each refund with its reason. Shown once something was paid. */
export function PaymentAndRefunds({
  order,
  isAdmin,
  form,
  eventTerms,
}: {
  order: Order
  isAdmin: boolean
  form: FormResult
  /** Staff, on an event: what its cancellation terms give back (of its cancellation once cancelled). */
  eventTerms?: EventCancellation | undefined
}) {
  const paid = paidCentsOf(order)
  if (paid === 0 && order.refunds.length === 0) return null
  const refunded = committedRefundCents(order)
  const cancelled = orderStatesOf(order).fulfilment === 'cancelled'
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="payment-refunds-heading">
      <Typography id="payment-refunds-heading" variant="h6" component="h2" gutterBottom>
        Payment and refunds
      </Typography>
      <FactGrid sx={{ m: 0 }}>
        <Fact term="Paid" testId="paid-amount">
          {formatCents(paid)}
        </Fact>
        <Fact term="Refunded" testId="refunded-amount">
          {formatCents(refunded)}
        </Fact>
      </FactGrid>
      {order.refunds.length > 0 && (
        <Stack component="ol" spacing={0.5} sx={{ mt: 1, mb: 0, pl: 2.5 }} aria-label="Refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <Typography variant="body2">
                <time dateTime={new Date(refund.at).toISOString()}>{formatStamp(refund.at)}</time>:{' '}
                <strong>{formatCents(refund.amountCents)}</strong>{' '}
                {refundStatusWords(refund, isAdmin, order.checkoutSession?.payment_intent)}
                {refund.reason ? ` · ${refund.reason}` : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {isAdmin && eventTerms && (
        <Box sx={{ mt: 2 }} data-testid="staff-event-terms">
          <Typography variant="subtitle2" component="h3">
            Under the event&apos;s cancellation terms
          </Typography>
          <EventCancelFigures event={eventTerms} now={!cancelled} staff />
          <EventCancelTermsText event={eventTerms} />
        </Box>
      )}
      {isAdmin && canRefund(orderStatesOf(order).payment, paid, refunded) && (
        // A new form (and request key) after each refund recorded, and with the terms' figure once cancelled.
        <RefundForm
          key={`${order.refunds.length}-${cancelled}`}
          order={order}
          form={form}
          suggestedCents={cancelled ? eventTerms?.refundCents : undefined}
        />
      )}
    </Paper>
  )
}

/**
 * The amount starts empty (a refund is never a click away from everything paid), or on a cancelled event at what
 * its terms give back, and says the most that can go back; a dialog names the amount before anything is sent. An
 * amount the form cannot read goes to the server, which answers by the field.
 */
function RefundForm({
  order,
  form,
  suggestedCents,
}: {
  order: Order
  form: FormResult
  /** A cancelled event's refund under its terms: the amount starts there (staff may change it). */
  suggestedCents?: number | undefined
}) {
  // One key per form drawn: sending it twice is one refund on the server.
  const [requestKey] = useState(() => crypto.randomUUID())
  const [asking, setAsking] = useState<number | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const submit = useSubmit()
  const titleId = useId()
  const left = refundLeftCents(order)
  const confirmFirst = (event: FormEvent<HTMLFormElement>) => {
    const amount = refundAmountOf(new FormData(event.currentTarget))
    if (amount === null) return
    event.preventDefault()
    setAsking(toCents(amount))
  }
  const send = () => {
    setAsking(null)
    if (formRef.current) void submit(formRef.current, { method: 'post' })
  }
  return (
    <Form
      method="post"
      aria-label="Refund this order"
      style={{ marginTop: 16 }}
      ref={formRef}
      onSubmit={confirmFirst}
    >
      <input type="hidden" name="intent" value={refundIntent} />
      <input type="hidden" name="requestKey" value={form.valueOf('requestKey', requestKey)} />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Refund
        </Typography>
        <FormField
          label="Amount in dollars"
          helperText={
            suggestedCents
              ? `The event's terms give ${formatCents(suggestedCents)} back; up to ${formatCents(left)}`
              : `Up to ${formatCents(left)}`
          }
          {...form.field(
            'amount',
            suggestedCents ? centsAsDollars(Math.min(suggestedCents, left)) : undefined,
          )}
        />
        <FormField label="Reason (kept in the order's history)" {...form.field('refundReason')} />
        <SubmitButton label="Refund" busyLabel="Refunding…" sx={{ alignSelf: 'flex-start' }} />
        {answersRefund(form.result) && <FormFeedback form={form} sx={{}} />}
      </Stack>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Refund {formatCents(asking ?? 0)} to the customer?</DialogTitle>
        <DialogActions>
          <Button type="button" variant="contained" color="error" onClick={send}>
            Refund {formatCents(asking ?? 0)}
          </Button>
          <Button type="button" onClick={() => setAsking(null)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Form>
  )
}
