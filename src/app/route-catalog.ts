/**
 * Every route of the app as data: path, title, who may open it, dropdown entries and which module serves it. A leaf
 * module: it imports nothing, so the router, the header, the guards and any feature (the admin dashboard's cards)
 * may read it without pulling in route modules. The router (src/app/router.tsx) turns it into React Router routes.
 */

/**
 * Who may open a route and where it is listed. Exactly one of public, user or admin says who may open it;
 * publicPost lets a guest POST to it; the *Drop flags put it in the header dropdown (`publcDrop` keeps the
 * original app's data key spelling); indexed lists a public page for search engines.
 */
export interface RouteFlags {
  public?: boolean
  user?: boolean
  admin?: boolean
  publicPost?: boolean
  adminDrop?: boolean
  userDrop?: boolean
  publcDrop?: boolean
  /**
   * A page search engines are sent to: it sets its own head tags (title, description, canonical address, link
   * previews, structured data) and is in sitemap.xml; robots.txt disallows every route without it.
   */
  indexed?: boolean
}

/**
 * The module that serves a route. `landing` is imported directly by the router; every other key is an entry of the
 * lazily loaded module map (src/app/route-modules.ts).
 */
export type RouteModuleKey =
  | 'landing'
  | 'login'
  | 'emailLogin'
  | 'emailSignup'
  | 'googleLogin'
  | 'googleSignup'
  | 'sendPasswordReset'
  | 'resetPassword'
  | 'signOut'
  | 'addCartItem'
  | 'updateCartItem'
  | 'removeCartItem'
  | 'clearCart'
  | 'packageShop'
  | 'packageDetails'
  | 'orderReview'
  | 'orderStatus'
  | 'checkoutComplete'
  | 'formRender'
  | 'confirmation'
  | 'paymentSuccess'
  | 'settings'
  | 'accountDeletion'
  | 'messages'
  | 'orderManagement'
  | 'fulfilmentCalendar'
  | 'businessSchedule'
  | 'prepList'
  | 'eventSheet'
  | 'promotionCodes'
  | 'promotionCodeEditor'
  | 'mealPlans'
  | 'mealPlanPage'
  | 'mealPlansAdmin'
  | 'mealPlanEditor'
  | 'landingOfferCheckout'
  | 'userDashboard'
  | 'customerProfileLayout'
  | 'customerProfile'
  | 'consultationNotes'
  | 'customerMenus'
  | 'customerPayments'
  | 'payment'
  | 'payments'
  | 'testimonials'
  | 'aboutMe'
  | 'deleteItem'
  | 'newCheckoutLink'
  | 'adminDashboard'
  | 'adminSettings'
  | 'formsList'
  | 'formResponseIntake'
  | 'packageManagement'
  | 'menuManagement'
  | 'userManagement'
  | 'contentConfigs'
  | 'landingSettings'
  | 'appConfigs'
  | 'singleResponse'
  | 'editForm'
  | 'editContent'
  | 'contentConfigEdit'
  | 'packageEditor'
  | 'selectTabs'
  | 'menuEditor'
  | 'landingOffers'
  | 'landingOfferEditor'
  | 'testimonialReview'
  | 'quoteBuilder'
  | 'quote'
  | 'customerQuotes'
  | 'myQuotes'
  | 'myMealPlans'
  | 'mealPlanSubscribers'

export interface CatalogRoute {
  /** Relative to the root layout at '/'; absent for index routes. */
  path?: string
  index?: boolean
  /** Page title (document title, placeholder heading) and the dropdown link text. */
  title: string
  flags: RouteFlags
  module: RouteModuleKey
  children?: CatalogRoute[]
}

/** Data every route carries in `handle`, read through useMatches(). */
export interface RouteHandle {
  title: string
  flags: RouteFlags
}

export const loginPath = '/login'
export const defaultUserRoute = '/user-dashboard'
export const adminDashboardPath = '/admin-dashboard'
export const profilePath = '/customer-profile'

const isPublic = { public: true } as const
const isIndexed = { public: true, indexed: true } as const
const isUser = { user: true } as const
const isAdmin = { admin: true } as const

/** The root layout at '/', which frames every route of the catalog. */
export const rootHandle: RouteHandle = { title: 'Home', flags: isPublic }

function route(
  path: string,
  title: string,
  flags: RouteFlags,
  module: RouteModuleKey,
  children?: CatalogRoute[],
): CatalogRoute {
  return children ? { path, title, flags, module, children } : { path, title, flags, module }
}

