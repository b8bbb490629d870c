import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type { HistoryState } from '../../../src/shared/orders/order-state.ts'
import { committedRefundCents } from '../../../src/shared/orders/refund-amounts.ts'
import type { Order, OrderRefund } from '../../../src/shared/schemas/order.ts'
import { appOrigin, appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail, isMailQueued } from '../mail/enqueue-mail.ts'
import { orderMailModel } from '../mail/order-mail-model.ts'
import { orderMail, type OrderMailKind } from '../mail/templates/order-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { alertChef, plannedChefAlerts } from './chef-alerts.ts'
import { customerOrderLink } from './customer-order-link.ts'

// The mails an order's changes send, decided from what changed (the order before and after a write), so every
// path that changes an order (the webhook, a callable, a sweep) sends the same mails. Each mail has an id made
// from the order and the event (the history entry, the refund), so it is queued once however often the change is
// seen; the delivery queue then sends it with its retries.

/** The customer mail each state change sends; refund states send the refund's own mail instead. */
const customerMailForState: Partial<Record<HistoryState, OrderMailKind>> = {
  paid: 'paymentReceipt',
  confirmed: 'orderConfirmed',
  readyForPickup: 'readyForPickup',
  outForDelivery: 'outForDelivery',
  cancelled: 'orderCancelled',
}

const moneyBack: readonly string[] = ['partiallyRefunded', 'refunded']

export interface PlannedMail {
  /** The mail document id: the same event always makes the same id. */
  id: string
  kind: OrderMailKind
  audience: 'customer'
  /** An update written for the customer: the note's text. */
  updateText?: string
}

type MailFacts = Pick<Order, 'id' | 'history' | 'refunds'> & Partial<Pick<Order, 'statusNotes'>>

/** The mails a change of `before` into `after` sends. */
export function plannedMails(before: MailFacts | undefined, after: MailFacts): PlannedMail[] {
  const planned: PlannedMail[] = []
  const known = before?.history.length ?? 0
  // A move keeps the state (its entry names it again): the move sends its own mail. An entry that keeps the state
  // (the items changed) is no step of the order's life either. A refund the provider refused puts the payment back
  // to paid: no money arrived, so no receipt.
  const added = after.history
    .slice(known)
    .map((entry, index) => ({ entry, index: known + index }))
    .filter(
      ({ entry }) =>
        !entry.move &&
        entry.from !== entry.to &&
        !(entry.to === 'paid' && moneyBack.includes(entry.from ?? '')),
    )
  // Several steps in one change (cancelled, then refunded) read as one event: the cancellation.
  const cancelled = added.find(({ entry }) => entry.to === 'cancelled')
  const last = added.at(-1)
  const announced = cancelled ?? last
  const kind = announced ? customerMailForState[announced.entry.to] : undefined
  if (announced && kind) {
    planned.push({ id: `order-${after.id}-${kind}-${announced.index}`, kind, audience: 'customer' })
  }
  const wasSent = new Set(
    (before?.refunds ?? []).filter((refund) => refund.status === 'sent').map((refund) => refund.id),
  )
  for (const refund of after.refunds) {
    if (refund.status === 'sent' && !wasSent.has(refund.id)) {
      planned.push({
        id: `order-${after.id}-refund-${refund.id}`,
        kind: 'orderRefunded',
        audience: 'customer',
      })
    }
  }
  // Updates written for the customer (status notes the admin chose to e-mail), each mailed once.
  const notesBefore = before?.statusNotes?.length ?? 0
  ;(after.statusNotes ?? []).slice(notesBefore).forEach((note, offset) => {
    if (!note.mailed || !note.noteText) return
    planned.push({
      id: `order-${after.id}-update-${note.stamp}-${notesBefore + offset}`,
      kind: 'orderUpdate',
      audience: 'customer',
      updateText: note.noteText,
    })
  })
  return planned
}

function refundOf(order: Order, mailId: string): OrderRefund | undefined {
  return order.refunds.find((refund) => mailId === `order-${order.id}-refund-${refund.id}`)
}

/** Renders and queues one planned mail; false when it was queued before (or has nobody to go to). */
export async function queueOrderMail(db: Firestore, order: Order, planned: PlannedMail): Promise<boolean> {
  const to = [order.customer_email]
  // Queued before: do not issue another token for a mail that will not be sent.
  if (await isMailQueued(db, planned.id)) return false
  const contact = await loadMailContact(db)
  const model = orderMailModel(order, {
    businessName: appSettings().COMPANY_NAME,
    orderUrl: await customerOrderLink(db, order, appOrigin(undefined, appSettings())),
    contact,
  })
  // The customer's mail answers the business.
  const replyTo = replyToOf(contact.email)
  const refund = refundOf(order, planned.id)
  const refundedCents = refund ? refund.amountCents : committedRefundCents(order)
  if (refundedCents > 0) model.refundedCents = refundedCents
  if (planned.updateText) model.updateText = planned.updateText
  const rendered = await renderMail(orderMail(planned.kind, model))
  return enqueueMail(
    db,
    {
      to,
      ...(replyTo ? { replyTo } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    },
    planned.id,
  )
}

/** Queues every mail a change of an order sends: the customer's, then the chef's alerts. */
export async function sendOrderChangeMails(db: Firestore, before: Order | undefined, after: Order) {
  for (const planned of plannedMails(before, after)) await queueOrderMail(db, after, planned)
  for (const alert of plannedChefAlerts(before, after)) {
    try {
      await alertChef(db, alert.kind, after, alert.event)
    } catch (error) {
      // An unreadable recipients list must not stop the other alerts; the back-office reads the log.
      logger.error('order mails: could not queue a chef alert', {
        orderId: after.id,
        kind: alert.kind,
        errorMessage: (error as Error).message,
      })
    }
  }
}
