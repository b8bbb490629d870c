import { z } from 'zod/mini'
import { recordSchemas, text } from './stamps.ts'

// An intake from the footer form; published copies live in `testimonials`.
export const { stored: testimonialReviewSchema, created: newTestimonialReviewSchema } = recordSchemas({
  name: text(),
  email: text(),
  testimony: text(),
  imageUrl: text(),
  images: z._default(z.array(z.string()), []),
  published: z._default(z.boolean(), false),
  // Id of the published testimonial record while published.
  tmonyId: z.optional(z.string()),
})
export type TestimonialReview = z.infer<typeof testimonialReviewSchema>
export type NewTestimonialReview = z.input<typeof newTestimonialReviewSchema>

// The footer form's fields (not stored as such: redirectUrl only steers the redirect).
export const testimonialSubmissionSchema = z.object({
  email: z.string(),
  name: z.string(),
  testimony: z.string(),
  redirectUrl: z._default(z.string(), '/'),
})
export type TestimonialSubmission = z.infer<typeof testimonialSubmissionSchema>
