import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  data,
  Link as RouterLink,
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router'
import { OrderFulfilmentSummary } from '../../components/order-fulfilment-summary.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { optionalUser } from '../../lib/route-user.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { loadOrder, statusPagePath } from './order-loading.ts'
import { settleCartForPaidOrder } from '../../lib/cart/placed-orders.ts'
import { paidCentsOf } from '../../shared/orders/refund-amounts.ts'
import { useRefreshWhileWaiting } from './payment-refresh.ts'
import { checkoutOutcome, stillProcessing } from './checkout-outcome.ts'
import type { RouteModule } from '../../lib/route-module.ts'

// /checkout-complete?orderId=...&token=... (Stripe's success_url) and /payment-success/:orderId (signed-in).
// Coming back from Stripe proves nothing: the page shows the order's payment as recorded by the webhook, or as
// Stripe reports it to the server right now (getCheckoutSessionCallable), never as the return URL implies, and in our
// words (checkout-outcome.ts).

interface CompleteData {
  order: Order
  token: string | null
}

async function load(orderId: string | null, request: Request, context: unknown): Promise<CompleteData> {
  if (!orderId) throw data('This page needs an order id.', { status: 400, statusText: 'Bad Request' })
  const token = new URL(request.url).searchParams.get('token')
  const user = await optionalUser(context)
  const order = await loadOrder(orderId, token, user)
  // Paid: the cart it was placed from has done its job (until then it stays, in case payment does not happen).
  if (paidCentsOf(order) > 0) settleCartForPaidOrder(order.id)
  return { order, token }
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return load(new URL(request.url).searchParams.get('orderId'), request, context)
}

export function Component() {
  const { order, token } = useLoaderData<typeof loader>()
  const { revalidate, state } = useRevalidator()
  const outcome = checkoutOutcome(order)
  const settled = outcome.kind === 'paid' || outcome.kind === 'nothingToPay'
  useRefreshWhileWaiting(stillProcessing(outcome))
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {outcome.heading}
      </Typography>
      <Stack spacing={2}>
        <Alert severity={outcome.severity} role="status" data-testid="payment-outcome">
          <AlertTitle>{outcome.outcome}</AlertTitle>
          {outcome.next}
        </Alert>
        <OrderFulfilmentSummary fulfilment={order.fulfilment} variant="compact" />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={statusPagePath(order.id, token)} variant="contained">
            View order status
          </Button>
          {!settled && (
            <Button onClick={() => revalidate()} disabled={state !== 'idle'} variant="outlined">
              Check again
            </Button>
          )}
        </Stack>
        <PageLink to="/package-shop">Continue shopping</PageLink>
      </Stack>
    </Box>
  )
}

/** /payment-success/:orderId: the same page for a signed-in customer, by path parameter. */
export const paymentSuccessRoute: RouteModule = {
  loader: ({ params, request, context }) => load(params['orderId'] ?? null, request, context),
  Component,
}
