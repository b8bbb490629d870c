import { testimonialSchema, newTestimonialSchema } from '../../shared/schemas/testimonial.ts'
import { defineCollection } from './collection.ts'

export const testimonials = defineCollection({
  name: 'testimonials',
  schema: testimonialSchema,
  blank: () => newTestimonialSchema.parse({}),
})
