import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import { formatCents } from '../../../src/shared/money.ts'
import { orderLabel, orderStatesOf } from '../../../src/shared/orders/order-state.ts'
import { orderSchema, type Order, type OrderItemChange } from '../../../src/shared/schemas/order.ts'
import { orders, payments, stripeEvents } from '../data/collections.ts'
import { appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { orderMailModel } from '../mail/order-mail-model.ts'
import { orderMail } from '../mail/templates/order-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { mailableEmail, toStoredSession, usdLine } from '../stripe/checkout-session.ts'
import { isPaid } from '../stripe/checkout-state.ts'
import { paymentRecord, processedEventRetentionMs, type RecordOutcome } from '../stripe/record-checkout.ts'
import { stripeClient } from '../stripe/stripe-client.ts'
import { customerOrderLink } from './customer-order-link.ts'
import { historyEntry } from './order-history.ts'

// The customer's side of a change that raised the total: a hosted payment page for the difference (its own
// Checkout Session, marked with the change's id), mailed to the customer, and the webhook that records the payment
// on the change. The order's own checkout and paid amount are left as they were (docs/decisions/0096).

/** Stripe's longest life for a Checkout Session, less an hour of headroom: the mailed link stays payable a day. */
const differenceLinkSeconds = 23 * 60 * 60

export const differenceLinkUnavailable =
  'The payment page for the difference could not be opened: the payment service did not answer.'

/** The session that asks for a change's difference. */
export function differenceSessionParams(input: {
  order: Pick<Order, 'id' | 'orderNumber' | 'customer_email'>
  changeId: string
  amountCents: number
  returnUrl: string
  nowSeconds: number
}): Stripe.Checkout.SessionCreateParams {
  const { order } = input
  return {
    mode: 'payment',
    line_items: [usdLine(`Change to order ${orderLabel(order)}`, input.amountCents, 'item-change')],
    ...mailableEmail(order.customer_email),
    client_reference_id: order.id,
    metadata: { orderId: order.id, itemChangeId: input.changeId },
    success_url: input.returnUrl,
    cancel_url: input.returnUrl,
    expires_at: input.nowSeconds + differenceLinkSeconds,
  }
}

/** Writes what became of the change's payment page on the change itself. */
async function updateChangePayment(
  db: Firestore,
  orderId: string,
  changeId: string,
  fields: Partial<NonNullable<OrderItemChange['payment']>>,
): Promise<void> {
  const ref = orders.doc(db, orderId)
  await db.runTransaction(async (transaction) => {
    const order = orderSchema.parse((await transaction.get(ref)).data())
    const itemChanges = order.itemChanges.map((change) =>
      change.id === changeId && change.payment
        ? { ...change, payment: { ...change.payment, ...fields } }
        : change,
    )
    transaction.update(ref, orders.patch({ itemChanges }))
  })
}

/**
 * Opens the payment page for a change's difference and mails it to the customer. A provider failure is stored on
 * the change (the page says so), never thrown: the change is already made.
 */
export async function askForDifference(
  db: Firestore,
  order: Order,
  change: OrderItemChange,
  origin: string,
): Promise<void> {
  const amountCents = change.payment?.amountCents ?? 0
  if (amountCents === 0) return
  const orderUrl = await customerOrderLink(db, order, origin)
  let payUrl: string
  try {
    const session = await stripeClient().checkout.sessions.create(
      differenceSessionParams({
        order,
        changeId: change.id,
        amountCents,
        returnUrl: orderUrl,
        nowSeconds: Math.floor(Date.now() / 1000),
      }),
      { idempotencyKey: `order-${order.id}-items-${change.id}` },
    )
    if (!session.url) throw new Error('The session has no payment page.')
    payUrl = session.url
    await updateChangePayment(db, order.id, change.id, { checkoutSessionId: session.id, url: session.url })
  } catch (error) {
    logger.error('changeOrderItems: could not open the payment page for the difference', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
    await updateChangePayment(db, order.id, change.id, { error: differenceLinkUnavailable })
    return
  }
  const contact = await loadMailContact(db)
  const rendered = await renderMail(
    orderMail('itemsChanged', {
      ...orderMailModel(order, { businessName: appSettings().COMPANY_NAME, orderUrl, contact }),
      amountDue: { cents: amountCents, payUrl },
    }),
  )
  const replyTo = replyToOf(contact.email)
  await enqueueMail(
    db,
    { to: [order.customer_email], ...(replyTo ? { replyTo } : {}), ...rendered },
    `order-items-changed-${order.id}-${change.id}`,
  )
}

/** Whether a Stripe event is about the payment page of a change rather than the order's own checkout. */
export function isItemChangeEvent(event: Stripe.Event): boolean {
  if (!event.type.startsWith('checkout.session.')) return false
  const session = event.data.object as Stripe.Checkout.Session
  return typeof session.metadata?.['itemChangeId'] === 'string'
}

/**
 * Records the payment of a change's difference, once per event and once per change: the change reads paid, the
 * order's history says so, and the payment gets its payments document. Expired or unpaid sessions change nothing
 * (the customer can still be sent a new change).
 */
export async function recordItemChangePayment(db: Firestore, event: Stripe.Event): Promise<RecordOutcome> {
  const session = event.data.object as Stripe.Checkout.Session
  const orderId = session.metadata?.['orderId'] ?? ''
  const changeId = session.metadata?.['itemChangeId'] ?? ''
  const stored = toStoredSession(session)
  const eventRef = stripeEvents.doc(db, event.id)
  const orderRef = orderId ? orders.doc(db, orderId) : null
  const paymentRef = payments.doc(db, session.id)
  return db.runTransaction(async (transaction) => {
    const [eventSnap, orderSnap, paymentSnap] = await Promise.all([
      transaction.get(eventRef),
      orderRef ? transaction.get(orderRef) : null,
      transaction.get(paymentRef),
    ])
    if (eventSnap.exists) return 'duplicate'
    const now = Date.now()
    const order = orderSnap?.data() ? orderSchema.parse(orderSnap.data()) : null
    const change = order?.itemChanges.find((candidate) => candidate.id === changeId)
    let outcome: RecordOutcome = order ? 'unchanged' : 'order-not-found'
    if (order && orderRef && change?.payment?.status === 'waiting' && isPaid(stored)) {
      outcome = 'applied'
      const paidCents = stored.amount_total ?? change.payment.amountCents
      const itemChanges = order.itemChanges.map((candidate) =>
        candidate.id === changeId && candidate.payment
          ? {
              ...candidate,
              payment: {
                ...candidate.payment,
                status: 'paid' as const,
                paidAt: now,
                checkoutSessionId: session.id,
                ...(stored.payment_intent ? { paymentIntent: stored.payment_intent } : {}),
              },
            }
          : candidate,
      )
      const { fulfilment } = orderStatesOf(order)
      transaction.update(
        orderRef,
        orders.patch(
          {
            itemChanges,
            history: FieldValue.arrayUnion(
              historyEntry(fulfilment, fulfilment, {
                by: 'system',
                at: now,
                reason: `The customer paid ${formatCents(paidCents)} for the change of items.`,
              }),
            ),
          },
          now,
        ),
      )
      if (!paymentSnap.exists) {
        transaction.create(
          paymentRef,
          paymentRecord(order, stored, session.id, { event: { id: event.id, type: event.type } }, now),
        )
      }
    }
    transaction.create(
      eventRef,
      stripeEvents.draft(
        {
          type: event.type,
          orderId,
          checkoutSessionId: session.id,
          reportedAt: event.created,
          outcome,
          expireAt: new Date(now + processedEventRetentionMs),
        },
        now,
      ),
    )
    return outcome
  })
}
