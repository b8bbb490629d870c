import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { setTestimonialPublishedCallable as contract } from '../../../src/shared/callables.ts'
import { testimonialReviews, testimonials } from '../data/collections.ts'
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
  const reviewRef = testimonialReviews.doc(firestore, reviewId)
  return firestore.runTransaction(async (transaction) => {
    const review = (await transaction.get(reviewRef)).data()
    if (!review) throw new NotFoundError('This testimonial does not exist any more.')
    const currentId = review.tmonyId ? review.tmonyId : null
    if (published) {
      if (review.published && currentId) return { reviewId, published: true, tmonyId: currentId }
      const testimonialRef = testimonials.doc(firestore)
      transaction.create(
        testimonialRef,
        testimonials.draft(
          {
            reviewId,
            name: review.name,
            email: review.email,
            testimony: review.testimony,
            ...(review.createdStamp !== undefined ? { reviewStamp: review.createdStamp } : {}),
          },
          now,
        ),
      )
      transaction.update(
        reviewRef,
        testimonialReviews.patch({ published: true, tmonyId: testimonialRef.id }, now),
      )
      return { reviewId, published: true, tmonyId: testimonialRef.id }
    }
    if (currentId) transaction.delete(testimonials.doc(firestore, currentId))
    transaction.update(
      reviewRef,
      testimonialReviews.patch({ published: false, tmonyId: FieldValue.delete() }, now),
    )
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
