import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'
import { cartItemSchema } from '../../shared/schemas/order.ts'
import { optionRequestSchema, type OptionRequest } from '../../shared/schemas/package-options.ts'
import { localPathOf } from '../../shared/local-path.ts'
import { announceCartItemAdded } from './cart-added.ts'

export { onCartItemAdded } from './cart-added.ts'

// The browser cart (docs/product.md, Entities): local storage key `cart`, an array of
// { chefPackageId, title, price, image, quantity (default 1), chosen (the options chosen: group and choice ids or
// the text typed; absent in carts stored before options, read as none) }. Prices here are for display only: the
// server prices every order from the packages themselves. The cart survives reloads and stays in step across tabs.

/** A line of the browser cart: one line per package, with the options chosen for it. */
export const browserCartItemSchema = z.extend(cartItemSchema, {
  chosen: z.optional(z.array(optionRequestSchema)),
})
export type CartItem = z.infer<typeof browserCartItemSchema>

export const cartStorageKey = 'cart'
export const maxCartQuantity = 99
// Same-tab writes; other tabs hear the browser's `storage` event.
const changeEventName = 'saffron-cart-change'

export type NewCartItem = Omit<z.input<typeof browserCartItemSchema>, 'quantity'> & { quantity?: number }

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage can be blocked (privacy settings): the cart then simply stays empty.
    return null
  }
}

/** Parses stored text; entries that are not cart items are dropped rather than breaking the page. */
export function parseCart(text: string | null): CartItem[] {
  if (!text) return []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    console.error('cart: local storage holds text that is not JSON; starting an empty cart')
    return []
  }
  if (!Array.isArray(raw)) return []
  const items: CartItem[] = []
  for (const entry of raw) {
    const parsed = browserCartItemSchema.safeParse(entry)
    if (parsed.success && parsed.data.chefPackageId !== '') items.push(parsed.data)
  }
  return items
}

export function readCart(): CartItem[] {
  return parseCart(storage()?.getItem(cartStorageKey) ?? null)
}

function writeCart(items: CartItem[]): void {
  const store = storage()
  if (!store) return
  if (items.length === 0) store.removeItem(cartStorageKey)
  else store.setItem(cartStorageKey, JSON.stringify(items))
  window.dispatchEvent(new Event(changeEventName))
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(maxCartQuantity, Math.max(0, Math.trunc(quantity)))
}

/** Adds a package; adding one that is already in the cart raises its quantity. */
export function addCartItem(item: NewCartItem): CartItem[] {
  const items = readCart()
  const quantity = clampQuantity(item.quantity ?? 1) || 1
  const existing = items.find((entry) => entry.chefPackageId === item.chefPackageId)
  if (existing) {
    existing.quantity = clampQuantity(existing.quantity + quantity)
    // Newer display data wins (title or price may have changed since the first add).
    existing.title = item.title ?? existing.title
    existing.price = item.price
    existing.image = item.image ?? existing.image
    // Choices made on the package page replace the line's; an Add without choices (a shop card) keeps them.
    if (item.chosen) existing.chosen = z.parse(browserCartItemSchema.shape.chosen, item.chosen)
  } else {
    items.push(browserCartItemSchema.parse({ ...item, quantity }))
  }
  writeCart(items)
  announceCartItemAdded(item.title ?? '')
  return items
}

/** Sets a quantity; 0 removes the item. */
export function updateCartItem(chefPackageId: string, quantity: number): CartItem[] {
  const next = clampQuantity(quantity)
  const items = readCart()
    .map((item) => (item.chefPackageId === chefPackageId ? { ...item, quantity: next } : item))
    .filter((item) => item.quantity > 0)
  writeCart(items)
  return items
}

/** Sets the options chosen on a package's line (the order review changes them there). */
export function setCartItemOptions(chefPackageId: string, chosen: readonly OptionRequest[]): CartItem[] {
  const parsed = z.parse(z.array(optionRequestSchema), chosen)
  const items = readCart().map((item) =>
    item.chefPackageId === chefPackageId ? { ...item, chosen: parsed } : item,
  )
  writeCart(items)
  return items
}

export function removeCartItem(chefPackageId: string): CartItem[] {
  const items = readCart().filter((item) => item.chefPackageId !== chefPackageId)
  writeCart(items)
  return items
}

export function clearCart(): void {
  writeCart([])
}

export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared in another tab.
    if (event.key === cartStorageKey || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(changeEventName, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(changeEventName, onChange)
  }
}

/** The server's cart (always empty), and the browser's whenever its cart is empty. */
const emptyCart: CartItem[] = []

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changed. An empty cart is the
// server's own snapshot, so a page hydrated with no cart is not rendered a second time.
let snapshotText: string | null | undefined
let snapshot: CartItem[] = emptyCart

function cartSnapshot(): CartItem[] {
  const text = storage()?.getItem(cartStorageKey) ?? null
  if (text !== snapshotText) {
    snapshotText = text
    const items = parseCart(text)
    snapshot = items.length === 0 ? emptyCart : items
  }
  return snapshot
}

/** The cart, re-rendering on every change in this tab or another. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribeCart, cartSnapshot, () => emptyCart)
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** Where a cart action goes next: a local path from the `redirect` query or field, else /package-shop. */
export function cartRedirectTarget(requested: string | null | undefined, fallback = '/package-shop'): string {
  if (!requested) return fallback
  return localPathOf(requested) ?? fallback
}
