import { z } from 'zod/mini'
import { recordMetaMask, stampShape, tagsSchema } from './stamps.ts'

export const landingOfferSchema = z.object({
  id: z.string(),
  ...stampShape,
  title: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  price: z._default(z.number(), 0),
  tags: tagsSchema,
  image: z._default(z.string(), ''),
})
export type LandingOffer = z.infer<typeof landingOfferSchema>

export const newLandingOfferSchema = z.omit(landingOfferSchema, recordMetaMask)
export type NewLandingOffer = z.input<typeof newLandingOfferSchema>
