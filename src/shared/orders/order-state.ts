import type { FulfilmentMethod } from '../schemas/fulfilment-schedule.ts'

// The order's two states, shared by the functions (which apply every change) and the app (which offers only the
// actions allowed now): the payment (what happened to the money) and the fulfilment (the kitchen's progress). A
// refund changes only the payment; cancelling is a fulfilment step. Every change names who asked: the customer who
// owns the order, an admin, or the system (payment webhooks, scheduled sweeps). See docs/decisions/0092.

export const paymentStates = ['awaitingPayment', 'paid', 'partiallyRefunded', 'refunded', 'failed'] as const
export type PaymentState = (typeof paymentStates)[number]

/** The kitchen's steps once an order is confirmed: both the fulfilment state and the single `state` list them. */
const kitchenSteps = [
  'confirmed',
  'inPreparation',
  'readyForPickup',
  'outForDelivery',
  'completed',
  'cancelled',
] as const
type KitchenStep = (typeof kitchenSteps)[number]

export const fulfilmentStates = ['awaitingConfirmation', ...kitchenSteps] as const
export type FulfilmentState = (typeof fulfilmentStates)[number]

/** Both states of an order. */
export interface OrderStates {
  payment: PaymentState
  fulfilment: FulfilmentState
}

/**
 * The one `state` field orders have always had, still written beside the two states: the lists, counts and
 * queries (capacity, kitchen, desk filters, unpaid sweeps, indexes) read it. Orders stored before the two states
 * may hold `partiallyRefunded`; new writes never do (the payment state says it).
 */
export const orderStates = [
  'awaitingPayment',
  'paid',
  ...kitchenSteps,
  'refunded',
  'partiallyRefunded',
] as const
export type OrderState = (typeof orderStates)[number]

/** The single state's values new writes use: the desk's state filter offers these. */
export const listedOrderStates: readonly OrderState[] = orderStates.filter(
  (state) => state !== 'partiallyRefunded',
)

/** Any name a history entry may carry: a state of either kind, or one of the single list's. */
export const historyStates = [...orderStates, 'awaitingConfirmation', 'failed'] as const
export type HistoryState = (typeof historyStates)[number]

export const orderActors = ['customer', 'admin', 'system'] as const
export type OrderActor = (typeof orderActors)[number]

export const paymentStateLabels: Record<PaymentState, string> = {
  awaitingPayment: 'Awaiting payment',
  paid: 'Paid',
  partiallyRefunded: 'Partially refunded',
  refunded: 'Refunded',
  failed: 'Payment failed',
}

