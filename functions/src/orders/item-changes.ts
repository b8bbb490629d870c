import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type { z } from 'zod'
import type { CallableOutput, changeOrderItemsCallable } from '../../../src/shared/callables.ts'
import { cartTotals, formatCents, roundToCents, toCents } from '../../../src/shared/money.ts'
import { itemChangesRefusal } from '../../../src/shared/orders/item-changes.ts'
import { orderStatesOf, type OrderActor } from '../../../src/shared/orders/order-state.ts'
import { checkPromotion, promotionDiscountCents } from '../../../src/shared/orders/promotion-codes.ts'
import { refundLeftCents } from '../../../src/shared/orders/refund-split.ts'
import { canSeeChefPackage, type ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import type { FulfilmentDay } from '../../../src/shared/schemas/fulfilment-schedule.ts'
import {
  orderSchema,
  type CartItem,
  type Order,
  type OrderHistoryEntry,
  type OrderItemChange,
} from '../../../src/shared/schemas/order.ts'
import { chefPackages, fulfilmentDays, orders, promotionCodes, type PlaceHold } from '../data/collections.ts'
import { dayWith, dayWithout } from '../fulfilment/check-choice.ts'
import { FieldProblemsError, NotFoundError, PreconditionError } from '../lib/errors.ts'
import { historyEntry, stateFields } from './order-history.ts'
import { refundRecord, sendRefund } from './refunds.ts'

// The business changes a paid order's items and quantities (docs/decisions/0096). Everything is decided and written
// in one transaction: the lines priced from stored prices, the order's date checked again against the packages'
// limits, the promotion code re-applied by its own rules, and the difference settled (a pending refund through the
// refund flow, or a payment asked of the customer). A failed check writes nothing. After the write, the refund is
// sent and the payment link opened and mailed (item-change-payment.ts).

export type ChangeItemsInput = z.output<typeof changeOrderItemsCallable.input>
type Preview = CallableOutput<typeof changeOrderItemsCallable>['preview']

export interface ChangeActor {
  by: OrderActor
  uid?: string | undefined
}

/** The refund id of a change's difference, in the order's refunds. */
export const itemChangeRefundId = (changeId: string) => `items-${changeId}`

const itemField = (index: number, name: 'chefPackageId' | 'quantity') => `items.${index}.${name}`

/** Rows naming a package twice are refused next to the later row. */
function refuseRepeatedPackages(items: ChangeItemsInput['items']): void {
  const seen = new Set<string>()
  const problems: Record<string, string> = {}
  items.forEach((item, index) => {
    if (seen.has(item.chefPackageId)) {
      problems[itemField(index, 'chefPackageId')] =
        'This package is already in the list: change its quantity.'
    }
    seen.add(item.chefPackageId)
  })
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)
}

/**
 * The new lines. A package already on the order keeps the unit price it was ordered at (what the customer agreed
 * to); a package added now takes its stored price, and must still be sold to this customer.
 */
export function changedLines(
  order: Pick<Order, 'cartData' | 'userId'>,
  items: ChangeItemsInput['items'],
  packages: ReadonlyMap<string, ChefPackage>,
): CartItem[] {
  const ordered = new Map(order.cartData.map((line) => [line.chefPackageId, line]))
  // A guest order keeps the address in userId: such a customer sees public packages only.
  const customer = { uid: order.userId.includes('@') ? null : order.userId, isAdmin: false }
  const problems: Record<string, string> = {}
  const lines = items.map((item, index): CartItem => {
    const before = ordered.get(item.chefPackageId)
    if (before) return { ...before, quantity: item.quantity }
    const chefPackage = packages.get(item.chefPackageId)
    if (!chefPackage || !canSeeChefPackage(chefPackage, customer)) {
      problems[itemField(index, 'chefPackageId')] = 'This package is no longer sold.'
      return { chefPackageId: item.chefPackageId, title: '', price: 0, image: '', quantity: item.quantity }
    }
    // Its price needs the guests or the options the customer chooses on the package's page.
    if (chefPackage.pricing === 'perGuest' || chefPackage.optionGroups.length > 0) {
      problems[itemField(index, 'chefPackageId')] =
        'This package is priced per guest or has options: the customer orders it from its page.'
      return { chefPackageId: item.chefPackageId, title: '', price: 0, image: '', quantity: item.quantity }
    }
    return {
      chefPackageId: item.chefPackageId,
      title: chefPackage.title,
      price: roundToCents(chefPackage.price),
      image: chefPackage.image,
      quantity: item.quantity,
    }
  })
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)
  return lines
}

