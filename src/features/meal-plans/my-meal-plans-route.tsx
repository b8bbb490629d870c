import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { PageLink } from '../../components/page-link.tsx'
import { subscriptionsOf } from '../../lib/data/meal-plans.ts'
import { requireUser } from '../../lib/route-user.ts'
import { readsFor } from './manage-reads.ts'
import { manageSubscriptionAction } from './manage-subscription-action.ts'
import {
  CancelPlanButton,
  FulfilmentDialogButton,
  IntentButton,
  MealsDialogButton,
  PauseForm,
  SkipButton,
  type SlotChoice,
} from './subscription-controls.tsx'
import { subscriptionView, type CycleView, type SubscriptionView } from './subscription-view.ts'

// The customer's meal plans (/my-meal-plans, in the account menu): each subscription with its next weeks, where the
// customer changes meals, skips a week, pauses, resumes, changes day or time, or cancels. Checkout sends a new
// subscriber back here (?subscribed=<id>).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context })
  const subscriptions = await subscriptionsOf(user.uid)
  const { timeZone, slots, plans, titles } = await readsFor(subscriptions)
  const now = Date.now()
  const views = subscriptions
    .filter((subscription) => subscription.state !== 'checkout' || subscription.id === subscribedId(request))
    .map((subscription) =>
      subscriptionView(subscription, plans.get(subscription.planId) ?? null, titles, timeZone, now),
    )
  const subscribed = subscribedId(request)
  const welcome = subscribed ? (views.find((view) => view.id === subscribed) ?? null) : null
  return {
    views,
    slots,
    welcome: welcome && { id: welcome.id, state: welcome.state },
  }
}

function subscribedId(request: Request): string | null {
  return new URL(request.url).searchParams.get('subscribed')
}

export const action = manageSubscriptionAction

function CycleRow({ view, cycle }: { view: SubscriptionView; cycle: CycleView }) {
  const off = cycle.skipped || cycle.paused
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {cycle.dateLabel}
        {cycle.skipped ? ' · Skipped' : cycle.paused ? ' · Paused' : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {cycle.cutoffLabel}
      </Typography>
      {!off && (
        <Typography variant="body2" sx={{ my: 0.5 }}>
          {cycle.chosen ? 'Your choice: ' : 'Your usual meals: '}
          {cycle.meals.map((meal) => `${meal.quantity} × ${meal.title}`).join(', ')}
        </Typography>
      )}
      {!cycle.paused && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {!cycle.skipped && <MealsDialogButton view={view} cycle={cycle} />}
          <SkipButton
            subscriptionId={view.id}
            date={cycle.date}
            dateLabel={cycle.dateLabel}
            skipped={cycle.skipped}
          />
        </Stack>
      )}
    </Box>
  )
}

function SubscriptionCard({ view, slots }: { view: SubscriptionView; slots: SlotChoice[][] }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={`plan-${view.id}`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={`plan-${view.id}`} variant="h5" component="h2">
            {view.planName}
          </Typography>
          <Chip label={view.stateLabel} size="small" color={view.state === 'pastDue' ? 'error' : 'default'} />
        </Box>
        <Typography sx={{ mt: 1 }}>{view.price}</Typography>
        <Typography color="text.secondary">{view.when}</Typography>
        {view.pausedUntilLabel && (
          <Typography sx={{ mt: 1 }}>Paused until {view.pausedUntilLabel}.</Typography>
        )}
        {view.endsLabel && <Typography sx={{ mt: 1 }}>{view.endsLabel}.</Typography>}
        {view.state === 'pastDue' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Your last payment failed. Please update your card from the link in our mail.
          </Alert>
        )}
        {view.fixed.map((cycle) => (
          <Typography key={cycle.date} sx={{ mt: 1 }}>
            {cycle.dateLabel}: {cycle.skipped ? 'skipped' : 'choices closed'}
            {cycle.orderId && !cycle.skipped && (
              <>
                {' · '}
                <PageLink to={`/order-status/${encodeURIComponent(cycle.orderId)}`}>Your order</PageLink>
              </>
            )}
            {!cycle.orderId && !cycle.skipped && ' · its order is on its way'}
          </Typography>
        ))}
        {view.lastOrder && (
          <Typography sx={{ mt: 1 }}>
            Last order:{' '}
            <PageLink to={`/order-status/${encodeURIComponent(view.lastOrder.orderId)}`}>
              {view.lastOrder.dateLabel}
            </PageLink>{' '}
            (fixed, its choices have closed)
          </Typography>
        )}
        {view.cycles.length > 0 && (
          <>
            <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
              Coming weeks
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {view.cycles.map((cycle) => (
                <CycleRow key={cycle.date} view={view} cycle={cycle} />
              ))}
            </Box>
          </>
        )}
        {view.changeable && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            {view.state === 'paused' ? (
              <IntentButton subscriptionId={view.id} intent="resume" label="Resume" busyLabel="Resuming…" />
            ) : (
              <PauseForm subscriptionId={view.id} />
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <FulfilmentDialogButton view={view} slotsByWeekday={slots} />
              <CancelPlanButton view={view} />
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

/** "Your plan has started", or, while the provider's news has not arrived, that it is being confirmed. */
function Welcome({ welcome }: { welcome: { id: string; state: string } | null }) {
  const { revalidate, state } = useRevalidator()
  const waiting = welcome?.state === 'checkout'
  // The provider's webhook usually lands within seconds: look again a few times, then leave it to the customer.
  useEffect(() => {
    if (!waiting || state !== 'idle') return
    const timer = window.setTimeout(() => void revalidate(), 3000)
    return () => window.clearTimeout(timer)
  }, [waiting, state, revalidate])
  if (!welcome) return null
  return (
    <Alert severity={waiting ? 'info' : 'success'} role="status" sx={{ mb: 2 }}>
      {waiting ? "We're confirming your payment details…" : 'Your plan has started.'}
    </Alert>
  )
}

export function Component() {
  const { views, slots, welcome } = useLoaderData<typeof loader>()
  return (
    <Box sx={{ py: 3, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your meal plans
      </Typography>
      <Welcome welcome={welcome} />
      {views.length === 0 ? (
        <Typography>
          You have no meal plan yet. <PageLink to="/meal-plans">See our plans</PageLink>.
        </Typography>
      ) : (
        <Stack spacing={2}>
          {views.map((view) => (
            <SubscriptionCard key={view.id} view={view} slots={slots} />
          ))}
        </Stack>
      )}
    </Box>
  )
}
