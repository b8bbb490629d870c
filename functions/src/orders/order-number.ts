import type { Firestore, Transaction } from 'firebase-admin/firestore'
import { counters } from '../data/collections.ts'

// Order numbers people can read and say on the phone: one counter, advanced in the transaction that
// creates the order, so numbers never repeat and a refused order uses none.

/** The first number the business hands out: a new business does not look like it has no orders. */
export const firstOrderNumber = 1001

const counterId = 'orders'

/**
 * Reads the next order number inside `transaction` and returns it with the write that advances the counter, to be
 * made after the transaction's other reads (Firestore transactions read everything before they write).
 */
export async function takeOrderNumber(
  db: Firestore,
  transaction: Transaction,
): Promise<{ orderNumber: number; advance: () => void }> {
  const ref = counters.doc(db, counterId)
  const stored = (await transaction.get(ref)).data()
  const orderNumber = stored?.next ?? firstOrderNumber
  return {
    orderNumber,
    advance: () => {
      transaction.set(ref, { id: counterId, next: orderNumber + 1 })
    },
  }
}
