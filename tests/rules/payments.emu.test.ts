// payments: payment state is written by Cloud Functions only; admins and the paying user (userId) read it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, query, where } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('payments')
const payment = 'payments/payment-1'
const data = { userId: uids.alice, orderId: 'order-1', status: 'paid', amount_total: 10800 }

beforeEach(() => rules.seed({ [payment]: data }))

describe('payments rules', () => {
  it('get: an admin and the paying user may, another user and a guest may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), payment)))
    await assertSucceeds(getDoc(doc(rules.user(uids.alice), payment)))
    await assertFails(getDoc(doc(rules.user(uids.bob), payment)))
    await assertFails(getDoc(doc(rules.guest(), payment)))
  })

  it('list: an admin may list all; a user only their own (userId filter), not unfiltered or someone else\'s', async () => {
    await assertSucceeds(getDocs(collection(rules.admin(), 'payments')))
    await assertSucceeds(getDocs(query(collection(rules.user(uids.alice), 'payments'), where('userId', '==', uids.alice))))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'payments')))
    await assertFails(getDocs(query(collection(rules.user(uids.bob), 'payments'), where('userId', '==', uids.alice))))
  })

  it('create: refused for a guest, a signed-in user and an admin', async () => {
    await assertFails(setDoc(doc(rules.guest(), 'payments/new'), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'payments/new'), data))
    await assertFails(setDoc(doc(rules.admin(), 'payments/new'), data))
  })

  it('update: refused for the paying user and for an admin', async () => {
    await assertFails(updateDoc(doc(rules.user(uids.alice), payment), { status: 'refunded' }))
    await assertFails(updateDoc(doc(rules.admin(), payment), { status: 'refunded' }))
  })

  it('delete: refused for the paying user and for an admin', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), payment)))
    await assertFails(deleteDoc(doc(rules.admin(), payment)))
  })

  it('stripeEvents (webhook idempotency records): no client reads or writes them, admins included', async () => {
    await rules.seed({ 'stripeEvents/evt_1': { type: 'checkout.session.completed', orderId: 'order-1' } })
    await assertFails(getDoc(doc(rules.admin(), 'stripeEvents/evt_1')))
    await assertFails(getDocs(collection(rules.admin(), 'stripeEvents')))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'stripeEvents/evt_2'), { type: 'x' }))
    await assertFails(deleteDoc(doc(rules.admin(), 'stripeEvents/evt_1')))
  })
})
