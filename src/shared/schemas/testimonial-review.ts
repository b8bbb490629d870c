import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

// An intake from the footer form; published copies live in `testimonials`.
export const testimonialReviewSchema = z.object({
  id: z.string(),
  ...stampShape,
  name: z.string().default(''),
  email: z.string().default(''),
  testimony: z.string().default(''),
  imageUrl: z.string().default(''),
  images: z.array(z.string()).default([]),
  published: z.boolean().default(false),
  // Id of the published testimonial record while published.
  tmonyId: z.string().optional(),
})
export type TestimonialReview = z.infer<typeof testimonialReviewSchema>

export const newTestimonialReviewSchema = testimonialReviewSchema.omit(recordMetaMask)
export type NewTestimonialReview = z.input<typeof newTestimonialReviewSchema>

// The footer form's fields (not stored as such: redirectUrl only steers the redirect).
export const testimonialSubmissionSchema = z.object({
  email: z.string(),
  name: z.string(),
  testimony: z.string(),
  redirectUrl: z.string().default('/'),
})
export type TestimonialSubmission = z.infer<typeof testimonialSubmissionSchema>
