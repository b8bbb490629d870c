import { OrderFulfilmentSummary } from '../../components/order-fulfilment-summary.tsx'
import { OrderDietarySection } from './order-dietary.tsx'
import { MainWithSidePanel } from '../../components/main-with-side-panel.tsx'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { CartLines } from '../../components/cart/cart-lines.tsx'
import { useFormResult } from '../../components/form-result.ts'
import { FormFeedback } from '../../components/page-form.tsx'
import { PageLink } from '../../components/page-link.tsx'
import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { optionalUser } from '../../lib/route-user.ts'
import { answeredIntent } from '../../shared/action-result.ts'
import { customerCancelTermsCallable } from '../../shared/callables.ts'
import { RemindersToggle } from './order-reminders.tsx'
import { InternalNotes, loadInternalNotes } from './order-internal-notes.tsx'
import type { InternalNote } from '../../shared/schemas/internal-note.ts'
import type { CustomerCancelTerms } from '../../shared/orders/customer-cancellation.ts'
import { PaymentAndRefunds } from './order-refunds.tsx'
import { orderLabel, orderStatesOf, unpaidStates } from '../../shared/orders/order-state.ts'
import type { Order } from '../../shared/schemas/order.ts'
import {
  AdminStateForm,
  CustomerCancel,
  OrderHistory,
  OrderStatesText,
  stateIntent,
} from './order-state-controls.tsx'
import { CheckoutPanel, GetCheckoutLink } from './checkout-panel.tsx'
import { PaymentPlanPanel } from './payment-plan-panel.tsx'
import { settleCartForPaidOrder } from '../../lib/cart/placed-orders.ts'
import { paidCentsOf } from '../../shared/orders/refund-amounts.ts'
import AlertTitle from '@mui/material/AlertTitle'
import { loadOrder } from './order-loading.ts'
import { action } from './order-status-action.ts'
import { paymentBeingConfirmed, useRefreshWhileWaiting } from './payment-refresh.ts'
import { formatStamp } from '../../lib/format-stamp.ts'
import { OrderItemChanges } from './order-item-changes.tsx'
import { eventSheetPath, hasEventSheet } from '../event-sheet/index.ts'
import { Fact, FactGrid } from './facts.tsx'

// /order-status/:orderId (public; a guest needs the token from the confirmation mail): both states in words (admins
// change the kitchen's through the one state control), admin status notes with their history, dates, items and
// the payment panel.

interface StatusData {
  order: Order
  token: string | null
  isAdmin: boolean
  linkError: string | null
  /** What cancelling a paid order gives the customer back now, or why they cannot; null when it does not apply. */
  cancelTerms: CustomerCancelTerms | null
  /** The customer came back from the payment page without paying. */
  paymentNotCompleted: boolean
  /** Staff-only notes; loaded for admins only (the rules refuse everyone else). */
  internalNotes: InternalNote[]
  /** The customer came back from paying the balance, and the payment is not recorded yet. */
  balanceBeingConfirmed: boolean
}

const linkErrors: Record<string, string> = {
  paid: 'This order is already paid.',
  cancelled: 'This order was cancelled, so it can no longer be paid.',
  failed: 'We could not get a new checkout link. Please try again in a moment.',
}

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<StatusData> {
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  const user = await optionalUser(context)
  const order = await loadOrder(params['orderId'] ?? '', token, user)
  const linkError = linkErrors[url.searchParams.get('linkError') ?? ''] ?? null
  const isAdmin = user?.isAdmin === true
  // Paid: the cart it was placed from has done its job.
  if (paidCentsOf(order) > 0) settleCartForPaidOrder(order.id)
  return {
    order,
    token,
    isAdmin,
    linkError,
    // Staff see an event's terms (the refund they suggest) in any state; customers while they may cancel.
    cancelTerms: isAdmin
      ? order.paymentPlan
        ? await cancelTermsOf(order, token, true)
        : null
      : await cancelTermsOf(order, token),
    internalNotes: isAdmin ? await loadInternalNotes(order.id) : [],
    balanceBeingConfirmed:
      url.searchParams.get('balance') === 'paid' &&
      order.paymentPlan !== undefined &&
      order.paymentPlan.balanceState !== 'paid',
    paymentNotCompleted:
      url.searchParams.get('payment') === 'not-completed' &&
      unpaidStates.includes(orderStatesOf(order).payment) &&
      order.checkoutSession?.status !== 'complete',
  }
}

/**
 * Only a paid order's cancellation depends on the cut-off and the policy (an event's, its terms), which the server
 * knows. `anyState`: an event's terms whatever its state, for staff (of its cancellation once it is cancelled).
 */
async function cancelTermsOf(
  order: Order,
  token: string | null,
  anyState = false,
): Promise<CustomerCancelTerms | null> {
  const { payment, fulfilment } = orderStatesOf(order)
  if (
    unpaidStates.includes(payment) ||
    (!anyState && fulfilment !== 'awaitingConfirmation' && fulfilment !== 'confirmed')
  ) {
    return null
  }
  const terms = await callOrdering(customerCancelTermsCallable, {
    orderId: order.id,
    ...(token ? { token } : {}),
  })
  if (terms.ok) return terms.data
  // The page still works without the offer to cancel; the customer can contact the business.
  console.error('order status: could not read the cancellation terms', {
    orderId: order.id,
    code: terms.code,
  })
  return null
}

export { action }

const adminControlIntents: readonly string[] = ['note', stateIntent]

