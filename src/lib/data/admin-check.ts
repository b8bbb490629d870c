import { adminCheckSchema, newAdminCheckSchema } from '../../shared/schemas/admin-check.ts'
import { defineCollection } from './collection.ts'

export const adminCheck = defineCollection({
  name: 'adminCheck',
  schema: adminCheckSchema,
  blank: () => newAdminCheckSchema.parse({}),
})
