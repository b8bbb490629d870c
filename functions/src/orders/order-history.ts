import { FieldValue } from 'firebase-admin/firestore'
import {
  legacyStatusCode,
  listingState,
  type HistoryState,
  type OrderStates,
} from '../../../src/shared/orders/order-state.ts'
import type { OrderHistoryEntry } from '../../../src/shared/schemas/order.ts'

// How a change of state is written: both states, the single state the lists and queries read and the original
// status code that follow from them (docs/decisions/0057, 0092), and the history entries that say who changed the
// order, when and why.

export type HistoryFacts = Pick<OrderHistoryEntry, 'by' | 'at'> & {
  uid?: string | undefined
  reason?: string | undefined
}

/** One history entry: who moved the order from `from` to `to`, when and why. */
export function historyEntry(from: HistoryState, to: HistoryState, facts: HistoryFacts): OrderHistoryEntry {
  return {
    from,
    to,
    by: facts.by,
    at: facts.at,
    ...(facts.uid ? { uid: facts.uid } : {}),
    ...(facts.reason ? { reason: facts.reason } : {}),
  }
}

/** The fields that leave an order in `states`, with every entry appended to its history. */
export function stateFields(states: OrderStates, ...entries: OrderHistoryEntry[]) {
  return {
    paymentState: states.payment,
    fulfilmentState: states.fulfilment,
    state: listingState(states),
    statusCode: legacyStatusCode(states),
    ...(entries.length > 0 ? { history: FieldValue.arrayUnion(...entries) } : {}),
  }
}

/**
 * The fields that take an order from `from` to `to`, with a history entry for each state that changed (the
 * fulfilment first); nothing when neither changed.
 */
export function stateChangeFields(from: OrderStates, to: OrderStates, facts: HistoryFacts) {
  const entries = [
    ...(from.fulfilment !== to.fulfilment ? [historyEntry(from.fulfilment, to.fulfilment, facts)] : []),
    ...(from.payment !== to.payment ? [historyEntry(from.payment, to.payment, facts)] : []),
  ]
  return entries.length > 0 ? stateFields(to, ...entries) : {}
}