function AdminControls({ order }: { order: Order }) {
  const form = useFormResult<typeof action>()
  const noteForm = useRef<HTMLFormElement>(null)
  const busy = form.busy
  const { result } = form
  useEffect(() => {
    if (result?.ok && result.data.intent === 'note') noteForm.current?.reset()
  }, [result])
  return (
    <Stack spacing={2}>
      <AdminStateForm order={order} form={form} />
      <Form method="post" ref={noteForm}>
        <input type="hidden" name="intent" value="note" />
        <Stack spacing={1}>
          <TextField
            name="noteText"
            label="Status note"
            multiline
            minRows={2}
            defaultValue={form.valueOf('noteText')}
            helperText="The customer sees it on their order page and, when ticked, gets it by e-mail."
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormControlLabel
            control={<Checkbox name="mailCustomer" defaultChecked />}
            label="E-mail this update to the customer"
          />
          <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            Add note
          </Button>
        </Stack>
      </Form>
      {/* Refunds and internal notes show their answers by their own forms. */}
      {adminControlIntents.includes(answeredIntent(form.result) ?? '') && (
        <FormFeedback form={form} sx={{}} />
      )}
    </Stack>
  )
}

export function Component() {
  const {
    order,
    token,
    isAdmin,
    linkError,
    cancelTerms,
    paymentNotCompleted,
    internalNotes,
    balanceBeingConfirmed,
  } = useLoaderData<typeof loader>()
  const form = useFormResult<typeof action>()
  useRefreshWhileWaiting(paymentBeingConfirmed(order) || balanceBeingConfirmed)
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Order {orderLabel(order)}
      </Typography>
      {isAdmin && hasEventSheet(order) && (
        <PageLink to={eventSheetPath(order.id)} sx={{ display: 'inline-block', mb: 2 }}>
          Event sheet
        </PageLink>
      )}
      {linkError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {linkError}
        </Alert>
      )}
      {paymentNotCompleted && !isAdmin && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
            Payment not completed
          </AlertTitle>
          <Typography sx={{ mb: 1.5 }}>
            You left the payment page before paying, so nothing was charged. Order {orderLabel(order)} is kept
            for you for now: resume the payment, or cancel the order if you changed your mind. Your cart is
            still there too.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <GetCheckoutLink orderId={order.id} token={token} label="Resume payment" />
            <CustomerCancel order={order} token={token} terms={null} />
          </Stack>
        </Alert>
      )}
      <MainWithSidePanel panelWidth={340}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="order-status-heading">
            <Typography id="order-status-heading" variant="h6" component="h2" gutterBottom>
              Status
            </Typography>
            {/* Both states in words for everyone; admins change the kitchen's below. */}
            <OrderStatesText order={order} />
            {isAdmin && (
              <Box sx={{ mt: 2 }}>
                <AdminControls order={order} />
              </Box>
            )}
            {!isAdmin && !paymentNotCompleted && (
              <Stack sx={{ mt: 1 }}>
                <CustomerCancel order={order} token={token} terms={cancelTerms} />
              </Stack>
            )}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              History
            </Typography>
            <OrderHistory history={order.history} />
            <FactGrid sx={{ mt: 2, mb: 0 }}>
              <Fact term="Placed">{formatStamp(order.createdStamp ?? order.stamp)}</Fact>
              <Fact term="Updated">{formatStamp(order.updateStamp)}</Fact>
              <Fact term="E-mail" sx={{ overflowWrap: 'anywhere' }}>
                {order.customer_email}
              </Fact>
            </FactGrid>
          </Paper>
          {order.fulfilment && (
            <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="fulfilment-heading">
              <Typography id="fulfilment-heading" variant="h6" component="h2" gutterBottom>
                When and where
              </Typography>
              <OrderFulfilmentSummary fulfilment={order.fulfilment} />
              {!isAdmin && <RemindersToggle order={order} token={token} form={form} />}
            </Paper>
          )}
          <OrderDietarySection dietary={order.dietary} />
          <PaymentAndRefunds
            order={order}
            isAdmin={isAdmin}
            form={form}
            eventTerms={isAdmin ? cancelTerms?.event : undefined}
          />
          {isAdmin && <InternalNotes notes={internalNotes} form={form} />}
          <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="status-notes-heading">
            <Typography id="status-notes-heading" variant="h6" component="h2" gutterBottom>
              Updates for the customer
            </Typography>
            {order.statusNotes.length === 0 ? (
              <Typography color="text.secondary">No notes yet.</Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Status note history">
                {order.statusNotes.map((note, index) => (
                  <li key={`${note.stamp}-${index}`}>
                    <Typography variant="body2" color="text.secondary">
                      <time dateTime={new Date(note.stamp).toISOString()}>{formatStamp(note.stamp)}</time>
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {note.noteText}
                    </Typography>
                    {note.mailed && (
                      <Typography variant="body2" color="text.secondary">
                        E-mailed to the customer
                      </Typography>
                    )}
                  </li>
                ))}
              </Box>
            )}
          </Paper>
          <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="order-items-heading">
            <Typography id="order-items-heading" variant="h6" component="h2" gutterBottom>
              Items
            </Typography>
            <CartLines
              items={order.cartData}
              deliveryFeeCents={order.fulfilment?.deliveryFeeCents ?? 0}
              travelFeeCents={order.fulfilment?.travelFeeCents ?? 0}
              {...(order.promotion
                ? { discount: { code: order.promotion.code, cents: order.promotion.discountCents } }
                : {})}
            />
            {isAdmin && <OrderItemChanges order={order} />}
            {order.orderNotes && (
              <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <strong>Order notes:</strong> {order.orderNotes}
              </Typography>
            )}
          </Paper>
        </Stack>
        <Stack spacing={3}>
          <CheckoutPanel order={order} token={token} />
          <PaymentPlanPanel
            order={order}
            token={token}
            isAdmin={isAdmin}
            balanceBeingConfirmed={balanceBeingConfirmed}
          />
        </Stack>
      </MainWithSidePanel>
    </Box>
  )
}
