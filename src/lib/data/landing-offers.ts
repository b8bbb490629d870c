import { landingOfferSchema, newLandingOfferSchema } from '../../shared/schemas/landing-offer.ts'
import { defineCollection } from './collection.ts'

export const landingOffers = defineCollection({
  name: 'landingOffers',
  schema: landingOfferSchema,
  blank: () => newLandingOfferSchema.parse({}),
})
