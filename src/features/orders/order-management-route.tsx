import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useState } from 'react'
import { Await, useFetcher, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { GuestOrdersNotice } from '../../components/guest-orders-notice.tsx'
import { OrderFulfilmentSummary } from '../../components/order-fulfilment-summary.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { orders } from '../../lib/data/orders.ts'
import { linkGuestOrders, type GuestOrdersState } from '../../lib/guest-orders.ts'
import { requireUser } from '../../lib/route-user.ts'
import { orderLabel, orderStatesLabel, orderStatesOf } from '../../shared/orders/order-state.ts'
import { planStatusWords } from '../../shared/orders/deposit-plan.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { z } from 'zod/mini'
import { fieldErrorsOf } from '../../shared/field-errors.ts'
import { deskFilterInput, deskFilterSchema, deskQuery } from './desk-filters.ts'
import { weeklyFigures, type WeekFigures } from './desk-weeks.ts'
import { DeskFilterForm, DeskFiguresFailed, DeskFiguresPanel, DeskFiguresWaiting } from './desk-panels.tsx'
import type { OrderFulfilment } from '../../shared/schemas/order-fulfilment.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { ReorderButton } from '../../components/cart/reorder-button.tsx'
import { useFetcherForm } from '../../components/form-result.ts'
import { useSelection } from '../../components/use-selection.ts'
import { allergenLabels, dietLabels } from '../../shared/food/allergens.ts'
import { deskAction } from './desk-bulk-action.ts'
import { DeskBulkBar, DeskExportButton } from './desk-tools.tsx'
import { reorderLines, type ReorderLine } from '../../lib/cart/reorder.ts'
import { lineDetails } from '../../shared/orders/package-pricing.ts'
import { eventSheetPath, hasEventSheet } from '../event-sheet/index.ts'

// /order-management (signed-in): customers see their own orders, newest first; admins get the orders desk: filters
// in the URL (state, payment, method, fulfilment dates, a search by number, name, e-mail or phone, sorting), the
// totals of the filtered orders and a weekly chart, counted on the server, and the list a page at a time with
// "Load more" (a startAfter cursor on the last order shown). An order with a fulfilment says when and how on one
// line for customers; admins, who work from this list, also see the address, name, phone, guests and kitchen notes.

export const orderPageSize = 10

interface OrderRow {
  id: string
  /** A hash sign and the order number, or the id of an order placed before numbers existed. */
  label: string
  createdStamp: number | null
  customerEmail: string
  totalDisplay: string
  /** Both states in words: "Confirmed · Partially refunded". */
  status: string
  /** An order paid by deposit: where the deposit and the balance stand, in words. */
  plan: string | null
  /** When, where and for whom; absent on orders placed before the business had a schedule. */
  fulfilment: OrderFulfilment | undefined
  /** The packages ordered, for Reorder. */
  lines: ReorderLine[]
  /** What to cook: each line's title and quantity (the desk shows them). */
  /** `details`: a per-guest line's guests and the options chosen, in words (empty for a plain line). */
  items: Array<{ title: string; quantity: number; details: string }>
  /** The customer's allergies and diets, as labels, and the allergies a package of the order holds. */
  dietary: { allergies: string[]; diets: string[]; conflicts: string[] }
  /** An event or a per-guest line: staff get a link to its event sheet. */
  eventSheet: boolean
}

interface DeskFigures {
  orders: number
  revenueCents: number
  refundedCents: number
  weeks: WeekFigures[]
}

interface ManagementData {
  isAdmin: boolean
  rows: OrderRow[]
  /** Id of the last order shown when more may follow; pass as ?after= for the next page. */
  nextCursor: string | null
  /** Customers, first page: whether their e-mail is verified, so orders placed as a guest with it are theirs. */
  guestOrders?: GuestOrdersState
  /**
   * Admins: the filters as typed, their messages, and the figures of the filtered orders (first page only). The
   * figures arrive after the list: counting on the server takes longer than reading one page.
   */
  desk?: {
    values: Record<string, string>
    fieldErrors: Record<string, string>
    figures: Promise<DeskFigures> | null
  }
}

function toRow(order: Order): OrderRow {
  return {
    id: order.id,
    label: orderLabel(order),
    createdStamp: order.createdStamp ?? order.stamp ?? null,
    customerEmail: order.customer_email,
    totalDisplay: order.cartTotals.totalDisplay,
    status: orderStatesLabel(orderStatesOf(order)),
    plan: order.paymentPlan ? planStatusWords(order.paymentPlan) : null,
    fulfilment: order.fulfilment,
    lines: reorderLines(order.cartData),
    items: order.cartData.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      details: lineDetails(item),
    })),
    dietary: {
      allergies: (order.dietary?.allergies ?? []).map((allergen) => allergenLabels[allergen]),
      diets: (order.dietary?.diets ?? []).map((diet) => dietLabels[diet]),
      conflicts: (order.dietary?.conflicts ?? []).map((allergen) => allergenLabels[allergen]),
    },
    eventSheet: hasEventSheet(order),
  }
}

