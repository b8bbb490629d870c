import { chefPackages } from '../../lib/data/chef-packages.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import type { LandingSources } from './landing-data.ts'

/** The landing page's reads: the public catalogue's, plus the signed-in visitor's private packages in the browser. */
export function landingSourcesFrom(reads: PublicCatalogReads, browser: boolean): LandingSources {
  return {
    contentConfig: reads.contentConfig,
    // A draft in the landing list is left out like a deleted menu.
    menu: reads.menu,
    publishedMenus: reads.publishedMenus,
    chefPackage: reads.chefPackage,
    newestTestimonials: reads.newestTestimonials,
    // The rules let a user read a private package whose addedUsers hold their uid, so this query is allowed.
    ...(browser
      ? {
          privatePackagesFor: (uid: string, limit: number) =>
            chefPackages.query({ filters: [['addedUsers', 'array-contains', uid]], limit }),
        }
      : {}),
  }
}
