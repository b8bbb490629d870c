// An admin may set a customer's profile to inactive; such a customer cannot order, whatever the browser sends:
// placeOrder answers failed-precondition with a message for the customer, and nothing is written or mailed. The same
// read of the profile carries the customer's mail preference (remindersOff) onto each new order.
import { afterAll, describe, expect, it } from 'vitest'
import { inactiveAccountMessage } from '../../functions/src/orders/place-order.ts'
import { adminDb } from '../support/admin.ts'
import { callCallable } from '../support/auth-emulator.ts'
import { createCustomer, fileChoice, removeTestData } from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const cartData = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
const { network } = file
const createdUids: string[] = []
let accounts = 0

afterAll(async () => {
  for (const uid of createdUids) {
    const placed = await adminDb().collection('orders').where('userId', '==', uid).get()
    await Promise.all(placed.docs.map((doc) => doc.ref.delete()))
  }
  await removeTestData()
})

// The sign-up trigger creates the profile; the admin's status change comes after it.
async function customerWithStatus(userStatus: string, fields: Record<string, unknown> = {}) {
  const customer = await createCustomer(file, `customer-${(accounts += 1)}`, {
    profile: { userStatus, ...fields },
  })
  createdUids.push(customer.uid)
  return customer
}

const ordersOf = async (uid: string) =>
  (await adminDb().collection('orders').where('userId', '==', uid).get()).size
const mailsTo = async (email: string) =>
  (await adminDb().collection('mail').where('to', 'array-contains', email).get()).size

describe('inactive customers', () => {
  it('refuses an order from a signed-in customer whose profile is inactive, and writes nothing', async () => {
    const { uid, email, token } = await customerWithStatus('inactive')
    const fulfilment = fileChoice(file)
    const refused = await callCallable('placeOrderCallable', { cartData, fulfilment }, token, network)
    expect(refused.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: inactiveAccountMessage })
    expect(await ordersOf(uid)).toBe(0)
    expect(await mailsTo(email)).toBe(0)
  }, 60_000)

  it('still takes the order of a customer who is ready to order', async () => {
    const { uid, token } = await customerWithStatus('readyToOrder')
    const fulfilment = fileChoice(file)
    const placed = await callCallable('placeOrderCallable', { cartData, fulfilment }, token, network)
    expect(placed.status).toBe(200)
    expect(await ordersOf(uid)).toBe(1)
  }, 60_000)
})

describe('the mail preference on the profile', () => {
  const placedOrder = async (fields: Record<string, unknown>) => {
    const { uid, token } = await customerWithStatus('readyToOrder', fields)
    const fulfilment = fileChoice(file)
    const placed = await callCallable('placeOrderCallable', { cartData, fulfilment }, token, network)
    expect(placed.status).toBe(200)
    const stored = await adminDb().collection('orders').where('userId', '==', uid).get()
    expect(stored.size).toBe(1)
    return stored.docs[0]!.data()
  }

  it('places the order without the reminder when the customer turned reminders off', async () => {
    expect((await placedOrder({ remindersOff: true }))['remindersOff']).toBe(true)
  }, 60_000)

  it('keeps the reminder when the profile has no preference or wants it', async () => {
    expect(await placedOrder({})).not.toHaveProperty('remindersOff')
    expect(await placedOrder({ remindersOff: false })).not.toHaveProperty('remindersOff')
  }, 90_000)
})