/**
 * The order's place on its date with the new quantities, checked against what the other orders of that date hold:
 * a package's per-date limit is checked where its quantity grows, a package's dates where it is added. The counts
 * to write, or null for an order without a place on the calendar.
 */
export function replaceHold(input: {
  placeHold: PlaceHold | undefined
  day: FulfilmentDay | undefined
  before: readonly CartItem[]
  lines: readonly CartItem[]
  packages: ReadonlyMap<string, ChefPackage>
}): { placeHold: PlaceHold; day: FulfilmentDay } | null {
  const { placeHold, lines, packages } = input
  if (!placeHold || placeHold.state === 'released') return null
  const others = dayWithout(input.day ?? { date: placeHold.date, slots: {}, packages: {} }, placeHold)
  const orderedBefore = new Map(input.before.map((line) => [line.chefPackageId, line.quantity]))
  const problems: Record<string, string> = {}
  lines.forEach((line, index) => {
    const chefPackage = packages.get(line.chefPackageId)
    const was = orderedBefore.get(line.chefPackageId)
    if (!chefPackage) return
    if (was === undefined && chefPackage.availableDates.length > 0) {
      if (!chefPackage.availableDates.includes(placeHold.date)) {
        problems[itemField(index, 'chefPackageId')] = `${line.title} is not offered on this order's date.`
        return
      }
    }
    if (chefPackage.maxPerDate === undefined || line.quantity <= (was ?? 0)) return
    const left = Math.max(0, chefPackage.maxPerDate - (others.packages[line.chefPackageId] ?? 0))
    if (line.quantity > left) {
      problems[itemField(index, 'quantity')] =
        left === 0
          ? `${line.title} is sold out on this order's date.`
          : `Only ${left} of ${line.title} left on this order's date.`
    }
  })
  if (Object.keys(problems).length > 0) throw new FieldProblemsError(problems)
  const next: PlaceHold = {
    ...placeHold,
    packages: Object.fromEntries(lines.map((line) => [line.chefPackageId, line.quantity])),
  }
  return { placeHold: next, day: dayWith(others, next) }
}

/**
 * The order's code applied to the new lines by the rules it had when the order was placed (its switch, dates and
 * use limits are not asked again: the order already holds its use). The discount, or why the code no longer applies.
 */
export function repricedPromotion(
  order: Pick<Order, 'promotion' | 'stamp' | 'createdStamp'>,
  code: Parameters<typeof checkPromotion>[0] | undefined,
  lines: readonly CartItem[],
): { promotion: Order['promotion']; note: string | null } {
  const current = order.promotion
  if (!current) return { promotion: undefined, note: null }
  if (!code) {
    return { promotion: undefined, note: `The code ${current.code} no longer exists, so nothing comes off.` }
  }
  const checked = checkPromotion(
    { ...code, active: true },
    {
      now: order.stamp ?? order.createdStamp ?? Date.now(),
      subtotalCents: lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0),
      packageIds: lines.map((line) => line.chefPackageId),
    },
    { total: 0, byCustomer: 0 },
  )
  const discountCents = checked.ok ? promotionDiscountCents(checked.discount, lines) : 0
  if (!checked.ok || discountCents === 0) {
    const why = checked.ok ? 'it takes nothing off these items' : checked.message.replace(/\.$/, '')
    return {
      promotion: undefined,
      note: `The code ${current.code} no longer applies (${why.charAt(0).toLowerCase()}${why.slice(1)}), so nothing comes off.`,
    }
  }
  return { promotion: { ...current, discountCents }, note: null }
}

const linesText = (lines: readonly { title: string; quantity: number }[]) =>
  lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')

/** The history's words for a change: the new lines, the totals and how the difference was settled. */
export function itemChangeReason(change: OrderItemChange): string {
  const difference = change.differenceCents
  const settled =
    difference < 0
      ? `${formatCents(-difference)} refunded`
      : difference > 0
        ? `${formatCents(difference)} asked of the customer`
        : 'same total'
  const dropped = change.promotionDropped ? ` ${change.promotionDropped}` : ''
  return `Items changed to ${linesText(change.after)} (was ${linesText(change.before)}). Total ${formatCents(change.previousTotalCents)} → ${formatCents(change.newTotalCents)}: ${settled}.${dropped}`
}

