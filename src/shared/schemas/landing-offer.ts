import { z } from 'zod/mini'
import { imageVariantsSchema } from './image-variants.ts'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const landingOfferSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  price: z._default(z.number(), 0),
  tags: tagsSchema,
  image: z._default(z.string(), ''),
  /** The resized copies of an uploaded image (docs/decisions/0070). */
  imageVariants: z.optional(imageVariantsSchema),
})
export type LandingOffer = z.infer<typeof landingOfferSchema>

export const newLandingOfferSchema = z.omit(landingOfferSchema, recordMetaMask)
export type NewLandingOffer = z.input<typeof newLandingOfferSchema>
