import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import { chefPackages } from './chef-packages.ts'
import { contentConfigs } from './content-configs.ts'
import { publishedMenu, publishedMenus } from './menus.ts'
import { orNullWhenDenied } from './or-null-when-denied.ts'
import { readFoodSettings } from './site-settings.ts'
import { testimonials } from './testimonials.ts'

/** The public pages' reads in the browser, under the Firestore rules (a guest is denied private packages). */
export const browserCatalogReads: PublicCatalogReads = {
  contentConfig: (configKey) => contentConfigs.getByConfigKey(configKey),
  menu: publishedMenu,
  publishedMenus,
  // Rules deny guests private packages (and other customers' ones): they read as missing.
  chefPackage: (id) => orNullWhenDenied(chefPackages.get(id)),
  // Newest first by created stamp (set on every record by the data layer); a single-field order needs no index.
  newestTestimonials: (limit) => testimonials.query({ orderBy: [['createdStamp', 'desc']], limit }),
  foodSettings: readFoodSettings,
  async packagesAvailableOn(date, packageIds) {
    // The Functions SDK and the callables' contracts load on the first dated search only: the contracts build
    // dozens of schemas, work every public page would otherwise do while it starts.
    const [{ callFunction }, { packagesAvailableOnCallable }] = await Promise.all([
      import('../functions/call-function.ts'),
      import('../../shared/callables.ts'),
    ])
    const answer = await callFunction(packagesAvailableOnCallable, { date, packageIds })
    if (answer.ok) return { ok: true, ...answer.data }
    return {
      ok: false,
      problem:
        answer.fieldErrors['date'] ?? answer.formError ?? 'We could not check this date. Please try again.',
    }
  },
}
