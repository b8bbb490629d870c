import { centsAsDollars, priceCurrency, toCents } from '../money.ts'
import { canSeeChefPackage, type ChefPackage } from '../schemas/chef-package.ts'
import { indexedPageMeta, packageDetailsPath, packageShopPath } from './indexed-page-meta.ts'
import { pageTitle, type PageMeta } from './page-meta.ts'
import { absoluteImageUrl, siteUrl, type SiteSettings } from './site.ts'

// The shop's and a package's metadata, from what their loaders load.

const guest = { uid: null, isAdmin: false }

/** A stored price (dollars) as schema.org and Open Graph write amounts: "1250.00", rounded to cents. */
export function offerAmount(price: number): string {
  return centsAsDollars(toCents(price))
}

/** InStock, unless the package is sold for listed dates only and the last of them has passed (`today`: YYYY-MM-DD). */
export function packageAvailability(
  chefPackage: Pick<ChefPackage, 'availableDates'>,
  today: string,
): 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' {
  const { availableDates } = chefPackage
  return availableDates.length > 0 && !availableDates.some((date) => date >= today)
    ? 'https://schema.org/OutOfStock'
    : 'https://schema.org/InStock'
}

/**
 * A private package gets no metadata at all: no description, image, price or structured data, and search engines
 * are told to leave it out. Only the people it was prepared for (and admins) ever see its page.
 */
export function withheldPackageMeta(site: SiteSettings): PageMeta {
  return { title: pageTitle(site, 'Private package'), robots: 'noindex' }
}

/** /package-details/:id for a public package: a Product with its Offer. `today` (YYYY-MM-DD) dates the offer. */
export function packagePageMeta(site: SiteSettings, chefPackage: ChefPackage, today: string): PageMeta {
  if (!canSeeChefPackage(chefPackage, guest)) return withheldPackageMeta(site)
  const path = packageDetailsPath(chefPackage.id)
  const url = siteUrl(site, path)
  const imageUrl = absoluteImageUrl(site, chefPackage.image)
  const amount = offerAmount(chefPackage.price)
  const meta = indexedPageMeta(site, {
    name: chefPackage.title,
    description:
      chefPackage.description.trim() || `${chefPackage.title}, a private chef package from ${site.name}.`,
    path,
    type: 'product',
    ...(imageUrl ? { image: { url: imageUrl, alt: chefPackage.title } } : {}),
    price: { amount, currency: priceCurrency },
  })
  return {
    ...meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: meta.openGraph?.title,
      description: meta.description,
      url,
      ...(imageUrl ? { image: imageUrl } : {}),
      brand: { '@type': 'Brand', name: site.name },
      offers: {
        '@type': 'Offer',
        price: amount,
        priceCurrency,
        availability: packageAvailability(chefPackage, today),
        url,
      },
    },
  }
}

/** What the shop page's loader loads that its metadata reads. */
export interface ShopMetaData {
  selected: { id: string; title: string; description: string } | null
  packages: readonly { title: string; image: string }[]
}

/**
 * /package-shop and /package-shop/:menuId. Without a menu in the address the page is "Package Shop" (showing the
 * first menu); with one, the menu's own page. Filters in the query are left out of the canonical address.
 */
export function shopPageMeta(site: SiteSettings, shop: ShopMetaData, menuIdInPath?: string): PageMeta {
  const menu = menuIdInPath && shop.selected ? shop.selected : null
  const pictured = shop.packages
    .map((item) => ({ url: absoluteImageUrl(site, item.image), alt: item.title }))
    .find((image) => image.url !== undefined)
  return indexedPageMeta(site, {
    name: menu ? `${menu.title} · Package Shop` : 'Package Shop',
    description:
      menu?.description.trim() ||
      `Private chef packages from ${site.name}, menu by menu: prices, allergens and diets, ordered online.`,
    path: packageShopPath(menu?.id),
    ...(pictured?.url ? { image: { url: pictured.url, alt: pictured.alt } } : {}),
  })
}
