// The deployed stripeWebhook on the Functions emulator: signature check on the raw body, one transaction per event
// id, and news that only moves an order's checkout forward (duplicates and out-of-order deliveries change nothing).
import { readFileSync } from 'node:fs'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { demoProjectId, emulatorPorts } from '../../../src/lib/emulator-ports.ts'
import { processedEventRetentionMs } from './record-checkout.ts'

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
const endpoint = `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/stripeWebhook`
const secret = /^STRIPE_WEBHOOK_SECRET=(.+)$/m
  .exec(readFileSync(new URL('../../.secret.local', import.meta.url), 'utf8'))![1]!
  .trim()
const signer = new Stripe('sk_test_webhook_emu_test')
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const cleanup: string[] = []
afterAll(() => Promise.all(cleanup.map((path) => db.doc(path).delete())))

let eventCounter = 0

function sessionObject(orderId: string, sessionId: string, fields: Partial<Stripe.Checkout.Session>) {
  return {
    id: sessionId,
    object: 'checkout.session',
    amount_subtotal: 23_100,
    amount_total: 23_100,
    created: 1_800_000_000,
    expires_at: 1_800_086_400,
    currency: 'usd',
    metadata: { orderId },
    client_reference_id: orderId,
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    url: `http://127.0.0.1:12111/pay/${sessionId}`,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ...fields,
  }
}

/** A Checkout completed while its asynchronous payment (a bank debit) is still on its way. */
const completedAwaitingPayment = { status: 'complete', payment_status: 'unpaid', url: null } as const

async function deliver(
  type: string,
  session: ReturnType<typeof sessionObject>,
  options: { created: number; id?: string; signWith?: string },
) {
  eventCounter += 1
  const id = options.id ?? `evt_emu_${run}_${eventCounter}`
  cleanup.push(`stripeEvents/${id}`)
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: options.created,
    data: { object: session },
    livemode: false,
  })
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.signWith ?? secret })
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  const body = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as { outcome?: string })
    : {}
  return { status: response.status, outcome: body.outcome, id }
}

async function openOrder(label: string) {
  const orderId = `webhook-emu-${label}-${run}`
  const sessionId = `cs_test_emu_${label}_${run}`
  cleanup.push(`orders/${orderId}`, `payments/${sessionId}`)
  await db.doc(`orders/${orderId}`).set({
    userId: 'guest@example.com',
    customer_email: 'guest@example.com',
    cartData: [
      { chefPackageId: 'pkg-pappardelle-ragu', title: 'Pappardelle', price: 220, image: '', quantity: 1 },
    ],
    cartTotals: {
      subTotal: 220,
      subTotalDisplay: '$220.00',
      taxDisplay: '$11.00',
      total: 231,
      totalDisplay: '$231.00',
    },
    statusCode: 1,
    checkoutSession: {
      checkoutSessionId: sessionId,
      status: 'open',
      payment_status: 'unpaid',
      lastEventCreated: 1_800_000_000,
      line_items: [
        {
          id: 'li_1',
          description: 'Pappardelle',
          quantity: 1,
          currency: 'usd',
          amount_subtotal: 22_000,
          amount_total: 22_000,
        },
      ],
    },
    createdStamp: Date.now(),
  })
  return { orderId, sessionId }
}

const stored = async (orderId: string) => (await db.doc(`orders/${orderId}`).get()).data()!

