import { z } from 'zod/mini'
import { recordMetaMask, stampShape } from './stamps.ts'

// Fields of `offers` are not defined: id and stamps are typed, everything else is kept as is.
export const offerSchema = z.looseObject({
  id: z.string(),
  ...stampShape,
})
export type Offer = z.infer<typeof offerSchema>

export const newOfferSchema = z.omit(offerSchema, recordMetaMask)
export type NewOffer = z.input<typeof newOfferSchema>
