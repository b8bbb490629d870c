import {
  newUserProfileSchema,
  userProfileSchema,
  withProfileSearchKeys,
} from '../../shared/schemas/user-profile.ts'
import { defineCollection } from './collection.ts'

const base = defineCollection({
  name: 'userProfiles',
  schema: userProfileSchema,
  blank: () => newUserProfileSchema.parse({}),
})

// Every write carries the lower-case search keys of the name and e-mail fields it writes (admin user search).
export const userProfiles: typeof base = {
  ...base,
  create: (data) => base.create(withProfileSearchKeys(data)),
  createWithId: (id, data) => base.createWithId(id, withProfileSearchKeys(data)),
  update: (id, patch) => base.update(id, withProfileSearchKeys(patch)),
}