export const action = deskAction

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ManagementData> {
  const user = await requireUser({ request, context })
  const params = new URL(request.url).searchParams
  const after = params.get('after') ?? undefined
  if (user.isAdmin) return deskPage(params, after)
  // Guest orders of a verified e-mail join the account before the list is read.
  const guestOrders = after ? undefined : await linkGuestOrders(user.uid)
  const page = await orders.query({
    where: [['userId', user.uid]],
    orderBy: [['createdStamp', 'desc']],
    startAfterId: after,
    // One more than shown tells whether another page exists.
    limit: orderPageSize + 1,
  })
  return { isAdmin: false, ...pageOf(page), ...(guestOrders ? { guestOrders } : {}) }
}

function pageOf(page: Order[]): Pick<ManagementData, 'rows' | 'nextCursor'> {
  const shown = page.slice(0, orderPageSize)
  return {
    rows: shown.map(toRow),
    nextCursor: page.length > orderPageSize ? (shown.at(-1)?.id ?? null) : null,
  }
}

async function deskPage(params: URLSearchParams, after: string | undefined): Promise<ManagementData> {
  const values = deskFilterInput(params)
  const parsed = z.safeParse(deskFilterSchema, values)
  if (!parsed.success) {
    return {
      isAdmin: true,
      rows: [],
      nextCursor: null,
      desk: { values, fieldErrors: fieldErrorsOf(parsed.error), figures: null },
    }
  }
  const spec = deskQuery(parsed.data)
  const empty = { orders: 0, revenueCents: 0, refundedCents: 0, weeks: [] }
  if (!spec)
    return {
      isAdmin: true,
      rows: [],
      nextCursor: null,
      desk: { values, fieldErrors: {}, figures: Promise.resolve(empty) },
    }
  // The page of orders is what the admin came for: the figures are asked for once it has arrived, so that counting
  // (which the local emulator does by reading every order) never holds it up. They follow it to the page.
  const page = await orders.query({ ...spec, startAfterId: after, limit: orderPageSize + 1 })
  // The figures are for the whole filtered set; later pages do not ask again. The weekly chart is counted only
  // when asked for (twelve more aggregations).
  const withChart = params.get('chart') === 'weeks'
  const where = { where: spec.where ?? [], filters: spec.filters ?? [] }
  const figures = after
    ? null
    : Promise.all([
        orders.aggregate(where, []),
        // Refunds come only with a payment, so both sums can go in one aggregation over the paid orders.
        orders.aggregate(where, ['paidCents', 'refundedCents'], { onlyWithFields: true }),
        withChart ? weeklyFigures(spec, Date.now()) : [],
      ]).then(([counted, totals, weeks]) => ({
        orders: counted.count,
        revenueCents: totals.sums['paidCents'] ?? 0,
        refundedCents: totals.sums['refundedCents'] ?? 0,
        weeks,
      }))
  return { isAdmin: true, ...pageOf(page), desk: { values, fieldErrors: {}, figures } }
}

/** What to cook and what to avoid: the lines with their quantities, then allergies flagged and diets. */
function OrderContents({ row }: { row: OrderRow }) {
  const { allergies, diets, conflicts } = row.dietary
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={`Items of order ${row.label}`}>
        {row.items.map((item, index) => (
          <Typography component="li" key={index} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{item.quantity} ×</strong> {item.title}
            {item.details && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {item.details}
              </Typography>
            )}
          </Typography>
        ))}
      </Box>
      {allergies.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }} data-testid="order-row-allergies">
          <strong>Allergies:</strong> {allergies.join(', ')}
          {conflicts.length > 0 && ` (the order holds ${conflicts.join(', ')}; the customer confirmed)`}
        </Alert>
      )}
      {diets.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="order-row-diets">
          <strong>Diets:</strong> {diets.join(', ')}
        </Typography>
      )}
    </Box>
  )
}

