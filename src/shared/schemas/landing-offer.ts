import { z } from 'zod/mini'
import { imageVariantsSchema } from './image-variants.ts'
import { recordSchemas, tagsSchema, text } from './stamps.ts'

export const { stored: landingOfferSchema, created: newLandingOfferSchema } = recordSchemas({
  title: text(),
  description: text(),
  price: z._default(z.number(), 0),
  tags: tagsSchema,
  image: text(),
  /** The resized copies of an uploaded image (docs/decisions/0070). */
  imageVariants: z.optional(imageVariantsSchema),
})
export type LandingOffer = z.infer<typeof landingOfferSchema>
export type NewLandingOffer = z.input<typeof newLandingOfferSchema>
