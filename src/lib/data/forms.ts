import { formSchema, newFormSchema } from '../../shared/schemas/form.ts'
import { defineCollection } from './collection.ts'

export const forms = defineCollection({
  name: 'forms',
  schema: formSchema,
  blank: () => newFormSchema.parse({}),
})
