import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// A published testimonial, copied from a testimonial review.
export const testimonialSchema = z.object({
  id: z.string(),
  ...stampShape,
  reviewId: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  testimony: z._default(z.string(), ''),
  // The review's createdStamp (epoch ms).
  reviewStamp: z.optional(z.number()),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const newTestimonialSchema = z.omit(testimonialSchema, recordMetaMask)
export type NewTestimonial = z.input<typeof newTestimonialSchema>
