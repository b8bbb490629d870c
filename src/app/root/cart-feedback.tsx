import { lazy, Suspense, useEffect, useState } from 'react'
import { onCartItemAdded } from '../../lib/cart/cart-added.ts'

// MUI's Snackbar stays out of the landing page's first load: its code is fetched on the first Add.
const CartSnackbar = lazy(async () => ({ default: (await import('./cart-snackbar.tsx')).CartSnackbar }))

interface Added {
  title: string
  /** A new key per Add, so a second Add of the same package shows the snackbar again. */
  key: number
}

/** Confirms every Add in this tab with a snackbar ("Added Ragu Supper to your cart.") and a View cart action. */
export function CartFeedback() {
  const [added, setAdded] = useState<Added | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(
    () =>
      onCartItemAdded((title) => {
        setAdded({ title, key: Date.now() })
        setOpen(true)
      }),
    [],
  )
  if (!added) return null
  return (
    <Suspense fallback={null}>
      <CartSnackbar key={added.key} title={added.title} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