/**
 * Every route once, below the public root layout at '/'. Paths are relative to '/'. Dropdown and admin dashboard
 * order follows this list.
 */
export const routeCatalog: readonly CatalogRoute[] = [
  // Public
  { index: true, title: 'Home', flags: isIndexed, module: 'landing' },
  route('login', 'Login', isIndexed, 'login'),
  route('email-login', 'Email Login', isPublic, 'emailLogin'),
  route('email-signup', 'Email Sign Up', isPublic, 'emailSignup'),
  route('google-login', 'Google Login', isPublic, 'googleLogin'),
  route('google-signup', 'Google Sign Up', isPublic, 'googleSignup'),
  route('send-password-reset', 'Send Password Reset', isPublic, 'sendPasswordReset'),
  // Where the password-reset mail links to (oobCode in the query).
  route('reset-password', 'Reset Password', isPublic, 'resetPassword'),
  route('sign-out', 'Sign Out', isPublic, 'signOut'),
  route('add-cart-item', 'Add Cart Item', isPublic, 'addCartItem'),
  route('update-cart-item', 'Update Cart Item', isPublic, 'updateCartItem'),
  route('remove-cart-item', 'Remove Cart Item', isPublic, 'removeCartItem'),
  route('clear-cart', 'Clear Cart', isPublic, 'clearCart'),
  route('package-shop/:menuId?', 'Package Shop', { ...isIndexed, publcDrop: true }, 'packageShop'),
  route('package-details/:chefPackageId', 'Package Details', isIndexed, 'packageDetails'),
  route('order-review', 'Order Review', { ...isPublic, publcDrop: true }, 'orderReview'),
  route('order-status/:orderId', 'Order Status', isPublic, 'orderStatus'),
  route('checkout-complete', 'Checkout Complete', isPublic, 'checkoutComplete'),
  // A customer's quote: opened by the mail's link (a token the function checks) or signed in to its account.
  route('quote/:quoteId', 'Your Quote', isPublic, 'quote'),
  route('form-render/:formId', 'Form', isPublic, 'formRender'),
  route('meal-plans', 'Meal Plans', { ...isPublic, publcDrop: true }, 'mealPlans'),
  // A published plan and its subscribe form; guests are sent to sign in with their choice kept.
  route('meal-plan/:planId', 'Meal Plan', isPublic, 'mealPlanPage'),

  // Signed-in
  route('confirmation', 'Confirmation', isUser, 'confirmation'),
  route('payment-success/:orderId', 'Payment Success', isUser, 'paymentSuccess'),
  route('settings', 'Settings', { ...isUser, userDrop: true }, 'settings'),
  // POST only, from the settings page's Delete my account dialog (the callable checks the caller).
  route('account-deletion', 'Delete Account', isUser, 'accountDeletion'),
  route('messages', 'Messages', isUser, 'messages'),
  // The review-and-pay step for signed-in users (card details are only ever typed on Stripe's page).
  route('order-payment', 'Order Payment', isUser, 'orderReview'),
  route('order-management', 'Order Management', { ...isUser, userDrop: true }, 'orderManagement'),
  route(
    'landing-offer-checkout/:landingOffersId?',
    'Offers',
    { ...isUser, userDrop: true },
    'landingOfferCheckout',
  ),
  route('user-dashboard', 'User Dashboard', isUser, 'userDashboard'),
  // The layout only frames its child pages (profile form, notes, menus, payments).
  route('customer-profile/:userProfileId?', 'Customer Profile', isUser, 'customerProfileLayout', [
    { index: true, title: 'Customer Profile', flags: isUser, module: 'customerProfile' },
    route('consultation-notes', 'Consultation Notes', isAdmin, 'consultationNotes'),
    route('customer-menus', 'Customer Menus', isAdmin, 'customerMenus'),
    route('customer-payments', 'Customer Payments', isUser, 'customerPayments'),
    route('customer-quotes', 'Customer Quotes', isAdmin, 'customerQuotes'),
  ]),
  route('my-quotes', 'Quotes', { ...isUser, userDrop: true }, 'myQuotes'),
  // Checkout sends a new subscriber back here (?subscribed=<id>).
  route('my-meal-plans', 'Meal Plans', { ...isUser, userDrop: true }, 'myMealPlans'),
  route('payment', 'Payment', isUser, 'payment'),
  route('payments', 'Payments', { ...isUser, userDrop: true }, 'payments'),
  route('testimonials/:testimonialsId?', 'Testimonials', isUser, 'testimonials'),
  route('about-me/:testimonialsId?', 'About Me', { ...isUser, userDrop: true }, 'aboutMe'),
  // Admins only (docs/decisions/0008): the action also checks the collection allow-list and the redirect.
  route('delete-item/:apiName/:itemId', 'Delete Item', isAdmin, 'deleteItem'),
  // publicPost: a guest holding the order's token may ask for a new link (the callable checks the token).
  route(
    'new-checkout-link/:orderId',
    'New Checkout Link',
    { ...isUser, publicPost: true },
    'newCheckoutLink',
  ),

  // Admin
  route('admin-dashboard', 'Admin Dashboard', isAdmin, 'adminDashboard'),
  route('forms-list', 'Forms', { ...isAdmin, adminDrop: true }, 'formsList'),
  route('form-response-intake', 'Form Intake', { ...isAdmin, adminDrop: true }, 'formResponseIntake'),
  route('package-management', 'Package Management', { ...isAdmin, adminDrop: true }, 'packageManagement'),
  route('menu-management', 'Menu Management', { ...isAdmin, adminDrop: true }, 'menuManagement'),
  route('user-management', 'User Management', { ...isAdmin, adminDrop: true }, 'userManagement'),
  route('landing-settings', 'Landing Page', { ...isAdmin, adminDrop: true }, 'landingSettings'),
  route('content-configs', 'Content Configs', { ...isAdmin, adminDrop: true }, 'contentConfigs'),
  route('app-configs/:appConfigsId?', 'App Configs', { ...isAdmin, adminDrop: true }, 'appConfigs'),
  route('fulfilment-calendar', 'Fulfilment Calendar', { ...isAdmin, adminDrop: true }, 'fulfilmentCalendar'),
  route('business-schedule', 'Business Schedule', { ...isAdmin, adminDrop: true }, 'businessSchedule'),
  route('prep-list', 'Prep List', { ...isAdmin, adminDrop: true }, 'prepList'),
  route(
    'meal-plan-subscribers',
    'Meal Plan Subscribers',
    { ...isAdmin, adminDrop: true },
    'mealPlanSubscribers',
  ),
  // Linked from the orders desk and the order page for orders with an event or a per-guest line.
  route('event-sheet/:orderId', 'Event Sheet', isAdmin, 'eventSheet'),
  route('promotion-codes', 'Promotion Codes', { ...isAdmin, adminDrop: true }, 'promotionCodes'),
  route('promotion-code/:code?', 'Promotion Code Editor', isAdmin, 'promotionCodeEditor'),
  route('meal-plans-admin', 'Meal Plans Admin', { ...isAdmin, adminDrop: true }, 'mealPlansAdmin'),
  route('meal-plan-editor/:planId?', 'New Meal Plan', { ...isAdmin, adminDrop: true }, 'mealPlanEditor'),
  route('single-response/:responseId?', 'Form Response', isAdmin, 'singleResponse'),
  route('quote-builder/:quoteId?', 'Quote Builder', isAdmin, 'quoteBuilder'),
  route('edit-form/:formId?', 'Edit Form', isAdmin, 'editForm'),
  route('edit-content/:formResponseApiId', 'Edit Content', isAdmin, 'editContent'),
  route('content-config-edit/:contentConfigsId?', 'Content Config Editor', isAdmin, 'contentConfigEdit'),
  route('package-create/:chefPackageId?', 'Package Editor', isAdmin, 'packageEditor'),
  // Loader-only panel used by the package editor: /select-tabs/{packageId}/menuApi/addedChefPackages/Menus.
  route('select-tabs/:itemId/:apiName/:fieldName/:title', 'Attached Items', isAdmin, 'selectTabs'),
  route('menu-edit/:menuId?', 'Menu Editor', isAdmin, 'menuEditor'),
  route('landing-offers', 'Landing Offers', { ...isAdmin, adminDrop: true }, 'landingOffers'),
  route('landing-offer/:landingOffersId?', 'Landing Offer Editor', isAdmin, 'landingOfferEditor'),
  // One path, two audiences: GET is the admin review page, POST is the public footer intake (publicPost).
  route(
    'testimonial-review/:testimonialReviewId?',
    'Testimonial Review',
    { ...isAdmin, adminDrop: true, publicPost: true },
    'testimonialReview',
  ),
  route('admin-settings', 'Admin Settings', { ...isAdmin, adminDrop: true }, 'adminSettings'),
]
