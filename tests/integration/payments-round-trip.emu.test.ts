// Payments are written by the server (record-checkout, through the server data layer) and read by the browser
// (src/lib/data, the shared payment schema). Both directions go through the Firestore emulator here, so a field
// one side writes and the other does not know (or requires and never gets) fails this test.
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore, type DocumentData } from 'firebase-admin/firestore'
import { z } from 'zod'
import { afterAll, describe, expect, it } from 'vitest'
import { parseRecord, toFirestoreData } from '../../src/lib/data/collection.ts'
import { demoProjectId } from '../../src/lib/emulator-ports.ts'
import { paymentSchema } from '../../src/shared/schemas/payment.ts'
import { recordCheckoutNews } from '../../functions/src/stripe/record-checkout.ts'
import { orders, payments } from '../../functions/src/data/collections.ts'

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: demoProjectId }))
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const cleanup: string[] = []
afterAll(() => Promise.all(cleanup.map((path) => db.doc(path).delete())))

/** Stored keys the reader dropped: a field the writer added and the reader's schema does not know. */
function droppedKeys(stored: DocumentData, read: object): string[] {
  return Object.keys(stored).filter((key) => !(key in read))
}

describe('payments between the server and the browser data layers', () => {
  it('a payment recorded by record-checkout reads back whole through the browser layer', async () => {
    const orderRef = orders.doc(db)
    cleanup.push(`orders/${orderRef.id}`)
    await orderRef.create(
      orders.draft({ userId: 'uid-round-trip', customer_email: 'pay@example.test', accessTokenHash: 'hash' }),
    )
    const sessionId = `cs_round_trip_${run}`
    cleanup.push(`payments/${sessionId}`)
    const outcome = await recordCheckoutNews(db, {
      orderId: orderRef.id,
      reportedAt: 1_800_000_000,
      session: {
        checkoutSessionId: sessionId,
        status: 'complete',
        payment_status: 'paid',
        amount_subtotal: 23_100,
        amount_total: 24_948,
        payment_intent: 'pi_round_trip',
      },
    })
    expect(outcome).toBe('applied')

    const stored = (await db.collection('payments').doc(sessionId).get()).data()!
    const read = parseRecord(paymentSchema, 'payments', sessionId, stored)
    expect(droppedKeys(stored, read)).toEqual([])
    expect(read).toMatchObject({
      id: sessionId,
      orderId: orderRef.id,
      userId: 'uid-round-trip',
      customer_email: 'pay@example.test',
      checkoutSessionId: sessionId,
      payment_intent: 'pi_round_trip',
      payment_status: 'paid',
      amount_subtotal: 23_100,
      amount_total: 24_948,
      currency: 'usd',
      recordedFrom: 'checkout session retrieve',
      createdStamp: expect.any(Number),
      createdIso: expect.any(String),
    })
    expect((await orderRef.get()).data()).toMatchObject({ paymentId: sessionId })
  })

  it('a payment shaped by the browser schema reads back whole through the server layer', async () => {
    const id = `pay_round_trip_${run}`
    cleanup.push(`payments/${id}`)
    const browserRecord = z.parse(paymentSchema, {
      id,
      createdStamp: 1_700_000_000_000,
      createdIso: new Date(1_700_000_000_000).toISOString(),
      orderId: 'order-1',
      userId: 'guest@example.test',
      customer_email: 'guest@example.test',
      checkoutSessionId: id,
      payment_intent: null,
      payment_status: 'no_payment_required',
      amount_subtotal: 0,
      amount_total: null,
      currency: 'usd',
      recordedFrom: 'webhook checkout.session.completed',
    })
    const written = toFirestoreData(browserRecord)
    await db.collection('payments').doc(id).set(written)
    const read = (await payments.doc(db, id).get()).data()!
    expect(read).toEqual(browserRecord)
    expect(droppedKeys(written, read)).toEqual([])
  })

  it('notices a stored field the reading schema does not know', () => {
    const stored = { orderId: 'o', cardNumber: '4242' }
    expect(droppedKeys(stored, { orderId: 'o' })).toEqual(['cardNumber'])
  })
})
