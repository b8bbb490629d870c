// The order work that runs on a clock, called as the hourly sweeps call it, with the time given: reminders go to
// tomorrow's customers from 10:00 business time (once, and not to a customer who turned them off), the owner's
// digest of the day's orders goes out once from 07:00, and an order left unpaid for two days is cancelled by the
// system with the cancelled mail, while one whose payment page is still open is left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendFulfilmentReminders, sendOwnerDigest } from '../../functions/src/orders/scheduled-mails.ts'
import { expireUnpaidOrders, unpaidOrderLifetimeMs } from '../../functions/src/orders/unpaid-expiry.ts'
import { addDays, zonedInstant } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { placeGuestOrder, placePaidOrder, removeLater, removeTestData } from '../support/factories.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'
import { testTimeZone } from '../support/test-schedule.ts'

const stripe = standInStripe()
const file = testFile(import.meta.url)
// The file's own date: its reminders and its owner's digest are of its orders only.
const date = file.date(0)
const clockCustomer = { name: 'Clock Customer' }

beforeAll(() => removeLater(`fulfilmentDays/${date}`, `mail/owner-digest-${date}`))
afterAll(removeTestData)

const place = (label: string) => placeGuestOrder(file, label, { fulfilment: clockCustomer })
const placePaid = (label: string) => placePaidOrder(file, label, { fulfilment: clockCustomer })

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
    removeLater(...[reminded, quiet, unpaid].map((order) => `mail/${idOf(order.orderId)}`))

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
    expect(mail['to']).toEqual([reminded.email])
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

    await stripe.checkout.sessions.expire(left.sessionId)
    await eventually('the expiry is recorded', async () => {
      const session = (await adminDb().doc(`orders/${left.orderId}`).get()).get('checkoutSession.status')
      return session === 'expired' ? session : undefined
    })
    expect(await expireUnpaidOrders(adminDb(), stripe)).toBeGreaterThanOrEqual(1)
    const order = (await adminDb().doc(`orders/${left.orderId}`).get()).data()!
    expect(order['state']).toBe('cancelled')
    // The kitchen's state is what the sweep changes; the payment stays awaited (never taken).
    expect(order).toMatchObject({ fulfilmentState: 'cancelled', paymentState: 'awaitingPayment' })
    expect(order['history'].at(-1)).toMatchObject({
      from: 'awaitingConfirmation',
      to: 'cancelled',
      by: 'system',
      reason: 'Not paid within 48 hours',
    })
    const mailId = `order-${left.orderId}-orderCancelled-1`
    removeLater(`mail/${mailId}`)
    await eventually('the cancelled mail is queued', async () =>
      (await mailExists(mailId)) ? true : undefined,
    )
  })
})
