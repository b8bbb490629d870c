import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { payments } from '../../lib/data/payments.ts'
import { requireUser } from '../../lib/route-user.ts'
import { formatCents } from '../../shared/money.ts'
import type { Payment } from '../../shared/schemas/payment.ts'
import { errorCode, PageTitle } from './account-ui.tsx'
import { formatStamp } from '../../lib/format-stamp.ts'

// /payments (signed in): payments recorded by the checkout (functions/src/stripe), newest first. Customers see their
// own (firestore.rules: owner by userId), admins all. Read-only: card details never reach this app.
export const paymentListLimit = 100

interface LoaderData {
  items: Payment[]
  isAdmin: boolean
  problem?: string
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<LoaderData> {
  const user = await requireUser({ request, context })
  const isAdmin = user.isAdmin
  try {
    const items = await payments.query({
      where: isAdmin ? [] : [['userId', user.uid]],
      limit: paymentListLimit,
    })
    return { items: items.sort((a, b) => (b.createdStamp ?? 0) - (a.createdStamp ?? 0)), isAdmin }
  } catch (error) {
    console.error('payments: could not load', { collection: 'payments', code: errorCode(error) })
    return { items: [], isAdmin, problem: 'Your payments could not be loaded. Please reload the page.' }
  }
}

export function amountOf(payment: Payment): string {
  const cents = payment['amount_total']
  return typeof cents === 'number' ? formatCents(cents) : '—'
}

export function Component() {
  const { items, isAdmin, problem } = useLoaderData<typeof loader>()
  return (
    <>
      <PageTitle>{isAdmin ? 'All Payments' : 'My Payments'}</PageTitle>
      {problem && <Typography color="error">{problem}</Typography>}
      {items.length === 0 && !problem && (
        <Typography color="text.secondary">
          No payments yet. Paid orders appear here; see{' '}
          <PageLink to="/order-management">your orders</PageLink>.
        </Typography>
      )}
      {items.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                {isAdmin && <TableCell>Customer</TableCell>}
                <TableCell>Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>{formatStamp(payment.createdStamp)}</TableCell>
                  {isAdmin && <TableCell>{String(payment['customer_email'] ?? '')}</TableCell>}
                  <TableCell>{amountOf(payment)}</TableCell>
                  <TableCell>{String(payment['payment_status'] ?? '—')}</TableCell>
                  <TableCell>
                    <PageLink
                      to={`/payment?id=${encodeURIComponent(payment.id)}`}
                      aria-label={`View the payment of ${amountOf(payment)}`}
                    >
                      View
                    </PageLink>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  )
}
