import type { Firestore } from 'firebase-admin/firestore'
import { describeFulfilment } from '../../../src/shared/fulfilment/describe-fulfilment.ts'
import { committedRefundCents, paidCentsOf } from '../../../src/shared/orders/refund-amounts.ts'
import type { AlertKind } from '../../../src/shared/schemas/app-config.ts'
import type { Order } from '../../../src/shared/schemas/order.ts'
import { alertRecipients } from '../accounts/profiles.ts'
import { appOrigin, appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail, isMailQueued } from '../mail/enqueue-mail.ts'
import { orderMailModel } from '../mail/order-mail-model.ts'
import {
  chefAlertMail,
  type ChefAlertDetails,
  type ChefAlertKind,
} from '../mail/templates/chef-alert-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { orderStatusUrl } from './confirmation-mail.ts'

// The one way to tell the chef about an order: alertChef(db, kind, order, event). Whoever applies an event (the
// order-change trigger today; any other code tomorrow) calls it with a key naming that event, and the alert is
// queued at most once per order, kind and key, so a retried event never mails twice.

export type { ChefAlertDetails, ChefAlertKind }

/** Which switch on the recipients list each alert answers to. */
const switchFor: Record<ChefAlertKind, AlertKind> = {
  newOrder: 'newOrder',
  cancelled: 'orderChange',
  paymentFailed: 'orderChange',
  refunded: 'orderChange',
  moved: 'orderChange',
  balanceFailed: 'orderChange',
}

export interface ChefAlertEvent extends ChefAlertDetails {
  /** Names the event within the order (a refund's id, a session's id, the move's stamp): one alert per key. */
  key: string
}

/** The mail id of an alert; the new-order alert keeps the id it always had, so an older one is not repeated. */
export function chefAlertMailId(kind: ChefAlertKind, orderId: string, key: string): string {
  return kind === 'newOrder' ? `order-${orderId}-owner-paid` : `order-${orderId}-chef-${kind}-${key}`
}

/**
 * Queues the chef's alert of `kind` about `order` to everyone whose switch for it is on. Returns false when it was
 * queued before or nobody is to get it. Replies go to the customer.
 */
export async function alertChef(
  db: Firestore,
  kind: ChefAlertKind,
  order: Order,
  event: ChefAlertEvent,
): Promise<boolean> {
  const id = chefAlertMailId(kind, order.id, event.key)
  const to = await alertRecipients(db, switchFor[kind])
  if (to.length === 0 || (await isMailQueued(db, id))) return false
  const contact = await loadMailContact(db)
  const model = orderMailModel(order, {
    businessName: appSettings().COMPANY_NAME,
    orderUrl: orderStatusUrl(appOrigin(undefined, appSettings()), order.id, null),
    contact,
  })
  const { key: _key, ...details } = event
  const rendered = await renderMail(chefAlertMail(kind, model, details))
  const replyTo = replyToOf(order.customer_email, contact.email)
  return enqueueMail(db, { to, ...(replyTo ? { replyTo } : {}), ...rendered }, id)
}

export interface PlannedChefAlert {
  kind: ChefAlertKind
  event: ChefAlertEvent
}

type AlertFacts = Pick<
  Order,
  | 'id'
  | 'history'
  | 'refunds'
  | 'refundedCents'
  | 'paidCents'
  | 'checkoutSession'
  | 'fulfilment'
  | 'updateStamp'
>

function whenOf(fulfilment: Order['fulfilment']): string | null {
  const lines = describeFulfilment(fulfilment)
  return lines ? `${lines.date}, ${lines.time}` : null
}

/** The chef alerts a change of `before` into `after` calls for (the same change always plans the same keys). */
export function plannedChefAlerts(before: AlertFacts | undefined, after: AlertFacts): PlannedChefAlert[] {
  const planned: PlannedChefAlert[] = []
  const known = before?.history.length ?? 0
  const added = after.history.slice(known)
  if (added.some((entry) => entry.to === 'paid')) planned.push({ kind: 'newOrder', event: { key: 'paid' } })
  const cancelled = added.find(
    (entry) => entry.to === 'cancelled' && entry.by === 'customer' && entry.from !== 'awaitingPayment',
  )
  const earlierRefunds = before?.refunds ?? []
  if (cancelled) {
    const known = new Set(earlierRefunds.map((refund) => refund.id))
    const refunds = after.refunds.filter((refund) => !known.has(refund.id) && refund.status !== 'failed')
    const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0)
    planned.push({
      kind: 'cancelled',
      event: {
        key: String(cancelled.at),
        ...(refundedCents > 0 ? { refundedCents } : {}),
        ...(cancelled.reason ? { reason: cancelled.reason } : {}),
      },
    })
  }
  if (before?.checkoutSession?.payment_failed !== true && after.checkoutSession?.payment_failed === true) {
    planned.push({
      kind: 'paymentFailed',
      event: { key: after.checkoutSession.checkoutSessionId ?? 'payment' },
    })
  }
  // A refund the app asked for is announced once the provider has it; the customer's own refund (their
  // cancellation's) is already in the cancellation alert.
  const wasSent = new Set(
    earlierRefunds.filter((refund) => refund.status === 'sent').map((refund) => refund.id),
  )
  const fullRefund = committedRefundCents(after) >= paidCentsOf(after)
  for (const refund of after.refunds) {
    if (refund.status !== 'sent' || wasSent.has(refund.id) || refund.by === 'customer') continue
    planned.push({
      kind: 'refunded',
      event: {
        key: refund.id,
        refundedCents: refund.amountCents,
        fullRefund,
        ...(refund.reason ? { reason: refund.reason } : {}),
      },
    })
  }
  // A refund made at the payment provider (its dashboard) reaches the order only as a refunded total.
  const providerRefund = added.find(
    (entry) => entry.by === 'system' && (entry.to === 'refunded' || entry.to === 'partiallyRefunded'),
  )
  const providerCents = after.refundedCents - (before?.refundedCents ?? 0)
  if (providerRefund && providerCents > 0) {
    planned.push({
      kind: 'refunded',
      event: {
        key: `provider-${after.refundedCents}`,
        refundedCents: providerCents,
        fullRefund: providerRefund.to === 'refunded',
        ...(providerRefund.reason ? { reason: providerRefund.reason } : {}),
      },
    })
  }
  const from = before ? whenOf(before.fulfilment) : null
  const to = whenOf(after.fulfilment)
  if (from && to && from !== to) {
    planned.push({ kind: 'moved', event: { key: String(after.updateStamp ?? to), movedFrom: from } })
  }
  return planned
}
