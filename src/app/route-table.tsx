import { useEffect } from 'react'
import { useRouteError, type RouteObject } from 'react-router-dom'
import { LazyErrorScreen } from '../components/lazy-error-screen.tsx'
import { AppLoading } from './app-loading.tsx'
import { RootErrorBoundary } from './root/root-error-boundary.tsx'
import type { AppRoute, RouteFlags, RouteHandle } from './route-flags.ts'
import type { routeModules } from './route-modules.ts'
import { pickModule, toRouteObject } from './route-objects.ts'

type RouteModuleKey = keyof typeof routeModules

// Every route module but the landing page's is reached through route-modules.ts, itself loaded on first use: its
// import map (every route's chunks, for preloading) stays out of the landing page's first load
// (docs/decisions/0017). Start-up fetches it once the first page has rendered (src/app/start.tsx).
export const loadRouteModules = () => import('./route-modules.ts')
function load(key: RouteModuleKey): AppRoute['lazy'] {
  return async () => (await loadRouteModules()).routeModules[key]()
}

function route(
  path: string,
  title: string,
  flags: RouteFlags,
  lazy: AppRoute['lazy'] = load('notBuilt'),
  children?: AppRoute[],
): AppRoute {
  return { path, title, flags, lazy, children }
}

const isPublic = { public: true } as const
const isUser = { user: true } as const
const isAdmin = { admin: true } as const

