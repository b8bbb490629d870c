// The order state machine on the running stack: placeOrder numbers each order and starts it awaiting payment, a
// payment makes it paid, admins move it along with a reason in the history, a customer cancels an unpaid order
// (its place on the calendar goes back and its payment page closes), and every refused change says why and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrderCallableFn } from '../../functions/src/orders/order-callables.ts'
import { firstOrderNumber, orderNumberCounter } from '../../functions/src/orders/order-number.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { demoAdminToken } from '../support/auth-emulator.ts'
import { callInProcess } from '../support/call-in-process.ts'
import { callOk, callOverHttp, resultOf } from '../support/call-over-http.ts'
import {
  defaultCart,
  fileChoice,
  placeGuestOrder,
  placePaidOrder,
  recordPayment,
  removeLater,
  removeTestData,
  type PlacedOrder,
} from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'
import { testSlots } from '../support/test-schedule.ts'

const stripe = standInStripe()

const file = testFile(import.meta.url)
const { run } = file
// The file's own date, so the places taken there are its orders' only.
const date = file.date(0)
const cart = defaultCart
const choice = fileChoice(file, { name: 'State Customer' })
let adminToken = ''

beforeAll(async () => {
  removeLater(`fulfilmentDays/${date}`)
  adminToken = await demoAdminToken()
})

afterAll(removeTestData)

type Placed = Pick<PlacedOrder, 'orderId' | 'token' | 'checkoutUrl'>

const placeOne = (label: string): Promise<PlacedOrder> => placeGuestOrder(file, label, { fulfilment: choice })

const stored = async (orderId: string) => (await adminDb().doc(`orders/${orderId}`).get()).data()!
const placesTaken = async () =>
  (await adminDb().doc(`fulfilmentDays/${date}`).get()).get(`slots.${testSlots.roomy.id}`) as number

const change = (data: Record<string, unknown>, idToken?: string) =>
  callOverHttp<{ order: { state: string } }>('changeOrderStateCallable', data, idToken)

describe('order numbers and the first state', () => {
  it('numbers orders one after another and starts each awaiting payment, placed by the customer', async () => {
    // Other files place orders meanwhile: the numbers only grow, from where the counter stood.
    const counter = async () =>
      ((await orderNumberCounter(adminDb()).get()).data()?.next as number | undefined) ?? firstOrderNumber
    const counterBefore = await counter()
    const first = await placeOne('numbered-1')
    const second = await placeOne('numbered-2')
    const [a, b] = [await stored(first.orderId), await stored(second.orderId)]
    expect(a['orderNumber']).toBeGreaterThanOrEqual(counterBefore)
    expect(b['orderNumber']).toBeGreaterThan(a['orderNumber'] as number)
    expect(a).toMatchObject({
      state: 'awaitingPayment',
      statusCode: 1,
      history: [{ to: 'awaitingPayment', by: 'customer', at: expect.any(Number) }],
    })
    expect(await counter()).toBeGreaterThan(b['orderNumber'] as number)
  })
})

describe('placing an order twice', () => {
  it('with one request key, even at the same moment, places one order and answers with its payment page', async () => {
    const ask = {
      cartData: cart,
      customer_email: file.email('twice'),
      fulfilment: choice,
      requestKey: `twice-${run}`,
    }
    // The two calls run in this process, so that they overlap: the Functions emulator serves one request at a time.
    const [first, second] = await Promise.all([
      callInProcess<Placed>(placeOrderCallableFn, ask, undefined, file.network),
      callInProcess<Placed>(placeOrderCallableFn, ask, undefined, file.network),
    ])
    const answers = [first, second].map((answer) => resultOf('placeOrderCallable', answer)) as [
      Placed,
      Placed,
    ]
    const again = await callOk<Placed>('placeOrderCallable', ask, undefined, file.network)
    removeLater(`orders/${answers[0].orderId}`)
    expect(new Set([...answers, again].map((answer) => answer.orderId)).size).toBe(1)
    expect(new Set([...answers, again].map((answer) => answer.token)).size).toBe(1)
    expect(again.checkoutUrl).toBe(answers[0].checkoutUrl)
    const placed = await adminDb()
      .collection('orders')
      .where('customer_email', '==', file.email('twice'))
      .get()
    expect(placed.size).toBe(1)
    // Another submission (another key) is another order.
    const other = await callOk<Placed>(
      'placeOrderCallable',
      { ...ask, requestKey: `other-${run}` },
      undefined,
      file.network,
    )
    removeLater(`orders/${other.orderId}`)
    expect(other.orderId).not.toBe(answers[0].orderId)
  })
})

