import { flaggedDropLinks } from '../../lib/drop-links.ts'
import { routeCatalog, type CatalogRoute } from '../../app/route-catalog.ts'

export interface AdminCard {
  title: string
  link: string
  /** What the page is for, in words (the card never shows its path). */
  description: string
  /** Grey cards show without a link: pages that exist in the menu of the product but are not usable yet. */
  grey: boolean
}

/**
 * Titles of admin pages shown as grey cards (no link): a page that is announced but not usable yet. None is today;
 * add a title here to grey out a card.
 */
export const greyAdminPages: readonly { title: string; link: string }[] = []

/** What each admin page is for, as its card says. */
export const adminCardDescriptions: Readonly<Record<string, string>> = {
  Forms: 'Build the forms customers fill in, the consultation form among them.',
  'Form Intake': 'Read the answers customers have sent.',
  'Package Management': 'Packages: prices, pictures, allergens and limits.',
  'Menu Management': 'Menus, their packages and who sees them.',
  'User Management': 'Customers, where they are in onboarding, and new accounts.',
  'Landing Page': 'The offers, downloads and contact links customers see, with a preview as you type.',
  'Content Configs': 'Site content as blocks of answers, the menus featured on the landing page among them.',
  'App Configs': 'Operational settings, kept as JSON.',
  'Fulfilment Calendar': 'Coming dates, places left, closing a day and moving orders.',
  'Business Schedule': 'Opening days and times, places per slot, delivery and blackout dates.',
  'Prep List': 'What to make for a date or a range, with allergies; print or download.',
  'Meal Plan Subscribers':
    'Who subscribes to which meal plan, skipping or pausing for them, and the week’s meals to make.',
  'Promotion Codes': 'Discount codes and their limits.',
  'New Meal Plan': 'Define a weekly plan: its packages, price, days, methods and selection cut-off.',
  'Meal Plans Admin':
    'Weekly meal plans: what they hold, their price, days and cut-off, and which are published.',
  'Landing Offers': 'The offers on the landing page.',
  'Testimonial Review': 'Publish or delete what customers wrote.',
  'Admin Settings': 'Who receives the alert mails, and which alerts each person gets.',
}

/**
 * The dashboard's cards: every route flagged adminDrop, in catalog order (so the dashboard and the header
 * dropdown never disagree), then the grey ones. A title listed in greyAdminPages is always grey.
 */
const describe = (title: string) => adminCardDescriptions[title] ?? ''

export function adminCards(
  routes: readonly CatalogRoute[] = routeCatalog,
  greyPages: readonly { title: string; link: string }[] = greyAdminPages,
): AdminCard[] {
  const greyTitles = new Set(greyPages.map((page) => page.title))
  const linked = flaggedDropLinks(routes)
    .filter((entry) => entry.adminDrop)
    .map(({ title, link }) => ({ title, link, description: describe(title), grey: greyTitles.has(title) }))
  const shown = new Set(linked.map((card) => card.title))
  const extra = greyPages
    .filter((page) => !shown.has(page.title))
    .map((page) => ({ ...page, description: describe(page.title), grey: true }))
  return [...linked, ...extra]
}
