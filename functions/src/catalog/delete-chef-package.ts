import { FieldValue, type Firestore } from 'firebase-admin/firestore'
import { deleteChefPackageCallable as contract } from '../../../src/shared/callables.ts'
import { chefPackages, menus as menuCollection } from '../data/collections.ts'
import { db } from '../lib/admin.ts'
import { validatedOnCall } from '../lib/callable.ts'
import { NotFoundError } from '../lib/errors.ts'

// A batch holds at most 500 writes: the package itself plus up to 499 menus.
const maxMenusPerDelete = 499

/**
 * Deletes a chef package and removes its id from every menu's addedChefPackages in one batch: either all of it
 * happens or none, so no menu ever points at a deleted package because of a half-done delete.
 */
export async function deleteChefPackage(firestore: Firestore, chefPackageId: string): Promise<number> {
  const packageRef = chefPackages.doc(firestore, chefPackageId)
  const [packageSnapshot, menus] = await Promise.all([
    packageRef.get(),
    menuCollection
      .collection(firestore)
      .where('addedChefPackages', 'array-contains', chefPackageId)
      .limit(maxMenusPerDelete + 1)
      .get(),
  ])
  if (!packageSnapshot.exists && menus.empty) throw new NotFoundError('This package does not exist any more.')
  if (menus.size > maxMenusPerDelete) {
    throw new Error(`package ${chefPackageId} is in more than ${maxMenusPerDelete} menus`)
  }
  const batch = firestore.batch()
  for (const menu of menus.docs) {
    batch.update(menu.ref, menuCollection.patch({ addedChefPackages: FieldValue.arrayRemove(chefPackageId) }))
  }
  batch.delete(packageRef)
  await batch.commit()
  return menus.size
}

export const deleteChefPackageCallable = validatedOnCall(
  contract,
  async ({ chefPackageId }) => ({ removedFromMenus: await deleteChefPackage(db(), chefPackageId) }),
  { access: 'admin' },
)