describe('changing states', () => {
  it('a payment makes the order paid; an admin confirms it with a reason; statusCode follows', async () => {
    const placed = await placePaidOrder(file, 'paid', { fulfilment: choice })
    expect(await stored(placed.orderId)).toMatchObject({
      paymentState: 'paid',
      fulfilmentState: 'awaitingConfirmation',
      state: 'paid',
      statusCode: 1,
    })

    const confirmed = await change(
      { orderId: placed.orderId, to: 'confirmed', reason: 'Menu checked' },
      adminToken,
    )
    expect(confirmed.ok && confirmed.result.order.state).toBe('confirmed')
    const afterConfirm = await stored(placed.orderId)
    expect(afterConfirm['history']).toEqual([
      expect.objectContaining({ to: 'awaitingPayment' }),
      expect.objectContaining({ from: 'awaitingPayment', to: 'paid', by: 'system' }),
      expect.objectContaining({
        from: 'awaitingConfirmation',
        to: 'confirmed',
        by: 'admin',
        uid: 'demo-admin',
        reason: 'Menu checked',
      }),
    ])

    for (const to of ['inPreparation', 'readyForPickup'] as const) {
      const answer = await change({ orderId: placed.orderId, to }, adminToken)
      expect(answer.ok, to).toBe(true)
    }
    expect(await stored(placed.orderId)).toMatchObject({ state: 'readyForPickup', statusCode: 2 })
    expect((await change({ orderId: placed.orderId, to: 'completed' }, adminToken)).ok).toBe(true)
    expect(await stored(placed.orderId)).toMatchObject({
      paymentState: 'paid',
      fulfilmentState: 'completed',
      state: 'completed',
      statusCode: 3,
    })
  })

  it("the original status list's codes take the kitchen's steps, or are refused in words", async () => {
    const placed = await placePaidOrder(file, 'code', { fulfilment: choice })
    const update = (statusCode: number) =>
      callOverHttp('updateOrderStatusCallable', { orderId: placed.orderId, statusCode }, adminToken)
    expect((await update(2)).ok).toBe(true)
    const ready = await stored(placed.orderId)
    expect(ready).toMatchObject({ fulfilmentState: 'readyForPickup', paymentState: 'paid', statusCode: 2 })
    expect((ready['history'] as Array<{ to: string }>).slice(-2).map((entry) => entry.to)).toEqual([
      'inPreparation',
      'readyForPickup',
    ])
    expect(await update(1)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'An order that is ready for pickup cannot go back to pending.',
    })
    expect(await stored(placed.orderId)).toMatchObject({ fulfilmentState: 'readyForPickup', statusCode: 2 })
  })

  it('refuses what the state machine does not allow, says why, and changes nothing', async () => {
    const placed = await placeOne('refused')
    const before = await stored(placed.orderId)

    // An admin cannot skip the payment; delivery states do not apply to a pickup order.
    const skip = await change({ orderId: placed.orderId, to: 'completed' }, adminToken)
    expect(skip).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'An order that is awaiting confirmation cannot become completed.',
    })
    await recordPayment(placed)
    await change({ orderId: placed.orderId, to: 'inPreparation' }, adminToken)
    const wrongMethod = await change({ orderId: placed.orderId, to: 'outForDelivery' }, adminToken)
    expect(wrongMethod).toMatchObject({
      ok: false,
      message: "Out for delivery does not apply to this order's fulfilment method.",
    })

    // A customer (the token holder) cannot move a paid order along, nor cancel it online.
    const customerStep = await change({ orderId: placed.orderId, to: 'completed', token: placed.token })
    expect(customerStep).toMatchObject({ ok: false, message: 'You are not allowed to make this change.' })
    // Without the token the order does not exist for the caller; a forged id neither.
    for (const data of [
      { orderId: placed.orderId, to: 'cancelled' },
      { orderId: placed.orderId, to: 'cancelled', token: 'forged-token' },
      { orderId: `missing-${run}`, to: 'cancelled', token: placed.token },
    ]) {
      expect(await change(data)).toMatchObject({ ok: false, status: 'NOT_FOUND' })
    }
    expect(await change({ orderId: placed.orderId, to: 'lost' }, adminToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    })
    const after = await stored(placed.orderId)
    expect(after['state']).toBe('inPreparation')
    expect((after['history'] as unknown[]).length).toBe((before['history'] as unknown[]).length + 2)
  })

  it('a customer cancels an unpaid order with its token: the place goes back and the payment page closes', async () => {
    const placed = await placeOne('cancel')
    const takenBefore = await placesTaken()
    const answer = await change({ orderId: placed.orderId, to: 'cancelled', token: placed.token })
    expect(answer.ok && answer.result.order.state).toBe('cancelled')
    expect(await stored(placed.orderId)).toMatchObject({
      state: 'cancelled',
      statusCode: 3,
      placeHold: { state: 'released' },
    })
    expect(await placesTaken()).toBe(takenBefore - 1)
    expect((await stripe.checkout.sessions.retrieve(placed.sessionId)).status).toBe('expired')
    // The expiry's webhook finds the place already given back and gives nothing back twice.
    await eventually('the expiry recorded', async () => {
      const order = await stored(placed.orderId)
      return order['checkoutSession']?.status === 'expired' ? order : undefined
    })
    expect(await placesTaken()).toBe(takenBefore - 1)
    // A cancelled order gets no new payment page.
    expect(
      await callOverHttp('newCheckoutLinkCallable', { orderId: placed.orderId, token: placed.token }),
    ).toMatchObject({ ok: false, message: 'This order can no longer be paid: it was cancelled.' })
    // Cancelled is final.
    expect(await change({ orderId: placed.orderId, to: 'cancelled', token: placed.token })).toMatchObject({
      ok: false,
      message: 'The order is already cancelled.',
    })
  })
})
