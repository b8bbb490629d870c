import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { setTestimonialPublishedCallable as contract } from '../../../src/shared/callables.ts'
import { db } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { NotFoundError } from '../lib/errors.ts'

export interface PublishResult {
  reviewId: string
  published: boolean
  tmonyId: string | null
}

/**
 * Publish: creates the testimonial record {reviewId, name, email, testimony, reviewStamp} and sets the review
 * published=true with tmonyId. Unpublish: deletes that record and sets published=false. Each in one transaction;
 * repeating either is harmless (publishing a published review changes nothing).
 */
export async function setTestimonialPublished(
  firestore: Firestore,
  reviewId: string,
  published: boolean,
  now = Date.now(),
): Promise<PublishResult> {
  const reviewRef = firestore.collection('testimonialReview').doc(reviewId)
  return firestore.runTransaction(async (transaction) => {
    const review = await transaction.get(reviewRef)
    if (!review.exists) throw new NotFoundError('This testimonial does not exist any more.')
    const data = review.data() ?? {}
    const currentId =
      typeof data['tmonyId'] === 'string' && data['tmonyId'] !== '' ? (data['tmonyId'] as string) : null
    const stamps = { updateStamp: now, updateIso: new Date(now).toISOString() }
    if (published) {
      if (data['published'] === true && currentId) return { reviewId, published: true, tmonyId: currentId }
      const testimonialRef = firestore.collection('testimonials').doc()
      transaction.create(testimonialRef, {
        reviewId,
        name: String(data['name'] ?? ''),
        email: String(data['email'] ?? ''),
        testimony: String(data['testimony'] ?? ''),
        ...(typeof data['createdStamp'] === 'number' ? { reviewStamp: data['createdStamp'] } : {}),
        createdStamp: now,
        createdIso: new Date(now).toISOString(),
      })
      transaction.update(reviewRef, { published: true, tmonyId: testimonialRef.id, ...stamps })
      return { reviewId, published: true, tmonyId: testimonialRef.id }
    }
    if (currentId) transaction.delete(firestore.collection('testimonials').doc(currentId))
    transaction.update(reviewRef, { published: false, tmonyId: FieldValue.delete(), ...stamps })
    return { reviewId, published: false, tmonyId: null }
  })
}

export const setTestimonialPublishedCallable = validatedOnCall(
  contract.name,
  contract.input,
  contract.output,
  ({ reviewId, published }) => setTestimonialPublished(db(), reviewId, published),
  { access: 'admin' },
)
