import { orderLabel } from '../../shared/orders/order-state.ts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  data,
  Link as RouterLink,
  useLoaderData,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { ErrorScreen } from '../../components/error-screen.tsx'
import { OrderFulfilmentSummary } from '../../components/order-fulfilment-summary.tsx'
import { getSession } from '../../lib/session.ts'
import { formatPrice } from '../../shared/money.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { loadOrder, statusPagePath } from './order-loading.ts'
import { settleCartForPaidOrder } from '../../lib/cart/placed-orders.ts'
import { paidCentsOf } from '../../shared/orders/refund-amounts.ts'
import { paymentBeingConfirmed, useRefreshWhileWaiting } from './payment-refresh.ts'
import type { RouteModule } from '../../lib/route-module.ts'

// /checkout-complete?orderId=...&token=... (Stripe's success_url) and /payment-success/:orderId (signed-in).
// Coming back from Stripe proves nothing: the page shows the order's payment as recorded by the webhook, or as
// Stripe reports it to the server right now (getCheckoutSessionCallable), never as the return URL implies.

interface CompleteData {
  order: Order
  token: string | null
}

async function load(orderId: string | null, request: Request): Promise<CompleteData> {
  if (!orderId) throw data('This page needs an order id.', { status: 400, statusText: 'Bad Request' })
  const token = new URL(request.url).searchParams.get('token')
  const { user } = await getSession()
  const order = await loadOrder(orderId, token, user)
  // Paid: the cart it was placed from has done its job (until then it stays, in case payment does not happen).
  if (paidCentsOf(order) > 0) settleCartForPaidOrder(order.id)
  return { order, token }
}

export function loader({ request }: LoaderFunctionArgs) {
  return load(new URL(request.url).searchParams.get('orderId'), request)
}

export function Component() {
  const { order, token } = useLoaderData<typeof loader>()
  const { revalidate, state } = useRevalidator()
  const session = order.checkoutSession
  const paid = session?.status === 'complete' && session.payment_status === 'paid'
  const failed = session?.payment_failed === true
  useRefreshWhileWaiting(!paid && !failed && session?.status !== 'expired')
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {paid ? 'Thank you for your order' : 'Checking your payment'}
      </Typography>
      <Stack spacing={2}>
        {paid ? (
          <Alert severity="success" role="status">
            Payment received: {formatPrice((session?.amount_total ?? 0) / 100)} for order {orderLabel(order)}.
            A confirmation was sent to {order.customer_email}.
          </Alert>
        ) : failed ? (
          <Alert severity="error" role="status">
            The payment failed. Open the order to see what to do next, or contact us to arrange payment.
          </Alert>
        ) : paymentBeingConfirmed(order) ? (
          <Alert severity="info" role="status">
            Your checkout is complete and your payment is being confirmed. This page updates by itself when it
            clears.
          </Alert>
        ) : session?.status === 'expired' ? (
          <Alert severity="warning" role="status">
            This checkout expired before it was paid. Open the order to get a new checkout link.
          </Alert>
        ) : (
          <Alert severity="info" role="status">
            We have not received confirmation of your payment yet. If you just paid, this page updates by
            itself in a moment.
          </Alert>
        )}
        <OrderFulfilmentSummary fulfilment={order.fulfilment} variant="compact" />
        <Typography data-testid="checkout-state">
          Checkout status: <strong>{session?.status ?? 'not started'}</strong> · payment status:{' '}
          <strong>{session?.payment_status ?? 'unknown'}</strong>
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={statusPagePath(order.id, token)} variant="contained">
            View order status
          </Button>
          {!paid && (
            <Button onClick={() => revalidate()} disabled={state !== 'idle'} variant="outlined">
              Check again
            </Button>
          )}
        </Stack>
        <Link component={RouterLink} to="/package-shop">
          Continue shopping
        </Link>
      </Stack>
    </Box>
  )
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />
}

/** /payment-success/:orderId: the same page for a signed-in customer, by path parameter. */
export const paymentSuccessRoute: RouteModule = {
  loader: ({ params, request }) => load(params['orderId'] ?? null, request),
  Component,
  ErrorBoundary,
}
