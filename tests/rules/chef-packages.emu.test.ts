// chefPackages: public packages (publicMenu == true) are readable by anyone; private ones only by an admin and
// the package's added users. Guest list queries must therefore filter on publicMenu == true. Admins create and
// update within bounds; deletes go through deleteChefPackageCallable only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { canSeeChefPackage } from '../../src/shared/schemas/chef-package.ts'
import {
  packageVisibilityCases,
  viewersForCases,
  type VisibilityViewer,
} from '../support/package-visibility-cases.ts'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('chef-packages')
const publicPackage = 'chefPackages/tasting'
const privatePackage = 'chefPackages/alice-birthday'
const legacyPackage = 'chefPackages/legacy'
const data = { title: 'Tasting menu', price: 100, tags: [], packageDetails: [] }

beforeEach(() =>
  rules.seed({
    [publicPackage]: { ...data, publicMenu: true, addedUsers: [] },
    [privatePackage]: { ...data, title: 'Birthday', publicMenu: false, addedUsers: [uids.alice] },
    // Older documents may lack both fields: they read as private.
    [legacyPackage]: { ...data, title: 'Legacy' },
  }),
)

const publicOnly = (db: Firestore) => query(collection(db, 'chefPackages'), where('publicMenu', '==', true))

describe('chefPackages rules', () => {
  it('get: a guest reads a public package but not a private one', async () => {
    await assertSucceeds(getDoc(doc(rules.guest(), publicPackage)))
    await assertFails(getDoc(doc(rules.guest(), privatePackage)))
    await assertFails(getDoc(doc(rules.guest(), legacyPackage)))
  })

  it('get: an added user reads their private package, another user does not', async () => {
    await assertSucceeds(getDoc(doc(rules.user(uids.alice), privatePackage)))
    await assertFails(getDoc(doc(rules.user(uids.bob), privatePackage)))
    await assertFails(getDoc(doc(rules.user(uids.alice), legacyPackage)))
  })

  it('list: an added user lists their packages with array-contains, another user cannot use their id', async () => {
    const addedTo = (asUid: string) =>
      query(collection(rules.user(asUid), 'chefPackages'), where('addedUsers', 'array-contains', uids.alice))
    await assertSucceeds(getDocs(addedTo(uids.alice)))
    await assertFails(getDocs(addedTo(uids.bob)))
  })

  it('get: an admin reads private packages, a false admin claim does not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), privatePackage)))
    await assertSucceeds(getDoc(doc(rules.admin(), legacyPackage)))
    await assertFails(getDoc(doc(rules.user(uids.bob, { admin: false }), privatePackage)))
  })

  it('list: a guest may list with publicMenu == true, not unfiltered', async () => {
    await assertSucceeds(getDocs(publicOnly(rules.guest())))
    await assertFails(getDocs(collection(rules.guest(), 'chefPackages')))
  })

  it('list: a signed-in user needs the same filter, an admin does not', async () => {
    await assertSucceeds(getDocs(publicOnly(rules.user(uids.alice))))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'chefPackages')))
    await assertSucceeds(getDocs(collection(rules.admin(), 'chefPackages')))
  })

  it('create: an admin may, an added user and a guest may not', async () => {
    const fresh = { ...data, publicMenu: false, addedUsers: [uids.alice] }
    await assertSucceeds(setDoc(doc(rules.admin(), 'chefPackages/new'), fresh))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'chefPackages/mine'), fresh))
    await assertFails(setDoc(doc(rules.guest(), 'chefPackages/mine'), { ...fresh, publicMenu: true }))
  })

  it('update: an admin may, an added user may not (no self-service price or visibility changes)', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), privatePackage), { price: 120 }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), privatePackage), { price: 1 }))
    await assertFails(
      updateDoc(doc(rules.user(uids.bob), privatePackage), { addedUsers: [uids.alice, uids.bob] }),
    )
  })

  it('delete: refused for everyone from a client, admins included (deleteChefPackageCallable unlinks menus too)', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), privatePackage)))
    await assertFails(deleteDoc(doc(rules.guest(), publicPackage)))
    await assertFails(deleteDoc(doc(rules.admin(), privatePackage)))
  })

  it('shape: an admin may save a price of 0 and a public switch, not a negative price or a text switch', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), publicPackage), { price: 0, publicMenu: false }))
    await assertFails(updateDoc(doc(rules.admin(), publicPackage), { price: -5 }))
    await assertFails(updateDoc(doc(rules.admin(), publicPackage), { publicMenu: 'yes' }))
    await assertFails(updateDoc(doc(rules.admin(), publicPackage), { packageDetails: 'none' }))
  })

  it('get: the rules and canSeeChefPackage agree on every visibility case', async () => {
    const viewerDb = (viewer: VisibilityViewer): Firestore =>
      viewer === 'guest' ? rules.guest() : viewer === 'admin' ? rules.admin() : rules.user(uids[viewer])
    for (const [index, { chefPackage }] of packageVisibilityCases.entries()) {
      const path = `chefPackages/visibility-case-${index}`
      await rules.seed({ [path]: { ...data, ...chefPackage } })
      for (const viewer of Object.keys(viewersForCases) as VisibilityViewer[]) {
        const read = getDoc(doc(viewerDb(viewer), path))
        if (canSeeChefPackage(chefPackage, viewersForCases[viewer])) await assertSucceeds(read)
        else await assertFails(read)
      }
    }
  })
})
