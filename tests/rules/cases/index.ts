// Every rules table, one per collection firestore.rules matches (the runner checks there is none missing).
import adminCheck from './admin-check.ts'
import adminUsers from './admin-users.ts'
import appConfigs from './app-configs.ts'
import chefPackages from './chef-packages.ts'
import counters from './counters.ts'
import consulationNotes from './consulation-notes.ts'
import contentConfigs from './content-configs.ts'
import formResponses from './form-responses.ts'
import { fulfilmentDays, fulfilmentSettings } from './fulfilment.ts'
import forms from './forms.ts'
import landingOffers from './landing-offers.ts'
import mail from './mail.ts'
import { mealPlans, mealSubscriptions } from './meal-plans.ts'
import menus from './menus.ts'
import messages from './messages.ts'
import offers from './offers.ts'
import orders from './orders.ts'
import internalNotes from './internal-notes.ts'
import orderRequests from './order-requests.ts'
import paymentCustomers from './payment-customers.ts'
import payments from './payments.ts'
import { promotionCodes, promotionCustomerRedemptions, promotionRedemptions } from './promotion-codes.ts'
import quotes from './quotes.ts'
import rateLimits from './rate-limits.ts'
import siteSettings from './site-settings.ts'
import stripeEvents from './stripe-events.ts'
import mealPlanCycles from './meal-plan-cycles.ts'
import testimonialReview from './testimonial-review.ts'
import testimonials from './testimonials.ts'
import userProfiles from './user-profiles.ts'

export const tables = [
  menus,
  landingOffers,
  contentConfigs,
  testimonials,
  forms,
  chefPackages,
  siteSettings,
  appConfigs,
  userProfiles,
  formResponses,
  consulationNotes,
  orders,
  quotes,
  mealPlans,
  mealSubscriptions,
  internalNotes,
  orderRequests,
  paymentCustomers,
  stripeEvents,
  mealPlanCycles,
  fulfilmentSettings,
  fulfilmentDays,
  payments,
  promotionCodes,
  promotionRedemptions,
  promotionCustomerRedemptions,
  mail,
  testimonialReview,
  rateLimits,
  counters,
  adminUsers,
  adminCheck,
  messages,
  offers,
]
