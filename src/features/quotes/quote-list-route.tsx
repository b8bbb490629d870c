import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { myQuotes, quotesForCustomer } from '../../lib/data/quotes.ts'
import { requireUser } from '../../lib/route-user.ts'
import type { RouteModule } from '../../lib/route-module.ts'
import { formatCalendarDate } from '../../shared/fulfilment/calendar-dates.ts'
import { formatCents } from '../../shared/money.ts'
import { latestVersion, quoteStateLabels, type Quote } from '../../shared/schemas/quote.ts'
import { CustomerHeader, loadCustomer } from '../customer-admin/index.ts'

// Two lists of quotes: a customer's, for staff under the customer's profile (with New quote), and the signed-in
// customer's own (/my-quotes, in the account menu), each quote linking to its builder or to its page.

interface QuoteRow {
  id: string
  title: string
  state: string
  eventDate: string
  total: string
  version: number
}

function rowOf(quote: Quote): QuoteRow {
  const version = latestVersion(quote)
  return {
    id: quote.id,
    title: version?.title || 'Untitled quote',
    state: quoteStateLabels[quote.state],
    eventDate: quote.eventDate ? formatCalendarDate(quote.eventDate) : '—',
    total: version ? formatCents(version.totals.totalCents) : '—',
    version: version?.version ?? 0,
  }
}

function QuoteList({
  rows,
  linkTo,
  empty,
}: {
  rows: QuoteRow[]
  linkTo: (id: string) => string
  empty: string
}) {
  if (rows.length === 0) return <Typography>{empty}</Typography>
  const title = (row: QuoteRow) => <PageLink to={linkTo(row.id)}>{row.title}</PageLink>
  return (
    <ResponsiveTable
      rows={rows}
      caption="Quotes, newest first"
      columns={[
        { header: 'Event', cell: title },
        { header: 'Date', cell: (row) => row.eventDate },
        { header: 'State', cell: (row) => `${row.state} · version ${row.version}` },
        { header: 'Total', cell: (row) => row.total },
      ]}
      entry={(row) => (
        <>
          <Typography sx={{ fontWeight: 500 }}>{title(row)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.eventDate} · {row.state} · {row.total}
          </Typography>
        </>
      )}
    />
  )
}

async function customerQuotesLoader(args: LoaderFunctionArgs) {
  const { customer } = await loadCustomer(args)
  return { customer, rows: (await quotesForCustomer(customer.id)).map(rowOf) }
}

function CustomerQuotes() {
  const { customer, rows } = useLoaderData<typeof customerQuotesLoader>()
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <CustomerHeader title="Quotes" customer={customer} />
      <Button
        component={RouterLink}
        to={`/quote-builder?${new URLSearchParams({ customer: customer.id })}`}
        variant="contained"
        sx={{ mb: 2 }}
      >
        New quote
      </Button>
      <QuoteList
        rows={rows}
        linkTo={(id) => `/quote-builder/${encodeURIComponent(id)}`}
        empty="No quotes for this customer yet."
      />
    </Box>
  )
}

/** /customer-profile/:userProfileId/customer-quotes (admins). */
export const customerQuotesRoute: RouteModule = { loader: customerQuotesLoader, Component: CustomerQuotes }

async function myQuotesLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context })
  return { rows: (await myQuotes(user.uid)).map(rowOf) }
}

function MyQuotes() {
  const { rows } = useLoaderData<typeof myQuotesLoader>()
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your quotes
      </Typography>
      <QuoteList
        rows={rows}
        linkTo={(id) => `/quote/${encodeURIComponent(id)}`}
        empty="You have no quotes yet. Ask us for one for your event."
      />
    </Box>
  )
}

/** /my-quotes (signed-in customers). */
export const myQuotesRoute: RouteModule = { loader: myQuotesLoader, Component: MyQuotes }
