import { clearCart } from './cart.ts'

// The cart stays until its order is paid: a customer who leaves the payment page still has it, and can resume
// paying or change their mind. Placing is idempotent: the same submission from this browser (a double click, a
// retry, a second tab) carries the same request key, so the server answers with the order it already placed.
// A new cart (after a paid order) starts a new series of keys.

const storageKey = 'placedOrders'

interface PlacedOrders {
  /** Random per cart: two identical orders a week apart are two orders. */
  series: string
  /** Orders placed from this cart; the first one paid empties it. */
  orderIds: string[]
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function read(): PlacedOrders {
  const text = storage()?.getItem(storageKey)
  if (text) {
    try {
      const parsed = JSON.parse(text) as Partial<PlacedOrders>
      if (typeof parsed.series === 'string' && Array.isArray(parsed.orderIds)) {
        return { series: parsed.series, orderIds: parsed.orderIds.filter((id) => typeof id === 'string') }
      }
    } catch {
      console.error('placed orders: local storage holds text that is not JSON; starting afresh')
    }
  }
  const fresh = { series: crypto.randomUUID().replaceAll('-', ''), orderIds: [] }
  storage()?.setItem(storageKey, JSON.stringify(fresh))
  return fresh
}

/** The request key of a submission: the cart's series and a digest of everything the order would hold. */
export async function orderRequestKey(submission: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(submission))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hex = Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${read().series.slice(0, 20)}-${hex}`
}

export function rememberPlacedOrder(orderId: string): void {
  const placed = read()
  if (placed.orderIds.includes(orderId)) return
  storage()?.setItem(storageKey, JSON.stringify({ ...placed, orderIds: [...placed.orderIds, orderId] }))
}

/** Once an order placed from this cart is paid, the cart has done its job. */
export function settleCartForPaidOrder(orderId: string): void {
  if (!read().orderIds.includes(orderId)) return
  clearCart()
  storage()?.removeItem(storageKey)
}
