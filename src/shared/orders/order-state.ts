import type { FulfilmentMethod } from '../schemas/fulfilment-schedule.ts'

// The one order state machine, shared by the functions (which apply every change) and the app (which offers only
// the actions allowed now). Every change names who asked: the customer who owns the order, an admin, or the system
// (payment webhooks, scheduled sweeps). Refund states are reached only through the refund flow, which knows the
// amounts; the other transitions are plain steps.

export const orderStates = [
  'awaitingPayment',
  'paid',
  'confirmed',
  'inPreparation',
  'readyForPickup',
  'outForDelivery',
  'completed',
  'cancelled',
  'refunded',
  'partiallyRefunded',
] as const
export type OrderState = (typeof orderStates)[number]

export const orderActors = ['customer', 'admin', 'system'] as const
export type OrderActor = (typeof orderActors)[number]

/** What customers and admins read; never a payment provider's word. */
export const orderStateLabels: Record<OrderState, string> = {
  awaitingPayment: 'Awaiting payment',
  paid: 'Paid',
  confirmed: 'Confirmed',
  inPreparation: 'In preparation',
  readyForPickup: 'Ready for pickup',
  outForDelivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partiallyRefunded: 'Partially refunded',
}

/** Orders that still count against the calendar's capacity. */
export const activeOrderStates: readonly OrderState[] = [
  'awaitingPayment',
  'paid',
  'confirmed',
  'inPreparation',
  'readyForPickup',
  'outForDelivery',
  'completed',
  'partiallyRefunded',
]

export const finalOrderStates: readonly OrderState[] = ['cancelled', 'refunded']

/** Orders the kitchen makes: paid, and neither cancelled nor fully refunded (the prep list, reminders, digests). */
export const bookedOrderStates: readonly OrderState[] = activeOrderStates.filter(
  (state) => state !== 'awaitingPayment',
)

/** Orders that were paid for, whatever happened since (refunds included): the orders desk's "paid" filter. */
export const paidOrderStates: readonly OrderState[] = [...bookedOrderStates, 'refunded']

interface Transition {
  to: OrderState
  by: readonly OrderActor[]
  /** Only for orders fulfilled this way (ready for pickup vs out for delivery). */
  methods?: readonly FulfilmentMethod[]
}

const staff = ['admin'] as const
const anyone = ['customer', 'admin', 'system'] as const

// Refunds (full or partial) are not listed: they are allowed from any state in which money was taken, and they set
// `refunded` or `partiallyRefunded` from the amounts (see `stateAfterRefund`).
const transitions: Record<OrderState, readonly Transition[]> = {
  awaitingPayment: [
    { to: 'paid', by: ['system'] },
    { to: 'cancelled', by: anyone },
  ],
  paid: [
    { to: 'confirmed', by: staff },
    { to: 'inPreparation', by: staff },
    { to: 'cancelled', by: ['customer', 'admin'] },
  ],
  confirmed: [
    { to: 'inPreparation', by: staff },
    { to: 'cancelled', by: ['customer', 'admin'] },
  ],
  inPreparation: [
    { to: 'readyForPickup', by: staff, methods: ['pickup'] },
    { to: 'outForDelivery', by: staff, methods: ['delivery', 'chefAtHome'] },
    { to: 'completed', by: staff },
    { to: 'cancelled', by: staff },
  ],
  readyForPickup: [
    { to: 'completed', by: staff },
    { to: 'cancelled', by: staff },
  ],
  outForDelivery: [
    { to: 'completed', by: staff },
    { to: 'cancelled', by: staff },
  ],
  completed: [],
  cancelled: [],
  refunded: [],
  partiallyRefunded: [
    { to: 'confirmed', by: staff },
    { to: 'inPreparation', by: staff },
    { to: 'readyForPickup', by: staff, methods: ['pickup'] },
    { to: 'outForDelivery', by: staff, methods: ['delivery', 'chefAtHome'] },
    { to: 'completed', by: staff },
    { to: 'cancelled', by: staff },
  ],
}

export type TransitionCheck = { ok: true } | { ok: false; message: string }

/** May `actor` move an order from `from` to `to`? A refusal says why in words for the person who asked. */
export function checkTransition(
  from: OrderState,
  to: OrderState,
  actor: OrderActor,
  method?: FulfilmentMethod,
): TransitionCheck {
  if (from === to)
    return { ok: false, message: `The order is already ${orderStateLabels[to].toLowerCase()}.` }
  const step = transitions[from].find((candidate) => candidate.to === to)
  if (!step) {
    return {
      ok: false,
      message: `An order that is ${orderStateLabels[from].toLowerCase()} cannot become ${orderStateLabels[to].toLowerCase()}.`,
    }
  }
  if (!step.by.includes(actor)) return { ok: false, message: 'You are not allowed to make this change.' }
  if (step.methods && (!method || !step.methods.includes(method))) {
    return { ok: false, message: `${orderStateLabels[to]} does not apply to this order's fulfilment method.` }
  }
  return { ok: true }
}

/** The states `actor` may move an order to now, in the order they are offered. */
export function nextStates(from: OrderState, actor: OrderActor, method?: FulfilmentMethod): OrderState[] {
  return transitions[from]
    .filter((step) => step.by.includes(actor) && (!step.methods || (method && step.methods.includes(method))))
    .map((step) => step.to)
}

/** Money can be given back once it was taken, up to what was paid, whatever the state (a cancelled order too). */
export function canRefund(state: OrderState, paidCents: number, refundedCents: number): boolean {
  return state !== 'awaitingPayment' && paidCents > 0 && refundedCents < paidCents
}

/**
 * The state after a refund: everything paid given back makes the order refunded; less leaves a cancelled order
 * cancelled and marks any other partially refunded.
 */
export function stateAfterRefund(current: OrderState, paidCents: number, refundedCents: number): OrderState {
  if (refundedCents >= paidCents) return 'refunded'
  return current === 'cancelled' ? 'cancelled' : 'partiallyRefunded'
}

// The original app's statusCode (1 Pending, 2 Ready, 3 Complete) stays readable and written, so older pages and
// exports keep working: each state maps to the nearest of the three.
export type LegacyStatusCode = 1 | 2 | 3

export function legacyStatusCode(state: OrderState): LegacyStatusCode {
  switch (state) {
    case 'readyForPickup':
    case 'outForDelivery':
      return 2
    case 'completed':
    case 'cancelled':
    case 'refunded':
      return 3
    default:
      return 1
  }
}

/** For an order written before states existed: what its statusCode and payment say. */
export function stateFromLegacy(statusCode: LegacyStatusCode, paid: boolean): OrderState {
  if (statusCode === 3) return 'completed'
  if (statusCode === 2) return 'readyForPickup'
  return paid ? 'paid' : 'awaitingPayment'
}

/** An order's state: the stored one, or for an order written before states existed, what its fields say. */
export function orderStateOf(order: {
  state?: OrderState | undefined
  statusCode: number
  checkoutSession?: { status?: string | null; payment_status?: string | null } | undefined
}): OrderState {
  if (order.state) return order.state
  const session = order.checkoutSession
  const paid =
    session?.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  const code = order.statusCode === 2 || order.statusCode === 3 ? order.statusCode : 1
  return stateFromLegacy(code, paid)
}

/** A hash sign and the order number, or for an order placed before numbers existed, its id. */
export function orderLabel(order: { id: string; orderNumber?: number | undefined }): string {
  return order.orderNumber !== undefined ? `#${order.orderNumber}` : order.id
}
