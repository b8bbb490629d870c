// testimonials: published testimonials. Anyone reads; only setTestimonialPublishedCallable writes them, in one
// transaction with the review's published flag.
import { allow, readers, serverWrites, table } from '../rule-case.ts'

const data = { reviewId: 'review-1', name: 'Ana', testimony: 'Wonderful evening' }

export default table('testimonials', { 'testimonials/published-1': data }, [
  allow(readers, 'get', { doc: 'published-1' }, 'reads a testimonial'),
  allow(readers, 'list', {}, 'lists testimonials'),
  ...serverWrites(
    { doc: 'published-1', data, update: { testimony: 'Fake praise' } },
    { create: 'publishes a testimonial', update: 'rewrites a testimonial', delete: 'removes a testimonial' },
  ),
])
