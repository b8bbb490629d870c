import { data, redirect, type ActionFunctionArgs } from 'react-router-dom'
import { collectionsByName, isCollectionName, type CollectionName } from '../../lib/data/registry.ts'
import { callFunction, dataOrThrow } from '../../lib/functions/call-function.ts'
import { getSession } from '../../lib/session.ts'
import { readCallableError } from '../../shared/callable-errors.ts'
import { deleteChefPackageCallable } from '../../shared/callables.ts'

// POST /delete-item/:apiName/:itemId (action only), posted by the shared Delete Warning dialog with redirectLink.
// Admins only (firestore.rules say the same for each collection), only for the collections below, and the redirect
// is followed only when it is a path on this site.

/** Collections an admin may delete from here. Never: userProfiles, orders, payments, mail, published testimonials. */
export const deletableCollections = [
  'chefPackages',
  'menus',
  'landingOffers',
  'testimonialReview',
  'forms',
  'formResponses',
  'contentConfigs',
  'appConfigs',
  'consulationNotes',
  'messages',
  'offers',
] as const satisfies readonly CollectionName[]
export type DeletableCollection = (typeof deletableCollections)[number]

export function isDeletable(name: string): name is DeletableCollection {
  return isCollectionName(name) && (deletableCollections as readonly string[]).includes(name)
}

/** '/x' yes; '//evil.example', '/\evil.example', 'https://…' and 'javascript:' no. */
export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
}

export function safeRedirect(value: FormDataEntryValue | null, fallback = '/admin-dashboard'): string {
  return typeof value === 'string' && isLocalPath(value) ? value : fallback
}

async function deleteChefPackage(id: string): Promise<void> {
  // Removes the package and its id from every menu in one batch (functions/src/catalog).
  dataOrThrow(await callFunction(deleteChefPackageCallable, { chefPackageId: id }))
}

async function deleteItem(collection: DeletableCollection, id: string): Promise<void> {
  if (collection === 'chefPackages') return deleteChefPackage(id)
  await collectionsByName[collection].remove(id)
}

export async function action({ request, params }: ActionFunctionArgs): Promise<Response> {
  if (request.method.toUpperCase() !== 'POST') {
    throw data('Only POST is accepted here.', { status: 405, statusText: 'Method Not Allowed' })
  }
  const apiName = params['apiName'] ?? ''
  const itemId = params['itemId'] ?? ''
  const { user } = await getSession()
  if (!user?.isAdmin)
    throw data('Only an administrator can delete items.', { status: 403, statusText: 'Forbidden' })
  if (!isDeletable(apiName) || itemId === '') {
    throw data('Items of this kind cannot be deleted here.', { status: 400, statusText: 'Bad Request' })
  }
  const formData = await request.formData()
  if (apiName === 'testimonialReview' && (await collectionsByName.testimonialReview.get(itemId))?.published) {
    // Spec: delete is offered only while unpublished; a published review must be unpublished first.
    throw data('Unpublish this testimonial before deleting it.', { status: 409, statusText: 'Conflict' })
  }
  try {
    await deleteItem(apiName, itemId)
  } catch (error) {
    console.error('delete-item failed', {
      collection: apiName,
      id: itemId,
      code: readCallableError(error).code,
    })
    throw data('The item could not be deleted. Please try again.', {
      status: 500,
      statusText: 'Delete failed',
    })
  }
  return redirect(safeRedirect(formData.get('redirectLink')))
}
