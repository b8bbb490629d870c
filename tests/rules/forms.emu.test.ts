// forms: questionnaires that guests fill in. Anyone reads; only an admin (custom claim `admin: true`) writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('forms')
const existing = 'forms/intake'
const fresh = 'forms/allergies'
const data = { title: 'Intake', questions: [{ questionText: 'Allergies?', questionKey: 'allergies' }] }

beforeEach(() => rules.seed({ [existing]: data }))

describe('forms rules', () => {
  it('read: a guest gets and lists forms', async () => {
    await assertSucceeds(getDoc(doc(rules.guest(), existing)))
    await assertSucceeds(getDocs(collection(rules.guest(), 'forms')))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'forms/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'forms/other'), data))
  })

  it('create: an admin claim that is not boolean true is refused', async () => {
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: 'true' }), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: false }), fresh), data))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { title: 'Intake form' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { title: 'Hijacked' }))
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })

  it('create: an admin form with questions as a list of at most 100 is stored; otherwise refused', async () => {
    const question = { questionText: 'Q', questionKey: 'q', typeKey: 'text' }
    await assertSucceeds(
      setDoc(doc(rules.admin(), fresh), { title: 'Big', questions: Array(100).fill(question) }),
    )
    await assertFails(
      setDoc(doc(rules.admin(), 'forms/too-big'), { title: 'Big', questions: Array(101).fill(question) }),
    )
    await assertFails(setDoc(doc(rules.admin(), 'forms/not-list'), { title: 'Odd', questions: 'allergies' }))
  })

  it('update: an admin may rename, but not turn the title into a number', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { title: 'Intake v2' }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { title: 42 }))
  })

  it('delete: nobody deletes the consultation sign-up form, admins included', async () => {
    const consultation = 'forms/consultation'
    await rules.seed({ [consultation]: { ...data, title: 'Consultation', formKey: 'consultaionSignUp' } })
    await assertFails(deleteDoc(doc(rules.admin(), consultation)))
    await assertFails(deleteDoc(doc(rules.user(uids.alice), consultation)))
    await assertFails(deleteDoc(doc(rules.guest(), consultation)))
  })

  it('delete: an admin may delete a form with another key', async () => {
    await rules.seed({ 'forms/allergy-check': { ...data, formKey: 'allergyCheck' } })
    await assertSucceeds(deleteDoc(doc(rules.admin(), 'forms/allergy-check')))
  })
})
