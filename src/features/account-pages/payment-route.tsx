import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { payments } from '../../lib/data/payments.ts'
import { isPermissionDenied } from '../../lib/data/or-null-when-denied.ts'
import type { Payment } from '../../shared/schemas/payment.ts'
import { errorCode, PageTitle } from './account-ui.tsx'
import { amountOf } from './payments-route.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'

// /payment?id=... (signed in): one payment, read-only. Never a card form: cards are entered on the provider's hosted
// checkout only. The original app's 'new' id and POST (a blank, editable payment) are intentionally not offered.

interface LoaderData {
  payment: Payment | null
  problem?: string
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const id = new URL(request.url).searchParams.get('id')
  if (!id) return { payment: null }
  try {
    const payment = await payments.get(id)
    return payment ? { payment } : { payment: null, problem: 'This payment was not found.' }
  } catch (error) {
    const code = errorCode(error)
    console.error('payment: could not load', { collection: 'payments', id, code })
    return {
      payment: null,
      problem: isPermissionDenied(error)
        ? 'This payment belongs to another account.'
        : 'The payment could not be loaded.',
    }
  }
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {value}
      </Typography>
    </>
  )
}

export function Component() {
  const { payment, problem } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle>Payment</PageTitle>
      {problem && <Typography color="error">{problem}</Typography>}
      {!payment && !problem && <Typography>Choose a payment from your list of payments.</Typography>}
      {payment && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="Date" value={formatStamp(payment.createdStamp)} />
            <Row label="Amount" value={amountOf(payment)} />
            <Row label="Status" value={String(payment['payment_status'] ?? '—')} />
            <Row label="E-mail" value={String(payment['customer_email'] ?? '—')} />
          </Box>
          {typeof payment['orderId'] === 'string' && (
            <PageLink to={`/order-status/${encodeURIComponent(payment['orderId'])}`}>View the order</PageLink>
          )}
        </Paper>
      )}
      <Box sx={{ mt: 2 }}>
        <PageLink to="/payments">All my payments</PageLink>
      </Box>
    </Box>
  )
}
