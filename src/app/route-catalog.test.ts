import { describe, expect, it } from 'vitest'
import { flaggedDropLinks } from '../lib/drop-links.ts'
import { routeCatalog, type CatalogRoute } from './route-catalog.ts'

// Every screen and route of the product, by who may open it (paths below the root layout at '/').
const expectedPaths = {
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
    // A customer's quote, opened by the mail's link (the function checks its token) or signed in.
    '/quote/:quoteId',
    // Weekly meal plans and one plan's subscribe form (subscribing itself needs an account).
    '/meal-plans',
    '/meal-plan/:planId',
  ],
  user: [
    '/confirmation',
    '/payment-success/:orderId',
    '/settings',
    '/account-deletion',
    '/messages',
    '/order-payment',
    '/order-management',
    '/landing-offer-checkout/:landingOffersId?',
    '/user-dashboard',
    '/customer-profile/:userProfileId?',
    '/customer-profile/:userProfileId?/customer-payments',
    '/payment',
    '/payments',
    '/my-quotes',
    '/my-meal-plans',
    '/testimonials/:testimonialsId?',
    '/about-me/:testimonialsId?',
    '/new-checkout-link/:orderId',
  ],
  admin: [
    // Admins only (docs/decisions/0048).
    '/delete-item/:apiName/:itemId',
    '/customer-profile/:userProfileId?/consultation-notes',
    '/customer-profile/:userProfileId?/customer-menus',
    '/customer-profile/:userProfileId?/customer-quotes',
    '/quote-builder/:quoteId?',
    '/admin-dashboard',
    '/admin-settings',
    '/user-management',
    '/form-response-intake',
    '/single-response/:responseId?',
    '/forms-list',
    '/edit-form/:formId?',
    '/edit-content/:formResponseApiId',
    '/content-config-edit/:contentConfigsId?',
    '/landing-settings',
    '/content-configs',
    '/app-configs/:appConfigsId?',
    '/fulfilment-calendar',
    '/business-schedule',
    '/prep-list',
    '/meal-plan-subscribers',
    '/event-sheet/:orderId',
    '/promotion-codes',
    '/promotion-code/:code?',
    '/meal-plans-admin',
    '/meal-plan-editor/:planId?',
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
  route: CatalogRoute
}

function flatten(list: readonly CatalogRoute[], parent = ''): Flat[] {
  return list.flatMap((route) => {
    const fullPath = route.index ? parent || '/' : `${parent}/${route.path}`
    // An index child shares its parent's path: count the parent only.
    const self = route.index && parent ? [] : [{ fullPath, route }]
    return [...self, ...flatten(route.children ?? [], fullPath)]
  })
}

const flat = flatten(routeCatalog)
const accessOf = (route: CatalogRoute) =>
  (['public', 'user', 'admin'] as const).filter((flag) => route.flags[flag] === true)

describe('route catalog', () => {
  it('lists every route of the product exactly once', () => {
    const paths = flat.map((entry) => entry.fullPath)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual(
      [...expectedPaths.public, ...expectedPaths.user, ...expectedPaths.admin].sort(),
    )
  })

  it('gives every route exactly one access level', () => {
    for (const { fullPath, route } of flat) {
      const level = accessOf(route)
      expect(level, fullPath).toHaveLength(1)
      const expected = (Object.keys(expectedPaths) as (keyof typeof expectedPaths)[]).find((key) =>
        expectedPaths[key].includes(fullPath),
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

  it('puts the admin dashboard entries in the dropdown, in order, all without parameters', () => {
    const admin = flaggedDropLinks().filter((entry) => entry.adminDrop)
    expect(admin.map(({ title, link }) => [title, link])).toEqual([
      ['Forms', '/forms-list'],
      ['Form Intake', '/form-response-intake'],
      ['Package Management', '/package-management'],
      ['Menu Management', '/menu-management'],
      ['User Management', '/user-management'],
      ['Landing Page', '/landing-settings'],
      ['Content Configs', '/content-configs'],
      ['App Configs', '/app-configs'],
      ['Fulfilment Calendar', '/fulfilment-calendar'],
      ['Business Schedule', '/business-schedule'],
      ['Prep List', '/prep-list'],
      ['Meal Plan Subscribers', '/meal-plan-subscribers'],
      ['Promotion Codes', '/promotion-codes'],
      ['Meal Plans Admin', '/meal-plans-admin'],
      ['New Meal Plan', '/meal-plan-editor'],
      ['Landing Offers', '/landing-offers'],
      ['Testimonial Review', '/testimonial-review'],
      ['Admin Settings', '/admin-settings'],
    ])
    for (const entry of flaggedDropLinks()) expect(entry.link).not.toContain(':')
  })
})