function OrderCard({
  row,
  isAdmin,
  selected,
  onSelect,
}: {
  row: OrderRow
  isAdmin: boolean
  selected?: boolean
  onSelect?: (on: boolean) => void
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="order-row">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          {onSelect && (
            <Checkbox
              checked={selected ?? false}
              onChange={(event) => onSelect(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Select order ${row.label}` } }}
              sx={{ ml: -1, mt: -1 }}
            />
          )}
          <Box sx={{ minWidth: 0 }}>
            <PageLink
              to={`/order-status/${encodeURIComponent(row.id)}`}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              Order {row.label}
            </PageLink>
            <Typography variant="body2" color="text.secondary">
              {formatStamp(row.createdStamp)}
              {isAdmin && ` · ${row.customerEmail || 'customer account deleted'}`}
            </Typography>
            {isAdmin && row.eventSheet && (
              <PageLink to={eventSheetPath(row.id)} variant="body2">
                Event sheet for order {row.label}
              </PageLink>
            )}
            {!isAdmin && <OrderFulfilmentSummary fulfilment={row.fulfilment} variant="compact" />}
          </Box>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 600 }}>{row.totalDisplay}</Typography>
          <Typography variant="body2">{row.status}</Typography>
          {row.plan && (
            <Typography variant="body2" color="text.secondary" data-testid="order-plan">
              {row.plan}
            </Typography>
          )}
        </Box>
      </Stack>
      {isAdmin && <OrderContents row={row} />}
      {!isAdmin && <ReorderButton label={row.label} lines={row.lines} />}
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
  const bulk = useFetcherForm<typeof action>()
  const selection = useSelection(
    rows.map((row) => row.id),
    bulk.form.result,
  )
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 1000 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Order Management
      </Typography>
      {first.desk ? (
        <>
          <DeskFilterForm values={first.desk.values} fieldErrors={first.desk.fieldErrors} />
          {first.desk.figures && (
            <Suspense fallback={<DeskFiguresWaiting />}>
              <Await resolve={first.desk.figures} errorElement={<DeskFiguresFailed />}>
                {(figures: DeskFigures) => <DeskFiguresPanel figures={figures} values={first.desk!.values} />}
              </Await>
            </Suspense>
          )}
          {rows.length > 0 && (
            <>
              <Box sx={{ mb: 2 }}>
                <DeskExportButton values={first.desk.values} />
              </Box>
              <DeskBulkBar
                shownCount={rows.length}
                selectedIds={selection.selectedIds}
                onSelectAll={selection.setAll}
                form={bulk.form}
                FetcherForm={bulk.fetcher.Form}
              />
            </>
          )}
        </>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Your orders, newest first.
          </Typography>
          {first.guestOrders && !first.guestOrders.emailVerified && (
            <Box sx={{ mb: 2 }}>
              <GuestOrdersNotice email={first.guestOrders.email} />
            </Box>
          )}
        </>
      )}
      {rows.length === 0 && first.desk ? (
        <Alert severity="info">No orders match these filters.</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">
          No orders yet. <PageLink to="/package-shop">Browse the package shop</PageLink>.
        </Alert>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Orders">
          {rows.map((row) => (
            <OrderCard
              key={row.id}
              row={row}
              isAdmin={first.isAdmin}
              {...(first.desk
                ? { selected: selection.has(row.id), onSelect: (on: boolean) => selection.toggle(row.id, on) }
                : {})}
            />
          ))}
        </Stack>
      )}
      {more.cursor && (
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          disabled={fetcher.state !== 'idle'}
          onClick={() => {
            // The next page of the same filters.
            const next = new URLSearchParams(first.desk?.values ?? {})
            next.set('after', more.cursor!)
            fetcher.load(`/order-management?${next}`)
          }}
        >
          {fetcher.state !== 'idle' ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Box>
  )
}
