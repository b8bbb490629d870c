import { userProfileSchema, newUserProfileSchema } from '../../shared/schemas/user-profile.ts'
import { defineCollection } from './collection.ts'

export const userProfiles = defineCollection({
  name: 'userProfiles',
  schema: userProfileSchema,
  blank: () => newUserProfileSchema.parse({}),
})
