// The order state machine on the running stack: placeOrder numbers each order and starts it awaiting payment, a
// payment makes it paid, admins move it along with a reason in the history, a customer cancels an unpaid order
// (its place on the calendar goes back and its payment page closes), and every refused change says why and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordCheckoutNews } from '../../functions/src/stripe/record-checkout.ts'
import { demoAccounts } from '../../scripts/seed-data.ts'
import type { FulfilmentChoiceInput } from '../../src/shared/schemas/order-fulfilment.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import { daysFromToday, installSchedule, testSchedule } from '../support/test-schedule.ts'

const stripe = standInStripe()

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
// Clear of the dates the other emulator tests book.
const date = daysFromToday(9)
const cart = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
const choice: FulfilmentChoiceInput = {
  method: 'pickup',
  date,
  slotId: 'lunch',
  name: 'State Customer',
  phone: '(212) 555-0100',
  notes: '',
}

interface Placed {
  orderId: string
  token: string
  checkoutUrl: string | null
}

let restoreSchedule: () => Promise<void> = async () => {}
let adminToken = ''
const cleanup: string[] = [`fulfilmentDays/${date}`]

beforeAll(async () => {
  restoreSchedule = await installSchedule(
    testSchedule([{ id: 'lunch', start: '12:00', end: '14:00', capacity: 10 }]),
  )
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  adminToken = await idTokenFor(admin.email, admin.password)
})

afterAll(async () => {
  await restoreSchedule()
  await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
})

async function placeOne(label: string): Promise<Placed> {
  const placed = await callOk<Placed>('placeOrderCallable', {
    cartData: cart,
    customer_email: `state-${run}-${label}@example.com`,
    fulfilment: choice,
  })
  cleanup.push(`orders/${placed.orderId}`)
  return placed
}

const stored = async (orderId: string) => (await adminDb().doc(`orders/${orderId}`).get()).data()!
const lunchTaken = async () =>
  (await adminDb().doc(`fulfilmentDays/${date}`).get()).get('slots.lunch') as number

async function pay(orderId: string) {
  const sessionId = `cs_state_${run}_${orderId}`
  cleanup.push(`payments/${sessionId}`)
  await recordCheckoutNews(adminDb(), {
    orderId,
    reportedAt: Math.floor(Date.now() / 1000),
    session: {
      checkoutSessionId: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 23_100,
    },
  })
}

const change = (data: Record<string, unknown>, idToken?: string) =>
  callOverHttp<{ order: { state: string } }>('changeOrderStateCallable', data, idToken)

describe('order numbers and the first state', () => {
  it('numbers orders one after another and starts each awaiting payment, placed by the customer', async () => {
    const first = await placeOne('numbered-1')
    const second = await placeOne('numbered-2')
    const [a, b] = [await stored(first.orderId), await stored(second.orderId)]
    expect(a['orderNumber']).toBeGreaterThanOrEqual(1001)
    expect(b['orderNumber']).toBeGreaterThan(a['orderNumber'] as number)
    expect(a).toMatchObject({
      state: 'awaitingPayment',
      statusCode: 1,
      history: [{ to: 'awaitingPayment', by: 'customer', at: expect.any(Number) }],
    })
    expect((await adminDb().doc('counters/orders').get()).get('next')).toBeGreaterThan(
      b['orderNumber'] as number,
    )
  })
})

describe('placing an order twice', () => {
  it('with one request key, even at the same moment, places one order and answers with its payment page', async () => {
    const ask = {
      cartData: cart,
      customer_email: `state-${run}-twice@example.com`,
      fulfilment: choice,
      requestKey: `twice-${run}`,
    }
    const answers = await Promise.all([
      callOk<Placed>('placeOrderCallable', ask),
      callOk<Placed>('placeOrderCallable', ask),
    ])
    const again = await callOk<Placed>('placeOrderCallable', ask)
    cleanup.push(`orders/${answers[0].orderId}`)
    expect(new Set([...answers, again].map((answer) => answer.orderId)).size).toBe(1)
    expect(new Set([...answers, again].map((answer) => answer.token)).size).toBe(1)
    expect(again.checkoutUrl).toBe(answers[0].checkoutUrl)
    const placed = await adminDb()
      .collection('orders')
      .where('customer_email', '==', `state-${run}-twice@example.com`)
      .get()
    expect(placed.size).toBe(1)
    // Another submission (another key) is another order.
    const other = await callOk<Placed>('placeOrderCallable', { ...ask, requestKey: `other-${run}` })
    cleanup.push(`orders/${other.orderId}`)
    expect(other.orderId).not.toBe(answers[0].orderId)
  })
})

describe('changing states', () => {
  it('a payment makes the order paid; an admin confirms it with a reason; statusCode follows', async () => {
    const placed = await placeOne('paid')
    await pay(placed.orderId)
    expect(await stored(placed.orderId)).toMatchObject({ state: 'paid', statusCode: 1 })

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
        from: 'paid',
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
    expect(await stored(placed.orderId)).toMatchObject({ state: 'completed', statusCode: 3 })
  })

  it('refuses what the state machine does not allow, says why, and changes nothing', async () => {
    const placed = await placeOne('refused')
    const before = await stored(placed.orderId)

    // An admin cannot skip the payment; delivery states do not apply to a pickup order.
    const skip = await change({ orderId: placed.orderId, to: 'completed' }, adminToken)
    expect(skip).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'An order that is awaiting payment cannot become completed.',
    })
    await pay(placed.orderId)
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
    const takenBefore = await lunchTaken()
    const answer = await change({ orderId: placed.orderId, to: 'cancelled', token: placed.token })
    expect(answer.ok && answer.result.order.state).toBe('cancelled')
    expect(await stored(placed.orderId)).toMatchObject({
      state: 'cancelled',
      statusCode: 3,
      placeHold: { state: 'released' },
    })
    expect(await lunchTaken()).toBe(takenBefore - 1)
    const sessionId = new URL(placed.checkoutUrl!).pathname.split('/').at(-1)!
    cleanup.push(`payments/${sessionId}`)
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired')
    // The expiry's webhook finds the place already given back and gives nothing back twice.
    await eventually('the expiry recorded', async () => {
      const order = await stored(placed.orderId)
      return order['checkoutSession']?.status === 'expired' ? order : undefined
    })
    expect(await lunchTaken()).toBe(takenBefore - 1)
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
