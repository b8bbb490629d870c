import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router'
import { formatCents } from '../../shared/money.ts'
import { orderStateOf } from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'

const secondsToDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toLocaleString() : '—'

/** Off to a payment page for the order: the open one, or a new one when it expired (new-checkout-link-route.ts). */
export function GetCheckoutLink({
  orderId,
  token,
  label = 'Get Checkout Link',
}: {
  orderId: string
  token: string | null
  label?: string
}) {
  return (
    <Form method="post" action={`/new-checkout-link/${encodeURIComponent(orderId)}`}>
      {token && <input type="hidden" name="token" value={token} />}
      <Button type="submit" variant="contained">
        {label}
      </Button>
    </Form>
  )
}

/** The payment page's state in words; the provider's own words ("open", "unpaid") are never shown. */
export function checkoutStatusWords(status: string | null): string {
  if (status === 'open') return 'Waiting for payment'
  if (status === 'complete') return 'Completed'
  if (status === 'expired') return 'Expired'
  return 'Not started'
}

export function paymentStatusWords(session: NonNullable<Order['checkoutSession']>): string {
  if (session.payment_failed) return 'Failed'
  if (session.payment_status === 'paid') return 'Paid'
  if (session.payment_status === 'no_payment_required') return 'Nothing to pay'
  if (session.payment_status === 'unpaid')
    return session.status === 'complete' ? 'Being confirmed' : 'Not paid yet'
  return 'Unknown'
}

/** Checkout states (docs/product.md, States and transitions), in plain words. */
export function CheckoutPanel({ order, token }: { order: Order; token: string | null }) {
  const session = order.checkoutSession
  const status = session?.status ?? null
  // Only an order awaiting payment can be paid; any other says why there is nothing to pay.
  const state = orderStateOf(order)
  const payable = state === 'awaitingPayment'
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="checkout-heading">
      <Typography id="checkout-heading" variant="h6" component="h2" gutterBottom>
        Payment
      </Typography>
      <Stack spacing={1.5}>
        {order.checkoutError && status !== 'complete' && (
          <Alert severity="error">{order.checkoutError}</Alert>
        )}
        {!payable && status !== 'complete' && (!order.paymentPlan || state === 'cancelled') && (
          <Typography>
            {state === 'cancelled'
              ? 'This order was cancelled, so there is nothing to pay.'
              : 'Nothing is left to pay on this order.'}
          </Typography>
        )}
        {payable && status === 'open' && (
          <>
            <Typography>Waiting for your payment.</Typography>
            {session?.url && (
              <Button href={session.url} variant="contained" sx={{ alignSelf: 'flex-start' }}>
                Go To Checkout
              </Button>
            )}
            <Typography variant="body2">
              This checkout link expires {secondsToDate(session?.expires_at)}.
            </Typography>
          </>
        )}
        {status === 'complete' && (
          <Typography>
            {session?.payment_failed
              ? 'The payment failed. Please contact us to arrange payment.'
              : session?.payment_status === 'paid'
                ? order.paymentPlan
                  ? 'Deposit paid: your date is booked. Thank you!'
                  : 'Payment complete. Thank you!'
                : 'Checkout complete; your payment is being confirmed. This page updates when it clears.'}
          </Typography>
        )}
        {payable && status === 'expired' && (
          <Typography>This checkout link has expired. Get a new one to pay.</Typography>
        )}
        {payable && !session && !order.checkoutError && (
          <Typography>Payment has not been started yet.</Typography>
        )}
        {session && (
          <dl style={{ margin: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Payment page
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1 }} data-testid="checkout-status">
              {checkoutStatusWords(status)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Payment
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1 }} data-testid="payment-status">
              {paymentStatusWords(session)}
            </Typography>
            {typeof session.amount_total === 'number' && (
              <>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Amount
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {formatCents(session.amount_total)}
                </Typography>
              </>
            )}
          </dl>
        )}
        {payable && status !== 'complete' && status !== 'open' && (
          <GetCheckoutLink orderId={order.id} token={token} />
        )}
      </Stack>
    </Paper>
  )
}
