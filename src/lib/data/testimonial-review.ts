import {
  testimonialReviewSchema,
  newTestimonialReviewSchema,
} from '../../shared/schemas/testimonial-review.ts'
import { defineCollection } from './collection.ts'

export const testimonialReview = defineCollection({
  name: 'testimonialReview',
  schema: testimonialReviewSchema,
  blank: () => newTestimonialReviewSchema.parse({}),
})
