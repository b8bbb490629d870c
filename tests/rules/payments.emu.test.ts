// payments: payment state is written by Cloud Functions only; only admins read it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('payments')
const payment = 'payments/payment-1'
const data = { userId: uids.alice, orderId: 'order-1', status: 'paid', amount_total: 10800 }

beforeEach(() => rules.seed({ [payment]: data }))

describe('payments rules', () => {
  it('get: an admin may, the paying user and a guest may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), payment)))
    await assertFails(getDoc(doc(rules.user(uids.alice), payment)))
    await assertFails(getDoc(doc(rules.guest(), payment)))
  })

  it('list: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(getDocs(collection(rules.admin(), 'payments')))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'payments')))
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
})
