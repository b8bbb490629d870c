import { TZDate } from '@date-fns/tz'
import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { describeFulfilment } from '../../../src/shared/fulfilment/describe-fulfilment.ts'
import { addDays, dateInZone, formatCalendarDate } from '../../../src/shared/fulfilment/calendar-dates.ts'
import { bookedOrderStates, orderLabel, orderStateOf } from '../../../src/shared/orders/order-state.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { alertRecipients } from '../accounts/profiles.ts'
import { orders } from '../data/collections.ts'
import { appOrigin, appSettings } from '../env.ts'
import { loadMailContact, replyToOf } from '../mail/business-contact.ts'
import { enqueueMail, isMailQueued } from '../mail/enqueue-mail.ts'
import { ownerDigestMail } from '../mail/templates/owner-digest.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { queueOrderMail } from './lifecycle-mails.ts'
import { loadSchedule } from './place-order.ts'

// The mails that go out on a clock, read in the business time zone: the customer's reminder the day before their
// order (from 10:00), and the owner's digest of the day's orders (from 07:00). The sweeps run every hour; each mail
// has an id of its order or date, so a later run (or a second one) sends nothing twice.

export const reminderHour = 10
export const digestHour = 7

async function bookedOrdersOn(db: Firestore, date: string): Promise<Order[]> {
  const found = await orders.collection(db).where('fulfilment.date', '==', date).get()
  return found.docs
    .map((snapshot) => orderSchema.parse(snapshot.data()))
    .filter((order) => bookedOrderStates.includes(orderStateOf(order)))
    .sort((a, b) => (a.fulfilment?.slotStart ?? '').localeCompare(b.fulfilment?.slotStart ?? ''))
}

const hourIn = (now: number, timeZone: string) => new TZDate(now, timeZone).getHours()

/** From 10:00 business time, tomorrow's customers get their reminder. Returns how many were queued now. */
export async function sendFulfilmentReminders(db: Firestore, now = Date.now()): Promise<number> {
  const schedule = await loadSchedule(db)
  if (!schedule || hourIn(now, schedule.timeZone) < reminderHour) return 0
  const tomorrow = addDays(dateInZone(now, schedule.timeZone), 1)
  let queued = 0
  for (const order of await bookedOrdersOn(db, tomorrow)) {
    if (order.remindersOff) continue
    const planned = {
      id: `order-${order.id}-reminder-${tomorrow}`,
      kind: 'fulfilmentReminder' as const,
      audience: 'customer' as const,
    }
    try {
      if (await queueOrderMail(db, order, planned)) queued += 1
    } catch (error) {
      logger.error('reminders: could not queue a reminder', {
        orderId: order.id,
        errorMessage: (error as Error).message,
      })
    }
  }
  return queued
}

/** From 07:00 business time, the owner's digest of today's booked orders, once a day. */
export async function sendOwnerDigest(db: Firestore, now = Date.now()): Promise<boolean> {
  const schedule = await loadSchedule(db)
  if (!schedule || hourIn(now, schedule.timeZone) < digestHour) return false
  const today = dateInZone(now, schedule.timeZone)
  const id = `owner-digest-${today}`
  if (await isMailQueued(db, id)) return false
  const to = await alertRecipients(db, 'digest')
  if (to.length === 0) return false
  const lines = (await bookedOrdersOn(db, today)).map((order) => {
    const described = describeFulfilment(order.fulfilment!)
    return {
      orderNumber: orderLabel(order),
      time: described.shortTime,
      method: described.method,
      customerName: described.name,
      ...(order.fulfilment?.guests !== undefined ? { guests: order.fulfilment.guests } : {}),
      ...(described.place ? { place: described.place } : {}),
      items: order.cartData.map((item) => `${item.quantity} × ${item.title}`).join(', '),
    }
  })
  const rendered = await renderMail(
    ownerDigestMail({
      businessName: appSettings().COMPANY_NAME,
      date: formatCalendarDate(today),
      lines,
      calendarUrl: `${appOrigin(undefined, appSettings())}/fulfilment-calendar`,
    }),
  )
  // A digest has no one customer to answer: replies go to the business's address like every other mail.
  const replyTo = replyToOf((await loadMailContact(db)).email)
  const mail = { to, ...(replyTo ? { replyTo } : {}), ...rendered }
  return enqueueMail(db, mail, id)
}
