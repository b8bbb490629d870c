// menus: public catalogue. Anyone reads; only an admin (custom claim `admin: true`) writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('menus')
const existing = 'menus/autumn'
const fresh = 'menus/winter'
const menu = { title: 'Autumn tasting', description: 'Five courses', addedChefPackages: [] }

beforeEach(() => rules.seed({ [existing]: menu }))

describe('menus rules', () => {
  it('read: a guest gets and lists menus', async () => {
    await assertSucceeds(getDoc(doc(rules.guest(), existing)))
    await assertSucceeds(getDocs(collection(rules.guest(), 'menus')))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), menu))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'menus/other'), menu))
    await assertFails(setDoc(doc(rules.guest(), 'menus/other'), menu))
  })

  it('create: an admin claim that is not boolean true is refused', async () => {
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: 'true' }), fresh), menu))
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: false }), fresh), menu))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { title: 'Harvest' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { title: 'Cheap' }))
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })

  it('shape: an admin may attach packages, not more than 200, and not a title that is not text', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { addedChefPackages: ['pkg-1', 'pkg-2'] }))
    const tooMany = Array.from({ length: 201 }, (_, index) => `pkg-${index}`)
    await assertFails(updateDoc(doc(rules.admin(), existing), { addedChefPackages: tooMany }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { addedChefPackages: 'pkg-1' }))
    await assertFails(setDoc(doc(rules.admin(), fresh), { ...menu, title: 42 }))
  })
})
