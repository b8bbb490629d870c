import { chefPackageSchema, type ChefPackage } from '../../shared/schemas/chef-package.ts'
import { menuSchema, type Menu } from '../../shared/schemas/menu.ts'

// Builders for unit tests: schema defaults plus the fields a test cares about.
export function makeMenu(fields: Partial<Menu> & { id: string }): Menu {
  return menuSchema.parse(fields)
}

export function makePackage(fields: Partial<ChefPackage> & { id: string }): ChefPackage {
  return chefPackageSchema.parse({ publicMenu: true, title: `Package ${fields.id}`, ...fields })
}
