import { callOrdering } from '../../lib/cart/ordering-calls.ts'
import { orders } from '../../lib/data/orders.ts'
import { orNullWhenDenied } from '../../lib/data/or-null-when-denied.ts'
import type { SessionUser } from '../../lib/session.ts'
import { dataOrThrow } from '../../lib/functions/call-function.ts'
import { getCheckoutSessionCallable, getOrderCallable } from '../../shared/callables.ts'
import type { Order } from '../../shared/schemas/order.ts'
import { notFound } from '../../lib/not-found.ts'

export const orderNotFound = () =>
  notFound(
    'We could not find this order. Use the link in your confirmation e-mail, or sign in to see your orders.',
  )

/**
 * Reads an order the visitor may see: signed-in owners and admins read it through the rules; a guest (or anyone
 * holding the mail link) through getOrderCallable with the token. Then an open checkout session is refreshed from
 * Stripe on the server (getCheckoutSessionCallable), so the page shows what Stripe says, never what the
 * browser's return implied.
 */
export async function loadOrder(
  orderId: string,
  token: string | null,
  user: SessionUser | null,
): Promise<Order> {
  let order: Order | null = null
  if (user) order = await orNullWhenDenied(orders.get(orderId))
  if (!order && token) {
    const found = await callOrdering(getOrderCallable, { orderId, token })
    if (!found.ok && found.code === 'not-found') throw orderNotFound()
    order = dataOrThrow(found).order
  }
  if (!order) throw orderNotFound()
  if (order.checkoutSession?.status === 'open') {
    order = dataOrThrow(
      await callOrdering(getCheckoutSessionCallable, token ? { orderId, token } : { orderId }),
    ).order
  }
  return order
}

export function statusPagePath(
  orderId: string,
  token: string | null,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ ...(token ? { token } : {}), ...extra }).toString()
  return `/order-status/${encodeURIComponent(orderId)}${query ? `?${query}` : ''}`
}
