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

const aliceEmail = 'alice@example.test'
const alice = () => rules.user(uids.alice, { email: aliceEmail })
const intakeForm = {
  title: 'Intake',
  questions: [
    { id: 'q1', questionKey: 'allergies', questionText: 'Allergies?', typeKey: 'text' },
    { id: 'q2', questionKey: 'notes', questionText: 'Notes', typeKey: 'textarea' },
  ],
}
// What the form page stores (src/features/forms/form-render-route.tsx), stamps as the data layer sets them.
const answer = (uid: string, userEmail = aliceEmail) => ({
  formId: 'intake',
  formTitle: 'Intake',
  userId: uid,
  userEmail,
  questions: intakeForm.questions.map((question) => ({ ...question, questionImage: '', answer: 'none' })),
  createdStamp: Date.now(),
  createdIso: new Date().toISOString(),
})

beforeEach(() =>
  rules.seed({
    [aliceResponse]: response(uids.alice),
    'formResponses/response-2': response(uids.bob),
    'forms/intake': intakeForm,
  }),
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

  it('create: an admin may; a guest may not, not even with the full shape', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), 'formResponses/new'), response(uids.alice)))
    await assertFails(setDoc(doc(rules.guest(), 'formResponses/mine'), answer('', '')))
  })

  it('create: a signed-in user answers a form as themselves, with exactly the response fields', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'formResponses/mine'), answer(uids.alice)))
    // The old partial shape (no e-mail, no stamps) and an extra field are refused.
    await assertFails(setDoc(doc(alice(), 'formResponses/partial'), response(uids.alice)))
    await assertFails(setDoc(doc(alice(), 'formResponses/extra'), { ...answer(uids.alice), isAdmin: true }))
  })

  it('create: another user id or another e-mail than the signed-in one is refused', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'formResponses/mine'), answer(uids.alice)))
    await assertFails(setDoc(doc(alice(), 'formResponses/as-bob'), answer(uids.bob)))
    await assertFails(
      setDoc(doc(alice(), 'formResponses/other-mail'), answer(uids.alice, 'bob@example.test')),
    )
  })

  it('create: the form must exist, with that title, and have at least as many questions', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'formResponses/mine'), answer(uids.alice)))
    await assertFails(
      setDoc(doc(alice(), 'formResponses/no-form'), { ...answer(uids.alice), formId: 'missing' }),
    )
    await assertFails(
      setDoc(doc(alice(), 'formResponses/title'), { ...answer(uids.alice), formTitle: 'Fake' }),
    )
    const tooMany = [...answer(uids.alice).questions, { questionKey: 'extra', answer: 'x' }]
    await assertFails(
      setDoc(doc(alice(), 'formResponses/too-many'), { ...answer(uids.alice), questions: tooMany }),
    )
  })

  it('create: a created stamp far from now is refused', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'formResponses/mine'), answer(uids.alice)))
    const old = { ...answer(uids.alice), createdStamp: Date.now() - 3 * 86400000 }
    await assertFails(setDoc(doc(alice(), 'formResponses/old'), old))
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
