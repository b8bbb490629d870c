// testimonialReview: reviews come in only through submitTestimonialCallable (validated, rate-limited, with the
// alert mail in the same transaction) and change publication only through setTestimonialPublishedCallable (Admin
// SDK, not subject to rules). Clients: admins read, and delete a review while it is unpublished; nobody creates or
// updates (docs/decisions/0049).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('testimonial-review')
const existing = 'testimonialReview/review-1'
const publishedReview = 'testimonialReview/review-2'

// Exactly what the footer intake wrote before it moved to the callable.
const review = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  testimony: 'The saffron risotto was unforgettable.',
  imageUrl: '',
  images: [],
  published: false,
  createdStamp: Date.now(),
  createdIso: '2026-11-22T10:00:00.000Z',
}

beforeEach(() =>
  rules.seed({
    [existing]: review,
    [publishedReview]: { ...review, published: true, tmonyId: 'testimonial-1' },
  }),
)

describe('testimonialReview rules', () => {
  it('create: refused for everyone, even a perfect unpublished review and even an admin (callable only)', async () => {
    await assertFails(setDoc(doc(rules.guest(), 'testimonialReview/new'), review))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'testimonialReview/alice'), review))
    await assertFails(setDoc(doc(rules.admin(), 'testimonialReview/admin'), review))
  })

  it('get and list: an admin may, a guest and a signed-in user may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), existing)))
    await assertSucceeds(getDocs(collection(rules.admin(), 'testimonialReview')))
    await assertFails(getDoc(doc(rules.guest(), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'testimonialReview')))
  })

  it('update: refused for everyone, admins included (publication goes through the callable)', async () => {
    await assertFails(updateDoc(doc(rules.guest(), existing), { published: true }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { published: true }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { published: true, tmonyId: 'testimonial-9' }))
  })

  it('delete: an admin may delete an unpublished review, not a published one', async () => {
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
    await assertFails(deleteDoc(doc(rules.admin(), publishedReview)))
  })

  it('delete: a guest and a signed-in user may not', async () => {
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
  })

  it('rateLimits counters: nobody reads or writes them from a client', async () => {
    await rules.seed({ 'rateLimits/testimonial-email-abc': { windowStart: 1, count: 1 } })
    await assertFails(getDoc(doc(rules.admin(), 'rateLimits/testimonial-email-abc')))
    await assertFails(
      setDoc(doc(rules.admin(), 'rateLimits/testimonial-email-abc'), { windowStart: 1, count: 0 }),
    )
    await assertFails(deleteDoc(doc(rules.guest(), 'rateLimits/testimonial-email-abc')))
  })
})