const kitchenStepLabels: Record<KitchenStep, string> = {
  confirmed: 'Confirmed',
  inPreparation: 'In preparation',
  readyForPickup: 'Ready for pickup',
  outForDelivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

export const fulfilmentStateLabels: Record<FulfilmentState, string> = {
  awaitingConfirmation: 'Awaiting confirmation',
  ...kitchenStepLabels,
}

/** The single list's words (desk filters); never a payment provider's word. */
export const orderStateLabels: Record<OrderState, string> = {
  awaitingPayment: 'Awaiting payment',
  paid: 'Paid, awaiting confirmation',
  ...kitchenStepLabels,
  refunded: 'Refunded',
  partiallyRefunded: 'Partially refunded',
}

/** Any history entry's state in words. */
export function historyStateLabel(state: HistoryState): string {
  if (state === 'paid') return paymentStateLabels.paid
  if ((paymentStates as readonly string[]).includes(state)) return paymentStateLabels[state as PaymentState]
  if ((fulfilmentStates as readonly string[]).includes(state)) {
    return fulfilmentStateLabels[state as FulfilmentState]
  }
  return orderStateLabels[state as OrderState]
}

/** Both states in words, kitchen first: "Confirmed · Partially refunded". */
export function orderStatesLabel(states: OrderStates): string {
  // A cancelled order that was never paid waits for nothing.
  const payment =
    states.fulfilment === 'cancelled' && states.payment === 'awaitingPayment'
      ? 'Not paid'
      : paymentStateLabels[states.payment]
  return `${fulfilmentStateLabels[states.fulfilment]} · ${payment}`
}

export const finalOrderStates: readonly OrderState[] = ['cancelled', 'refunded']

/** Orders that still count against the calendar's capacity (values of the stored `state`): all but the final ones. */
export const activeOrderStates: readonly OrderState[] = orderStates.filter(
  (state) => !finalOrderStates.includes(state),
)

/** Orders the kitchen makes: paid, and neither cancelled nor (before the two states) fully refunded. */
export const bookedOrderStates: readonly OrderState[] = activeOrderStates.filter(
  (state) => state !== 'awaitingPayment',
)

/** Orders that were paid for, whatever happened since (refunds included): the orders desk's "paid" filter. */
export const paidOrderStates: readonly OrderState[] = [...bookedOrderStates, 'refunded']

/** Money was taken (some may have been given back since). */
export const moneyTakenStates: readonly PaymentState[] = ['paid', 'partiallyRefunded', 'refunded']

/** The customer has not paid (yet): a new payment link can be had. */
export const unpaidStates: readonly PaymentState[] = ['awaitingPayment', 'failed']

/** The stored `state` that keeps the lists' and queries' meaning for an order in `states`. */
export function listingState(states: OrderStates): OrderState {
  const { payment, fulfilment } = states
  if (fulfilment === 'cancelled') return payment === 'refunded' ? 'refunded' : 'cancelled'
  if (unpaidStates.includes(payment)) return 'awaitingPayment'
  return fulfilment === 'awaitingConfirmation' ? 'paid' : fulfilment
}

interface Transition {
  to: FulfilmentState
  by: readonly OrderActor[]
  /** Only for orders fulfilled this way (ready for pickup vs out for delivery). */
  methods?: readonly FulfilmentMethod[]
  /** Only while the payment is in one of these states. */
  payments?: readonly PaymentState[]
}

const staff = ['admin'] as const

// The kitchen's steps. Money arrives (and goes back) through the payment events, never through these steps; the
// kitchen starts on an order only once it was paid, and the system cancels only orders that were never paid.
const transitions: Record<FulfilmentState, readonly Transition[]> = {
  awaitingConfirmation: [
    { to: 'confirmed', by: staff, payments: moneyTakenStates },
    { to: 'inPreparation', by: staff, payments: moneyTakenStates },
    { to: 'cancelled', by: ['customer', 'admin'] },
    { to: 'cancelled', by: ['system'], payments: unpaidStates },
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
}

export type TransitionCheck = { ok: true } | { ok: false; message: string }

const lower = (state: FulfilmentState) => fulfilmentStateLabels[state].toLowerCase()

/** May `actor` move an order in `from` to fulfilment state `to`? A refusal says why in words. */
export function checkTransition(
  from: OrderStates,
  to: FulfilmentState,
  actor: OrderActor,
  method?: FulfilmentMethod,
): TransitionCheck {
  if (from.fulfilment === to) return { ok: false, message: `The order is already ${lower(to)}.` }
  const steps = transitions[from.fulfilment].filter((candidate) => candidate.to === to)
  if (steps.length === 0) {
    return { ok: false, message: `An order that is ${lower(from.fulfilment)} cannot become ${lower(to)}.` }
  }
  const byActor = steps.filter((step) => step.by.includes(actor))
  if (byActor.length === 0) return { ok: false, message: 'You are not allowed to make this change.' }
  const step = byActor.find((candidate) => !candidate.payments || candidate.payments.includes(from.payment))
  if (!step) {
    return {
      ok: false,
      message: `An order that is ${paymentStateLabels[from.payment].toLowerCase()} cannot become ${lower(to)}.`,
    }
  }
  if (step.methods && (!method || !step.methods.includes(method))) {
    return {
      ok: false,
      message: `${fulfilmentStateLabels[to]} does not apply to this order's fulfilment method.`,
    }
  }
  return { ok: true }
}

/** The fulfilment states `actor` may move an order to now, in the order they are offered. */
export function nextStates(
  from: OrderStates,
  actor: OrderActor,
  method?: FulfilmentMethod,
): FulfilmentState[] {
  const next = transitions[from.fulfilment]
    .filter((step) => checkTransition(from, step.to, actor, method).ok)
    .map((step) => step.to)
  return [...new Set(next)]
}

/** The fewest steps `actor` may take from `from` to `to` (empty when already there), or null when none lead there. */
export function stepsTo(
  from: OrderStates,
  to: FulfilmentState,
  actor: OrderActor,
  method?: FulfilmentMethod,
): FulfilmentState[] | null {
  const paths = new Map<FulfilmentState, FulfilmentState[]>([[from.fulfilment, []]])
  const queue: FulfilmentState[] = [from.fulfilment]
  while (queue.length > 0) {
    const at = queue.shift()!
    const path = paths.get(at)!
    if (at === to) return path
    for (const next of nextStates({ payment: from.payment, fulfilment: at }, actor, method)) {
      if (paths.has(next)) continue
      paths.set(next, [...path, next])
      queue.push(next)
    }
  }
  return null
}

// ---- Payment ----

/** The payment events the provider reports (refunds go through `paymentAfterRefund`, which knows the amounts). */
export type PaymentEvent = 'paid' | 'failed' | 'expired'

/**
 * The payment state after a provider's event: money received makes an unpaid order paid, a failed payment marks an
 * unpaid order failed, an expired payment page changes nothing (the customer can get a new one). Anything already
 * paid stays as it is.
 */
export function paymentAfterEvent(current: PaymentState, event: PaymentEvent): PaymentState {
  if (!unpaidStates.includes(current)) return current
  if (event === 'paid') return 'paid'
  if (event === 'failed') return 'failed'
  return current
}

/** Money can be given back once it was taken, up to what was paid, whatever the kitchen's progress. */
export function canRefund(payment: PaymentState, paidCents: number, refundedCents: number): boolean {
  return !unpaidStates.includes(payment) && paidCents > 0 && refundedCents < paidCents
}

/** The payment state once `refundedCents` of `paidCents` are (being) given back. */
export function paymentAfterRefund(paidCents: number, refundedCents: number): PaymentState {
  if (refundedCents <= 0) return 'paid'
  return refundedCents >= paidCents ? 'refunded' : 'partiallyRefunded'
}

// ---- The original statusCode ----

// The original app's statusCode (1 Pending, 2 Ready, 3 Complete) stays readable and written, so older pages and
// exports keep working: it follows the kitchen's progress.
export type LegacyStatusCode = 1 | 2 | 3

export function legacyStatusCode(states: OrderStates): LegacyStatusCode {
  switch (states.fulfilment) {
    case 'readyForPickup':
    case 'outForDelivery':
      return 2
    case 'completed':
    case 'cancelled':
      return 3
    default:
      return 1
  }
}

/**
 * Where asking for a statusCode leads: the kitchen's steps to "ready" (for the order's method) or "completed", or
 * why that is not allowed. Pending cannot be asked for once an order is past it.
 */
export function stepsForStatusCode(
  from: OrderStates,
  statusCode: LegacyStatusCode,
  method?: FulfilmentMethod,
): { ok: true; steps: FulfilmentState[] } | { ok: false; message: string } {
  if (legacyStatusCode(from) === statusCode) return { ok: true, steps: [] }
  const now = lower(from.fulfilment)
  if (statusCode === 1) return { ok: false, message: `An order that is ${now} cannot go back to pending.` }
  const target: FulfilmentState =
    statusCode === 3 ? 'completed' : method === 'pickup' ? 'readyForPickup' : 'outForDelivery'
  const steps = stepsTo(from, target, 'admin', method)
  if (!steps) {
    const reason = unpaidStates.includes(from.payment) ? ' before it is paid' : ''
    return { ok: false, message: `An order that is ${now} cannot become ${lower(target)}${reason}.` }
  }
  return { ok: true, steps }
}

// ---- Reading stored orders ----

/** What the reader needs of a stored order. */
export interface StoredOrderStates {
  paymentState?: PaymentState | undefined
  fulfilmentState?: FulfilmentState | undefined
  state?: OrderState | undefined
  statusCode: number
  checkoutSession?: { status?: string | null; payment_status?: string | null } | undefined
  history?: readonly { to: HistoryState }[] | undefined
  paidCents?: number | undefined
  refundedCents?: number | undefined
}

/** For an order written before states existed: what its statusCode and payment say. */
export function stateFromLegacy(statusCode: LegacyStatusCode, paid: boolean): OrderState {
  if (statusCode === 3) return 'completed'
  if (statusCode === 2) return 'readyForPickup'
  return paid ? 'paid' : 'awaitingPayment'
}

function isFulfilmentState(state: HistoryState): state is FulfilmentState {
  return (fulfilmentStates as readonly string[]).includes(state)
}

/**
 * The one reader of an order's two states. Orders written since the two states carry both; older ones carry the
 * single `state` (or, older still, only statusCode and the payment), read this way: a partially refunded order
 * keeps the kitchen's progress its history last recorded; a fully refunded one was out of the kitchen's and the
 * calendar's counts, so it reads as cancelled; a cancelled one's payment follows its amounts.
 */
export function orderStatesOf(order: StoredOrderStates): OrderStates {
  if (order.paymentState && order.fulfilmentState) {
    return { payment: order.paymentState, fulfilment: order.fulfilmentState }
  }
  const session = order.checkoutSession
  const sessionPaid =
    session?.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  const code = order.statusCode === 2 || order.statusCode === 3 ? order.statusCode : 1
  const state = order.state ?? stateFromLegacy(code, sessionPaid)
  const paid = order.paidCents ?? 0
  const refunded = order.refundedCents ?? 0
  switch (state) {
    case 'awaitingPayment':
      return { payment: 'awaitingPayment', fulfilment: 'awaitingConfirmation' }
    case 'paid':
      return { payment: 'paid', fulfilment: 'awaitingConfirmation' }
    case 'refunded':
      return { payment: 'refunded', fulfilment: 'cancelled' }
    case 'partiallyRefunded': {
      const last = (order.history ?? []).findLast((entry) => isFulfilmentState(entry.to))?.to
      return {
        payment: 'partiallyRefunded',
        fulfilment: last && isFulfilmentState(last) ? last : 'awaitingConfirmation',
      }
    }
    case 'cancelled':
      return {
        payment:
          paid > 0 || sessionPaid
            ? paymentAfterRefund(paid, refunded)
            : refunded > 0
              ? 'refunded'
              : 'awaitingPayment',
        fulfilment: 'cancelled',
      }
    default:
      return { payment: 'paid', fulfilment: state }
  }
}

/** The order's stored-list state (see `listingState`), read through `orderStatesOf`. */
export function orderStateOf(order: StoredOrderStates): OrderState {
  return listingState(orderStatesOf(order))
}

/** A hash sign and the order number, or for an order placed before numbers existed, its id. */
export function orderLabel(order: { id: string; orderNumber?: number | undefined }): string {
  return order.orderNumber !== undefined ? `#${order.orderNumber}` : order.id
}
