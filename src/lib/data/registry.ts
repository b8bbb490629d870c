import { appConfigs } from './app-configs.ts'
import { chefPackages } from './chef-packages.ts'
import { consulationNotes } from './consulation-notes.ts'
import { contentConfigs } from './content-configs.ts'
import { formResponses } from './form-responses.ts'
import { forms } from './forms.ts'
import { landingOffers } from './landing-offers.ts'
import { mail } from './mail.ts'
import { menus } from './menus.ts'
import { orders } from './orders.ts'
import { payments } from './payments.ts'
import { testimonialReview } from './testimonial-review.ts'
import { testimonials } from './testimonials.ts'
import { adminCheck, adminUsers, messages, offers } from './untyped-collections.ts'
import { userProfiles } from './user-profiles.ts'

// Every collection by its Firestore name, for routes that name one in the URL (/delete-item/:apiName/:itemId).
export const collectionsByName = {
  forms,
  formResponses,
  userProfiles,
  contentConfigs,
  appConfigs,
  consulationNotes,
  menus,
  chefPackages,
  orders,
  payments,
  mail,
  landingOffers,
  testimonials,
  testimonialReview,
  adminUsers,
  adminCheck,
  messages,
  offers,
} as const
export type CollectionName = keyof typeof collectionsByName

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collectionsByName, name)
}
