import { data, redirect, type ActionFunctionArgs } from 'react-router'
import { requireUser } from '../../lib/route-user.ts'
import { readCallableError } from '../../shared/callable-errors.ts'
import { deleteHandlers, isDeletable, type DeleteHandler } from './delete-handlers.ts'
import { isLocalPath } from '../../shared/local-path.ts'

// POST /delete-item/:apiName/:itemId (action only), posted by the shared Delete Warning dialog with redirectLink.
// Each kind of item has its own handler (delete-handlers.ts: permission, integrity check, removal); the redirect
// is followed only when it is a path on this site.

export { deletableCollections, isDeletable, type DeletableCollection } from './delete-handlers.ts'

export function safeRedirect(value: FormDataEntryValue | null, fallback = '/admin-dashboard'): string {
  return typeof value === 'string' && isLocalPath(value) ? value : fallback
}

const forbidden = () =>
  data('Only an administrator can delete items.', { status: 403, statusText: 'Forbidden' })

export async function action({ request, params, context }: ActionFunctionArgs): Promise<Response> {
  if (request.method.toUpperCase() !== 'POST') {
    throw data('Only POST is accepted here.', { status: 405, statusText: 'Method Not Allowed' })
  }
  const apiName = params['apiName'] ?? ''
  const itemId = params['itemId'] ?? ''
  const user = await requireUser({ request, context })
  if (!isDeletable(apiName) || itemId === '') {
    if (!user.isAdmin) throw forbidden()
    throw data('Items of this kind cannot be deleted here.', { status: 400, statusText: 'Bad Request' })
  }
  const handler: DeleteHandler = deleteHandlers[apiName]
  if (!handler.mayDelete(user)) throw forbidden()
  const formData = await request.formData()
  const refusal = await handler.refusal(itemId)
  if (refusal) {
    throw data(refusal.message, {
      status: refusal.status,
      statusText: refusal.status === 409 ? 'Conflict' : 'Forbidden',
    })
  }
  try {
    await handler.remove(itemId)
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
