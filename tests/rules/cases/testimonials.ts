// testimonials: published testimonials. Anyone reads; only setTestimonialPublishedCallable writes them, in one
// transaction with the review's published flag.
import { allow, everyone, readers, refuse, table } from '../rule-case.ts'

const data = { reviewId: 'review-1', name: 'Ana', testimony: 'Wonderful evening' }

export default table('testimonials', { 'testimonials/published-1': data }, [
  allow(readers, 'get', { doc: 'published-1' }, 'reads a testimonial'),
  allow(readers, 'list', {}, 'lists testimonials'),
  refuse(everyone, 'create', { doc: 'new', data }, 'publishes a testimonial'),
  refuse(
    everyone,
    'update',
    { doc: 'published-1', data: { testimony: 'Fake praise' } },
    'rewrites a testimonial',
  ),
  refuse(everyone, 'delete', { doc: 'published-1' }, 'removes a testimonial'),
])
