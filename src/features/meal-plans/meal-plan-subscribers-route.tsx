import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { ResponsiveTable } from '../../components/responsive-table.tsx'
import { mealSubscriptions } from '../../lib/data/meal-plans.ts'
import { orders } from '../../lib/data/orders.ts'
import { requireUser } from '../../lib/route-user.ts'
import {
  addDays,
  dateInZone,
  formatCalendarDate,
  isCalendarDate,
} from '../../shared/fulfilment/calendar-dates.ts'
import { mondayOf } from '../../shared/meal-plans/plan-cycles.ts'
import { formatCents } from '../../shared/money.ts'
import {
  subscriptionStateLabels,
  subscriptionStates,
  type MealSubscription,
  type SubscriptionState,
} from '../../shared/schemas/meal-plan.ts'
import { readsFor } from './manage-reads.ts'
import { manageSubscriptionAction } from './manage-subscription-action.ts'
import { PauseForm, SkipButton } from './subscription-controls.tsx'
import { weeklyMealCount } from './weekly-meal-count.ts'

// The chef's view of the meal plans (/meal-plan-subscribers): every subscription with its customer, plan, state,
// next order, price and what it has brought in, filtered by state; skipping the next week or pausing for a
// subscriber; and the week's count of meals to make across the plans and one-off orders.

/** The most subscriptions the page reads (the business has tens to a few hundred). */
export const subscriberLimit = 500

interface SubscriberRow {
  id: string
  customer: string
  email: string
  plan: string
  state: SubscriptionState
  stateLabel: string
  nextOrder: { date: string; label: string } | null
  price: string
  lifetime: string
  changeable: boolean
}

function rowOf(subscription: MealSubscription): SubscriberRow {
  const changeable = ['active', 'paused', 'pastDue'].includes(subscription.state)
  return {
    id: subscription.id,
    customer: subscription.fulfilment.name || subscription.email,
    email: subscription.email,
    plan: subscription.planName || 'Meal plan',
    state: subscription.state,
    stateLabel: subscriptionStateLabels[subscription.state],
    nextOrder:
      subscription.nextCycle && changeable
        ? { date: subscription.nextCycle.date, label: formatCalendarDate(subscription.nextCycle.date) }
        : null,
    price: formatCents(subscription.priceCents),
    lifetime: formatCents(subscription.lifetimeCents),
    changeable,
  }
}

function stateFilterOf(value: string | null): SubscriptionState | '' {
  return subscriptionStates.find((state) => state === value) ?? ''
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context })
  const params = new URL(request.url).searchParams
  const all = await mealSubscriptions.query({ limit: subscriberLimit })
  const reads = await readsFor(all)
  const { timeZone } = reads
  const asked = params.get('week')?.trim() ?? ''
  // The coming week by default: the kitchen plans ahead.
  const week = mondayOf(isCalendarDate(asked) ? asked : addDays(dateInZone(Date.now(), timeZone), 7))
  const weekOrders = await orders.query({
    filters: [
      ['fulfilment.date', '>=', week],
      ['fulfilment.date', '<=', addDays(week, 6)],
    ],
    orderBy: [['fulfilment.date', 'asc']],
  })
  const count = weeklyMealCount({
    week,
    subscriptions: all,
    plans: reads.plans,
    orders: weekOrders,
    titles: reads.titles,
    timeZone,
  })
  const state = stateFilterOf(params.get('state'))
  const rows = [...all]
    .filter((subscription) => state === '' || subscription.state === state)
    .sort((a, b) => (a.nextCycle?.date ?? '9999').localeCompare(b.nextCycle?.date ?? '9999'))
    .map(rowOf)
  return {
    rows,
    state,
    week,
    count,
    weekLabel: `${formatCalendarDate(count.from)} – ${formatCalendarDate(count.to)}`,
  }
}

export const action = manageSubscriptionAction

function Actions({ row }: { row: SubscriberRow }) {
  if (!row.changeable) return null
  return (
    <Stack spacing={1} sx={{ minWidth: 220 }}>
      {row.nextOrder && (
        <SkipButton
          subscriptionId={row.id}
          date={row.nextOrder.date}
          dateLabel={`${row.customer}, ${row.nextOrder.label}`}
          skipped={false}
          label="Skip next"
        />
      )}
      <PauseForm subscriptionId={row.id} formLabel={`Pause ${row.customer}'s plan until a date`} />
    </Stack>
  )
}

export function Component() {
  const { rows, state, week, count, weekLabel } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Meal plan subscribers
      </Typography>
      <Form method="get" aria-label="Subscribers and week">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
          <Box sx={{ width: 240 }}>
            <FormField
              label="State"
              name="state"
              defaultValue={state}
              options={[
                { value: '', label: 'All states' },
                ...subscriptionStates.map((value) => ({ value, label: subscriptionStateLabels[value] })),
              ]}
            />
          </Box>
          <Box sx={{ width: 240 }}>
            <FormField label="Week of" name="week" type="date" defaultValue={week} />
          </Box>
          <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
            Show
          </Button>
        </Box>
      </Form>

      <Typography variant="h5" component="h2" sx={{ mt: 2 }} id="subscribers-heading">
        Subscribers
      </Typography>
      {rows.length === 0 ? (
        <Typography>No subscriptions{state ? ' in this state' : ''}.</Typography>
      ) : (
        <ResponsiveTable
          rows={rows}
          labelId="subscribers-heading"
          columns={[
            { header: 'Customer', cell: (row) => `${row.customer} (${row.email})`, breakAll: true },
            { header: 'Plan', cell: (row) => row.plan },
            { header: 'State', cell: (row) => row.stateLabel },
            { header: 'Next order', cell: (row) => row.nextOrder?.label ?? '—' },
            { header: 'Per cycle', cell: (row) => row.price },
            { header: 'Lifetime', cell: (row) => row.lifetime },
            { header: 'Actions', cell: (row) => <Actions row={row} /> },
          ]}
          entry={(row) => (
            <>
              <Typography sx={{ fontWeight: 500 }}>{row.customer}</Typography>
              <Typography variant="body2" color="text.secondary">
                {row.plan} · {row.stateLabel} · next {row.nextOrder?.label ?? '—'} · {row.price} per cycle ·{' '}
                {row.lifetime} so far
              </Typography>
              <Box sx={{ mt: 1 }}>
                <Actions row={row} />
              </Box>
            </>
          )}
        />
      )}

      <Typography variant="h5" component="h2" sx={{ mt: 4 }} id="weekly-count-heading">
        Meals to make, {weekLabel}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {count.cycles} plan {count.cycles === 1 ? 'delivery' : 'deliveries'}; one-off orders as the prep list
        counts them (paid).
      </Typography>
      {count.rows.length === 0 ? (
        <Typography>Nothing to make that week.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="weekly-count-heading">
            <TableHead>
              <TableRow>
                <TableCell>Package</TableCell>
                <TableCell align="right">Meal plans</TableCell>
                <TableCell align="right">One-off orders</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {count.rows.map((row) => (
                <TableRow key={row.chefPackageId}>
                  <TableCell component="th" scope="row">
                    {row.title}
                  </TableCell>
                  <TableCell align="right">{row.subscriptions}</TableCell>
                  <TableCell align="right">{row.oneOff}</TableCell>
                  <TableCell align="right">{row.total}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  Total
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {count.totals.subscriptions}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {count.totals.oneOff}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {count.totals.total}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
