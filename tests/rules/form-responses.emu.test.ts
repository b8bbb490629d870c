// formResponses: a user's answers to a form. The owner (userId) and admins read; only admins write.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('form-responses')
const aliceResponse = 'formResponses/response-1'
const response = (uid: string) => ({ formId: 'intake', userId: uid, formTitle: 'Intake', questions: [] })
const ownedBy = (uid: string, asUid: string = uid) =>
  query(collection(rules.user(asUid), 'formResponses'), where('userId', '==', uid))

beforeEach(() =>
  rules.seed({ [aliceResponse]: response(uids.alice), 'formResponses/response-2': response(uids.bob) }),
)

describe('formResponses rules', () => {
  it('get: the owner reads their response, another user and a guest do not', async () => {
    await assertSucceeds(getDoc(doc(rules.user(uids.alice), aliceResponse)))
    await assertFails(getDoc(doc(rules.user(uids.bob), aliceResponse)))
    await assertFails(getDoc(doc(rules.guest(), aliceResponse)))
  })

  it('get: an admin reads any response', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), aliceResponse)))
    await assertFails(getDoc(doc(rules.user(uids.bob, { admin: false }), aliceResponse)))
  })

  it('list: a user lists their own responses only, an admin lists all', async () => {
    await assertSucceeds(getDocs(ownedBy(uids.alice)))
    await assertFails(getDocs(ownedBy(uids.bob, uids.alice)))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'formResponses')))
    await assertSucceeds(getDocs(collection(rules.admin(), 'formResponses')))
  })

  it('create: an admin may, the owner and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), 'formResponses/new'), response(uids.alice)))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'formResponses/mine'), response(uids.alice)))
    await assertFails(setDoc(doc(rules.guest(), 'formResponses/mine'), response('')))
  })

  it('update: an admin may, the owner may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), aliceResponse), { formTitle: 'Intake v2' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), aliceResponse), { formTitle: 'Edited' }))
  })

  it('delete: an admin may, the owner may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), aliceResponse)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), aliceResponse)))
  })
})
