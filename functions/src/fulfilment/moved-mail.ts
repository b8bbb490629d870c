import type { Firestore } from 'firebase-admin/firestore'
import type { Order } from '../../../src/shared/schemas/order.ts'
import { orders } from '../data/collections.ts'
import { appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail, isMailQueued } from '../mail/enqueue-mail.ts'
import { orderMailModel } from '../mail/order-mail-model.ts'
import { orderMail } from '../mail/templates/order-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { orderStatusUrl } from '../orders/confirmation-mail.ts'
import { hashOrderToken, newOrderToken } from '../orders/order-token.ts'
import { FieldValue } from 'firebase-admin/firestore'

/**
 * Tells the customer the calendar changed under their order: it was moved to a new date or time, or the business
 * closed the date or time it is booked for. A guest's link carries a token of its own (its hash is added to the
 * order), so this mail opens the order without the confirmation mail. Queued once per `mailId`; returns whether it
 * was queued now.
 */
export async function sendCalendarChangeMail(
  db: Firestore,
  order: Order,
  input: { kind: 'orderMoved' | 'fulfilmentClosed'; origin: string; mailId: string },
): Promise<boolean> {
  // Asked before a guest's token is made, so a second request leaves the order as it was.
  if (await isMailQueued(db, input.mailId)) return false
  const guest = order.userId.includes('@')
  let token: string | null = null
  if (guest) {
    token = newOrderToken()
    await orders
      .doc(db, order.id)
      .update({ laterAccessTokenHashes: FieldValue.arrayUnion(hashOrderToken(token)) })
  }
  const contact = await loadMailContact(db)
  const rendered = await renderMail(
    orderMail(
      input.kind,
      orderMailModel(order, {
        businessName: appSettings().COMPANY_NAME,
        orderUrl: orderStatusUrl(input.origin, order.id, token),
        contact,
      }),
    ),
  )
  const replyTo = replyToOf(contact.email)
  return enqueueMail(
    db,
    { to: [order.customer_email], ...(replyTo ? { replyTo } : {}), ...rendered },
    input.mailId,
  )
}

/** Tells the customer their order has a new date or time; queued once per move. */
export async function sendOrderMovedMail(
  db: Firestore,
  order: Order,
  input: { origin: string; moveKey: string },
): Promise<void> {
  await sendCalendarChangeMail(db, order, {
    kind: 'orderMoved',
    origin: input.origin,
    mailId: `order-moved-${order.id}-${input.moveKey}`,
  })
}
