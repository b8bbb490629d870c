import { chefPackageSchema, newChefPackageSchema } from '../../shared/schemas/chef-package.ts'
import { defineCollection } from './collection.ts'

export const chefPackages = defineCollection({
  name: 'chefPackages',
  schema: chefPackageSchema,
  blank: () => newChefPackageSchema.parse({}),
})
