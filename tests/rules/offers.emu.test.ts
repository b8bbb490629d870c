// offers: back-office offer records (not the public landingOffers). Only an admin (claim `admin: true`) reads or writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('offers')
const existing = 'offers/offer-1'
const fresh = 'offers/new'
const data = { title: 'Corporate lunch', price: 500 }

beforeEach(() => rules.seed({ [existing]: data }))

describe('offers rules', () => {
  it('get: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(getDoc(doc(rules.guest(), existing)))
  })

  it('list: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(getDocs(collection(rules.admin(), 'offers')))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'offers')))
    await assertFails(getDocs(collection(rules.guest(), 'offers')))
  })

  it('get: an admin claim that is not boolean true is refused', async () => {
    await assertFails(getDoc(doc(rules.user(uids.alice, { admin: 'true' }), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice, { admin: false }), existing)))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'offers/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'offers/other'), data))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { price: 450 }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { price: 1 }))
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })
})
