import type { Firestore } from 'firebase-admin/firestore'
import {
  bulkActionLabels,
  bulkRefusal,
  bulkTarget,
  type BulkAction,
  type BulkOutcome,
} from '../../../src/shared/orders/bulk-order-change.ts'
import { orderLabel, orderStatesOf } from '../../../src/shared/orders/order-state.ts'
import { orders } from '../data/collections.ts'
import { NotFoundError, PreconditionError } from '../lib/errors.ts'
import { changeOrderState } from './order-state-change.ts'

// The orders desk's bulk change: one order after another, each through changeOrderState (the state machine and
// history of a single change, in its own transaction), so every order changes whole or not at all. An order the
// machine refuses, or that is gone, is listed with the reason; the others still change.

export async function changeOrderStates(
  db: Firestore,
  input: { orderIds: readonly string[]; action: BulkAction; uid?: string | undefined },
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: [], refused: [] }
  for (const orderId of new Set(input.orderIds)) {
    const order = (await orders.doc(db, orderId).get()).data()
    if (!order) {
      outcome.refused.push({
        orderId,
        label: orderId,
        reason: bulkRefusal(orderId, input.action, 'it was not found'),
      })
      continue
    }
    const label = orderLabel(order)
    const target = bulkTarget(input.action, orderStatesOf(order), order.fulfilment?.method)
    if (!target.ok) {
      outcome.refused.push({ orderId, label, reason: bulkRefusal(label, input.action, target.reason) })
      continue
    }
    try {
      await changeOrderState(db, {
        orderId,
        to: target.to,
        actor: 'admin',
        uid: input.uid,
        reason: `${bulkActionLabels[input.action]}: several orders on the orders desk`,
      })
      outcome.changed.push({ orderId, label, to: target.to })
    } catch (error) {
      // Changed by someone else since it was read: the transaction re-checked it and said why.
      if (!(error instanceof PreconditionError || error instanceof NotFoundError)) throw error
      outcome.refused.push({ orderId, label, reason: `${label}: ${error.message}` })
    }
  }
  return outcome
}