/**
 * Every route (docs/product.md, Routes), once, below the public root layout at '/'. Paths are relative to '/'.
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
  route('login', 'Login', isPublic, load('login')),
  route('email-login', 'Email Login', isPublic, load('emailLogin')),
  route('email-signup', 'Email Sign Up', isPublic, load('emailSignup')),
  route('google-login', 'Google Login', isPublic, load('googleLogin')),
  route('google-signup', 'Google Sign Up', isPublic, load('googleSignup')),
  route('send-password-reset', 'Send Password Reset', isPublic, load('sendPasswordReset')),
  // Where the password-reset mail links to (oobCode in the query).
  route('reset-password', 'Reset Password', isPublic, load('resetPassword')),
  route('sign-out', 'Sign Out', isPublic, load('signOut')),
  route('add-cart-item', 'Add Cart Item', isPublic, load('addCartItem')),
  route('update-cart-item', 'Update Cart Item', isPublic, load('updateCartItem')),
  route('remove-cart-item', 'Remove Cart Item', isPublic, load('removeCartItem')),
  route('clear-cart', 'Clear Cart', isPublic, load('clearCart')),
  route('package-shop/:menuId?', 'Package Shop', { ...isPublic, publcDrop: true }, load('packageShop')),
  route('package-details/:chefPackageId', 'Package Details', isPublic, load('packageDetails')),
  route('order-review', 'Order Review', { ...isPublic, publcDrop: true }, load('orderReview')),
  route('order-status/:orderId', 'Order Status', isPublic, load('orderStatus')),
  route('checkout-complete', 'Checkout Complete', isPublic, load('checkoutComplete')),
  route('form-render/:formId', 'Form', isPublic, load('formRender')),

  // Signed-in
  route('confirmation', 'Confirmation', isUser, load('confirmation')),
  route('payment-success/:orderId', 'Payment Success', isUser, load('paymentSuccess')),
  route('settings', 'Settings', isUser, load('settings')),
  route('messages', 'Messages', isUser, load('messages')),
  // The review-and-pay step for signed-in users (card details are only ever typed on Stripe's page).
  route('order-payment', 'Order Payment', isUser, load('orderReview')),
  route('order-management', 'Order Management', { ...isUser, userDrop: true }, load('orderManagement')),
  route(
    'landing-offer-checkout/:landingOffersId?',
    'Landing Offer Checkout',
    isUser,
    load('landingOfferCheckout'),
  ),
  route('user-dashboard', 'User Dashboard', isUser, load('userDashboard')),
  route('customer-profile/:userProfileId?', 'Customer Profile', isUser, load('customerProfileLayout'), [
    {
      index: true,
      title: 'Customer Profile',
      flags: isUser,
      lazy: load('customerProfile'),
    },
    route('consultation-notes', 'Consultation Notes', isAdmin, load('consultationNotes')),
    route('customer-menus', 'Customer Menus', isAdmin, load('customerMenus')),
    route('customer-payments', 'Customer Payments', isUser, load('customerPayments')),
  ]),
  route('payment', 'Payment', isUser, load('payment')),
  route('payments', 'Payments', isUser, load('payments')),
  route('testimonials/:testimonialsId?', 'Testimonials', isUser, load('testimonials')),
  route('about-me/:testimonialsId?', 'About Me', isUser, load('aboutMe')),
  // Admins only (docs/decisions/0048): the action also checks the collection allow-list and the redirect.
  route('delete-item/:apiName/:itemId', 'Delete Item', isAdmin, load('deleteItem')),
  // publicPost: a guest holding the order's token may ask for a new link (the callable checks the token).
  route(
    'new-checkout-link/:orderId',
    'New Checkout Link',
    { ...isUser, publicPost: true },
    load('newCheckoutLink'),
  ),

  // Admin (adminRoute)
  route('admin-dashboard', 'Admin Dashboard', isAdmin, load('adminDashboard')),
  route('admin-settings', 'Admin Settings', isAdmin, load('adminSettings')),
  route('forms-list', 'Forms', { ...isAdmin, adminDrop: true }, load('formsList')),
  route('form-response-intake', 'Form Intake', { ...isAdmin, adminDrop: true }, load('formResponseIntake')),
  route(
    'package-management',
    'Package Management',
    { ...isAdmin, adminDrop: true },
    load('packageManagement'),
  ),
  route('menu-management', 'Menu Management', { ...isAdmin, adminDrop: true }, load('menuManagement')),
  route('user-management', 'User Management', { ...isAdmin, adminDrop: true }, load('userManagement')),
  route('content-configs', 'Content Configs', { ...isAdmin, adminDrop: true }, load('contentConfigs')),
  route('app-configs/:appConfigsId?', 'App Configs', { ...isAdmin, adminDrop: true }, load('appConfigs')),
  route('single-response/:responseId?', 'Form Response', isAdmin, load('singleResponse')),
  route('edit-form/:formId?', 'Edit Form', isAdmin, load('editForm')),
  route('edit-content/:formResponseApiId', 'Edit Content', isAdmin, load('editContent')),
  route(
    'content-config-edit/:contentConfigsId?',
    'Content Config Editor',
    isAdmin,
    load('contentConfigEdit'),
  ),
  route('package-create/:chefPackageId?', 'Package Editor', isAdmin, load('packageEditor')),
  // Loader-only panel used by the package editor: /select-tabs/{packageId}/menuApi/addedChefPackages/Menus.
  route('select-tabs/:itemId/:apiName/:fieldName/:title', 'Attached Items', isAdmin, load('selectTabs')),
  route('menu-edit/:menuId?', 'Menu Editor', isAdmin, load('menuEditor')),
  route('landing-offers', 'Landing Offers', isAdmin, load('landingOffers')),
  route('landing-offer/:landingOffersId?', 'Landing Offer Editor', isAdmin, load('landingOfferEditor')),
  // One path, two audiences: GET is the admin review page, POST is the public footer intake (publicPost).
  route(
    'testimonial-review/:testimonialReviewId?',
    'Testimonial Review',
    { ...isAdmin, publicPost: true },
    load('testimonialReview'),
  ),
]

// Errors below the root layout render inside it, so the header and footer stay usable.
function LayoutErrorBoundary() {
  const error = useRouteError()
  useEffect(() => {
    console.error('route error', error)
  }, [error])
  return <LazyErrorScreen error={error} />
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
