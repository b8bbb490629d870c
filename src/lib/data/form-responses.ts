import { formResponseSchema, newFormResponseSchema } from '../../shared/schemas/form-response.ts'
import { defineCollection } from './collection.ts'

export const formResponses = defineCollection({
  name: 'formResponses',
  schema: formResponseSchema,
  blank: () => newFormResponseSchema.parse({}),
})
