import { FieldValue } from 'firebase-admin/firestore'
import { legacyStatusCode, type OrderState } from '../../../src/shared/orders/order-state.ts'
import type { OrderHistoryEntry } from '../../../src/shared/schemas/order.ts'

// How a change of state is written: the new state, the original status code that follows it (docs/decisions/0057)
// and the history entries that say who moved the order, when and why.

export type HistoryFacts = Pick<OrderHistoryEntry, 'by' | 'at'> & {
  uid?: string | undefined
  reason?: string | undefined
}

/** One history entry: who moved the order from `from` to `to`, when and why. */
export function historyEntry(from: OrderState, to: OrderState, facts: HistoryFacts): OrderHistoryEntry {
  return {
    from,
    to,
    by: facts.by,
    at: facts.at,
    ...(facts.uid ? { uid: facts.uid } : {}),
    ...(facts.reason ? { reason: facts.reason } : {}),
  }
}

/** The fields that leave an order in the last entry's state, with every entry appended to its history. */
export function stateFields(...entries: [OrderHistoryEntry, ...OrderHistoryEntry[]]) {
  const to = entries[entries.length - 1]!.to
  return { state: to, statusCode: legacyStatusCode(to), history: FieldValue.arrayUnion(...entries) }
}

/** The fields that move an order from `from` to `to`, with the history entry that says so. */
export function stateChangeFields(from: OrderState, to: OrderState, facts: HistoryFacts) {
  return stateFields(historyEntry(from, to, facts))
}
