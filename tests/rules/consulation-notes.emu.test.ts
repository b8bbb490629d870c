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
})