describe('stripeWebhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { orderId, sessionId } = await openOrder('badsig')
    const paid = sessionObject(orderId, sessionId, { status: 'complete', payment_status: 'paid' })
    const result = await deliver('checkout.session.completed', paid, {
      created: 1_800_000_100,
      signWith: 'whsec_wrong',
    })
    expect(result.status).toBe(400)
    expect((await stored(orderId))['checkoutSession'].status).toBe('open')
    expect((await db.doc(`stripeEvents/${result.id}`).get()).exists).toBe(false)
  })

  it('records a paid session once: duplicates change nothing, an older expired event cannot undo it', async () => {
    const { orderId, sessionId } = await openOrder('paid')
    const paid = sessionObject(orderId, sessionId, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_emu',
      url: null,
    })
    const first = await deliver('checkout.session.completed', paid, { created: 1_800_000_200 })
    expect(first).toMatchObject({ status: 200, outcome: 'applied' })
    const afterFirst = await stored(orderId)
    expect(afterFirst['checkoutSession']).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 23_100,
    })
    // Line items stored at creation survive (events carry none).
    expect(afterFirst['checkoutSession'].line_items).toHaveLength(1)
    expect(afterFirst['paymentId']).toBe(sessionId)
    const payment = (await db.doc(`payments/${sessionId}`).get()).data()
    expect(payment).toMatchObject({
      orderId,
      amount_total: 23_100,
      payment_status: 'paid',
      payment_intent: 'pi_emu',
    })

    const again = await deliver('checkout.session.completed', paid, { created: 1_800_000_200, id: first.id })
    expect(again).toMatchObject({ status: 200, outcome: 'duplicate' })
    expect((await stored(orderId))['updateStamp']).toBe(afterFirst['updateStamp'])

    const late = sessionObject(orderId, sessionId, { status: 'expired', payment_status: 'unpaid', url: null })
    const expired = await deliver('checkout.session.expired', late, { created: 1_800_000_300 })
    expect(expired).toMatchObject({ status: 200, outcome: 'older-state' })
    expect((await stored(orderId))['checkoutSession'].status).toBe('complete')
    const record = (await db.doc(`stripeEvents/${expired.id}`).get()).data()!
    expect(record).toMatchObject({ orderId, outcome: 'older-state' })
    // The TTL policy's field: a timestamp about 90 days after the record was written.
    const keptMs = record['expireAt'].toMillis() - record['createdStamp']
    expect(keptMs).toBe(processedEventRetentionMs)
  })

  it('moves an asynchronous payment forward and ignores news about a replaced session', async () => {
    const { orderId, sessionId } = await openOrder('async')
    const pending = sessionObject(orderId, sessionId, completedAwaitingPayment)
    // Delivered out of order: the success (newer) first, then the completion (older).
    const succeeded = sessionObject(orderId, sessionId, {
      status: 'complete',
      payment_status: 'paid',
      url: null,
    })
    expect(
      (await deliver('checkout.session.async_payment_succeeded', succeeded, { created: 1_800_000_500 }))
        .outcome,
    ).toBe('applied')
    expect((await deliver('checkout.session.completed', pending, { created: 1_800_000_400 })).outcome).toBe(
      'older-state',
    )
    expect((await stored(orderId))['checkoutSession'].payment_status).toBe('paid')

    const replaced = sessionObject(orderId, `cs_test_emu_old_${run}`, { status: 'expired', url: null })
    expect((await deliver('checkout.session.expired', replaced, { created: 1_800_000_600 })).outcome).toBe(
      'other-session',
    )
    expect((await stored(orderId))['checkoutSession'].checkoutSessionId).toBe(sessionId)
  })

  it('marks a failed asynchronous payment and answers other event types with 200', async () => {
    const { orderId, sessionId } = await openOrder('failed')
    const failed = sessionObject(orderId, sessionId, completedAwaitingPayment)
    expect(
      (await deliver('checkout.session.async_payment_failed', failed, { created: 1_800_000_700 })).outcome,
    ).toBe('applied')
    expect((await stored(orderId))['checkoutSession']).toMatchObject({
      status: 'complete',
      payment_failed: true,
    })
    expect((await db.doc(`payments/${sessionId}`).get()).exists).toBe(false)
    expect(await deliver('customer.created', failed, { created: 1_800_000_800 })).toMatchObject({
      status: 200,
      outcome: 'ignored',
    })
  })
})
