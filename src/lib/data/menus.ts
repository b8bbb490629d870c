import { menuSchema, newMenuSchema, type Menu } from '../../shared/schemas/menu.ts'
import { defineCollection } from './collection.ts'
import { orNullWhenDenied } from './or-null-when-denied.ts'

export const menus = defineCollection({
  name: 'menus',
  schema: menuSchema,
  blank: () => newMenuSchema.parse({}),
})

// What guests and customers see of the menus: published ones only (docs/decisions/0064). The rules refuse them a
// draft and any list that does not ask for published == true; a menu saved before drafts existed has no flag,
// reads as published and is given the flag once (scripts/mark-menus-published.ts), so these queries find it.

/** Published menus (an admin's pages list drafts too, through `menus`). */
export function publishedMenus(limit: number): Promise<Menu[]> {
  return menus.query({ where: [['published', true]], limit })
}

/** The published menus a customer was added to. */
export function publishedMenusFor(uid: string, limit: number): Promise<Menu[]> {
  return menus.query({
    where: [['published', true]],
    filters: [['addedUsers', 'array-contains', uid]],
    limit,
  })
}

/** A menu as the public sees it: null when it is gone or a draft (for admins too, so pages agree). */
export async function publishedMenu(id: string): Promise<Menu | null> {
  const menu = await orNullWhenDenied(menus.get(id))
  return menu?.published ? menu : null
}
