// userProfiles: keyed by the auth uid and created on the server only. The owner and admins read; the owner edits
// answers, name and phone and may take the one step onBoard -> consultWaitRoom; only admins set isAdmin (which a
// function mirrors into the `admin` claim) or any status. Each allowed case sits next to a refused neighbour.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('user-profiles')
const alicePath = `userProfiles/${uids.alice}`
const bobPath = `userProfiles/${uids.bob}`
const profile = (uid: string, status = 'onBoard') => ({
  userId: uid,
  firstName: uid,
  email: `${uid}@example.com`,
  isAdmin: false,
  userStatus: status,
  createdStamp: 1_700_000_000_000,
  createdIso: '2023-11-14T22:13:20.000Z',
})

// What the data layer adds to every update.
const stamp = () => ({ updateStamp: Date.now(), updateIso: new Date().toISOString() })
const aliceDoc = () => doc(rules.user(uids.alice), alicePath)

beforeEach(() =>
  rules.seed({ [alicePath]: profile(uids.alice), [bobPath]: profile(uids.bob, 'readyToOrder') }),
)

describe('userProfiles rules: reading', () => {
  it('get: the owner reads their profile, another user and a guest do not', async () => {
    await assertSucceeds(getDoc(aliceDoc()))
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
})

describe('userProfiles rules: creating (server-side only)', () => {
  it('an admin may create a profile, the owner and a guest may not, not even a plain onBoard one', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), 'userProfiles/carol'), profile('carol')))
    await assertFails(setDoc(doc(rules.user('dave'), 'userProfiles/dave'), profile('dave')))
    await assertFails(setDoc(doc(rules.guest(), 'userProfiles/guest'), profile('guest')))
  })

  it('an admin may not create a profile with an unknown status', async () => {
    await assertFails(setDoc(doc(rules.admin(), 'userProfiles/erin'), profile('erin', 'vip')))
  })
})

describe('userProfiles rules: the owner updating', () => {
  it('the owner updates answers, name and phone; another user may not', async () => {
    const answers = {
      firstName: 'Alice',
      lastName: 'Liddell',
      phone: '555 0100',
      dietaryNotes: 'No nuts',
      ...stamp(),
    }
    await assertSucceeds(updateDoc(aliceDoc(), answers))
    await assertFails(updateDoc(doc(rules.user(uids.bob), alicePath), answers))
    expect(await rules.stored(alicePath)).toMatchObject({ lastName: 'Liddell', dietaryNotes: 'No nuts' })
  })

  it('the owner may not promote themselves to admin, alone or hidden in an answers save', async () => {
    await assertFails(updateDoc(aliceDoc(), { isAdmin: true, ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { firstName: 'Alice', isAdmin: true, ...stamp() }))
  })

  it('the owner may not change userId, email, notes or the created stamps', async () => {
    await assertSucceeds(updateDoc(aliceDoc(), { firstName: 'A', ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { userId: uids.bob, ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { email: 'other@example.com', ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { notes: 'VIP, free dinners', ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { createdStamp: 1, ...stamp() }))
  })

  it('the owner must send a current update stamp, not a forged one', async () => {
    await assertSucceeds(updateDoc(aliceDoc(), { firstName: 'A', ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { firstName: 'B' }))
    await assertFails(
      updateDoc(aliceDoc(), { firstName: 'C', updateStamp: Date.now() + 10 * 86_400_000, updateIso: 'x' }),
    )
  })

  it('the owner moves onBoard -> consultWaitRoom, but not onBoard -> readyToOrder', async () => {
    await assertFails(updateDoc(aliceDoc(), { userStatus: 'readyToOrder', ...stamp() }))
    await assertSucceeds(updateDoc(aliceDoc(), { userStatus: 'consultWaitRoom', ...stamp() }))
  })

  it('the owner may not move back or on from consultWaitRoom', async () => {
    await rules.seed({ [alicePath]: profile(uids.alice, 'consultWaitRoom') })
    await assertSucceeds(updateDoc(aliceDoc(), { firstName: 'Still waiting', ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { userStatus: 'onBoard', ...stamp() }))
    await assertFails(updateDoc(aliceDoc(), { userStatus: 'readyToOrder', ...stamp() }))
  })

  it('an inactive owner may not reactivate themselves', async () => {
    await rules.seed({ [alicePath]: profile(uids.alice, 'inactive') })
    await assertFails(updateDoc(aliceDoc(), { userStatus: 'consultWaitRoom', ...stamp() }))
  })

  it('the owner may not store a non-text name or an oversized profile', async () => {
    await assertFails(updateDoc(aliceDoc(), { firstName: { admin: true }, ...stamp() }))
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, index) => [`extra${index}`, 'x']))
    await assertFails(updateDoc(aliceDoc(), { ...many, ...stamp() }))
  })
})

describe('userProfiles rules: admins', () => {
  it('an admin sets any status and isAdmin; a user with a non-boolean claim may not', async () => {
    await assertSucceeds(
      updateDoc(doc(rules.admin(), alicePath), { userStatus: 'readyToOrder', isAdmin: true }),
    )
    await assertFails(
      updateDoc(doc(rules.user(uids.bob, { admin: 'true' }), alicePath), { userStatus: 'inactive' }),
    )
  })

  it('an admin may not set an unknown status', async () => {
    await assertFails(updateDoc(doc(rules.admin(), alicePath), { userStatus: 'vip' }))
  })

  it('delete: an admin may, the owner may not', async () => {
    await assertFails(deleteDoc(aliceDoc()))
    await assertSucceeds(deleteDoc(doc(rules.admin(), alicePath)))
  })
})
