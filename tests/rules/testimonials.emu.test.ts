// testimonials: published testimonials (copies of reviewed intake). Anyone reads; only the publish callable writes
// (Admin SDK), in one transaction with the review's published flag (docs/decisions/0050).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('testimonials')
const existing = 'testimonials/published-1'
const fresh = 'testimonials/published-2'
const data = { reviewId: 'review-1', name: 'Ana', testimony: 'Wonderful evening' }

beforeEach(() => rules.seed({ [existing]: data }))

describe('testimonials rules', () => {
  it('read: a guest gets and lists testimonials', async () => {
    await assertSucceeds(getDoc(doc(rules.guest(), existing)))
    await assertSucceeds(getDocs(collection(rules.guest(), 'testimonials')))
  })

  it('create, update, delete: refused for everyone, admins included (setTestimonialPublishedCallable only)', async () => {
    await assertFails(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'testimonials/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'testimonials/other'), data))
    await assertFails(updateDoc(doc(rules.admin(), existing), { testimony: 'A wonderful evening' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { testimony: 'Fake praise' }))
    await assertFails(deleteDoc(doc(rules.admin(), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
  })

  it('the published record stays readable by a guest after a refused delete (its neighbour above)', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertSucceeds(getDoc(doc(rules.guest(), existing)))
  })
})
