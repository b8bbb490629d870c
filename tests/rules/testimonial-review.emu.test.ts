// testimonialReview: the public intake. Anyone may create an unpublished review with exactly the allowed fields;
// only admins read, update (publish) or delete reviews.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('testimonial-review')
const existing = 'testimonialReview/review-1'
const fresh = 'testimonialReview/new'

// Exactly what the data layer writes for the footer form.
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

const create = (data: object) => setDoc(doc(rules.guest(), fresh), data)

beforeEach(() => rules.seed({ [existing]: review }))

describe('testimonialReview rules', () => {
  describe('create', () => {
    it('a guest may create exactly the allowed unpublished review; so may a signed-in user', async () => {
      await assertSucceeds(create(review))
      await assertSucceeds(setDoc(doc(rules.user(uids.alice), 'testimonialReview/alice'), review))
    })

    it('refuses overwriting an existing review by id (that is an update)', async () => {
      await assertFails(setDoc(doc(rules.guest(), existing), { ...review, name: 'Someone else' }))
    })

    it('refuses a review that is already published', async () => {
      await assertFails(create({ ...review, published: true }))
    })

    it('refuses extra fields, such as a published testimonial id', async () => {
      await assertFails(create({ ...review, tmonyId: 'testimonial-1' }))
    })

    it('refuses a bad e-mail address', async () => {
      await assertFails(create({ ...review, email: 'ana@example' }))
      await assertFails(create({ ...review, email: 'ana example.com' }))
    })

    it('refuses an empty name; accepts 120 characters, refuses 121', async () => {
      await assertFails(create({ ...review, name: '' }))
      await assertSucceeds(create({ ...review, name: 'n'.repeat(120) }))
      await assertFails(create({ ...review, name: 'n'.repeat(121) }))
    })

    it('accepts a 4000-character testimony, refuses 4001 characters and an empty one', async () => {
      await assertSucceeds(create({ ...review, testimony: 't'.repeat(4000) }))
      await assertFails(create({ ...review, testimony: 't'.repeat(4001) }))
      await assertFails(create({ ...review, testimony: '' }))
    })

    it('refuses a non-empty imageUrl or images (uploads go through a function)', async () => {
      await assertFails(create({ ...review, imageUrl: 'https://example.com/a.jpg' }))
      await assertFails(create({ ...review, images: ['https://example.com/a.jpg'] }))
    })

    it('refuses wrong types and missing required fields', async () => {
      await assertFails(create({ ...review, createdStamp: '1795000000000' }))
      await assertFails(create({ ...review, createdStamp: 1.5 }))
      await assertFails(create({ ...review, published: 'false' }))
      await assertFails(create({ ...review, name: 42 }))
      const { createdStamp: _stamp, ...withoutStamp } = review
      await assertFails(create(withoutStamp))
      await assertFails(create({ ...review, createdIso: 5 }))
      await assertFails(create({ ...review, createdIso: 'x'.repeat(31) }))
      await assertFails(create({ ...review, images: {} }))
      await assertFails(create({ ...review, images: '' }))
    })

    it('refuses blank text and stamps far from the server clock', async () => {
      await assertFails(create({ ...review, name: '   ' }))
      await assertFails(create({ ...review, testimony: ' \n ' }))
      await assertFails(create({ ...review, createdStamp: Date.now() + 3 * 86_400_000 }))
      await assertFails(create({ ...review, createdStamp: Date.now() - 3 * 86_400_000 }))
      await assertSucceeds(create({ ...review, createdStamp: Date.now() - 60_000 }))
    })
  })

  it('get and list: an admin may, a guest and a signed-in user may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), existing)))
    await assertSucceeds(getDocs(collection(rules.admin(), 'testimonialReview')))
    await assertFails(getDoc(doc(rules.guest(), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'testimonialReview')))
  })

  it('update: an admin may publish, a guest and a signed-in user may not', async () => {
    await assertFails(updateDoc(doc(rules.guest(), existing), { published: true }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { published: true }))
    await assertSucceeds(
      updateDoc(doc(rules.admin(), existing), { published: true, tmonyId: 'testimonial-1' }),
    )
  })

  it('delete: an admin may, a guest and a signed-in user may not', async () => {
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })
})
