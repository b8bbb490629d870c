import { FieldValue } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import {
  changeOrderItemsCallable,
  changeOrderStateCallable,
  changeOrderStatesCallable,
  customerCancelTermsCallable,
  refundOrderCallable,
  setOrderRemindersCallable,
  getCheckoutSessionCallable,
  getOrderCallable,
  newCheckoutLinkCallable,
  placeOrderCallable,
  updateOrderStatusCallable,
} from '../../../src/shared/callables.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { abuseProtectedCall } from '../lib/app-check.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { NotFoundError, PreconditionError, UnavailableError } from '../lib/errors.ts'
import { toStoredSession } from '../stripe/checkout-session.ts'
import { balancePayable } from '../../../src/shared/orders/deposit-plan.ts'
import { payBalanceNow } from './balance.ts'
import { orderStatusUrl } from './confirmation-mail.ts'
import { depositCardOf, recordCheckoutNews } from '../stripe/record-checkout.ts'
import { stripeClient, stripeSecretKey } from '../stripe/stripe-client.ts'
import { openCheckout } from './open-checkout.ts'
import { loadAccessibleOrder } from './order-access.ts'
import { renewHold } from '../fulfilment/holds.ts'
import { unpaidHoldMs } from './new-order.ts'
import { callerOrigin, loadSchedule, placeOrder } from './place-order.ts'
import { refundOrder, sendRefund } from './refunds.ts'
import { customerCancelTerms } from '../../../src/shared/orders/customer-cancellation.ts'
import { changeOrderState } from './order-state-change.ts'
import { historyEntry, stateFields } from './order-history.ts'
import { orderStatesOf, stepsForStatusCode, unpaidStates } from '../../../src/shared/orders/order-state.ts'
import { changeOrderItems, loadOrder } from './item-changes.ts'
import { askForDifference } from './item-change-payment.ts'
import { changeOrderStates } from './bulk-state-change.ts'

// Callables of the ordering flow. Every one re-checks access on the server: admin, signed-in owner, or token.

export const placeOrderCallableFn = validatedOnCall(
  placeOrderCallable,
  (data, request) => placeOrder(db(), data, request),
  { access: 'public', secrets: [stripeSecretKey], ...abuseProtectedCall },
)

export const getOrderCallableFn = validatedOnCall(
  getOrderCallable,
  async ({ orderId, token }, request) => {
    const { order } = await loadAccessibleOrder(db(), orderId, request.auth, token)
    return { order }
  },
  { access: 'public' },
)

const nowSeconds = () => Math.floor(Date.now() / 1000)

export const getCheckoutSessionCallableFn = validatedOnCall(
  getCheckoutSessionCallable,
  async ({ orderId, token }, request) => {
    const database = db()
    const { order } = await loadAccessibleOrder(database, orderId, request.auth, token)
    const sessionId = order.checkoutSession?.checkoutSessionId
    // Only an open session can still change; a complete (or expired) one is not re-queried.
    if (!sessionId || order.checkoutSession?.status !== 'open') return { order }
    try {
      const session = await stripeClient().checkout.sessions.retrieve(sessionId, { expand: ['line_items'] })
      const savedCard = await depositCardOf(stripeClient, session)
      await recordCheckoutNews(database, {
        orderId,
        session: toStoredSession(session),
        reportedAt: nowSeconds(),
        ...(savedCard ? { savedCard } : {}),
      })
    } catch (error) {
      // The page still shows the stored state; the webhook brings the news later.
      logger.error('getCheckoutSession: could not refresh the session from Stripe', {
        orderId,
        errorMessage: (error as Error).message,
      })
      return { order }
    }
    const fresh = (await orders.doc(database, orderId).get()).data()
    if (!fresh) throw new NotFoundError('Order not found.')
    return { order: orderSchema.parse(fresh) }
  },
  { access: 'public', secrets: [stripeSecretKey] },
)

export const newCheckoutLinkCallableFn = validatedOnCall(
  newCheckoutLinkCallable,
  async ({ orderId, token }, request) => {
    const database = db()
    const { order } = await loadAccessibleOrder(database, orderId, request.auth, token)
    // An order paid by deposit: its page takes the balance (before the due date, or after the saved card failed).
    if (balancePayable(order)) {
      const opened = await payBalanceNow(database, stripeClient(), order, {
        origin: callerOrigin(request),
        returnUrl: orderStatusUrl(callerOrigin(request), orderId, token ?? null),
      })
      if (opened.url) return { checkoutUrl: opened.url }
      if (!opened.error) throw new PreconditionError('This order is already paid.')
      throw new UnavailableError(opened.error)
    }
    const current = order.checkoutSession
    const states = orderStatesOf(order)
    // A payment that failed after its page was completed (a bank debit) can be made again on a new page.
    if (current?.status === 'complete' && states.payment !== 'failed') {
      throw new PreconditionError('This order is already paid.')
    }
    // A cancelled order can no longer be paid; only an order awaiting payment gets a payment page.
    if (states.fulfilment === 'cancelled' || !unpaidStates.includes(states.payment)) {
      throw new PreconditionError('This order can no longer be paid: it was cancelled.')
    }
    // An open session that has not expired is still the way to pay: no second session, no double payment.
    if (current?.status === 'open' && current.url && (current.expires_at ?? 0) > nowSeconds() + 60) {
      return { checkoutUrl: current.url }
    }
    // A new link is a new wait for payment: the order's place on the calendar is held (or taken again) first.
    await renewHold(database, orderId, unpaidHoldMs)
    const opened = await openCheckout(database, {
      orderId,
      origin: callerOrigin(request),
      token: token ?? null,
    })
    if (!opened.url) throw new UnavailableError(opened.error ?? 'The payment service did not answer.')
    return { checkoutUrl: opened.url }
  },
  { access: 'public', secrets: [stripeSecretKey] },
)

