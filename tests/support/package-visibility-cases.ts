import type { ChefPackage, PackageViewer } from '../../src/shared/schemas/chef-package.ts'

// Who may see which chef package: the cases canSeeChefPackage (src/shared/schemas/chef-package.ts) and
// firestore.rules (match /chefPackages, read) must both answer the same way. Used by the unit test of the shared
// function and by the chefPackages rules test.

export type VisibilityViewer = 'guest' | 'alice' | 'bob' | 'admin'

export const viewersForCases: Record<VisibilityViewer, PackageViewer> = {
  guest: { uid: null, isAdmin: false },
  alice: { uid: 'alice', isAdmin: false },
  bob: { uid: 'bob', isAdmin: false },
  admin: { uid: 'admin-1', isAdmin: true },
}

export interface VisibilityCase {
  name: string
  chefPackage: Pick<ChefPackage, 'publicMenu' | 'addedUsers'>
  visibleTo: VisibilityViewer[]
}

export const packageVisibilityCases: VisibilityCase[] = [
  {
    name: 'public',
    chefPackage: { publicMenu: true, addedUsers: [] },
    visibleTo: ['guest', 'alice', 'bob', 'admin'],
  },
  {
    name: 'public with added users',
    chefPackage: { publicMenu: true, addedUsers: ['alice'] },
    visibleTo: ['guest', 'alice', 'bob', 'admin'],
  },
  {
    name: 'private for alice',
    chefPackage: { publicMenu: false, addedUsers: ['alice'] },
    visibleTo: ['alice', 'admin'],
  },
  { name: 'private for nobody', chefPackage: { publicMenu: false, addedUsers: [] }, visibleTo: ['admin'] },
]
