// testimonialReview: reviews come in only through submitTestimonialCallable and change publication only through
// setTestimonialPublishedCallable. Admins read them and delete one while it is unpublished.
import { allow, everyone, refuse, table, type Role } from '../rule-case.ts'

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
const others: Role[] = ['guest', 'customer', 'otherCustomer']

export default table(
  'testimonialReview',
  {
    'testimonialReview/review-1': review,
    'testimonialReview/review-2': { ...review, published: true, tmonyId: 'testimonial-1' },
  },
  [
    refuse(everyone, 'create', { doc: 'new', data: review }, 'submits a perfect unpublished review'),
    allow('admin', 'get', { doc: 'review-1' }, 'reads a review'),
    refuse(others, 'get', { doc: 'review-1' }, 'reads a review'),
    allow('admin', 'list', {}, 'lists reviews'),
    refuse(others, 'list', {}, 'lists reviews'),
    refuse(
      everyone,
      'update',
      { doc: 'review-1', data: { published: true, tmonyId: 'testimonial-9' } },
      'publishes a review',
    ),
    allow('admin', 'delete', { doc: 'review-1' }, 'deletes an unpublished review'),
    refuse('admin', 'delete', { doc: 'review-2' }, 'deletes a published review'),
    refuse(others, 'delete', { doc: 'review-1' }, 'deletes an unpublished review'),
  ],
)