export const changeOrderStateCallableFn = validatedOnCall(
  changeOrderStateCallable,
  async ({ orderId, token, to, reason }, request) => {
    const database = db()
    // The same access as reading the order; then the state machine decides what this caller may do.
    const { order: before } = await loadAccessibleOrder(database, orderId, request.auth, token)
    const isAdmin = request.auth?.token['admin'] === true
    const changed = await changeOrderState(database, {
      orderId,
      to,
      actor: isAdmin ? 'admin' : 'customer',
      uid: request.auth?.uid,
      reason,
    })
    let order = changed.order
    if (changed.refundId) {
      // Recorded with the cancellation; if Stripe cannot be reached now it stays pending and the sweeper sends it.
      await sendRefund(database, orderId, changed.refundId)
      order = (await loadAccessibleOrder(database, orderId, request.auth, token)).order
    }
    const session = before.checkoutSession
    if (to === 'cancelled' && session?.status === 'open' && session.checkoutSessionId) {
      // A cancelled order can no longer be paid: its open payment page is closed at the provider too.
      try {
        await stripeClient().checkout.sessions.expire(session.checkoutSessionId)
      } catch (error) {
        logger.error('changeOrderState: could not expire the checkout session of a cancelled order', {
          orderId,
          errorMessage: (error as Error).message,
        })
      }
    }
    return { order }
  },
  { access: 'public', secrets: [stripeSecretKey] },
)

export const changeOrderStatesCallableFn = validatedOnCall(
  changeOrderStatesCallable,
  ({ orderIds, action }, request) => changeOrderStates(db(), { orderIds, action, uid: request.auth?.uid }),
  { access: 'admin' },
)

export const customerCancelTermsCallableFn = validatedOnCall(
  customerCancelTermsCallable,
  async ({ orderId, token }, request) => {
    const database = db()
    const { order } = await loadAccessibleOrder(database, orderId, request.auth, token)
    return customerCancelTerms(order, await loadSchedule(database), Date.now())
  },
  { access: 'public' },
)

export const setOrderRemindersCallableFn = validatedOnCall(
  setOrderRemindersCallable,
  async ({ orderId, token, reminders }, request) => {
    const database = db()
    await loadAccessibleOrder(database, orderId, request.auth, token)
    await orders.doc(database, orderId).update(orders.patch({ remindersOff: !reminders }))
    return { order: (await loadAccessibleOrder(database, orderId, request.auth, token)).order }
  },
  { access: 'public' },
)

export const refundOrderCallableFn = validatedOnCall(
  refundOrderCallable,
  async ({ orderId, amountCents, reason, requestKey }, request) => {
    const order = await refundOrder(db(), orderId, {
      id: requestKey,
      amountCents,
      reason,
      by: 'admin',
      uid: request.auth?.uid,
    })
    return { order }
  },
  { access: 'admin', secrets: [stripeSecretKey] },
)

export const updateOrderStatusCallableFn = validatedOnCall(
  updateOrderStatusCallable,
  async ({ orderId, statusCode, noteText, mailCustomer }) => {
    const database = db()
    const ref = orders.doc(database, orderId)
    const now = Date.now()
    await database.runTransaction(async (transaction) => {
      const stored = (await transaction.get(ref)).data()
      if (!stored) throw new NotFoundError('Order not found.')
      // The original app's status list: a code is reached through the kitchen's steps the state machine allows
      // (each kept in the history), or refused in words (docs/decisions/0057, 0092).
      const from = orderStatesOf(stored)
      const plan =
        statusCode === undefined
          ? { ok: true as const, steps: [] }
          : stepsForStatusCode(from, statusCode, stored.fulfilment?.method)
      if (!plan.ok) throw new PreconditionError(plan.message)
      const facts = { by: 'admin' as const, at: now, reason: 'Status set from the status list' }
      const entries = plan.steps.map((to, index) =>
        historyEntry(index === 0 ? from.fulfilment : plan.steps[index - 1]!, to, facts),
      )
      const to = { ...from, fulfilment: plan.steps.at(-1) ?? from.fulfilment }
      transaction.update(
        ref,
        orders.patch(
          {
            ...(entries.length > 0 ? stateFields(to, ...entries) : {}),
            ...(noteText
              ? {
                  // The order-change trigger mails a note marked mailed to the customer.
                  statusNotes: FieldValue.arrayUnion({
                    noteText,
                    stamp: now,
                    ...(mailCustomer ? { mailed: true } : {}),
                  }),
                }
              : {}),
          },
          now,
        ),
      )
    })
    const fresh = (await ref.get()).data()
    if (!fresh) throw new NotFoundError('Order not found.')
    return { order: orderSchema.parse(fresh) }
  },
  { access: 'admin' },
)

export const changeOrderItemsCallableFn = validatedOnCall(
  changeOrderItemsCallable,
  async (data, request) => {
    const database = db()
    const changed = await changeOrderItems(database, data, { by: 'admin', uid: request.auth?.uid })
    if (!changed.order || !changed.change?.payment) return { preview: changed.preview, order: changed.order }
    // A higher total: the customer is sent a payment page for the difference (a failure is kept on the change).
    await askForDifference(database, changed.order, changed.change, callerOrigin(request))
    return { preview: changed.preview, order: await loadOrder(database, data.orderId) }
  },
  { access: 'admin', secrets: [stripeSecretKey] },
)
