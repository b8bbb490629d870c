import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions/v2'
import { z } from 'zod'
import { canSeeChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import { defaultFoodSettings, foodSettingsDocId } from '../../../src/shared/schemas/food-settings.ts'
import type { PublicCatalogReads } from '../../../src/shared/public-catalog-reads.ts'
import { chefPackages, contentConfigs, foodSettings, menus, testimonials } from '../data/collections.ts'
import type { RecordSchema } from '../../../src/shared/schemas/stamps.ts'
import type { ServerCollection } from '../data/server-collection.ts'
import { packagesAvailableOn } from '../fulfilment/packages-available-on.ts'

// The public pages' reads with the Admin SDK, for the server that renders them for anonymous visitors. The Admin
// SDK passes the Firestore rules by, so this module applies what they would: a guest gets no private package and
// no draft menu. Like the browser's data layer, a record that does not parse is left out of a list (logged).

const guest = { uid: null, isAdmin: false }

async function readableList<S extends RecordSchema>(
  collection: ServerCollection<S>,
  query: Query<DocumentData>,
): Promise<Array<z.output<S>>> {
  const snapshot = await query.get()
  return snapshot.docs.flatMap((doc) => {
    const parsed = z.safeParse(collection.schema, { ...doc.data(), id: doc.id })
    if (parsed.success) return [parsed.data]
    logger.warn('server render: a record that does not parse was left out', {
      collection: collection.name,
      id: doc.id,
    })
    return []
  })
}

async function readableDoc<S extends RecordSchema>(
  collection: ServerCollection<S>,
  db: Firestore,
  id: string,
): Promise<z.output<S> | null> {
  const doc = await collection.rawCollection(db).doc(id).get()
  if (!doc.exists) return null
  const parsed = z.safeParse(collection.schema, { ...doc.data(), id: doc.id })
  if (parsed.success) return parsed.data
  logger.warn('server render: a record that does not parse reads as missing', {
    collection: collection.name,
    id,
  })
  return null
}

export function adminCatalogReads(db: Firestore): PublicCatalogReads {
  return {
    async contentConfig(configKey) {
      const query = contentConfigs.rawCollection(db).where('configKey', '==', configKey).limit(1)
      return (await readableList(contentConfigs, query))[0] ?? null
    },
    async menu(id) {
      const menu = await readableDoc(menus, db, id)
      return menu?.published ? menu : null
    },
    publishedMenus: (limit) =>
      readableList(menus, menus.rawCollection(db).where('published', '==', true).limit(limit)),
    async chefPackage(id) {
      const chefPackage = await readableDoc(chefPackages, db, id)
      return chefPackage && canSeeChefPackage(chefPackage, guest) ? chefPackage : null
    },
    newestTestimonials: (limit) =>
      readableList(testimonials, testimonials.rawCollection(db).orderBy('createdStamp', 'desc').limit(limit)),
    foodSettings: async () => (await readableDoc(foodSettings, db, foodSettingsDocId)) ?? defaultFoodSettings,
    async packagesAvailableOn(date, packageIds) {
      try {
        return { ok: true, ...(await packagesAvailableOn(db, { date, packageIds }, { auth: undefined })) }
      } catch (error) {
        logger.error('server render: the date could not be checked', { date, error })
        return { ok: false, problem: 'We could not check this date. Please try again.' }
      }
    },
  }
}