interface Planned {
  preview: Preview
  order: Order
  /** What the transaction writes; absent for a dry run. */
  change?: OrderItemChange
}

/** Reads the order and what the change needs, checks it, and (unless a dry run) writes it. */
async function changeInTransaction(
  db: Firestore,
  transaction: Transaction,
  input: ChangeItemsInput,
  actor: ChangeActor,
  now: number,
): Promise<Planned | { already: Order }> {
  const orderRef = orders.doc(db, input.orderId)
  const stored = (await transaction.get(orderRef)).data()
  if (!stored) throw new NotFoundError('Order not found.')
  const order = orderSchema.parse(stored)
  const changeId = input.requestKey
  if (!input.dryRun && order.itemChanges.some((change) => change.id === changeId)) return { already: order }
  const refusal = itemChangesRefusal(order)
  if (refusal) throw new PreconditionError(refusal)
  refuseRepeatedPackages(input.items)
  const { placeHold } = stored
  const [packageSnaps, daySnap, codeSnap] = await Promise.all([
    Promise.all(input.items.map((item) => transaction.get(chefPackages.doc(db, item.chefPackageId)))),
    placeHold ? transaction.get(fulfilmentDays.doc(db, placeHold.date)) : null,
    order.promotion ? transaction.get(promotionCodes.doc(db, order.promotion.code)) : null,
  ])
  const packages = new Map<string, ChefPackage>()
  for (const snap of packageSnaps) {
    const chefPackage = snap.data()
    if (chefPackage) packages.set(snap.id, chefPackage)
  }
  const lines = changedLines(order, input.items, packages)
  const hold = replaceHold({ placeHold, day: daySnap?.data(), before: order.cartData, lines, packages })
  const { promotion, note } = repricedPromotion(order, codeSnap?.data(), lines)
  const deliveryFeeCents = order.fulfilment?.deliveryFeeCents ?? 0
  const travelFeeCents = order.fulfilment?.travelFeeCents ?? 0
  const totals = cartTotals(lines, deliveryFeeCents, promotion?.discountCents ?? 0, travelFeeCents)
  const totalCents = toCents(totals.total)
  const previousTotalCents = toCents(order.cartTotals.total)
  const differenceCents = totalCents - previousTotalCents
  const subtotalCents = toCents(totals.subTotal)
  const discountCents = promotion?.discountCents ?? 0
  const preview = previewOf({
    lines,
    subtotalCents,
    discountCents,
    deliveryFeeCents,
    travelFeeCents,
    totalCents,
    previousTotalCents,
    promotionNote: note,
  })
  const states = orderStatesOf(order)
  const refundAsk =
    differenceCents < 0
      ? {
          id: itemChangeRefundId(changeId),
          amountCents: -differenceCents,
          reason: 'Items changed',
          by: actor.by,
          uid: actor.uid,
        }
      : null
  if (refundAsk && refundAsk.amountCents > refundLeftCents(order)) {
    throw new PreconditionError(
      `This change would give back ${formatCents(refundAsk.amountCents)}, but only ${formatCents(refundLeftCents(order))} of what was paid is left to refund.`,
    )
  }
  // Checked (and its state change worked out) for a dry run too, so the preview never promises a refused refund.
  const refund = refundAsk ? refundRecord(order, refundAsk, now) : null
  if (input.dryRun) return { preview, order }

  const change: OrderItemChange = {
    id: changeId,
    by: actor.by,
    ...(actor.uid ? { uid: actor.uid } : {}),
    at: now,
    before: order.cartData.map(({ chefPackageId, title, quantity }) => ({ chefPackageId, title, quantity })),
    after: lines.map(({ chefPackageId, title, quantity }) => ({ chefPackageId, title, quantity })),
    previousTotalCents,
    newTotalCents: totalCents,
    differenceCents,
    ...(note ? { promotionDropped: note } : {}),
    ...(refundAsk ? { refundId: refundAsk.id } : {}),
    ...(differenceCents > 0 ? { payment: { amountCents: differenceCents, status: 'waiting' as const } } : {}),
  }
  const entries: [OrderHistoryEntry, ...OrderHistoryEntry[]] = [
    historyEntry(states.fulfilment, states.fulfilment, {
      by: actor.by,
      at: now,
      uid: actor.uid,
      reason: itemChangeReason(change),
    }),
  ]
  if (refund?.history) entries.push(refund.history)
  transaction.update(
    orderRef,
    orders.patch(
      {
        cartData: lines,
        cartTotals: totals,
        promotion: promotion ?? FieldValue.delete(),
        itemChanges: FieldValue.arrayUnion(change),
        ...(hold ? { placeHold: hold.placeHold } : {}),
        ...(refund ? refund.fields : {}),
        ...stateFields({ ...states, payment: refund?.payment ?? states.payment }, ...entries),
      },
      now,
    ),
  )
  if (hold) transaction.set(fulfilmentDays.doc(db, hold.day.date), { id: hold.day.date, ...hold.day })
  return { preview, order, change }
}

