import type { Firestore } from 'firebase-admin/firestore'
import { counters } from '../data/collections.ts'

// Order numbers people can read and say on the phone: one counter, advanced in the same atomic write that creates
// the order (on condition that it is still as read), so numbers never repeat and a refused order uses none.

/** The first number the business hands out: a new business does not look like it has no orders. */
export const firstOrderNumber = 1001

const counterId = 'orders'

export const orderNumberCounter = (db: Firestore) => counters.doc(db, counterId)

/** The number the next order takes, from the counter as read, and the counter's record once it is taken. */
export function takeOrderNumber(stored: { next: number } | undefined): {
  orderNumber: number
  counter: { id: string; next: number }
} {
  const orderNumber = stored?.next ?? firstOrderNumber
  return { orderNumber, counter: { id: counterId, next: orderNumber + 1 } }
}
