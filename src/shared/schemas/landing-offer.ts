import { z } from 'zod'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const landingOfferSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z.string().default(''),
  description: z.string().default(''),
  price: z.number().default(0),
  tags: tagsSchema,
  image: z.string().default(''),
})
export type LandingOffer = z.infer<typeof landingOfferSchema>

export const newLandingOfferSchema = landingOfferSchema.omit(recordMetaMask)
export type NewLandingOffer = z.input<typeof newLandingOfferSchema>
