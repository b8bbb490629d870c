import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  Link as RouterLink,
  useFetcher,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom'
import { ErrorScreen } from '../../components/error-screen.tsx'
import { OrderFulfilmentSummary } from '../../components/order-fulfilment-summary.tsx'
import { orders } from '../../lib/data/orders.ts'
import { getSession } from '../../lib/session.ts'
import {
  orderLabel,
  orderStateLabels,
  orderStateOf,
  type OrderState,
} from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'
import type { OrderFulfilment } from '../../shared/schemas/order-fulfilment.ts'
import { formatStamp } from '../../lib/format-stamp.ts'

// /order-management (signed-in): admins see every order, customers their own, newest first, a page at a
// time with "Load more" (a startAfter cursor on the last order shown). An order with a fulfilment says when and
// how on one line for customers; admins, who work from this list, also see the address, name, phone, guests and
// kitchen notes.

export const orderPageSize = 10

interface OrderRow {
  id: string
  /** A hash sign and the order number, or the id of an order placed before numbers existed. */
  label: string
  createdStamp: number | null
  customerEmail: string
  totalDisplay: string
  state: OrderState
  /** When, where and for whom; absent on orders placed before the business had a schedule. */
  fulfilment: OrderFulfilment | undefined
}

interface ManagementData {
  isAdmin: boolean
  rows: OrderRow[]
  /** Id of the last order shown when more may follow; pass as ?after= for the next page. */
  nextCursor: string | null
}

function toRow(order: Order): OrderRow {
  return {
    id: order.id,
    label: orderLabel(order),
    createdStamp: order.createdStamp ?? order.stamp ?? null,
    customerEmail: order.customer_email,
    totalDisplay: order.cartTotals.totalDisplay,
    state: orderStateOf(order),
    fulfilment: order.fulfilment,
  }
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ManagementData> {
  const { user } = await getSession()
  if (!user) return { isAdmin: false, rows: [], nextCursor: null } // the guard sends guests to login first
  const after = new URL(request.url).searchParams.get('after') ?? undefined
  const page = await orders.query({
    where: user.isAdmin ? [] : [['userId', user.uid]],
    orderBy: [['createdStamp', 'desc']],
    startAfterId: after,
    // One more than shown tells whether another page exists.
    limit: orderPageSize + 1,
  })
  const shown = page.slice(0, orderPageSize)
  return {
    isAdmin: user.isAdmin,
    rows: shown.map(toRow),
    nextCursor: page.length > orderPageSize ? (shown.at(-1)?.id ?? null) : null,
  }
}

function OrderCard({ row, isAdmin }: { row: OrderRow; isAdmin: boolean }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="order-row">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/order-status/${encodeURIComponent(row.id)}`}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            Order {row.label}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {formatStamp(row.createdStamp)}
            {isAdmin && ` · ${row.customerEmail}`}
          </Typography>
          {!isAdmin && <OrderFulfilmentSummary fulfilment={row.fulfilment} variant="compact" />}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 600 }}>{row.totalDisplay}</Typography>
          <Typography variant="body2">{orderStateLabels[row.state]}</Typography>
        </Box>
      </Stack>
      {isAdmin && row.fulfilment && (
        <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <OrderFulfilmentSummary fulfilment={row.fulfilment} dense />
        </Box>
      )}
    </Paper>
  )
}

export function Component() {
  const first = useLoaderData<typeof loader>()
  const fetcher = useFetcher<ManagementData>()
  const [more, setMore] = useState<{ rows: OrderRow[]; cursor: string | null }>({
    rows: [],
    cursor: first.nextCursor,
  })
  // A new first page (revalidation, sign-in change) starts the list again.
  const [firstPage, setFirstPage] = useState(first)
  if (firstPage !== first) {
    setFirstPage(first)
    setMore({ rows: [], cursor: first.nextCursor })
  }
  // Append each page the fetcher brings, once (state adjusted during render, not in an effect).
  const [appended, setAppended] = useState<ManagementData | undefined>(undefined)
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== appended) {
    const page = fetcher.data
    setAppended(page)
    const known = new Set(more.rows.map((row) => row.id))
    setMore({
      rows: [...more.rows, ...page.rows.filter((row) => !known.has(row.id))],
      cursor: page.nextCursor,
    })
  }
  const rows = [...first.rows, ...more.rows]
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Order Management
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {first.isAdmin ? 'All orders, newest first.' : 'Your orders, newest first.'}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">
          No orders yet.{' '}
          <Link component={RouterLink} to="/package-shop">
            Browse the package shop
          </Link>
          .
        </Alert>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Orders">
          {rows.map((row) => (
            <OrderCard key={row.id} row={row} isAdmin={first.isAdmin} />
          ))}
        </Stack>
      )}
      {more.cursor && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          disabled={fetcher.state !== 'idle'}
          onClick={() => fetcher.load(`/order-management?${new URLSearchParams({ after: more.cursor! })}`)}
        >
          {fetcher.state !== 'idle' ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Box>
  )
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />
}
