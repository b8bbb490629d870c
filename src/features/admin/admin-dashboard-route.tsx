import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink, redirect, useLoaderData } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { adminCards, type AdminCard } from './admin-cards.ts'
import { loadBusinessOverview, type BusinessOverview, type OverviewDay } from './business-overview.ts'
import { loadRecurringRevenue, type RecurringRevenue } from './recurring-revenue.ts'
import { CardList } from '../../components/card-grid.tsx'
import { formatCents } from '../../shared/money.ts'
import { TitledSection } from '../../components/titled-section.tsx'

// /admin-dashboard (admins): the business at a glance (what waits for the chef, today and tomorrow in the kitchen,
// the week's money), then a card for every admin page. Each figure links to where it is handled.

export const adminDashboardPath = '/admin-dashboard'

export async function loader(): Promise<BusinessOverview & { recurring: RecurringRevenue }> {
  const [overview, recurring] = await Promise.all([loadBusinessOverview(), loadRecurringRevenue()])
  return { ...overview, recurring }
}

// A POST to the dashboard redirects back to it.
export function action() {
  return redirect(adminDashboardPath)
}

function DashboardCard({ card }: { card: AdminCard }) {
  const content = (
    <CardContent>
      <Typography variant="h6" component="h3">
        {card.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {card.description}
      </Typography>
    </CardContent>
  )
  if (card.grey) {
    return (
      <Card
        variant="outlined"
        aria-disabled="true"
        data-grey="true"
        sx={{ bgcolor: 'action.disabledBackground', color: 'text.secondary' }}
      >
        {content}
      </Card>
    )
  }
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={card.link} sx={{ height: '100%' }}>
        {content}
      </CardActionArea>
    </Card>
  )
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection headingId={id} sx={{ mb: 4 }} title={title}>
      {children}
    </TitledSection>
  )
}

function DayHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
      {children}
    </Typography>
  )
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function KitchenDay({ day }: { day: OverviewDay }) {
  const headingId = `day-${day.date}`
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {day.title}, {day.dateLabel}
      </Typography>
      {day.closed && <Typography>Closed: no new orders are taken for this date.</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {plural(day.bookedOrders, 'paid order', 'paid orders')}
        {day.guests > 0 && `, ${plural(day.guests, 'guest', 'guests')}`}
        {day.unpaidOrders > 0 && `; ${plural(day.unpaidOrders, 'order waits', 'orders wait')} for payment`}
      </Typography>
      <DayHeading>Times</DayHeading>
      {day.slots.length === 0 ? (
        <Typography variant="body2">No times on this date.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, mt: 0.5 }}>
          {day.slots.map((slot) => (
            <li key={slot.time}>
              <Typography variant="body2">
                {slot.time}: {plural(slot.orders, 'order', 'orders')},{' '}
                {slot.closed ? 'closed' : `${slot.left} of ${slot.capacity} places left`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <DayHeading>To make</DayHeading>
      {day.make.length === 0 ? (
        <Typography variant="body2">Nothing yet.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, mt: 0.5 }}>
          {day.make.map((line) => (
            <li key={line.title}>
              <Typography variant="body2">
                {line.quantity} × {line.title}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <DayHeading>Allergies</DayHeading>
      {day.allergyOrders.length === 0 ? (
        <Typography variant="body2">No order on this date has an allergy.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 0.5 }}>
          {day.allergyOrders.map((order) => (
            <li key={order.id}>
              <PageLink to={`/order-status/${encodeURIComponent(order.id)}`}>Order {order.label}</PageLink>{' '}
              <Typography component="span" variant="body2">
                {order.customerName}, {order.time}:{' '}
              </Typography>
              {order.allergies.map((allergy) => (
                <Chip
                  key={allergy}
                  size="small"
                  color={order.conflicts.includes(allergy) ? 'error' : 'warning'}
                  label={order.conflicts.includes(allergy) ? `${allergy} (in the order)` : allergy}
                  sx={{ mr: 0.5, fontWeight: 600 }}
                />
              ))}
            </li>
          ))}
        </Stack>
      )}
      <PageLink to={`/prep-list?from=${day.date}`} sx={{ display: 'inline-block', mt: 1.5 }}>
        Prep list for {day.title.toLowerCase()}
      </PageLink>
    </Paper>
  )
}

/** One figure of a description list: its name, the amount, and a line more. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper variant="outlined" data-testid="figure" sx={{ p: 2, flex: '1 1 10rem' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }}>
        {value}
      </Typography>
      {detail && (
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  )
}

export function AdminDashboard({
  overview,
  cards,
  recurring,
}: {
  overview: BusinessOverview
  cards: AdminCard[]
  recurring?: RecurringRevenue
}) {
  const { money } = overview
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Dashboard
      </Typography>

      <Section id="needs-you" title="Waiting for you">
        {overview.attention.length === 0 ? (
          <Typography>Nothing waits for you right now.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {overview.attention.map((item) => (
              <Paper
                component="li"
                key={item.key}
                variant="outlined"
                sx={{ p: 1.5, borderLeft: 4, borderLeftColor: 'info.main' }}
              >
                {item.text}. <PageLink to={item.link}>{item.linkText}</PageLink>
              </Paper>
            ))}
          </Stack>
        )}
      </Section>

      <Section id="kitchen" title="Today and tomorrow">
        {!overview.configured ? (
          <Typography>
            No fulfilment schedule yet.{' '}
            <PageLink to="/business-schedule">Set the opening days and times</PageLink>
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {overview.days.map((day) => (
              <KitchenDay key={day.date} day={day} />
            ))}
          </Box>
        )}
      </Section>

      <Section id="money" title={`Money this week (orders placed since ${money.since})`}>
        <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 0, mb: 1 }}>
          <Figure label="Taken" value={formatCents(money.takenCents)} />
          <Figure label="Refunded" value={formatCents(money.refundedCents)} />
          <Figure
            label="Unpaid"
            value={formatCents(money.unpaidCents)}
            detail={plural(money.unpaidOrders, 'order waits for payment', 'orders wait for payment')}
          />
        </Stack>
        <PageLink to="/order-management">All orders and their figures</PageLink>
      </Section>

      {recurring && (
        <Section id="recurring" title="Recurring revenue">
          <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 0, mb: 1 }}>
            <Figure label="Active meal plans" value={String(recurring.activeSubscriptions)} />
            <Figure label="Per week" value={formatCents(recurring.weeklyCents)} />
            <Figure label="Per month (about)" value={formatCents(recurring.monthlyCents)} />
          </Stack>
          <PageLink to="/meal-plan-subscribers">Subscribers and the week's meals</PageLink>
        </Section>
      )}

      <Section id="pages" title="Pages">
        <CardList items={cards} keyOf={(card) => card.title}>
          {(card) => <DashboardCard card={card} />}
        </CardList>
      </Section>
    </Box>
  )
}

export function Component() {
  const overview = useLoaderData<typeof loader>()
  return <AdminDashboard overview={overview} cards={adminCards()} recurring={overview.recurring} />
}
