import type { ChefPackage } from './schemas/chef-package.ts'
import type { ContentConfig } from './schemas/content-config.ts'
import type { FoodSettings } from './schemas/food-settings.ts'
import type { Menu } from './schemas/menu.ts'
import type { Testimonial } from './schemas/testimonial.ts'

/** Which packages can be had on a date, or why that could not be checked (said next to the date field). */
export type DateAvailability =
  | { ok: true; available: string[]; message?: string }
  | { ok: false; problem: string }

/**
 * Everything the public pages read, as an anonymous visitor may read it. The browser reads it through the web SDK
 * under the Firestore rules (src/lib/data/public-catalog-reads.ts); the server that renders the public pages reads
 * it with the Admin SDK (functions/src/server-render/admin-catalog-reads.ts) and must leave out, itself, what the
 * rules would refuse a guest: private packages and draft menus.
 */
export interface PublicCatalogReads {
  contentConfig(configKey: string): Promise<ContentConfig | null>
  /** A published menu; null when it is missing or a draft. */
  menu(id: string): Promise<Menu | null>
  /** Up to `limit` published menus. */
  publishedMenus(limit: number): Promise<Menu[]>
  /** A package a guest may see; null when it is missing or private. */
  chefPackage(id: string): Promise<ChefPackage | null>
  /** The newest `limit` testimonials (every stored testimonial is published). */
  newestTestimonials(limit: number): Promise<Testimonial[]>
  /** The business's food-label settings, or the defaults. */
  foodSettings(): Promise<FoodSettings>
  /** Which of these packages the fulfilment calendar lets a guest order for this date. */
  packagesAvailableOn(date: string, packageIds: string[]): Promise<DateAvailability>
}
