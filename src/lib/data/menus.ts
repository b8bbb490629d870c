import { menuSchema, newMenuSchema } from '../../shared/schemas/menu.ts'
import { defineCollection } from './collection.ts'

export const menus = defineCollection({
  name: 'menus',
  schema: menuSchema,
  blank: () => newMenuSchema.parse({}),
})
