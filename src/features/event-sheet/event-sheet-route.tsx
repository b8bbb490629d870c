import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { PrintSheetStyles } from '../../components/print-sheet-styles.tsx'
import { PageHeadingRow } from '../../components/page-heading-row.tsx'
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table.tsx'
import { orders } from '../../lib/data/orders.ts'
import { formatCents } from '../../shared/money.ts'
import { buildEventSheet, type EventSheet } from './event-sheet.ts'
import { notFound } from '../../lib/not-found.ts'

// /event-sheet/:orderId (admins): one event on one page for the kitchen and the staff who go, printable on A4 or
// Letter (the header, footer and buttons are left out, black on white whatever the theme) and readable on a phone.

export async function loader({ params }: LoaderFunctionArgs): Promise<{ sheet: EventSheet }> {
  const order = await orders.get(params['orderId'] ?? '')
  if (!order) throw notFound('We could not find this order.')
  return { sheet: buildEventSheet(order) }
}

const printStyles = (
  <PrintSheetStyles
    prefix="event"
    extra={{
      '.event-page .MuiTableCell-root, .event-page .MuiAlert-root': { borderColor: '#000 !important' },
      // The allergy box keeps a black frame: colour is gone on paper, the warning must not be.
      '.event-page .MuiAlert-root': { border: '2px solid', padding: '4px 8px' },
      '.event-page .MuiAlert-icon': { display: 'none' },
      '.event-section': { breakInside: 'avoid' },
      '.event-page h2': { breakAfter: 'avoid' },
    }}
  />
)

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} className="event-section" sx={{ mb: 2.5 }}>
      <Typography
        id={id}
        variant="h6"
        component="h2"
        sx={{ mb: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** Label and value pairs that sit side by side, and under each other on a phone. */
function Facts({ rows, testId }: { rows: Array<[string, ReactNode]>; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  )
}

function WhenSection({ sheet }: { sheet: EventSheet }) {
  return (
    <Section id="event-when" title="When">
      <Facts
        rows={[
          ['Date', sheet.date ?? 'No date booked'],
          ...(sheet.time ? [['Time', sheet.time] as [string, string]] : []),
          ...(sheet.guests ? [['Guests', sheet.guests] as [string, string]] : []),
        ]}
      />
      {sheet.timeline.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }} id="event-timeline">
            Timeline
          </Typography>
          <Box component="ol" aria-labelledby="event-timeline" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {sheet.timeline.map((entry, index) => (
              <Typography component="li" key={index} sx={{ display: 'flex', gap: 2 }}>
                <Box component="span" sx={{ minWidth: '5.5em', fontWeight: 700 }}>
                  {entry.time}
                </Box>
                <span>{entry.label}</span>
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Section>
  )
}

function WhereSection({ sheet }: { sheet: EventSheet }) {
  const kitchen = sheet.kitchen
  const rows: Array<[string, string]> = []
  if (kitchen) {
    rows.push(['How', kitchen.method])
    if (kitchen.place) rows.push(['Address', kitchen.place])
    rows.push(['Host', kitchen.customerName], ['Phone', kitchen.phone])
  }
  if (sheet.accessNotes) rows.push(['Access', sheet.accessNotes])
  if (kitchen?.kitchenNotes) rows.push(['Kitchen notes', kitchen.kitchenNotes])
  if (kitchen?.orderNotes) rows.push(['Order notes', kitchen.orderNotes])
  if (rows.length === 0) return null
  return (
    <Section id="event-where" title="Where and who">
      <Facts rows={rows} testId="event-where" />
    </Section>
  )
}

function DietarySection({ sheet }: { sheet: EventSheet }) {
  const kitchen = sheet.kitchen
  const allergies = kitchen?.allergies ?? []
  const diets = kitchen?.diets ?? []
  return (
    <Section id="event-dietary" title="Allergies and diets">
      {allergies.length === 0 && diets.length === 0 && <Typography>None given.</Typography>}
      {allergies.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="event-allergies">
          <strong>Allergies: {allergies.join(', ')}</strong>
          {kitchen &&
            kitchen.conflicts.length > 0 &&
            ` (the order holds ${kitchen.conflicts.join(', ')}: the customer was warned)`}
        </Alert>
      )}
      {diets.length > 0 && (
        <Typography data-testid="event-diets">
          <strong>Diets:</strong> {diets.join(', ')}
        </Typography>
      )}
    </Section>
  )
}

function MenuSection({ sheet }: { sheet: EventSheet }) {
  return (
    <Section id="event-menu" title="Menu">
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="event-menu">
        {sheet.menu.map((line, index) => (
          <li key={index}>
            <Typography>
              <strong>
                {line.quantity} × {line.title}
              </strong>
              {line.guests ? `, ${line.guests}` : ''} · {formatCents(line.totalCents)}
            </Typography>
            {line.options && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line.options}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Section>
  )
}

const lineColumns: ResponsiveColumn<EventSheet['customLines'][number]>[] = [
  { header: 'Kind', cell: (line) => line.kind },
  { header: 'Line', cell: (line) => line.label },
  { header: 'Quantity', cell: (line) => line.quantity },
  { header: 'Each', cell: (line) => formatCents(line.unitCents) },
  { header: 'Total', cell: (line) => formatCents(line.totalCents) },
]

function LinesSection({ sheet }: { sheet: EventSheet }) {
  if (sheet.customLines.length === 0 && !sheet.serviceCharge) return null
  return (
    <Section id="event-lines" title="Staff and other lines">
      {sheet.customLines.length > 0 && (
        <Box data-testid="event-custom-lines">
          <ResponsiveTable
            rows={sheet.customLines.map((line, index) => ({ ...line, id: String(index) }))}
            labelId="event-lines"
            columns={lineColumns}
            entry={(line) => (
              <Typography>
                <strong>{line.label}</strong> ({line.kind}): {line.quantity} × {formatCents(line.unitCents)} ={' '}
                {formatCents(line.totalCents)}
              </Typography>
            )}
          />
        </Box>
      )}
      {sheet.serviceCharge && (
        <Typography sx={{ mt: 1 }} data-testid="event-service-charge">
          <strong>Service charge:</strong> {sheet.serviceCharge.percent}%,{' '}
          {formatCents(sheet.serviceCharge.cents)}
        </Typography>
      )}
    </Section>
  )
}

function MoneySection({ sheet }: { sheet: EventSheet }) {
  const { money } = sheet
  const plan = money.plan
  const rows: Array<[string, string]> = [['Total', formatCents(money.totalCents)]]
  if (plan) {
    rows.push(
      ['Deposit', `${formatCents(plan.depositCents)} · ${plan.depositPaid ? 'paid' : 'not paid yet'}`],
      ['Balance', `${formatCents(plan.balanceCents)} · due ${plan.balanceDue} · ${plan.balanceWords}`],
    )
  }
  rows.push(['Paid', formatCents(money.paidCents)])
  if (money.refundedCents > 0) rows.push(['Refunded', formatCents(money.refundedCents)])
  rows.push([
    'Outstanding',
    money.outstandingCents > 0 && plan && plan.depositPaid
      ? `${formatCents(money.outstandingCents)}, due ${plan.balanceDue}`
      : formatCents(money.outstandingCents),
  ])
  return (
    <Section id="event-money" title="Payment">
      <Facts rows={rows} testId="event-money" />
    </Section>
  )
}

export function Component() {
  const { sheet } = useLoaderData<typeof loader>()
  return (
    <Box className="event-page" sx={{ py: { xs: 2, md: 3 }, maxWidth: 860 }}>
      {printStyles}
      <PageHeadingRow title={sheet.title} mb={1}>
        <Stack direction="row" spacing={1} className="event-no-print">
          <Button variant="outlined" onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      </PageHeadingRow>
      <Typography sx={{ mb: 2 }} data-testid="event-order">
        Event sheet · Order {sheet.label} · {sheet.status}
        <span className="event-no-print"> · </span>
        <PageLink to={`/order-status/${encodeURIComponent(sheet.orderId)}`} className="event-no-print">
          Open the order
        </PageLink>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 3,
          '@media print': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <WhenSection sheet={sheet} />
          <WhereSection sheet={sheet} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <DietarySection sheet={sheet} />
          <MenuSection sheet={sheet} />
        </Box>
      </Box>
      <LinesSection sheet={sheet} />
      <MoneySection sheet={sheet} />
    </Box>
  )
}
