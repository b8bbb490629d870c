import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { setTestimonialPublishedCallable } from '../../shared/callables.ts'

/** Publishes or unpublishes a review on the server (one transaction: testimonial record + review flags). */
export async function setPublished(reviewId: string, published: boolean): Promise<void> {
  dataOrThrow(await callFunction(setTestimonialPublishedCallable, { reviewId, published }))
}

export const reviewPagePath = '/testimonial-review'

/** The review page for a list (unpublished or published) or one review. */
export function reviewPageLink(options: { published?: boolean; reviewId?: string }): string {
  const params = new URLSearchParams()
  if (options.published) params.set('published', 'true')
  if (options.reviewId) params.set('reviewId', options.reviewId)
  const query = params.toString()
  return query ? `${reviewPagePath}?${query}` : reviewPagePath
}
