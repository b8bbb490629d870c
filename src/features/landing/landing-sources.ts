import { chefPackages } from '../../lib/data/chef-packages.ts'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { publishedMenu, publishedMenus } from '../../lib/data/menus.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { testimonials } from '../../lib/data/testimonials.ts'
import type { LandingSources } from './landing-data.ts'

/** The landing page's reads through the data layer. */
export const landingSources: LandingSources = {
  contentConfig: (configKey) => contentConfigs.getByConfigKey(configKey),
  // A draft in the landing list is left out like a deleted menu.
  menu: publishedMenu,
  someMenus: publishedMenus,
  // Rules deny guests private packages (and ids of deleted ones): both simply are not shown here.
  chefPackage: (id) => orNullWhenDenied(chefPackages.get(id)),
  // Newest first by created stamp (set on every record by the data layer); a single-field order needs no index.
  newestTestimonials: (limit) => testimonials.query({ orderBy: [['createdStamp', 'desc']], limit }),
  // The rules let a user read a private package whose addedUsers hold their uid, so this query is allowed.
  privatePackagesFor: (uid, limit) =>
    chefPackages.query({ filters: [['addedUsers', 'array-contains', uid]], limit }),
}
