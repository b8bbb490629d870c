import { useEffect } from 'react'
import { useRouteError, type RouteObject } from 'react-router-dom'
import { ErrorScreen } from '../components/error-screen.tsx'
import { AppLoading } from './app-loading.tsx'
import { RootErrorBoundary } from './root/root-error-boundary.tsx'
import type { AppRoute, RouteFlags, RouteHandle } from './route-flags.ts'
import { pickModule, toRouteObject } from './route-objects.ts'

// Features built by later issues all point at this one honest placeholder page until they land.
const notBuilt = () => import('../features/placeholder/not-built-route.tsx')

function route(
  path: string,
  title: string,
  flags: RouteFlags,
  lazy: AppRoute['lazy'] = notBuilt,
  children?: AppRoute[],
): AppRoute {
  return { path, title, flags, lazy, children }
}

const isPublic = { public: true } as const
const isUser = { user: true } as const
const isAdmin = { admin: true } as const

/**
 * Every route of spec section 2, once, below the public root layout at '/'. Paths are relative to '/'.
 * Dropdown order follows this table (admin entries in the Admin Dashboard's order).
 */
export const appRoutes: AppRoute[] = [
  // Public
  {
    index: true,
    title: 'Home',
    flags: isPublic,
    lazy: () => import('../features/landing/landing-route.tsx'),
  },
  route('login', 'Login', isPublic),
  route('email-login', 'Email Login', isPublic),
  route('email-signup', 'Email Sign Up', isPublic),
  route('google-login', 'Google Login', isPublic),
  route('google-signup', 'Google Sign Up', isPublic),
  route('send-password-reset', 'Send Password Reset', isPublic),
  route('sign-out', 'Sign Out', isPublic, () => import('../features/auth/sign-out-route.ts')),
  route('add-cart-item', 'Add Cart Item', isPublic),
  route('update-cart-item', 'Update Cart Item', isPublic),
  route('remove-cart-item', 'Remove Cart Item', isPublic),
  route('clear-cart', 'Clear Cart', isPublic),
  route('package-shop/:menuId?', 'Package Shop', { ...isPublic, publcDrop: true }),
  route('package-details/:chefPackageId', 'Package Details', isPublic),
  route('order-review', 'Order Review', { ...isPublic, publcDrop: true }),
  route('order-status/:orderId', 'Order Status', isPublic),
  route('checkout-complete', 'Checkout Complete', isPublic),
  route('form-render/:formId', 'Form', isPublic),

  // Signed-in
  route('confirmation', 'Confirmation', isUser),
  route('payment-success/:orderId', 'Payment Success', isUser),
  route('settings', 'Settings', isUser),
  route('messages', 'Messages', isUser),
  route('order-payment', 'Order Payment', isUser),
  route('order-management', 'Order Management', { ...isUser, userDrop: true }),
  route('landing-offer-checkout/:landingOffersId?', 'Landing Offer Checkout', isUser),
  route('user-dashboard', 'User Dashboard', isUser),
  route('customer-profile/:userProfileId?', 'Customer Profile', isUser, notBuilt, [
    { index: true, title: 'Customer Profile', flags: isUser, lazy: notBuilt },
    route('consultation-notes', 'Consultation Notes', isAdmin),
    route('customer-menus', 'Customer Menus', isAdmin),
    route('customer-payments', 'Customer Payments', isUser),
  ]),
  route('payment', 'Payment', isUser),
  route('payments', 'Payments', isUser),
  route('testimonials/:testimonialsId?', 'Testimonials', isUser),
  route('about-me/:testimonialsId?', 'About Me', isUser),
  route('delete-item/:apiName/:itemId', 'Delete Item', isUser),
  route('new-checkout-link/:orderId', 'New Checkout Link', isUser),

  // Admin (adminRoute)
  route('admin-dashboard', 'Admin Dashboard', isAdmin),
  route('admin-settings', 'Admin Settings', isAdmin),
  route('forms-list', 'Forms', { ...isAdmin, adminDrop: true }),
  route('form-response-intake', 'Form Intake', { ...isAdmin, adminDrop: true }),
  route('package-management', 'Package Management', { ...isAdmin, adminDrop: true }),
  route('menu-management', 'Menu Management', { ...isAdmin, adminDrop: true }),
  route('user-management', 'User Management', { ...isAdmin, adminDrop: true }),
  route('content-configs', 'Content Configs', { ...isAdmin, adminDrop: true }),
  route('app-configs/:appConfigsId?', 'App Configs', { ...isAdmin, adminDrop: true }),
  route('single-response/:responseId?', 'Form Response', isAdmin),
  route('edit-form/:formId?', 'Edit Form', isAdmin),
  route('edit-content/:formResponseApiId', 'Edit Content', isAdmin),
  route('content-config-edit/:contentConfigsId?', 'Content Config Editor', isAdmin),
  route('package-create/:chefPackageId?', 'Package Editor', isAdmin),
  // Loader-only panel used by the package editor: /select-tabs/{packageId}/menuApi/addedChefPackages/Menus.
  route('select-tabs/:itemId/:apiName/:fieldName/:title', 'Attached Items', isAdmin),
  route('menu-edit/:menuId?', 'Menu Editor', isAdmin),
  route('landing-offers', 'Landing Offers', isAdmin),
  route('landing-offer/:landingOffersId?', 'Landing Offer Editor', isAdmin),
  // One path, two audiences: GET is the admin review page, POST is the public footer intake (publicPost).
  route(
    'testimonial-review/:testimonialReviewId?',
    'Testimonial Review',
    { ...isAdmin, publicPost: true },
    async () => {
      const [page, intake] = await Promise.all([
        notBuilt(),
        import('../features/testimonials/testimonial-intake-route.ts'),
      ])
      return { ...pickModule(page), action: intake.action }
    },
  ),
]

// Errors below the root layout render inside it, so the header and footer stay usable.
function LayoutErrorBoundary() {
  const error = useRouteError()
  useEffect(() => {
    console.error('route error', error)
  }, [error])
  return <ErrorScreen error={error} />
}

const rootHandle: RouteHandle = { title: 'Home', flags: isPublic }

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    handle: rootHandle,
    HydrateFallback: AppLoading,
    ErrorBoundary: RootErrorBoundary,
    lazy: async () => pickModule(await import('./root/root-route.tsx')),
    children: [{ id: 'layout', ErrorBoundary: LayoutErrorBoundary, children: appRoutes.map(toRouteObject) }],
  },
]
