import { useEffect } from 'react'
import { useRouteError, type RouteObject } from 'react-router-dom'
import { ErrorScreen } from '../components/error-screen.tsx'
import { AppLoading } from './app-loading.tsx'
import { RootErrorBoundary } from './root/root-error-boundary.tsx'
import type { AppRoute, RouteFlags, RouteHandle, RouteModule } from './route-flags.ts'
import { pickModule, toRouteObject } from './route-objects.ts'

// Features built by later issues all point at this one honest placeholder page until they land.
const notBuilt = () => import('../features/placeholder/not-built-route.tsx')
// Ordering (issue 4): one module serves several routes.
const cartActions = () => import('../features/cart/cart-actions.ts')
const orderReview = () => import('../features/cart/order-review-route.tsx')
const checkoutComplete = () => import('../features/orders/checkout-complete-route.tsx')

// The auth actions (spec 2) live in one module; each route takes its action, and a GET goes to /login.
type AuthActionName =
  | 'emailLoginAction'
  | 'emailSignupAction'
  | 'googleLoginAction'
  | 'googleSignupAction'
  | 'sendPasswordResetAction'
async function authAction(name: AuthActionName): Promise<RouteModule> {
  const module = await import('../features/auth/auth-actions.ts')
  return { action: module[name], loader: module.toLogin }
}

