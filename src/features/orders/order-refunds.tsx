import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Form } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import type { FormResult } from '../../components/form-result.ts'
import { FormFeedback, SubmitButton } from '../../components/page-form.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'
import { centsAsDollars, formatCents } from '../../shared/money.ts'
import { canRefund, orderStateOf } from '../../shared/orders/order-state.ts'
import { committedRefundCents, paidCentsOf, refundableCents } from '../../shared/orders/refund-amounts.ts'
import type { Order, OrderRefund } from '../../shared/schemas/order.ts'
import { answersRefund, refundIntent } from './refund-form.ts'

// The order page's money: what was paid, every refund and where it stands, and for admins a refund form. A refund
// that could not reach the payment provider yet reads "pending" and is retried by the server.

function refundStatusWords(refund: OrderRefund, isAdmin: boolean): string {
  if (refund.status === 'sent') return 'sent to the card'
  if (refund.status === 'pending') return 'pending: it will be sent shortly'
  return isAdmin && refund.lastError
    ? `not sent: ${refund.lastError}`
    : 'could not be sent; the business has been told'
}

/** Paid, refunded so far, and each refund with its reason. Shown once something was paid. */
export function PaymentAndRefunds({
  order,
  isAdmin,
  form,
}: {
  order: Order
  isAdmin: boolean
  form: FormResult
}) {
  const paid = paidCentsOf(order)
  if (paid === 0 && order.refunds.length === 0) return null
  const refunded = committedRefundCents(order)
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="payment-refunds-heading">
      <Typography id="payment-refunds-heading" variant="h6" component="h2" gutterBottom>
        Payment and refunds
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}
      >
        <Typography component="dt" color="text.secondary">
          Paid
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="paid-amount">
          {formatCents(paid)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Refunded
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="refunded-amount">
          {formatCents(refunded)}
        </Typography>
      </Box>
      {order.refunds.length > 0 && (
        <Stack component="ol" spacing={0.5} sx={{ mt: 1, mb: 0, pl: 2.5 }} aria-label="Refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              <Typography variant="body2">
                <time dateTime={new Date(refund.at).toISOString()}>{formatStamp(refund.at)}</time>:{' '}
                <strong>{formatCents(refund.amountCents)}</strong> {refundStatusWords(refund, isAdmin)}
                {refund.reason ? ` · ${refund.reason}` : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {isAdmin && canRefund(orderStateOf(order), paid, refunded) && (
        // A new form (and request key) after each refund recorded.
        <RefundForm key={order.refunds.length} order={order} form={form} />
      )}
    </Paper>
  )
}

function RefundForm({ order, form }: { order: Order; form: FormResult }) {
  // One key per form drawn: sending it twice is one refund on the server.
  const [requestKey] = useState(() => crypto.randomUUID())
  const left = refundableCents(order)
  return (
    <Form method="post" aria-label="Refund this order" style={{ marginTop: 16 }}>
      <input type="hidden" name="intent" value={refundIntent} />
      <input type="hidden" name="requestKey" value={form.valueOf('requestKey', requestKey)} />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Refund
        </Typography>
        <FormField
          label={`Amount in dollars (at most ${formatCents(left)})`}
          {...form.field('amount', centsAsDollars(left))}
        />
        <FormField label="Reason (kept in the order's history)" {...form.field('refundReason')} />
        <SubmitButton label="Refund" busyLabel="Refunding…" sx={{ alignSelf: 'flex-start' }} />
        {answersRefund(form.result) && <FormFeedback form={form} sx={{}} />}
      </Stack>
    </Form>
  )
}
