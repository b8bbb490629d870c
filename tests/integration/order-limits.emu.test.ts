// Every order sends a confirmation mail, so placeOrder is limited per address and per network, like the
// testimonial intake: past the limit the answer is resource-exhausted and nothing is written or mailed. An address
// that never paid for an order gets only a handful an hour, so a stranger's address cannot be flooded with mails.
import { afterAll, describe, expect, it } from 'vitest'
import { orderLimits, ordersRateLimitedMessage } from '../../functions/src/orders/place-order.ts'
import { adminDb } from '../support/admin.ts'
import { callCallable } from '../support/auth-emulator.ts'
import { fileChoice } from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const cartData = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
// The file's own network (Cloud Run's last X-Forwarded-For entry is trusted; the emulator passes it through), and
// its own date in the shared schedule's roomy time, so only the limit can refuse an order.
const { network } = file
const fulfilment = fileChoice(file)

const ordersFor = async (email: string) =>
  (await adminDb().collection('orders').where('customer_email', '==', email).get()).docs

afterAll(async () => {
  const placed = await adminDb().collection('orders').where('customer_email', '>=', file.emailPrefix).get()
  await Promise.all(
    placed.docs
      .filter((doc) => doc.data()['customer_email'].startsWith(file.emailPrefix))
      .map((doc) => doc.ref.delete()),
  )
  await adminDb().doc(`fulfilmentDays/${fulfilment.date}`).delete()
})

/** A guest's order of the cart from `email` on the file's network. */
const orderFrom = (email: string) =>
  callCallable('placeOrderCallable', { cartData, customer_email: email, fulfilment }, undefined, network)

const mailsTo = async (email: string) =>
  (await adminDb().collection('mail').where('to', 'array-contains', email).get()).size

describe('order limits', () => {
  it(`refuses the order after ${orderLimits.perUnpaidEmail.max} in an hour for an address that never paid, and mails it no more`, async () => {
    const email = file.email('stranger')
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
    const refused = await orderFrom(email)
    expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: ordersRateLimitedMessage })
    expect(await ordersFor(email)).toHaveLength(orderLimits.perUnpaidEmail.max)
    expect(await mailsTo(email)).toBe(mailsBefore)
  }, 60_000)

  it(`refuses the order after ${orderLimits.perEmail.max} in an hour for an address that has paid before, and writes nothing`, async () => {
    const email = file.email('paid-before')
    // An order this address paid for earlier: it is a customer's, so it may order for several dates at once.
    await adminDb()
      .collection('orders')
      .add({ customer_email: email, userId: email, state: 'paid', paidCents: 12_000, cartData })
    for (let index = 0; index < orderLimits.perEmail.max; index += 1) {
      const reply = await orderFrom(email)
      expect(reply.status, `order ${index + 1}`).toBe(200)
    }
    const mailsBefore = await mailsTo(email)
    const refused = await orderFrom(email)
    expect(refused.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: ordersRateLimitedMessage })
    expect(await ordersFor(email)).toHaveLength(orderLimits.perEmail.max + 1)
    expect(await mailsTo(email)).toBe(mailsBefore)

    // Another address from the same network still orders.
    const other = await orderFrom(file.email('other'))
    expect(other.status).toBe(200)
  }, 120_000)
})
