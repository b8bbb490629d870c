import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { payments } from '../../lib/data/payments.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { firebase } from '../../lib/firebase.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import type { Payment } from '../../shared/schemas/payment.ts'
import { loadCustomer, type CustomerSummary } from './customer-context.ts'
import { CustomerHeader } from './customer-header.tsx'
import { formatCents } from '../../shared/money.ts'

export interface PaymentRow {
  id: string
  stamp?: number
  orderId: string
  status: string
  amount: string
}

export interface CustomerPaymentsData {
  customer: CustomerSummary
  payments: PaymentRow[]
  /** The rules did not let this viewer read payments. */
  unavailable: boolean
}

/** One table row of a payment (src/shared/schemas/payment.ts); amounts are cents. */
export function toPaymentRow(payment: Payment): PaymentRow {
  const cents = payment.amount_total
  return {
    id: payment.id,
    stamp: payment.createdStamp,
    orderId: payment.orderId,
    status: payment.payment_status,
    amount: cents === null ? '—' : formatCents(cents),
  }
}

// Read-only: payments.userId == the profile's auth uid, newest first.
export async function loader(args: LoaderFunctionArgs): Promise<CustomerPaymentsData> {
  firebase()
  const { customer } = await loadCustomer(args)
  const records = await orNullWhenDenied(payments.query({ where: [['userId', customer.userId]], limit: 200 }))
  if (records === null) return { customer, payments: [], unavailable: true }
  const rows = records.map(toPaymentRow).sort((a, b) => (b.stamp ?? 0) - (a.stamp ?? 0))
  return { customer, payments: rows, unavailable: false }
}

export function CustomerPayments({ data }: { data: CustomerPaymentsData }) {
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <CustomerHeader title="Customer Payments" customer={data.customer} />
      {data.unavailable ? (
        <Alert severity="info">
          Payments cannot be shown to you here. Your orders list shows what you paid.
        </Alert>
      ) : data.payments.length === 0 ? (
        <Typography>No payments recorded for this customer yet.</Typography>
      ) : (
        <>
          <ResponsiveTable
            rows={data.payments}
            caption="Payments, newest first"
            columns={[
              { header: 'Date', cell: (payment) => formatStamp(payment.stamp) },
              { header: 'Order', cell: (payment) => payment.orderId || '—', breakAll: true },
              { header: 'Status', cell: (payment) => payment.status || '—' },
              { header: 'Amount', cell: (payment) => payment.amount || '—' },
            ]}
            entry={(payment) => (
              <>
                <Typography sx={{ fontWeight: 500 }}>
                  {payment.amount || '—'} · {payment.status || '—'}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {formatStamp(payment.stamp)} · order {payment.orderId || '—'}
                </Typography>
              </>
            )}
          />
        </>
      )}
    </Box>
  )
}

export function Component() {
  return <CustomerPayments data={useLoaderData<typeof loader>()} />
}
