import { mailSchema, newMailSchema } from '../../shared/schemas/mail.ts'
import { defineCollection } from './collection.ts'

export const mail = defineCollection({
  name: 'mail',
  schema: mailSchema,
  blank: () => newMailSchema.parse({ to: [], message: { subject: '', html: '' } }),
})
