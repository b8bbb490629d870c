import { collectionsByName, type CollectionName } from '../../lib/data/registry.ts'
import { formDeleteBlocker } from '../../lib/forms/form-delete-blocker.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import type { SessionUser } from '../../lib/session.ts'
import { deleteChefPackageCallable } from '../../shared/callables.ts'

// One handler per kind of item the Delete Warning dialog may delete: who may delete it, what must hold first, and
// how it is removed. Kinds not listed here (profiles, orders, payments, mail, published testimonials) are never
// deleted from the app.

/** Why an item may not be deleted: the HTTP status the route answers with and a sentence for the person. */
export interface DeleteRefusal {
  status: 403 | 409
  message: string
}

export interface DeleteHandler {
  /** Whether this person may delete items of this kind at all (firestore.rules say the same). */
  mayDelete(user: SessionUser | null): boolean
  /** The integrity check for one item: null when it may go. */
  refusal(id: string): Promise<DeleteRefusal | null>
  remove(id: string): Promise<void>
}

const adminsOnly = (user: SessionUser | null) => user?.isAdmin === true
const nothingToCheck = async () => null

/** An item that nothing else depends on: admins delete it directly. */
function plainDelete(collection: CollectionName): DeleteHandler {
  return {
    mayDelete: adminsOnly,
    refusal: nothingToCheck,
    remove: (id) => collectionsByName[collection].remove(id),
  }
}

export const deleteHandlers = {
  // A package is also unlinked from every menu, in one batch on the server (deleteChefPackageCallable).
  chefPackages: {
    mayDelete: adminsOnly,
    refusal: nothingToCheck,
    async remove(id) {
      dataOrThrow(await callFunction(deleteChefPackageCallable, { chefPackageId: id }))
    },
  },
  menus: plainDelete('menus'),
  landingOffers: plainDelete('landingOffers'),
  // Delete is offered only while unpublished; a published review must be unpublished first.
  testimonialReview: {
    mayDelete: adminsOnly,
    async refusal(id) {
      const review = await collectionsByName.testimonialReview.get(id)
      return review?.published
        ? { status: 409, message: 'Unpublish this testimonial before deleting it.' }
        : null
    },
    remove: (id) => collectionsByName.testimonialReview.remove(id),
  },
  // The consultation sign-up form (onboarding) and forms a content config points at stay.
  forms: {
    mayDelete: adminsOnly,
    async refusal(id) {
      const form = await collectionsByName.forms.get(id)
      const blocker = form ? await formDeleteBlocker(form) : null
      return blocker === null ? null : { status: 409, message: blocker }
    },
    remove: (id) => collectionsByName.forms.remove(id),
  },
  formResponses: plainDelete('formResponses'),
  contentConfigs: plainDelete('contentConfigs'),
  appConfigs: plainDelete('appConfigs'),
  consulationNotes: plainDelete('consulationNotes'),
  messages: plainDelete('messages'),
  offers: plainDelete('offers'),
} as const satisfies Partial<Record<CollectionName, DeleteHandler>>

export type DeletableCollection = keyof typeof deleteHandlers
export const deletableCollections = Object.keys(deleteHandlers) as DeletableCollection[]

export function isDeletable(name: string): name is DeletableCollection {
  return Object.hasOwn(deleteHandlers, name)
}
