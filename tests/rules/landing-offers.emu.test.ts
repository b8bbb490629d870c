// landingOffers: offers on the public landing page. Anyone reads; only an admin (custom claim `admin: true`) writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('landing-offers')
const existing = 'landingOffers/intro'
const fresh = 'landingOffers/summer'
const data = { title: 'Intro dinner', description: 'For two', price: 90 }

beforeEach(() => rules.seed({ [existing]: data }))

describe('landingOffers rules', () => {
  it('read: a guest gets and lists landingOffers', async () => {
    await assertSucceeds(getDoc(doc(rules.guest(), existing)))
    await assertSucceeds(getDocs(collection(rules.guest(), 'landingOffers')))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'landingOffers/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'landingOffers/other'), data))
  })

  it('create: an admin claim that is not boolean true is refused', async () => {
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: 'true' }), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: false }), fresh), data))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { price: 95 }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { price: 1 }))
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })

  it('shape: an admin may set a price of 0, not a negative or text price', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { price: 0 }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { price: -1 }))
    await assertFails(setDoc(doc(rules.admin(), fresh), { ...data, price: '90' }))
  })
})
