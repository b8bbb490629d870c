import { describe, expect, it, vi } from 'vitest'

vi.mock('../lib/session.ts', () => ({
  getSession: async () => ({ user: null }),
  userHasProfile: async () => true,
  endSession: async () => {},
}))
vi.mock('../lib/data/testimonial-review.ts', () => ({ testimonialReview: { create: vi.fn() } }))

import { flaggedDropLinks } from './drop-links.ts'
import type { AppRoute } from './route-flags.ts'
import { appRoutes, routes } from './route-table.tsx'
import { action as intakeAction } from '../features/testimonials/testimonial-intake-route.ts'

// Every screen and route of docs/product.md, Routes (paths below the root layout at '/').
const specPaths = {
  public: [
    '/',
    '/login',
    '/email-login',
    '/email-signup',
    '/google-login',
    '/google-signup',
    '/send-password-reset',
    // The page the password-reset mail links to (docs/decisions/0023).
    '/reset-password',
    '/sign-out',
    '/add-cart-item',
    '/update-cart-item',
    '/remove-cart-item',
    '/clear-cart',
    '/package-shop/:menuId?',
    '/package-details/:chefPackageId',
    '/order-review',
    '/order-status/:orderId',
    '/checkout-complete',
    '/form-render/:formId',
  ],
  user: [
    '/confirmation',
    '/payment-success/:orderId',
    '/settings',
    '/messages',
    '/order-payment',
    '/order-management',
    '/landing-offer-checkout/:landingOffersId?',
    '/user-dashboard',
    '/customer-profile/:userProfileId?',
    '/customer-profile/:userProfileId?/customer-payments',
    '/payment',
    '/payments',
    '/testimonials/:testimonialsId?',
    '/about-me/:testimonialsId?',
    '/new-checkout-link/:orderId',
  ],
  admin: [
    // Admins only (docs/decisions/0048).
    '/delete-item/:apiName/:itemId',
    '/customer-profile/:userProfileId?/consultation-notes',
    '/customer-profile/:userProfileId?/customer-menus',
    '/admin-dashboard',
    '/admin-settings',
    '/user-management',
    '/form-response-intake',
    '/single-response/:responseId?',
    '/forms-list',
    '/edit-form/:formId?',
    '/edit-content/:formResponseApiId',
    '/content-config-edit/:contentConfigsId?',
    '/content-configs',
    '/app-configs/:appConfigsId?',
    '/package-management',
    '/package-create/:chefPackageId?',
    '/select-tabs/:itemId/:apiName/:fieldName/:title',
    '/menu-management',
    '/menu-edit/:menuId?',
    '/landing-offers',
    '/landing-offer/:landingOffersId?',
    '/testimonial-review/:testimonialReviewId?',
  ],
}

interface Flat {
  fullPath: string
  route: AppRoute
}

function flatten(list: AppRoute[], parent = ''): Flat[] {
  return list.flatMap((route) => {
    const fullPath = route.index ? parent || '/' : `${parent}/${route.path}`
    // An index child shares its parent's path: count the parent only.
    const self = route.index && parent ? [] : [{ fullPath, route }]
    return [...self, ...flatten(route.children ?? [], fullPath)]
  })
}

const flat = flatten(appRoutes)
const accessOf = (route: AppRoute) =>
  (['public', 'user', 'admin'] as const).filter((flag) => route.flags[flag] === true)

describe('route table', () => {
  it('lists every route of the product exactly once', () => {
    const paths = flat.map((entry) => entry.fullPath)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual([...specPaths.public, ...specPaths.user, ...specPaths.admin].sort())
  })

  it('gives every route exactly one access level, as documented', () => {
    for (const { fullPath, route } of flat) {
      const level = accessOf(route)
      expect(level, fullPath).toHaveLength(1)
      const expected = (Object.keys(specPaths) as (keyof typeof specPaths)[]).find((key) =>
        specPaths[key].includes(fullPath),
      )
      expect(level[0], fullPath).toBe(expected)
    }
  })

  it('opens POST without login only on the testimonial intake and the guest checkout link', () => {
    expect(flat.filter((entry) => entry.route.flags.publicPost).map((entry) => entry.fullPath)).toEqual([
      '/new-checkout-link/:orderId',
      '/testimonial-review/:testimonialReviewId?',
    ])
  })

  it('puts the admin dashboard entries in the dropdown, in dashboard order, all without parameters', () => {
    const admin = flaggedDropLinks(appRoutes).filter((entry) => entry.adminDrop)
    expect(admin.map(({ title, link }) => [title, link])).toEqual([
      ['Forms', '/forms-list'],
      ['Form Intake', '/form-response-intake'],
      ['Package Management', '/package-management'],
      ['Menu Management', '/menu-management'],
      ['User Management', '/user-management'],
      ['Content Configs', '/content-configs'],
      ['App Configs', '/app-configs'],
    ])
    for (const entry of flaggedDropLinks(appRoutes)) expect(entry.link).not.toContain(':')
  })

  it('mounts everything under a public root layout with a static error boundary and guard middleware', () => {
    const [root] = routes
    expect(root?.path).toBe('/')
    expect(root?.ErrorBoundary).toBeTypeOf('function')
    expect(root?.HydrateFallback).toBeTypeOf('function')
    const children = root?.children?.[0]?.children ?? []
    expect(children).toHaveLength(appRoutes.length)
    for (const child of children) {
      expect(child.middleware).toHaveLength(1)
      expect(child.lazy).toBeTypeOf('function')
      expect((child.handle as { title: string }).title).not.toBe('')
    }
  })

  it('wires the public intake action into the testimonial-review route', async () => {
    const entry = flat.find((item) => item.fullPath.startsWith('/testimonial-review'))
    const module = await entry?.route.lazy()
    expect(module?.action).toBe(intakeAction)
    expect(module?.Component).toBeTypeOf('function')
  })

  it('loads a route module for every route that is built or a placeholder', async () => {
    for (const { fullPath, route } of flat) {
      const module = await route.lazy()
      expect(Boolean(module.Component || module.action || module.loader), fullPath).toBe(true)
    }
  })
})
