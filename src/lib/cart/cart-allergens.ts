import { useEffect, useState } from 'react'
import type { Allergen } from '../../shared/food/allergens.ts'
import { packageConflicts, type PackageConflict } from '../../shared/food/dietary.ts'
import type { CartItem } from '../../shared/schemas/order.ts'
import { readOrderablePackage } from './reorder.ts'

// The cart holds only display data (docs/decisions/0035), so a package's allergens are read from the package itself,
// each once, and only for a customer who avoids something. A package that can no longer be read warns of nothing
// here; the order review flags it as unavailable.

type StoredFood = { title: string; allergens: Allergen[] } | null

/** The cart's packages that contain an allergen the customer avoids, in cart order. */
export function useCartAllergenConflicts(
  items: readonly CartItem[],
  avoids: readonly Allergen[],
): PackageConflict[] {
  const [food, setFood] = useState<ReadonlyMap<string, StoredFood>>(() => new Map())
  const unread =
    avoids.length === 0
      ? []
      : [...new Set(items.map((item) => item.chefPackageId))].filter((id) => !food.has(id))
  const unreadKey = unread.join('\n')
  useEffect(() => {
    if (unreadKey === '') return
    let current = true
    const ids = unreadKey.split('\n')
    Promise.all(ids.map((id) => readOrderablePackage(id)))
      .then((packages) => {
        if (!current) return
        setFood((known) => {
          const next = new Map(known)
          ids.forEach((id, index) => {
            const chefPackage = packages[index]
            next.set(id, chefPackage ? { title: chefPackage.title, allergens: chefPackage.allergens } : null)
          })
          return next
        })
      })
      .catch((error: unknown) => {
        console.error('cart: the packages for the allergen warning could not be read', {
          collection: 'chefPackages',
          code: (error as { code?: string } | null)?.code,
        })
      })
    return () => {
      current = false
    }
  }, [unreadKey])
  const inCart = items.flatMap((item) => {
    const stored = food.get(item.chefPackageId)
    return stored ? [stored] : []
  })
  return packageConflicts(inCart, avoids)
}
