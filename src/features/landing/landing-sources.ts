import { chefPackages } from '../../lib/data/chef-packages.ts'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { menus } from '../../lib/data/menus.ts'
import { testimonials } from '../../lib/data/testimonials.ts'
import type { LandingSources } from './landing-data.ts'

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied'
}

/** The landing page's reads through the data layer. */
export const landingSources: LandingSources = {
  contentConfig: (configKey) => contentConfigs.getByConfigKey(configKey),
  menu: (id) => menus.get(id),
  someMenus: (limit) => menus.query({ limit }),
  async chefPackage(id) {
    try {
      return await chefPackages.get(id)
    } catch (error) {
      // Rules deny guests private packages (and ids of deleted ones): both simply are not shown here.
      if (isPermissionDenied(error)) return null
      throw error
    }
  },
  // Newest first by created stamp (set on every record by the data layer); a single-field order needs no index.
  newestTestimonials: (limit) => testimonials.query({ orderBy: [['createdStamp', 'desc']], limit }),
  // The rules let a user read a private package whose addedUsers hold their uid, so this query is allowed.
  privatePackagesFor: (uid, limit) =>
    chefPackages.query({ filters: [['addedUsers', 'array-contains', uid]], limit }),
}