// /customer-profile/:userProfileId? only frames its child pages (profile form, notes, payments).
const profileLayout = () => import('../features/profile/customer-profile-layout.tsx')

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
  route('login', 'Login', isPublic, () => import('../features/auth/login-route.tsx')),
  route('email-login', 'Email Login', isPublic, () => authAction('emailLoginAction')),
  route('email-signup', 'Email Sign Up', isPublic, () => authAction('emailSignupAction')),
  route('google-login', 'Google Login', isPublic, () => authAction('googleLoginAction')),
  route('google-signup', 'Google Sign Up', isPublic, () => authAction('googleSignupAction')),
  route('send-password-reset', 'Send Password Reset', isPublic, () => authAction('sendPasswordResetAction')),
  // Where the password-reset mail links to (oobCode in the query).
  route('reset-password', 'Reset Password', isPublic, () => import('../features/auth/reset-password-route.tsx')),
  route('sign-out', 'Sign Out', isPublic, () => import('../features/auth/sign-out-route.ts')),
  route('add-cart-item', 'Add Cart Item', isPublic, () => cartActions().then((m) => m.addCartItemRoute)),
  route('update-cart-item', 'Update Cart Item', isPublic, () => cartActions().then((m) => m.updateCartItemRoute)),
  route('remove-cart-item', 'Remove Cart Item', isPublic, () => cartActions().then((m) => m.removeCartItemRoute)),
  route('clear-cart', 'Clear Cart', isPublic, () => cartActions().then((m) => m.clearCartRoute)),
  route('package-shop/:menuId?', 'Package Shop', { ...isPublic, publcDrop: true }, () =>
    import('../features/shop/package-shop-route.tsx'),
  ),
  route('package-details/:chefPackageId', 'Package Details', isPublic, () =>
    import('../features/shop/package-details-route.tsx'),
  ),
  route('order-review', 'Order Review', { ...isPublic, publcDrop: true }, orderReview),
  route('order-status/:orderId', 'Order Status', isPublic, () => import('../features/orders/order-status-route.tsx')),
  route('checkout-complete', 'Checkout Complete', isPublic, checkoutComplete),
  route('form-render/:formId', 'Form', isPublic, () => import('../features/forms/form-render-route.tsx')),

  // Signed-in
  route('confirmation', 'Confirmation', isUser, () => import('../features/cart/confirmation-route.tsx')),
  route('payment-success/:orderId', 'Payment Success', isUser, () =>
    checkoutComplete().then((m) => m.paymentSuccessRoute),
  ),
  route('settings', 'Settings', isUser, () => import('../features/account-pages/settings-route.tsx')),
  route('messages', 'Messages', isUser, () => import('../features/account-pages/messages-route.tsx')),
  // The review-and-pay step for signed-in users (card details are only ever typed on Stripe's page).
  route('order-payment', 'Order Payment', isUser, orderReview),
  route('order-management', 'Order Management', { ...isUser, userDrop: true }, () =>
    import('../features/orders/order-management-route.tsx'),
  ),
  route('landing-offer-checkout/:landingOffersId?', 'Landing Offer Checkout', isUser, () =>
    import('../features/account-pages/landing-offer-checkout-route.tsx'),
  ),
  route('user-dashboard', 'User Dashboard', isUser, () => import('../features/dashboard/user-dashboard-route.tsx')),
  route('customer-profile/:userProfileId?', 'Customer Profile', isUser, profileLayout, [
    {
      index: true,
      title: 'Customer Profile',
      flags: isUser,
      lazy: () => import('../features/profile/customer-profile-route.tsx'),
    },
    route(
      'consultation-notes',
      'Consultation Notes',
      isAdmin,
      () => import('../features/customer-admin/consultation-notes-route.tsx'),
    ),
    route(
      'customer-menus',
      'Customer Menus',
      isAdmin,
      () => import('../features/customer-admin/customer-menus-route.tsx'),
    ),
    route(
      'customer-payments',
      'Customer Payments',
      isUser,
      () => import('../features/customer-admin/customer-payments-route.tsx'),
    ),
  ]),
  route('payment', 'Payment', isUser, () => import('../features/account-pages/payment-route.tsx')),
  route('payments', 'Payments', isUser, () => import('../features/account-pages/payments-route.tsx')),
  route('testimonials/:testimonialsId?', 'Testimonials', isUser, () =>
    import('../features/testimonials/testimonials-route.tsx'),
  ),
  route('about-me/:testimonialsId?', 'About Me', isUser, () => import('../features/testimonials/about-me-route.tsx')),
  // Admins only (docs/decisions/0008): the action also checks the collection allow-list and the redirect.
  route('delete-item/:apiName/:itemId', 'Delete Item', isAdmin, () => import('../features/delete-item/delete-item-route.ts')),
  // publicPost: a guest holding the order's token may ask for a new link (the callable checks the token).
  route('new-checkout-link/:orderId', 'New Checkout Link', { ...isUser, publicPost: true }, () =>
    import('../features/orders/new-checkout-link-route.ts'),
  ),

  // Admin (adminRoute)
  route(
    'admin-dashboard',
    'Admin Dashboard',
    isAdmin,
    () => import('../features/admin/admin-dashboard-route.tsx'),
  ),
  route('admin-settings', 'Admin Settings', isAdmin, () => import('../features/account-pages/admin-settings-route.tsx')),
  route(
    'forms-list',
    'Forms',
    { ...isAdmin, adminDrop: true },
    () => import('../features/forms/forms-list-route.tsx'),
  ),
  route(
    'form-response-intake',
    'Form Intake',
    { ...isAdmin, adminDrop: true },
    () => import('../features/forms/form-response-intake-route.tsx'),
  ),
  route('package-management', 'Package Management', { ...isAdmin, adminDrop: true }, () =>
    import('../features/catalog-admin/package-management-route.tsx'),
  ),
  route('menu-management', 'Menu Management', { ...isAdmin, adminDrop: true }, () =>
    import('../features/catalog-admin/menu-management-route.tsx'),
  ),
  route(
    'user-management',
    'User Management',
    { ...isAdmin, adminDrop: true },
    () => import('../features/admin/user-management-route.tsx'),
  ),
  route(
    'content-configs',
    'Content Configs',
    { ...isAdmin, adminDrop: true },
    () => import('../features/content/content-configs-route.tsx'),
  ),
  route(
    'app-configs/:appConfigsId?',
    'App Configs',
    { ...isAdmin, adminDrop: true },
    () => import('../features/content/app-configs-route.tsx'),
  ),
  route(
    'single-response/:responseId?',
    'Form Response',
    isAdmin,
    () => import('../features/forms/single-response-route.tsx'),
  ),
  route('edit-form/:formId?', 'Edit Form', isAdmin, () => import('../features/forms/edit-form-route.tsx')),
  route(
    'edit-content/:formResponseApiId',
    'Edit Content',
    isAdmin,
    () => import('../features/forms/edit-content-route.tsx'),
  ),
  route(
    'content-config-edit/:contentConfigsId?',
    'Content Config Editor',
    isAdmin,
    () => import('../features/content/content-config-edit-route.tsx'),
  ),
  route('package-create/:chefPackageId?', 'Package Editor', isAdmin, () =>
    import('../features/catalog-admin/package-editor-route.tsx'),
  ),
  // Loader-only panel used by the package editor: /select-tabs/{packageId}/menuApi/addedChefPackages/Menus.
  route('select-tabs/:itemId/:apiName/:fieldName/:title', 'Attached Items', isAdmin, () =>
    import('../features/catalog-admin/select-tabs-route.tsx'),
  ),
  route('menu-edit/:menuId?', 'Menu Editor', isAdmin, () => import('../features/catalog-admin/menu-editor-route.tsx')),
  route('landing-offers', 'Landing Offers', isAdmin, () => import('../features/catalog-admin/landing-offers-route.tsx')),
  route('landing-offer/:landingOffersId?', 'Landing Offer Editor', isAdmin, () =>
    import('../features/catalog-admin/landing-offer-editor-route.tsx'),
  ),
  // One path, two audiences: GET is the admin review page, POST is the public footer intake (publicPost).
  route(
    'testimonial-review/:testimonialReviewId?',
    'Testimonial Review',
    { ...isAdmin, publicPost: true },
    async () => {
      const [page, intake] = await Promise.all([
        import('../features/testimonials/testimonial-review-route.tsx'),
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
