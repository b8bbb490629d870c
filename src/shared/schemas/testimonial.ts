import { z } from 'zod/mini'
import { recordSchemas, text } from './stamps.ts'

// A published testimonial, copied from a testimonial review.
export const { stored: testimonialSchema, created: newTestimonialSchema } = recordSchemas({
  reviewId: text(),
  name: text(),
  email: text(),
  testimony: text(),
  // The review's createdStamp (epoch ms).
  reviewStamp: z.optional(z.number()),
})
export type Testimonial = z.infer<typeof testimonialSchema>
export type NewTestimonial = z.input<typeof newTestimonialSchema>
