import { z } from 'zod'
import { recordMetaMask, stampShape } from './stamps.ts'

// A published testimonial, copied from a testimonial review.
export const testimonialSchema = z.object({
  id: z.string(),
  ...stampShape,
  reviewId: z.string().default(''),
  name: z.string().default(''),
  email: z.string().default(''),
  testimony: z.string().default(''),
  // The review's createdStamp (epoch ms).
  reviewStamp: z.number().optional(),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const newTestimonialSchema = testimonialSchema.omit(recordMetaMask)
export type NewTestimonial = z.input<typeof newTestimonialSchema>
