import type { RouteModuleKey } from './route-catalog.ts'
import { pickModule, type RouteModule } from '../lib/route-module.ts'

// Which module serves each route of the catalog (src/app/route-catalog.ts), loaded on first use by the router
// (src/app/router.tsx). The landing page's module is imported by the router itself.

// Modules that serve several routes.
const cartActions = () => import('../features/cart/cart-actions.ts')
const orderReview = () => import('../features/cart/order-review-route.tsx')
const checkoutComplete = () => import('../features/orders/checkout-complete-route.tsx')
const quoteLists = () => import('../features/quotes/quote-list-route.tsx')

// The auth actions live in one module; each route takes its action, and a GET goes to /login.
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

export const routeModules = {
  orderReview,
  checkoutComplete,
  customerProfileLayout: () => import('../features/profile/customer-profile-layout.tsx'),
  login: () => import('../features/auth/login-route.tsx'),
  resetPassword: () => import('../features/auth/reset-password-route.tsx'),
  signOut: () => import('../features/auth/sign-out-route.ts'),
  packageShop: () => import('../features/shop/package-shop-route.tsx'),
  packageDetails: () => import('../features/shop/package-details-route.tsx'),
  orderStatus: () => import('../features/orders/order-status-route.tsx'),
  formRender: () => import('../features/forms/form-render-route.tsx'),
  confirmation: () => import('../features/cart/confirmation-route.tsx'),
  settings: () => import('../features/account-pages/settings-route.tsx'),
  accountDeletion: () => import('../features/account-pages/account-deletion-route.ts'),
  messages: () => import('../features/account-pages/messages-route.tsx'),
  orderManagement: () => import('../features/orders/order-management-route.tsx'),
  fulfilmentCalendar: () => import('../features/fulfilment-calendar/fulfilment-calendar-route.tsx'),
  businessSchedule: () => import('../features/business-schedule/business-schedule-route.tsx'),
  prepList: () => import('../features/prep-list/prep-list-route.tsx'),
  eventSheet: () => import('../features/event-sheet/event-sheet-route.tsx'),
  promotionCodes: () => import('../features/promotion-codes/promotion-codes-route.tsx'),
  promotionCodeEditor: () => import('../features/promotion-codes/promotion-code-editor-route.tsx'),
  mealPlans: () => import('../features/meal-plans/plan-list-route.tsx'),
  mealPlanPage: () => import('../features/meal-plans/plan-page-route.tsx'),
  mealPlansAdmin: () => import('../features/meal-plans/plan-admin-route.tsx'),
  mealPlanEditor: () => import('../features/meal-plans/plan-editor-route.tsx'),
  landingOfferCheckout: () => import('../features/account-pages/landing-offer-checkout-route.tsx'),
  userDashboard: () => import('../features/dashboard/user-dashboard-route.tsx'),
  customerProfile: () => import('../features/profile/customer-profile-route.tsx'),
  consultationNotes: () => import('../features/customer-admin/consultation-notes-route.tsx'),
  customerMenus: () => import('../features/customer-admin/customer-menus-route.tsx'),
  customerPayments: () => import('../features/customer-admin/customer-payments-route.tsx'),
  payment: () => import('../features/account-pages/payment-route.tsx'),
  payments: () => import('../features/account-pages/payments-route.tsx'),
  testimonials: () => import('../features/testimonials/testimonials-route.tsx'),
  aboutMe: () => import('../features/testimonials/about-me-route.tsx'),
  deleteItem: () => import('../features/delete-item/delete-item-route.ts'),
  newCheckoutLink: () => import('../features/orders/new-checkout-link-route.ts'),
  adminDashboard: () => import('../features/admin/admin-dashboard-route.tsx'),
  adminSettings: () => import('../features/account-pages/admin-settings-route.tsx'),
  formsList: () => import('../features/forms/forms-list-route.tsx'),
  formResponseIntake: () => import('../features/forms/form-response-intake-route.tsx'),
  packageManagement: () => import('../features/catalog-admin/package-management-route.tsx'),
  menuManagement: () => import('../features/catalog-admin/menu-management-route.tsx'),
  userManagement: () => import('../features/admin/user-management-route.tsx'),
  contentConfigs: () => import('../features/content/content-configs-route.tsx'),
  landingSettings: () => import('../features/landing/landing-settings-route.tsx'),
  appConfigs: () => import('../features/content/app-configs-route.tsx'),
  singleResponse: () => import('../features/forms/single-response-route.tsx'),
  editForm: () => import('../features/forms/edit-form-route.tsx'),
  editContent: () => import('../features/forms/edit-content-route.tsx'),
  contentConfigEdit: () => import('../features/content/content-config-edit-route.tsx'),
  packageEditor: () => import('../features/catalog-admin/package-editor-route.tsx'),
  selectTabs: () => import('../features/catalog-admin/select-tabs-route.tsx'),
  menuEditor: () => import('../features/catalog-admin/menu-editor-route.tsx'),
  landingOffers: () => import('../features/catalog-admin/landing-offers-route.tsx'),
  landingOfferEditor: () => import('../features/catalog-admin/landing-offer-editor-route.tsx'),
  quoteBuilder: () => import('../features/quotes/quote-builder-route.tsx'),
  quote: () => import('../features/quotes/quote-page-route.tsx'),
  myMealPlans: () => import('../features/meal-plans/my-meal-plans-route.tsx'),
  mealPlanSubscribers: () => import('../features/meal-plans/meal-plan-subscribers-route.tsx'),
  emailLogin: () => authAction('emailLoginAction'),
  emailSignup: () => authAction('emailSignupAction'),
  googleLogin: () => authAction('googleLoginAction'),
  googleSignup: () => authAction('googleSignupAction'),
  sendPasswordReset: () => authAction('sendPasswordResetAction'),
  addCartItem: () => cartActions().then((m) => m.addCartItemRoute),
  updateCartItem: () => cartActions().then((m) => m.updateCartItemRoute),
  removeCartItem: () => cartActions().then((m) => m.removeCartItemRoute),
  clearCart: () => cartActions().then((m) => m.clearCartRoute),
  paymentSuccess: () => checkoutComplete().then((m) => m.paymentSuccessRoute),
  customerQuotes: () => quoteLists().then((m) => m.customerQuotesRoute),
  myQuotes: () => quoteLists().then((m) => m.myQuotesRoute),
  testimonialReview: async () => {
    const [page, intake] = await Promise.all([
      import('../features/testimonials/testimonial-review-route.tsx'),
      import('../features/testimonials/testimonial-intake-route.ts'),
    ])
    return { ...pickModule(page), action: intake.action }
  },
} satisfies Record<Exclude<RouteModuleKey, 'landing'>, () => Promise<RouteModule>>
