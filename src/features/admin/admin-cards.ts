import { flaggedDropLinks } from '../../lib/drop-links.ts'
import { routeCatalog, type CatalogRoute } from '../../app/route-catalog.ts'

export interface AdminCard {
  title: string
  link: string
  /** Grey cards show without a link: pages that exist in the menu of the product but are not usable yet. */
  grey: boolean
}

/**
 * Titles of admin pages shown as grey cards (no link). Admin Settings holds only links to other pages, so it is
 * announced on the dashboard but not offered as a link. Add a title here to grey out any card.
 */
export const greyAdminPages: readonly { title: string; link: string }[] = [
  { title: 'Admin Settings', link: '/admin-settings' },
]

/**
 * The dashboard's cards: every route flagged adminDrop, in catalog order (so the dashboard and the header
 * dropdown never disagree), then the grey ones. A title listed in greyAdminPages is always grey.
 */
export function adminCards(routes: readonly CatalogRoute[] = routeCatalog): AdminCard[] {
  const greyTitles = new Set(greyAdminPages.map((page) => page.title))
  const linked = flaggedDropLinks(routes)
    .filter((entry) => entry.adminDrop)
    .map(({ title, link }) => ({ title, link, grey: greyTitles.has(title) }))
  const shown = new Set(linked.map((card) => card.title))
  const extra = greyAdminPages
    .filter((page) => !shown.has(page.title))
    .map((page) => ({ ...page, grey: true }))
  return [...linked, ...extra]
}
