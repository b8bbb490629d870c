import type { DropListLink } from '../shared/schemas/drop-list-link.ts'
import type { SessionUser } from './session.ts'
import {
  adminDashboardPath,
  defaultUserRoute,
  loginPath,
  profilePath,
  routeCatalog,
  type CatalogRoute,
} from '../app/route-catalog.ts'

/**
 * The link a dropdown entry points at: the route path cut before its first parameter
 * (`package-shop/:menuId?` → `/package-shop`). A route whose path needs a parameter cannot be a dropdown entry.
 */
export function dropLinkPath(path: string | undefined, parentPath = ''): string {
  const segments = [...parentPath.split('/'), ...(path ?? '').split('/')].filter((segment) => segment !== '')
  const fixed: string[] = []
  for (const segment of segments) {
    if (segment.startsWith(':') || segment === '*') break
    fixed.push(segment)
  }
  return `/${fixed.join('/')}`
}

/** Every route flagged for the dropdown, in catalog order, as drop-list link records. */
export function flaggedDropLinks(
  routes: readonly CatalogRoute[] = routeCatalog,
  parentPath = '',
): DropListLink[] {
  const links: DropListLink[] = []
  for (const route of routes) {
    const { flags } = route
    if (flags.adminDrop || flags.userDrop || flags.publcDrop) {
      links.push({
        title: route.title,
        link: dropLinkPath(route.path, parentPath),
        adminDrop: flags.adminDrop === true,
        userDrop: flags.userDrop === true,
        publcDrop: flags.publcDrop === true,
        userFlag: flags.user === true,
        adminFlag: flags.admin === true,
      })
    }
    if (route.children) {
      links.push(...flaggedDropLinks(route.children, [parentPath, route.path ?? ''].join('/')))
    }
  }
  return links
}

export interface MenuLink {
  title: string
  link: string
}

/**
 * The header dropdown: account links first (Login for guests; Dashboard and Profile for signed-in users, Dashboard
 * being /admin-dashboard for admins), then flagged routes: a public link always, a user link for any signed-in
 * user, an admin link for admins only.
 */
export function computeMenuLinks(
  user: Pick<SessionUser, 'isAdmin'> | null,
  routes: readonly CatalogRoute[] = routeCatalog,
): MenuLink[] {
  const account: MenuLink[] = user
    ? [
        { title: 'Dashboard', link: user.isAdmin ? adminDashboardPath : defaultUserRoute },
        { title: 'Profile', link: profilePath },
      ]
    : [{ title: 'Login', link: loginPath }]
  const flagged = flaggedDropLinks(routes)
    .filter(
      (entry) => entry.publcDrop || (entry.userDrop && user !== null) || (entry.adminDrop && user?.isAdmin),
    )
    .map(({ title, link }) => ({ title, link }))
  return [...account, ...flagged]
}
