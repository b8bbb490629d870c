import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Form } from 'react-router-dom'
import { formatPrice } from '../../shared/money.ts'
import type { Order } from '../../shared/schemas/order.ts'

const secondsToDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toLocaleString() : '—'

function GetCheckoutLink({ orderId, token }: { orderId: string; token: string | null }) {
  return (
    <Form method="post" action={`/new-checkout-link/${encodeURIComponent(orderId)}`}>
      {token && <input type="hidden" name="token" value={token} />}
      <Button type="submit" variant="contained">
        Get Checkout Link
      </Button>
    </Form>
  )
}

/** Checkout states (docs/product.md, States and transitions); payment status as reported. */
export function CheckoutPanel({ order, token }: { order: Order; token: string | null }) {
  const session = order.checkoutSession
  const status = session?.status ?? null
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="checkout-heading">
      <Typography id="checkout-heading" variant="h6" component="h2" gutterBottom>
        Payment
      </Typography>
      <Stack spacing={1.5}>
        {order.checkoutError && status !== 'complete' && (
          <Alert severity="error">{order.checkoutError}</Alert>
        )}
        {status === 'open' && (
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
                ? 'Payment complete. Thank you!'
                : 'Checkout complete; your payment is being confirmed. This page updates when it clears.'}
          </Typography>
        )}
        {status === 'expired' && (
          <Typography>This checkout link has expired. Get a new one to pay.</Typography>
        )}
        {!session && !order.checkoutError && <Typography>Payment has not been started yet.</Typography>}
        {session && (
          <dl style={{ margin: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Checkout status
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1 }} data-testid="checkout-status">
              {status ?? 'unknown'}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Payment status
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1 }} data-testid="payment-status">
              {session.payment_failed ? 'failed' : (session.payment_status ?? 'unknown')}
            </Typography>
            {typeof session.amount_total === 'number' && (
              <>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Amount
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {formatPrice(session.amount_total / 100)}
                </Typography>
              </>
            )}
          </dl>
        )}
        {status !== 'complete' && status !== 'open' && <GetCheckoutLink orderId={order.id} token={token} />}
      </Stack>
    </Paper>
  )
}
