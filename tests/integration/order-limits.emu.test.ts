// Every order sends a confirmation mail, so placeOrder is limited per address and per network, like the
// testimonial intake: past the limit the answer is resource-exhausted and nothing is written or mailed. An address
// that never paid for an order gets only a handful an hour, so a stranger's address cannot be flooded with mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLimits, ordersRateLimitedMessage } from '../../functions/src/orders/place-order.ts'
import { adminDb } from '../support/admin.ts'
import { callCallable } from '../support/auth-emulator.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { installSchedule, testSchedule } from '../support/test-schedule.ts'

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const cartData = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
// A network of its own (Cloud Run's last X-Forwarded-For entry is trusted; the emulator passes it through).
const network = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` }

const ordersFor = async (email: string) =>
  (await adminDb().collection('orders').where('customer_email', '==', email).get()).docs

// A schedule of its own with room for every order, so only the limit can refuse one.
let restoreSchedule: () => Promise<void> = async () => {}
beforeAll(async () => {
  restoreSchedule = await installSchedule(
    testSchedule([{ id: 'roomy', start: '18:00', end: '20:00', capacity: 500 }]),
  )
})

afterAll(async () => {
  await restoreSchedule()
  const placed = await adminDb().collection('orders').where('customer_email', '>=', `limit-${run}`).get()
  await Promise.all(
    placed.docs
      .filter((doc) => doc.data()['customer_email'].startsWith(`limit-${run}`))
      .map((doc) => doc.ref.delete()),
  )
})

const mailsTo = async (email: string) =>
  (await adminDb().collection('mail').where('to', 'array-contains', email).get()).size

describe('order limits', () => {
  it(`refuses the order after ${orderLimits.perUnpaidEmail.max} in an hour for an address that never paid, and mails it no more`, async () => {
    const email = `limit-${run}-stranger@example.com`
    const fulfilment = await bookableChoice(cartData)
    for (let index = 0; index < orderLimits.perUnpaidEmail.max; index += 1) {
      const reply = await callCallable(
        'placeOrderCallable',
        {
          cartData,
          customer_email: email,
          fulfilment,
          orderNotes: 'Text the owner of the address never wrote.',
        },
        undefined,
        network,
      )
      expect(reply.status, `order ${index + 1}`).toBe(200)
    }
    const mailsBefore = await mailsTo(email)
    expect(mailsBefore).toBe(orderLimits.perUnpaidEmail.max)
    const refused = await callCallable(
      'placeOrderCallable',
      { cartData, customer_email: email, fulfilment },
      undefined,
      network,
    )
    expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: ordersRateLimitedMessage })
    expect(await ordersFor(email)).toHaveLength(orderLimits.perUnpaidEmail.max)
    expect(await mailsTo(email)).toBe(mailsBefore)
  }, 60_000)

  it(`refuses the order after ${orderLimits.perEmail.max} in an hour for an address that has paid before, and writes nothing`, async () => {
    const email = `limit-${run}@example.com`
    // An order this address paid for earlier: it is a customer's, so it may order for several dates at once.
    await adminDb()
      .collection('orders')
      .add({ customer_email: email, userId: email, state: 'paid', paidCents: 12_000, cartData })
    const fulfilment = await bookableChoice(cartData)
    for (let index = 0; index < orderLimits.perEmail.max; index += 1) {
      const reply = await callCallable(
        'placeOrderCallable',
        { cartData, customer_email: email, fulfilment },
        undefined,
        network,
      )
      expect(reply.status, `order ${index + 1}`).toBe(200)
    }
    const mailsBefore = await mailsTo(email)
    const refused = await callCallable(
      'placeOrderCallable',
      { cartData, customer_email: email, fulfilment },
      undefined,
      network,
    )
    expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: ordersRateLimitedMessage })
    expect(await ordersFor(email)).toHaveLength(orderLimits.perEmail.max + 1)
    expect(await mailsTo(email)).toBe(mailsBefore)

    // Another address from the same network still orders.
    const other = await callCallable(
      'placeOrderCallable',
      { cartData, customer_email: `limit-${run}-other@example.com`, fulfilment },
      undefined,
      network,
    )
    expect(other.status).toBe(200)
  }, 120_000)
})
