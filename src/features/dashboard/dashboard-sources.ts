import { chefPackages } from '../../lib/data/chef-packages.ts'
import { contentConfigs } from '../../lib/data/content-configs.ts'
import { publishedMenu, publishedMenusFor } from '../../lib/data/menus.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import { orders } from '../../lib/data/orders.ts'
import { landingConfigKeys } from '../../shared/schemas/content-config.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { DashboardSources } from './dashboard-data.ts'
import { introOfferTag } from './dashboard-data.ts'

export const dashboardSources: DashboardSources = {
  landingList: () => contentConfigs.getByConfigKey(landingConfigKeys.landingList),
  menu: publishedMenu,
  // Private packages of other users (and deleted ids) are simply not shown.
  chefPackage: (id) => orNullWhenDenied(chefPackages.get(id)),
  async introOfferPackages(uid, limit) {
    // Rules let a user read public packages and private ones that list them in addedUsers: two provable queries.
    const [publicOffers, privateOnes] = await Promise.all([
      chefPackages.query({
        where: [['publicMenu', true]],
        filters: [['tags', 'array-contains', introOfferTag]],
        limit,
      }),
      chefPackages.query({
        where: [['publicMenu', false]],
        filters: [['addedUsers', 'array-contains', uid]],
        limit: 50,
      }),
    ])
    const all: ChefPackage[] = [...publicOffers, ...privateOnes]
    return all
  },
  yourMenus: publishedMenusFor,
  orders: (uid, limit) =>
    orders.query({ where: [['userId', uid]], orderBy: [['createdStamp', 'desc']], limit }),
}
