import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect } from 'react'
import { Form, useAsyncError } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { formatCents, formatPrice } from '../../shared/money.ts'
import { listedOrderStates, orderStateLabels } from '../../shared/orders/order-state.ts'
import { fulfilmentMethodLabels, fulfilmentMethods } from '../../shared/schemas/fulfilment-schedule.ts'
import { deskSortLabels, deskSorts } from './desk-filters.ts'
import type { WeekFigures } from './desk-weeks.ts'

// The orders desk's filter form (a GET form: the filters are the URL) and the figures of the filtered orders.

const DeskChart = lazy(() => import('./desk-chart.tsx'))

const any = (label: string) => ({ value: '', label })

export function DeskFilterForm({
  values,
  fieldErrors,
}: {
  values: Record<string, string>
  fieldErrors: Record<string, string>
}) {
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: fieldErrors[name] })
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Form method="get" aria-label="Filter orders">
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <FormField label="Search: number, name, e-mail or phone" {...field('q')} />
          <FormField
            label="State"
            options={[
              any('Any state'),
              ...listedOrderStates.map((state) => ({ value: state, label: orderStateLabels[state] })),
            ]}
            {...field('state')}
          />
          <FormField
            label="Payment"
            options={[
              any('Paid or not'),
              { value: 'paid', label: 'Paid' },
              { value: 'unpaid', label: 'Unpaid' },
            ]}
            {...field('paid')}
          />
          <FormField
            label="Method"
            options={[
              any('Any method'),
              ...fulfilmentMethods.map((method) => ({
                value: method,
                label: fulfilmentMethodLabels[method],
              })),
            ]}
            {...field('method')}
          />
          <FormField label="Fulfilment from (YYYY-MM-DD)" {...field('from')} />
          <FormField label="Fulfilment to (YYYY-MM-DD)" {...field('to')} />
          <FormField
            label="Sort"
            options={deskSorts.map((sort) => ({ value: sort, label: deskSortLabels[sort] }))}
            {...field('sort')}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained">
              Show orders
            </Button>
            <PageLink to="/order-management">Clear</PageLink>
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          With fulfilment dates the list is sorted by fulfilment date. Orders placed before states and search
          existed show without a state, payment or search filter.
        </Typography>
      </Form>
    </Paper>
  )
}

export function DeskFiguresPanel({
  figures,
  values,
}: {
  figures: { orders: number; revenueCents: number; refundedCents: number; weeks: WeekFigures[] }
  /** The filters shown, for the link that adds the weekly chart to them. */
  values: Record<string, string>
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-labelledby="desk-figures-heading">
      <Typography id="desk-figures-heading" variant="h6" component="h2" gutterBottom>
        These orders
      </Typography>
      <Typography data-testid="desk-totals">
        {figures.orders === 1 ? '1 order' : `${figures.orders} orders`} · {formatCents(figures.revenueCents)}{' '}
        taken · {formatCents(figures.refundedCents)} refunded
      </Typography>
      {figures.weeks.length === 0 && (
        <PageLink
          to={`/order-management?${new URLSearchParams({ ...values, chart: 'weeks' })}`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          Show paid orders and revenue per week
        </PageLink>
      )}
      {figures.weeks.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }} id="desk-weeks-heading">
            Paid orders and revenue per week placed, last {figures.weeks.length} weeks
          </Typography>
          <Box component="figure" aria-labelledby="desk-weeks-heading" sx={{ m: 0, minWidth: 0 }}>
            <Suspense fallback={<Box sx={{ height: 280 }} />}>
              <DeskChart weeks={figures.weeks} />
            </Suspense>
          </Box>
          <details>
            <summary>Show the figures</summary>
            <Table size="small" aria-labelledby="desk-weeks-heading">
              <TableHead>
                <TableRow>
                  <TableCell>Week of</TableCell>
                  <TableCell align="right">Orders</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {figures.weeks.map((week) => (
                  <TableRow key={week.week}>
                    <TableCell>{week.week}</TableCell>
                    <TableCell align="right">{week.orders}</TableCell>
                    <TableCell align="right">{formatPrice(week.revenue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        </>
      )}
    </Paper>
  )
}

export function DeskFiguresWaiting() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status">
      <Typography color="text.secondary">Counting these orders…</Typography>
    </Paper>
  )
}

export function DeskFiguresFailed() {
  const error = useAsyncError()
  useEffect(() => {
    console.error('orders desk: the totals could not be counted', { message: (error as Error)?.message })
  }, [error])
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      The totals of these orders could not be counted just now. The list below is complete; reload to try
      again.
    </Alert>
  )
}
