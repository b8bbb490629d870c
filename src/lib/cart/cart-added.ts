// An Add in this tab, with the package's title: the snackbar confirms it. Apart from cart.ts (which parses with
// zod) so that the root layout can listen without loading the cart's schema on the landing page's first load.
const addedEventName = 'saffron-cart-added'

export function announceCartItemAdded(title: string): void {
  window.dispatchEvent(new CustomEvent<string>(addedEventName, { detail: title }))
}

/** Calls `onAdded` with the package title after every Add in this tab. */
export function onCartItemAdded(onAdded: (title: string) => void): () => void {
  const listener = (event: Event) => onAdded((event as CustomEvent<string>).detail)
  window.addEventListener(addedEventName, listener)
  return () => window.removeEventListener(addedEventName, listener)
}
