// userProfiles: keyed by the auth uid. The owner and admins read; only admins write (so nobody can grant
// themselves isAdmin, which a function mirrors into the `admin` claim).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('user-profiles')
const alicePath = `userProfiles/${uids.alice}`
const bobPath = `userProfiles/${uids.bob}`
const profile = (uid: string) => ({
  userId: uid,
  firstName: uid,
  email: `${uid}@example.com`,
  isAdmin: false,
})

beforeEach(() => rules.seed({ [alicePath]: profile(uids.alice) }))

describe('userProfiles rules', () => {
  it('get: the owner reads their profile, another user and a guest do not', async () => {
    await assertSucceeds(getDoc(doc(rules.user(uids.alice), alicePath)))
    await assertFails(getDoc(doc(rules.user(uids.bob), alicePath)))
    await assertFails(getDoc(doc(rules.guest(), alicePath)))
  })

  it('get: an admin reads any profile, an admin claim that is not boolean true does not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), alicePath)))
    await assertFails(getDoc(doc(rules.user(uids.bob, { admin: 'true' }), alicePath)))
  })

  it('list: an admin lists profiles, a signed-in user does not', async () => {
    await assertSucceeds(getDocs(collection(rules.admin(), 'userProfiles')))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'userProfiles')))
  })

  it('create: an admin may, the owner and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), bobPath), profile(uids.bob)))
    await assertFails(setDoc(doc(rules.user(uids.bob), 'userProfiles/bob-2'), profile(uids.bob)))
    await assertFails(setDoc(doc(rules.guest(), 'userProfiles/guest'), profile('guest')))
  })

  it('update: an admin may, the owner may not (not even to make themselves admin)', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), alicePath), { firstName: 'Alice' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), alicePath), { isAdmin: true }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), alicePath), { firstName: 'Al' }))
  })

  it('delete: an admin may, the owner may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), alicePath)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), alicePath)))
  })
})
