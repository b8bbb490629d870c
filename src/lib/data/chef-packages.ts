import {
  chefPackageSchema,
  newChefPackageSchema,
  type ChefPackage,
} from '../../shared/schemas/chef-package.ts'
import { defineCollection } from './collection.ts'

export const chefPackages = defineCollection({
  name: 'chefPackages',
  schema: chefPackageSchema,
  blank: () => newChefPackageSchema.parse({}),
})

// The back office's package pickers list every package; the catalogue stays far below this.
const packagePickerLimit = 500

/** Every package, by title, for a back-office picker; `pick` keeps the fields the picker needs. */
export async function packagesForPicker<T extends { title: string }>(
  pick: (item: ChefPackage) => T,
): Promise<T[]> {
  const list = await chefPackages.query({ limit: packagePickerLimit })
  return list.map(pick).sort((a, b) => a.title.localeCompare(b.title))
}
