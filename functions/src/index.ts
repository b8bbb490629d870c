// Entry point bundled to functions/lib/index.cjs; every export is a deployed function.
import './global-options.ts'

export { deliverMailOnCreate, retryMailDelivery } from './mail/functions.ts'
export {
  createProfileOnSignUp,
  createUserCallable,
  deleteMyAccountCallable,
  exportMyDataCallable,
  linkMyGuestOrdersCallable,
  onUserProfileWritten,
  revokeMySessionsCallable,
  sendPasswordResetMailCallable,
} from './accounts/functions.ts'
export { uploadImageCallable } from './uploads/upload-image.ts'
export {
  getCheckoutSessionCallableFn as getCheckoutSessionCallable,
  getOrderCallableFn as getOrderCallable,
  newCheckoutLinkCallableFn as newCheckoutLinkCallable,
  placeOrderCallableFn as placeOrderCallable,
  updateOrderStatusCallableFn as updateOrderStatusCallable,
  changeOrderStateCallableFn as changeOrderStateCallable,
  changeOrderItemsCallableFn as changeOrderItemsCallable,
  changeOrderStatesCallableFn as changeOrderStatesCallable,
  customerCancelTermsCallableFn as customerCancelTermsCallable,
  refundOrderCallableFn as refundOrderCallable,
  setOrderRemindersCallableFn as setOrderRemindersCallable,
} from './orders/order-callables.ts'
export {
  balanceSweep as chargeBalances,
  expireUnpaidOrdersSweep as expireUnpaidOrders,
  orderMailsSweep as sendScheduledOrderMails,
  retryPendingRefundsSweep as retryPendingRefunds,
} from './orders/schedules.ts'
export {
  acceptQuoteCallableFn as acceptQuoteCallable,
  expireQuotesSweep as expireQuotes,
  getQuoteCallableFn as getQuoteCallable,
  saveQuoteCallableFn as saveQuoteCallable,
  withdrawQuoteCallableFn as withdrawQuoteCallable,
} from './quotes/functions.ts'
export { manageMealSubscriptionCallableFn as manageMealSubscriptionCallable } from './meal-plans/manage.ts'
export { onOrderUpdated } from './orders/order-triggers.ts'
export { stripeWebhook } from './stripe/webhook.ts'
export { sitemap } from './seo/sitemap.ts'
export {
  fulfilmentCalendarCallableFn as fulfilmentCalendarCallable,
  fulfilmentOptionsCallableFn as fulfilmentOptionsCallable,
  getFulfilmentScheduleCallableFn as getFulfilmentScheduleCallable,
  moveOrderCallableFn as moveOrderCallable,
  packagesAvailableOnCallableFn as packagesAvailableOnCallable,
  releaseStaleHoldsSweep as releaseStaleHolds,
  saveFulfilmentScheduleCallableFn as saveFulfilmentScheduleCallable,
  serviceAreaQuoteCallableFn as serviceAreaQuoteCallable,
  setFulfilmentClosureCallableFn as setFulfilmentClosureCallable,
} from './fulfilment/functions.ts'
export { deleteChefPackageCallable } from './catalog/delete-chef-package.ts'
export {
  listPromotionCodesCallableFn as listPromotionCodesCallable,
  previewPromotionCodeCallableFn as previewPromotionCodeCallable,
  savePromotionCodeCallableFn as savePromotionCodeCallable,
} from './promotions/functions.ts'
export { submitTestimonialCallable } from './testimonials/submit-testimonial.ts'
export {
  changeTestimonialsCallable,
  setTestimonialPublishedCallable,
} from './testimonials/publish-testimonial.ts'
export { saveMealPlanCallableFn as saveMealPlanCallable } from './meal-plans/plans.ts'
export { subscribeToMealPlanCallableFn as subscribeToMealPlanCallable } from './meal-plans/subscribe.ts'
export { renderPublicPage } from './server-render/render-public-page.ts'
export { mealPlanCyclesSweep as runMealPlanCycles } from './meal-plans/cycle-schedule.ts'
export { syncMealSubscriptionWithProvider } from './meal-plans/provider-sync.ts'
