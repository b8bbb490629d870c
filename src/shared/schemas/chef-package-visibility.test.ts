import { describe, expect, it } from 'vitest'
import {
  packageVisibilityCases,
  viewersForCases,
  type VisibilityViewer,
} from '../../../tests/support/package-visibility-cases.ts'
import { canSeeChefPackage } from './chef-package.ts'

describe('canSeeChefPackage', () => {
  for (const { name, chefPackage, visibleTo } of packageVisibilityCases) {
    it(`${name}: visible to ${visibleTo.join(', ')} only`, () => {
      for (const viewer of Object.keys(viewersForCases) as VisibilityViewer[]) {
        expect(canSeeChefPackage(chefPackage, viewersForCases[viewer]), viewer).toBe(
          visibleTo.includes(viewer),
        )
      }
    })
  }
})
