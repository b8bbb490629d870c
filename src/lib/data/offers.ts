import { offerSchema, newOfferSchema } from '../../shared/schemas/offer.ts'
import { defineCollection } from './collection.ts'

export const offers = defineCollection({
  name: 'offers',
  schema: offerSchema,
  blank: () => newOfferSchema.parse({}),
})
