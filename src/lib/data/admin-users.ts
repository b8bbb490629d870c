import { adminUserSchema, newAdminUserSchema } from '../../shared/schemas/admin-user.ts'
import { defineCollection } from './collection.ts'

export const adminUsers = defineCollection({
  name: 'adminUsers',
  schema: adminUserSchema,
  blank: () => newAdminUserSchema.parse({}),
})
