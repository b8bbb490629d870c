import type { FulfilmentMethod } from '../schemas/fulfilment-schedule.ts'
import {
  fulfilmentStateLabels,
  nextStates,
  paymentStateLabels,
  type FulfilmentState,
  type OrderStates,
} from './order-state.ts'

// The orders desk changes several orders at once: confirm them, mark them ready or complete them. Each order takes
// the one step the state machine allows an admin from where it is now; "ready" is ready for pickup or out for
// delivery, whichever the order's method allows. An order that needs another step first (in preparation before
// ready) is refused with the step it needs: the desk never walks an order through states nobody chose.

export const bulkActions = ['confirm', 'ready', 'complete'] as const
export type BulkAction = (typeof bulkActions)[number]

/** The buttons of the desk. */
export const bulkActionLabels: Record<BulkAction, string> = {
  confirm: 'Confirm',
  ready: 'Mark ready',
  complete: 'Complete',
}

/** How a refusal names what the order could not become. */
const becomes: Record<BulkAction, string> = { confirm: 'confirmed', ready: 'ready', complete: 'completed' }

/** What the summary says the changed orders became. */
const became: Record<BulkAction, string> = {
  confirm: 'confirmed',
  ready: 'marked ready',
  complete: 'completed',
}

/** The states each action may end in; the first the machine allows wins. */
const targets: Record<BulkAction, readonly FulfilmentState[]> = {
  confirm: ['confirmed'],
  ready: ['readyForPickup', 'outForDelivery'],
  complete: ['completed'],
}

export type BulkTarget = { ok: true; to: FulfilmentState } | { ok: false; reason: string }

/** Where an order in `from` goes for `action`, or why it cannot ("it is awaiting payment"). */
export function bulkTarget(action: BulkAction, from: OrderStates, method?: FulfilmentMethod): BulkTarget {
  const allowed = nextStates(from, 'admin', method)
  const to = targets[action].find((state) => allowed.includes(state))
  if (to) return { ok: true, to }
  const kitchen = fulfilmentStateLabels[from.fulfilment].toLowerCase()
  if (targets[action].includes(from.fulfilment)) return { ok: false, reason: `it is already ${kitchen}` }
  // An order still waiting for its money is refused for that, whatever the kitchen's state.
  if (from.payment === 'awaitingPayment' || from.payment === 'failed') {
    return { ok: false, reason: `it is ${paymentStateLabels[from.payment].toLowerCase()}` }
  }
  // One allowed step that would open the way: name it, so the admin knows what to do first.
  const first = allowed.find((step) =>
    nextStates({ ...from, fulfilment: step }, 'admin', method).some((state) =>
      targets[action].includes(state),
    ),
  )
  if (first) {
    return {
      ok: false,
      reason: `it is ${kitchen} and must be ${fulfilmentStateLabels[first].toLowerCase()} first`,
    }
  }
  return { ok: false, reason: `it is ${kitchen}` }
}

/** "#1042 cannot become ready: it is awaiting payment" */
export function bulkRefusal(label: string, action: BulkAction, reason: string): string {
  return `${label} cannot become ${becomes[action]}: ${reason}`
}

export interface BulkOutcome {
  changed: Array<{ orderId: string; label: string; to: FulfilmentState }>
  refused: Array<{ orderId: string; label: string; reason: string }>
}

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`)

/** "2 orders confirmed, 1 refused." */
export function bulkSummary(action: BulkAction, outcome: BulkOutcome): string {
  const changed = `${orders(outcome.changed.length)} ${became[action]}`
  return outcome.refused.length === 0 ? `${changed}.` : `${changed}, ${outcome.refused.length} refused.`
}
