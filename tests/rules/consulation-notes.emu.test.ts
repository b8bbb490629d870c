// consulationNotes (sic, the stored name): the chef's notes about a client. Only an admin (claim `admin: true`) reads or writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('consulation-notes')
const existing = 'consulationNotes/note-1'
const fresh = 'consulationNotes/new'
const data = { title: 'First call', noteText: 'Nut allergy', userProfileId: 'alice', authorUserId: 'admin-1' }

beforeEach(() => rules.seed({ [existing]: data }))

describe('consulationNotes rules', () => {
  it('get: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(getDoc(doc(rules.guest(), existing)))
  })

  it('list: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(getDocs(collection(rules.admin(), 'consulationNotes')))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'consulationNotes')))
    await assertFails(getDocs(collection(rules.guest(), 'consulationNotes')))
  })

  it('get: an admin claim that is not boolean true is refused', async () => {
    await assertFails(getDoc(doc(rules.user(uids.alice, { admin: 'true' }), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice, { admin: false }), existing)))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'consulationNotes/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'consulationNotes/other'), data))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { noteText: 'Severe nut allergy' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { noteText: 'Edited by client' }))
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })

  it('create: the author must be the admin who writes it', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), { ...data, authorUserId: uids.admin }))
    await assertFails(
      setDoc(doc(rules.admin(), 'consulationNotes/forged'), { ...data, authorUserId: 'someone-else' }),
    )
  })

  it('create: a blank title or note, a missing profile or an unknown field is refused', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), { ...data, profileUserId: 'alice' }))
    await assertFails(setDoc(doc(rules.admin(), 'consulationNotes/a'), { ...data, title: '   ' }))
    await assertFails(setDoc(doc(rules.admin(), 'consulationNotes/b'), { ...data, noteText: '' }))
    await assertFails(setDoc(doc(rules.admin(), 'consulationNotes/c'), { ...data, userProfileId: '' }))
    await assertFails(setDoc(doc(rules.admin(), 'consulationNotes/d'), { ...data, isAdmin: true }))
  })

  it('update: the text may change, the author and the customer may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { title: 'Second call' }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { authorUserId: 'someone-else' }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { userProfileId: 'bob' }))
  })
})