/**
 * Previews (dry run) or makes a change of items. After the write, a refund is sent to the payment provider (kept
 * pending for the retry sweeper when it cannot be reached) and the caller opens the payment link of a higher total.
 */
export async function changeOrderItems(
  db: Firestore,
  input: ChangeItemsInput,
  actor: ChangeActor,
): Promise<{ preview: Preview; order: Order | null; change: OrderItemChange | null }> {
  const now = Date.now()
  const planned = await db.runTransaction((transaction) =>
    changeInTransaction(db, transaction, input, actor, now),
  )
  if ('already' in planned) {
    // Asked again (a double click): the change made the first time, and nothing new.
    const made = planned.already.itemChanges.find((change) => change.id === input.requestKey)!
    return { preview: previewOfChange(made, planned.already), order: planned.already, change: null }
  }
  if (!planned.change) return { preview: planned.preview, order: null, change: null }
  if (planned.change.refundId) {
    await sendRefund(db, input.orderId, planned.change.refundId).catch((error: unknown) => {
      logger.error('changeOrderItems: the refund could not be sent now; the sweeper retries it', {
        orderId: input.orderId,
        errorMessage: (error as Error).message,
      })
    })
  }
  return { preview: planned.preview, order: await loadOrder(db, input.orderId), change: planned.change }
}

/** The figures a change is shown with: the new lines and totals beside the total before. */
function previewOf(figures: {
  lines: Order['cartData']
  subtotalCents: number
  discountCents: number
  deliveryFeeCents: number
  travelFeeCents: number
  totalCents: number
  previousTotalCents: number
  promotionNote: string | null
}): Preview {
  const { lines, subtotalCents, discountCents, deliveryFeeCents, travelFeeCents, totalCents } = figures
  const { previousTotalCents } = figures
  return {
    items: lines.map((line) => ({
      chefPackageId: line.chefPackageId,
      title: line.title,
      quantity: line.quantity,
      unitCents: toCents(line.price),
    })),
    subtotalCents,
    discountCents,
    deliveryFeeCents,
    ...(travelFeeCents > 0 ? { travelFeeCents } : {}),
    taxCents: totalCents - subtotalCents + discountCents - deliveryFeeCents - travelFeeCents,
    totalCents,
    previousTotalCents,
    differenceCents: totalCents - previousTotalCents,
    promotionNote: figures.promotionNote,
  }
}

/** A change already made, described again as its preview. */
function previewOfChange(change: OrderItemChange, order: Order): Preview {
  return previewOf({
    lines: order.cartData,
    subtotalCents: toCents(order.cartTotals.subTotal),
    discountCents: order.promotion?.discountCents ?? 0,
    deliveryFeeCents: order.fulfilment?.deliveryFeeCents ?? 0,
    travelFeeCents: order.fulfilment?.travelFeeCents ?? 0,
    totalCents: change.newTotalCents,
    previousTotalCents: change.previousTotalCents,
    promotionNote: change.promotionDropped ?? null,
  })
}

export async function loadOrder(db: Firestore, orderId: string): Promise<Order> {
  const fresh = (await orders.doc(db, orderId).get()).data()
  if (!fresh) throw new NotFoundError('Order not found.')
  return orderSchema.parse(fresh)
}
