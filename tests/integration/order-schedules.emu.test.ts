// The order work that runs on a clock, called as the hourly sweeps call it, with the time given: reminders go to
// tomorrow's customers from 10:00 business time (once, and not to a customer who turned them off), the owner's
// digest of the day's orders goes out once from 07:00, and an order left unpaid for two days is cancelled by the
// system with the cancelled mail, while one whose payment page is still open is left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendFulfilmentReminders, sendOwnerDigest } from '../../functions/src/orders/scheduled-mails.ts'
import { expireUnpaidOrders, unpaidOrderLifetimeMs } from '../../functions/src/orders/unpaid-expiry.ts'
import { recordCheckoutNews } from '../../functions/src/stripe/record-checkout.ts'
import { addDays, zonedInstant } from '../../src/shared/fulfilment/calendar-dates.ts'
import type { FulfilmentChoiceInput } from '../../src/shared/schemas/order-fulfilment.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { daysFromToday, installSchedule, testSchedule, testTimeZone } from '../support/test-schedule.ts'

const stripe = standInStripe()
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
// Clear of the dates the other emulator tests book.
const date = daysFromToday(13)
const cart = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
const choice: FulfilmentChoiceInput = {
  method: 'pickup',
  date,
  slotId: 'lunch',
  name: 'Clock Customer',
  phone: '(212) 555-0100',
  notes: '',
}

interface Placed {
  orderId: string
  token: string
  checkoutUrl: string
}

let restoreSchedule: () => Promise<void> = async () => {}
const cleanup: string[] = [`fulfilmentDays/${date}`, `mail/owner-digest-${date}`]

beforeAll(async () => {
  restoreSchedule = await installSchedule(
    testSchedule([{ id: 'lunch', start: '12:00', end: '14:00', capacity: 20 }]),
  )
})

afterAll(async () => {
  await restoreSchedule()
  await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
})

async function place(label: string): Promise<Placed> {
  const placed = await callOk<Placed>('placeOrderCallable', {
    cartData: cart,
    customer_email: `clock-${run}-${label}@example.com`,
    fulfilment: choice,
  })
  cleanup.push(`orders/${placed.orderId}`)
  return placed
}

async function placePaid(label: string): Promise<Placed> {
  const placed = await place(label)
  const sessionId = `cs_clock_${run}_${label}`
  cleanup.push(`payments/${sessionId}`)
  await recordCheckoutNews(adminDb(), {
    orderId: placed.orderId,
    reportedAt: Math.floor(Date.now() / 1000),
    session: {
      checkoutSessionId: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 23_100,
    },
  })
  return placed
}

const mailExists = async (id: string) => (await adminDb().doc(`mail/${id}`).get()).exists
const dayBefore = (time: string) => zonedInstant(addDays(date, -1), time, testTimeZone).getTime()

describe('reminders the day before', () => {
  it('go out from 10:00 business time, once, and not to a customer who turned them off', async () => {
    const reminded = await placePaid('reminded')
    const quiet = await placePaid('quiet')
    await callOk('setOrderRemindersCallable', {
      orderId: quiet.orderId,
      token: quiet.token,
      reminders: false,
    })
    const unpaid = await place('unpaid')
    const idOf = (orderId: string) => `order-${orderId}-reminder-${date}`
    cleanup.push(...[reminded, quiet, unpaid].map((order) => `mail/${idOf(order.orderId)}`))

    expect(await sendFulfilmentReminders(adminDb(), dayBefore('09:59'))).toBe(0)
    expect(await mailExists(idOf(reminded.orderId))).toBe(false)

    expect(await sendFulfilmentReminders(adminDb(), dayBefore('10:05'))).toBeGreaterThanOrEqual(1)
    expect(await mailExists(idOf(reminded.orderId))).toBe(true)
    expect(await mailExists(idOf(quiet.orderId))).toBe(false)
    expect(await mailExists(idOf(unpaid.orderId))).toBe(false)
    const mail = (
      await adminDb()
        .doc(`mail/${idOf(reminded.orderId)}`)
        .get()
    ).data()!
    expect(mail['to']).toEqual([`clock-${run}-reminded@example.com`])
    expect(mail['message']['subject']).toMatch(/: Reminder: order #\d+ is tomorrow$/)

    // The delivery function writes its outcome on the mail; once it has, only a second reminder would change it.
    await eventually('the reminder delivered', async () => {
      const state = (
        await adminDb()
          .doc(`mail/${idOf(reminded.orderId)}`)
          .get()
      ).data()?.['delivery']?.['state']
      return state === 'SUCCESS' || state === 'ERROR' ? state : undefined
    })
    const before = (
      await adminDb()
        .doc(`mail/${idOf(reminded.orderId)}`)
        .get()
    ).updateTime
    await sendFulfilmentReminders(adminDb(), dayBefore('11:05'))
    expect(
      (
        await adminDb()
          .doc(`mail/${idOf(reminded.orderId)}`)
          .get()
      ).updateTime,
    ).toEqual(before)
  })
})

describe("the owner's morning digest", () => {
  it('goes out once from 07:00 with the day’s booked orders', async () => {
    const booked = await placePaid('digest')
    const number = (await adminDb().doc(`orders/${booked.orderId}`).get()).get('orderNumber') as number
    const morning = (time: string) => zonedInstant(date, time, testTimeZone).getTime()
    expect(await sendOwnerDigest(adminDb(), morning('06:30'))).toBe(false)
    expect(await sendOwnerDigest(adminDb(), morning('07:10'))).toBe(true)
    expect(await sendOwnerDigest(adminDb(), morning('08:10'))).toBe(false)
    const digest = (await adminDb().doc(`mail/owner-digest-${date}`).get()).data()!
    expect(digest['message']['subject']).toMatch(/today's orders/)
    expect(digest['message']['text']).toContain(`Order #${number}`)
    expect(digest['message']['text']).toContain('Clock Customer')
  })
})

describe('unpaid orders', () => {
  it('are cancelled by the system after two days, with the cancelled mail; an open payment page is left alone', async () => {
    const left = await place('left-unpaid')
    // Placed two days and a minute ago (only this test's order is moved back in time).
    await adminDb()
      .doc(`orders/${left.orderId}`)
      .update({ createdStamp: Date.now() - unpaidOrderLifetimeMs - 60_000 })
    // Its payment page is still open at Stripe: the customer may be paying, so it is left alone.
    await expireUnpaidOrders(adminDb(), stripe)
    expect((await adminDb().doc(`orders/${left.orderId}`).get()).get('state')).toBe('awaitingPayment')

    const sessionId = new URL(left.checkoutUrl).pathname.split('/').at(-1)!
    await stripe.checkout.sessions.expire(sessionId)
    await eventually('the expiry is recorded', async () => {
      const session = (await adminDb().doc(`orders/${left.orderId}`).get()).get('checkoutSession.status')
      return session === 'expired' ? session : undefined
    })
    expect(await expireUnpaidOrders(adminDb(), stripe)).toBeGreaterThanOrEqual(1)
    const order = (await adminDb().doc(`orders/${left.orderId}`).get()).data()!
    expect(order['state']).toBe('cancelled')
    expect(order['history'].at(-1)).toMatchObject({
      from: 'awaitingPayment',
      to: 'cancelled',
      by: 'system',
      reason: 'Not paid within 48 hours',
    })
    const mailId = `order-${left.orderId}-orderCancelled-1`
    cleanup.push(`mail/${mailId}`)
    await eventually('the cancelled mail is queued', async () =>
      (await mailExists(mailId)) ? true : undefined,
    )
  })
})
