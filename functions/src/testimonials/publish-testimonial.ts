import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore'
import {
  changeTestimonialsCallable as bulkContract,
  setTestimonialPublishedCallable as contract,
  type TestimonialBulkChange,
} from '../../../src/shared/callables.ts'
import type { TestimonialReview } from '../../../src/shared/schemas/testimonial-review.ts'
import { testimonialReviews, testimonials } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'

export interface PublishResult {
  reviewId: string
  published: boolean
  tmonyId: string | null
}

/**
 * The writes that publish or unpublish one review read in `transaction`. Publish: creates the testimonial record
 * {reviewId, name, email, testimony, reviewStamp} and sets the review published=true with tmonyId. Unpublish:
 * deletes that record and sets published=false. Repeating either is harmless.
 */
function writePublication(
  firestore: Firestore,
  transaction: Transaction,
  reviewRef: DocumentReference,
  review: TestimonialReview,
  published: boolean,
  now: number,
): PublishResult {
  const reviewId = reviewRef.id
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
}

/** Publishes or unpublishes one review in one transaction. */
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
    return writePublication(firestore, transaction, reviewRef, review, published, now)
  })
}

/**
 * Publishes, unpublishes or deletes several reviews in one transaction: every review is read first, and a review
 * that does not exist (or, for delete, one that is published) refuses the whole change, so nothing is written.
 * Answers how many reviews the change was applied to.
 */
export async function changeTestimonials(
  firestore: Firestore,
  change: TestimonialBulkChange,
  reviewIds: readonly string[],
  now = Date.now(),
): Promise<{ change: TestimonialBulkChange; count: number }> {
  const refs = [...new Set(reviewIds)].map((id) => testimonialReviews.doc(firestore, id))
  return firestore.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs)
    const missing = snapshots.filter((snapshot) => !snapshot.exists).length
    if (missing > 0) {
      throw new NotFoundError(
        `${missing === 1 ? 'One of the selected testimonials does' : `${missing} of the selected testimonials do`} not exist any more. Nothing was changed.`,
      )
    }
    const reviews = snapshots.map((snapshot) => snapshot.data()!)
    if (change === 'delete') {
      if (reviews.some((review) => review.published)) {
        throw new PreconditionError(
          'Unpublish the selected testimonials before deleting them. Nothing was deleted.',
        )
      }
      for (const ref of refs) transaction.delete(ref)
    } else {
      refs.forEach((ref, index) =>
        writePublication(firestore, transaction, ref, reviews[index]!, change === 'publish', now),
      )
    }
    return { change, count: refs.length }
  })
}

export const setTestimonialPublishedCallable = validatedOnCall(
  contract,
  ({ reviewId, published }) => setTestimonialPublished(db(), reviewId, published),
  { access: 'admin' },
)

export const changeTestimonialsCallable = validatedOnCall(
  bulkContract,
  ({ change, reviewIds }) => changeTestimonials(db(), change, reviewIds),
  { access: 'admin' },
)
