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
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { PrintSheetStyles } from '../../components/print-sheet-styles.tsx'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { orders } from '../../lib/data/orders.ts'
import { downloadCsv } from '../../lib/csv/download-csv.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { getFulfilmentScheduleCallable } from '../../shared/callables.ts'
import { dateInZone, formatCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import { formatGuests } from '../../shared/fulfilment/describe-fulfilment.ts'
import { fieldErrorsOf } from '../../shared/field-errors.ts'
import {
  buildPrepSheet,
  prepRangeSchema,
  prepSheetCsv,
  type PrepOrder,
  type PrepSheet,
} from './prep-sheet.ts'

// /prep-list?from=YYYY-MM-DD&to=YYYY-MM-DD (admins): the kitchen sheet for a date or a range, today by default (in
// the business time zone). Reads only the orders fulfilled in the period (a range query on fulfilment.date). The
// page prints on A4 or Letter (the header, footer and controls are left out) and downloads as CSV.

interface PrepData {
  from: string
  to: string
  fieldErrors: Record<string, string>
  sheet: PrepSheet | null
}

async function businessToday(): Promise<string> {
  const { schedule } = dataOrThrow(await callFunction(getFulfilmentScheduleCallable, {}))
  return dateInZone(Date.now(), schedule?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)
}

export async function loader({ request }: LoaderFunctionArgs): Promise<PrepData> {
  const params = new URL(request.url).searchParams
  const from = params.get('from')?.trim() || (await businessToday())
  const to = params.get('to')?.trim() || from
  const range = prepRangeSchema.safeParse({ from, to })
  if (!range.success) return { from, to, fieldErrors: fieldErrorsOf(range.error), sheet: null }
  const found = await orders.query({
    filters: [
      ['fulfilment.date', '>=', range.data.from],
      ['fulfilment.date', '<=', range.data.to],
    ],
    orderBy: [['fulfilment.date', 'asc']],
  })
  return { from, to, fieldErrors: {}, sheet: buildPrepSheet(found) }
}

// No order split over two pages; headings stay with what follows them.
const printStyles = (
  <PrintSheetStyles
    prefix="prep"
    extra={{
      '.prep-page .MuiTableCell-root, .prep-order': { borderColor: '#000 !important' },
      '.prep-order': { breakInside: 'avoid' },
      '.prep-page h2, .prep-page h3': { breakAfter: 'avoid' },
    }}
  />
)

function downloadPrepCsv(sheet: PrepSheet, from: string, to: string) {
  downloadCsv(prepSheetCsv(sheet), from === to ? `prep-list-${from}.csv` : `prep-list-${from}-to-${to}.csv`)
}

function PeriodForm({ from, to, fieldErrors }: Pick<PrepData, 'from' | 'to' | 'fieldErrors'>) {
  return (
    <Form method="get" aria-label="Prep list period" className="prep-no-print">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <FormField
          label="From (YYYY-MM-DD)"
          name="from"
          defaultValue={from}
          error={fieldErrors['from']}
          fullWidth={false}
        />
        <FormField
          label="To (YYYY-MM-DD)"
          name="to"
          defaultValue={to}
          error={fieldErrors['to']}
          fullWidth={false}
        />
        <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
          Show
        </Button>
      </Stack>
    </Form>
  )
}

function OrderCard({ order }: { order: PrepOrder }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      className="prep-order"
      sx={{ p: 1.5, listStyle: 'none', overflowWrap: 'anywhere' }}
    >
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Order {order.label} · {order.customerName}
      </Typography>
      <Typography variant="body2">
        {[order.method, order.guests !== null ? formatGuests(order.guests) : null, order.phone]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {order.place && <Typography variant="body2">{order.place}</Typography>}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <Typography variant="body2">
              {line.quantity} × {line.title}
            </Typography>
            {line.options && (
              <Typography variant="body2" color="text.secondary" className="prep-options">
                {line.options}
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {order.allergies.length > 0 && (
        <Typography variant="body2" className="prep-allergies" sx={{ fontWeight: 700, color: 'error.main' }}>
          Allergies: {order.allergies.join(', ')}
          {order.conflicts.length > 0 &&
            ` (the order holds ${order.conflicts.join(', ')}: the customer was warned)`}
        </Typography>
      )}
      {order.diets.length > 0 && (
        <Typography variant="body2">
          <strong>Diets:</strong> {order.diets.join(', ')}
        </Typography>
      )}
      {order.kitchenNotes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>Kitchen notes:</strong> {order.kitchenNotes}
        </Typography>
      )}
      {order.orderNotes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>Order notes:</strong> {order.orderNotes}
        </Typography>
      )}
    </Paper>
  )
}

function Sheet({ sheet, from, to }: { sheet: PrepSheet; from: string; to: string }) {
  const period =
    from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`
  const { orders: orderCount, guests, portions } = sheet.totals
  return (
    <Box>
      <Typography sx={{ mb: 1 }} data-testid="prep-totals">
        {period}: {orderCount === 1 ? '1 order' : `${orderCount} orders`}, {portions} portions
        {guests > 0 ? `, ${formatGuests(guests)}` : ''}.
      </Typography>
      {sheet.unpaidOrders > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} className="prep-no-print">
          {sheet.unpaidOrders === 1 ? '1 order' : `${sheet.unpaidOrders} orders`} on these dates{' '}
          {sheet.unpaidOrders === 1 ? 'is' : 'are'} not paid yet and not included.
        </Alert>
      )}
      {sheet.allergies.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="prep-allergies">
          Allergies on this sheet:{' '}
          {sheet.allergies
            .map(({ label, orders }) => `${label} (${orders === 1 ? '1 order' : `${orders} orders`})`)
            .join(', ')}
          .
        </Alert>
      )}
      {orderCount === 0 ? (
        <Typography>No booked orders for this period.</Typography>
      ) : (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 1 }} id="prep-make-heading">
            To make
          </Typography>
          <Table size="small" aria-labelledby="prep-make-heading" sx={{ mb: 3, maxWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Package</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Orders</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheet.packages.map((item) => (
                <TableRow key={item.chefPackageId}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.title}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{item.orders}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {sheet.days.map((day) => (
            <Box component="section" key={day.date} aria-labelledby={`prep-day-${day.date}`} sx={{ mb: 3 }}>
              <Typography variant="h5" component="h2" id={`prep-day-${day.date}`} sx={{ mb: 1 }}>
                {day.dateLabel}
              </Typography>
              {day.slots.map((slot) => (
                <Box key={slot.key} sx={{ mb: 2 }}>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {slot.time}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} aria-label={`Orders at ${slot.time}`}>
                    {slot.orders.map((order) => (
                      <OrderCard key={order.id} order={order} />
                    ))}
                  </Stack>
                </Box>
              ))}
            </Box>
          ))}
        </>
      )}
    </Box>
  )
}

export function Component() {
  const { from, to, fieldErrors, sheet } = useLoaderData<typeof loader>()
  return (
    <Box className="prep-page" sx={{ py: { xs: 2, md: 3 }, maxWidth: 960 }}>
      {printStyles}
      <PageHeadingRow title="Prep list">
        {sheet && sheet.totals.orders > 0 && (
          <Stack direction="row" spacing={1} className="prep-no-print">
            <Button variant="outlined" onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="outlined" onClick={() => downloadPrepCsv(sheet, from, to)}>
              Download CSV
            </Button>
          </Stack>
        )}
      </PageHeadingRow>
      <PeriodForm from={from} to={to} fieldErrors={fieldErrors} />
      {sheet && <Sheet sheet={sheet} from={from} to={to} />}
    </Box>
  )
}
