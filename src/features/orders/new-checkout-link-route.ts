import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { newCheckoutLinkCallable } from '../../shared/callables.ts'
import { statusPagePath } from './order-loading.ts'

// POST /new-checkout-link/:orderId: a fresh Checkout Session for the order, built on the server
// from the order's stored cart data, then off to Stripe. On failure back to the order status page, which shows
// the reason stored on the order.

export async function action({ params, request }: ActionFunctionArgs) {
  const orderId = params['orderId'] ?? ''
  const form = await request.formData()
  const tokenValue = form.get('token')
  const token = typeof tokenValue === 'string' && tokenValue !== '' ? tokenValue : null
  const link = await callOrdering(newCheckoutLinkCallable, token ? { orderId, token } : { orderId })
  if (link.ok) return redirect(link.data.checkoutUrl)
  console.error('new checkout link: failed', { orderId, code: link.code })
  return redirect(statusPagePath(orderId, token, { linkError: linkErrorOf(link.code, link.formError) }))
}

/** Which notice the status page shows: already paid, cancelled, or a failure to try again. */
function linkErrorOf(code: string, message: string | undefined): 'paid' | 'cancelled' | 'failed' {
  if (code !== 'failed-precondition') return 'failed'
  return message?.includes('cancelled') ? 'cancelled' : 'paid'
}

/** Opening the address directly just shows the order. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return redirect(statusPagePath(params['orderId'] ?? '', new URL(request.url).searchParams.get('token')))
}
