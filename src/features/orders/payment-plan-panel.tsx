import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { formatCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import { formatCents } from '../../shared/money.ts'
import { balancePayable, outstandingCents } from '../../shared/orders/deposit-plan.ts'
import { depositRuleWords } from '../../shared/orders/deposit-words.ts'
import { orderStatesOf } from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'
import type { PaymentPlan } from '../../shared/schemas/payment-plan.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { GetCheckoutLink } from './checkout-panel.tsx'

// An order paid by deposit and balance, on its page (the customer's and the staff's): the deposit and whether it is
// paid, the balance, its due date and where it stands, and what is still outstanding. The customer can pay the
// balance before its due date, or after the saved card failed, on a payment page of its own.

/** The balance's state in words; a cancelled order's balance is never charged. */
export function balanceStateWords(plan: PaymentPlan, cancelled: boolean): string {
  if (cancelled && plan.balanceState !== 'paid') return 'Not charged: the order was cancelled'
  if (plan.depositPaidAt === undefined) return 'Due after the deposit is paid'
  switch (plan.balanceState) {
    case 'scheduled':
      return `Charged to your saved card on ${formatCalendarDate(plan.balanceDueDate)}`
    case 'charging':
      return 'Being charged now'
    case 'paid':
      return plan.balancePaidAt ? `Paid ${formatStamp(plan.balancePaidAt)}` : 'Paid'
    case 'declined':
      return 'Declined by the card: please pay it with the button'
    case 'actionRequired':
      return 'Your bank asks you to confirm: please pay it with the button'
    case 'cancelled':
      return 'Not charged: the order was cancelled'
  }
}

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }} data-testid={testId}>
        {children}
      </Typography>
    </>
  )
}

export function PaymentPlanPanel({
  order,
  token,
  isAdmin,
  balanceBeingConfirmed = false,
}: {
  order: Order
  token: string | null
  isAdmin: boolean
  /** Back from paying the balance before the payment is recorded: the page reloads until it is. */
  balanceBeingConfirmed?: boolean
}) {
  const plan = order.paymentPlan
  if (!plan) return null
  const cancelled = orderStatesOf(order).fulfilment === 'cancelled'
  const failed = !cancelled && (plan.balanceState === 'declined' || plan.balanceState === 'actionRequired')
  const payable = !isAdmin && !balanceBeingConfirmed && balancePayable(order)
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="payment-plan-heading">
      <Typography id="payment-plan-heading" variant="h6" component="h2" gutterBottom>
        Deposit and balance
      </Typography>
      <Stack spacing={1.5}>
        {balanceBeingConfirmed && (
          <Alert severity="info" role="status">
            Thank you: your payment of the balance is being confirmed. This page updates when it arrives.
          </Alert>
        )}
        {failed && !balanceBeingConfirmed && (
          <Alert severity="warning" role="status">
            {isAdmin
              ? `The saved card was not charged: ${plan.balanceError ?? 'declined'}. The customer was sent a payment link.`
              : 'We could not charge the balance to your saved card. Please pay it with the button below.'}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          <Row term={`Deposit (${depositRuleWords(plan.depositRule)})`} testId="deposit-status">
            {formatCents(plan.depositCents)} ·{' '}
            {plan.depositPaidAt !== undefined
              ? `paid ${formatStamp(plan.depositPaidAt)}`
              : 'to pay at checkout'}
          </Row>
          <Row term="Balance" testId="balance-amount">
            {formatCents(plan.balanceCents)}
          </Row>
          <Row term="Balance due" testId="balance-due">
            {formatCalendarDate(plan.balanceDueDate)}
          </Row>
          <Row term="Balance status" testId="balance-status">
            {balanceStateWords(plan, cancelled)}
          </Row>
          <Row term="Outstanding" testId="outstanding-amount">
            {formatCents(cancelled ? 0 : outstandingCents(plan))}
          </Row>
        </Box>
        {payable && (
          <Box>
            <GetCheckoutLink orderId={order.id} token={token} label="Pay the balance now" />
          </Box>
        )}
      </Stack>
    </Paper>
  )
}
