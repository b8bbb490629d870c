import type { Firestore } from 'firebase-admin/firestore'
import type { z } from 'zod'
import { checkSlotChoice } from '../../../src/shared/fulfilment/availability.ts'
import {
  addDays,
  dateInZone,
  datesBetween,
  weekdayOf,
} from '../../../src/shared/fulfilment/calendar-dates.ts'
import type {
  CalendarDay,
  CallableOutput,
  fulfilmentCalendarCallable,
  moveOrderCallable,
  saveFulfilmentScheduleCallable,
  setFulfilmentClosureCallable,
} from '../../../src/shared/callables.ts'
import {
  fulfilmentScheduleLocation,
  type FulfilmentDay,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import { orderSchema, type Order, type OrderHistoryEntry } from '../../../src/shared/schemas/order.ts'
import { chefPackages, fulfilmentDays, fulfilmentSchedules, orders } from '../data/collections.ts'
import { NotFoundError, PreconditionError, FieldProblemsError } from '../lib/errors.ts'
import { isPaid } from '../stripe/checkout-state.ts'
import { loadSchedule } from '../orders/place-order.ts'
import { bookingsOf, cartLimits, dayWith, dayWithout } from './check-choice.ts'
import { orderStatesOf } from '../../../src/shared/orders/order-state.ts'
import { FieldValue } from 'firebase-admin/firestore'
import { sendCalendarChangeMail } from './moved-mail.ts'
import { isKnownPostalCode } from './service-area-check.ts'
import { unknownPostalCodeMessage } from '../../../src/shared/fulfilment/service-area.ts'

// The admin's side of the fulfilment calendar: upcoming dates with their orders and places left, closing a date
// or a slot, and moving an order to another date or slot (checked like a new order, in one transaction).

type CalendarInput = z.output<typeof fulfilmentCalendarCallable.input>

function closedState(schedule: FulfilmentSchedule, date: string, slotId?: string): boolean {
  return schedule.closures.some((closure) => closure.date === date && closure.slotId === slotId)
}

export async function fulfilmentCalendar(
  db: Firestore,
  input: CalendarInput,
  now = Date.now(),
): Promise<CallableOutput<typeof fulfilmentCalendarCallable>> {
  const schedule = await loadSchedule(db)
  const today = dateInZone(now, schedule?.timeZone ?? 'UTC')
  const from = input.from ?? today
  if (!schedule) return { configured: false, timeZone: 'UTC', from, days: [] }
  const to = addDays(from, input.days - 1)
  const [dayDocs, orderDocs] = await Promise.all([
    fulfilmentDays.collection(db).where('date', '>=', from).where('date', '<=', to).get(),
    orders.collection(db).where('fulfilment.date', '>=', from).where('fulfilment.date', '<=', to).get(),
  ])
  const counts = new Map(dayDocs.docs.map((doc) => [doc.id, doc.data()]))
  const byDate = new Map<string, CalendarDay['orders']>()
  for (const doc of orderDocs.docs) {
    const order = doc.data()
    const fulfilment = order.fulfilment
    if (!fulfilment || !holdsPlace(order)) continue
    const list = byDate.get(fulfilment.date) ?? []
    list.push({
      id: order.id,
      name: fulfilment.name,
      email: order.customer_email,
      method: fulfilment.method,
      slotId: fulfilment.slotId,
      ...(fulfilment.guests !== undefined ? { guests: fulfilment.guests } : {}),
      paid: isPaid(order.checkoutSession),
      totalDisplay: order.cartTotals.totalDisplay,
    })
    byDate.set(fulfilment.date, list)
  }
  const days = datesBetween(from, to).map((date): CalendarDay => {
    const held = counts.get(date)?.slots ?? {}
    const slots = (schedule.week[weekdayOf(date)]?.slots ?? []).map((slot) => ({
      id: slot.id,
      start: slot.start,
      end: slot.end,
      capacity: slot.capacity,
      held: held[slot.id] ?? 0,
      left: Math.max(0, slot.capacity - (held[slot.id] ?? 0)),
      closed: closedState(schedule, date, slot.id),
    }))
    const blackout = schedule.blackoutDates.includes(date)
    const dayOrders = (byDate.get(date) ?? []).sort((a, b) => a.slotId.localeCompare(b.slotId))
    return { date, closed: blackout || closedState(schedule, date), blackout, slots, orders: dayOrders }
  })
  return { configured: true, timeZone: schedule.timeZone, from, days }
}

/** An order the calendar counts: it holds its place (a cancelled or expired order gave it back). */
function holdsPlace(order: { placeHold?: { state: string } | undefined }): boolean {
  return order.placeHold?.state !== 'released'
}

/** The orders booked on a date, or in one of its slots, as the calendar lists them. */
export async function ordersBookedAt(db: Firestore, date: string, slotId?: string) {
  const snapshot = await orders.collection(db).where('fulfilment.date', '==', date).get()
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((order) => holdsPlace(order) && (!slotId || order.fulfilment?.slotId === slotId))
}

/**
 * Closes or reopens a whole date (no slotId) or one slot; the schedule's closures change in one transaction. With
 * `notify`, closing then mails each customer booked there once (per order and booked time, whatever is closed
 * again later); the mails go after the closure is saved, so a mail never announces a closure that failed.
 */
export async function setFulfilmentClosure(
  db: Firestore,
  input: z.output<typeof setFulfilmentClosureCallable.input>,
  origin = '',
): Promise<CallableOutput<typeof setFulfilmentClosureCallable>> {
  const { closures } = await saveClosure(db, input)
  if (!input.closed || !input.notify) return { closures, notified: 0 }
  const booked = await ordersBookedAt(db, input.date, input.slotId)
  let notified = 0
  for (const order of booked) {
    const queued = await sendCalendarChangeMail(db, order, {
      kind: 'fulfilmentClosed',
      origin,
      mailId: `fulfilment-closed-${order.id}-${input.date}-${order.fulfilment?.slotId ?? ''}`,
    })
    if (queued) notified += 1
  }
  return { closures, notified }
}

async function saveClosure(
  db: Firestore,
  input: z.output<typeof setFulfilmentClosureCallable.input>,
): Promise<{ closures: number }> {
  const ref = fulfilmentSchedules.doc(db, fulfilmentScheduleLocation.id)
  return db.runTransaction(async (transaction) => {
    const schedule = (await transaction.get(ref)).data()
    if (!schedule) throw new PreconditionError('Set up the business schedule first.')
    const others = schedule.closures.filter(
      (closure) => !(closure.date === input.date && closure.slotId === input.slotId),
    )
    const closures = input.closed
      ? [...others, input.slotId ? { date: input.date, slotId: input.slotId } : { date: input.date }]
      : others
    closures.sort((a, b) => `${a.date}/${a.slotId ?? ''}`.localeCompare(`${b.date}/${b.slotId ?? ''}`))
    transaction.update(ref, fulfilmentSchedules.patch({ closures }))
    return { closures: closures.length }
  })
}

/**
 * Moves an order's place to another date or slot. The new choice is checked with the same rules as a new order,
 * against the counts without this order's own place; both dates' counters and the order change together, and the
 * order's history says from when to when and who moved it (its states stay as they are).
 */
export async function moveOrder(
  db: Firestore,
  input: z.output<typeof moveOrderCallable.input>,
  now = Date.now(),
  by: { uid?: string | undefined } = {},
): Promise<{ order: Order; moved: boolean }> {
  const orderRef = orders.doc(db, input.orderId)
  return db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(orderRef)).data()
    if (!stored) throw new NotFoundError('Order not found.')
    const { fulfilment, placeHold } = stored
    if (!fulfilment || !placeHold) throw new PreconditionError('This order has no fulfilment date to move.')
    if (placeHold.state === 'released') {
      throw new PreconditionError('This order no longer holds a place (its payment time ran out).')
    }
    if (fulfilment.date === input.date && fulfilment.slotId === input.slotId) {
      return { order: orderSchema.parse(stored), moved: false }
    }
    const scheduleSnap = await transaction.get(fulfilmentSchedules.doc(db, fulfilmentScheduleLocation.id))
    const schedule = scheduleSnap.data()
    if (!schedule) throw new PreconditionError('Set up the business schedule first.')
    const oldDayRef = fulfilmentDays.doc(db, placeHold.date)
    const newDayRef = fulfilmentDays.doc(db, input.date)
    const packageSnaps = await Promise.all(
      Object.keys(placeHold.packages).map((id) => transaction.get(chefPackages.doc(db, id))),
    )
    const [oldDaySnap, newDaySnap] = await Promise.all([
      transaction.get(oldDayRef),
      transaction.get(newDayRef),
    ])
    const empty = (date: string): FulfilmentDay => ({ date, slots: {}, packages: {} })
    const oldDay = dayWithout(oldDaySnap.data() ?? empty(placeHold.date), placeHold)
    const newDayBefore = input.date === placeHold.date ? oldDay : (newDaySnap.data() ?? empty(input.date))
    const packages = new Map(
      packageSnaps.flatMap((snap) => {
        const chefPackage = snap.data()
        return chefPackage ? [[snap.id, chefPackage] as const] : []
      }),
    )
    const problem = checkSlotChoice(
      { schedule, now, cart: cartLimits(stored.cartData, packages), bookings: bookingsOf(newDayBefore) },
      input.date,
      input.slotId,
    )
    if (problem) {
      throw new FieldProblemsError({
        [problem.field === 'fulfilmentDate' ? 'date' : 'slotId']: problem.message,
      })
    }
    const slot = schedule.week[weekdayOf(input.date)]?.slots.find(
      (candidate) => candidate.id === input.slotId,
    )
    if (!slot)
      throw new FieldProblemsError({ slotId: 'Please choose one of the times offered for this date.' })
    const moved = { ...placeHold, date: input.date, slotId: input.slotId }
    const newDay = dayWith(newDayBefore, moved)
    if (input.date !== placeHold.date) transaction.set(oldDayRef, { id: oldDay.date, ...oldDay })
    transaction.set(newDayRef, { id: newDay.date, ...newDay })
    const nextFulfilment = {
      ...fulfilment,
      date: input.date,
      slotId: slot.id,
      slotStart: slot.start,
      slotEnd: slot.end,
    }
    const stays = orderStatesOf(stored).fulfilment
    const entry: OrderHistoryEntry = {
      from: stays,
      to: stays,
      by: 'admin',
      ...(by.uid ? { uid: by.uid } : {}),
      at: now,
      move: {
        from: { date: fulfilment.date, slotStart: fulfilment.slotStart, slotEnd: fulfilment.slotEnd },
        to: { date: input.date, slotStart: slot.start, slotEnd: slot.end },
      },
    }
    transaction.update(
      orderRef,
      orders.patch(
        { fulfilment: nextFulfilment, placeHold: moved, history: FieldValue.arrayUnion(entry) },
        now,
      ),
    )
    return {
      order: orderSchema.parse({
        ...stored,
        fulfilment: nextFulfilment,
        history: [...stored.history, entry],
      }),
      moved: true,
    }
  })
}

/**
 * Saves the whole schedule; the stored closures (the calendar page's) are kept. The kitchen's postal code must be
 * one the distance dataset knows, or no distance could ever be measured.
 */
export async function saveFulfilmentSchedule(
  db: Firestore,
  schedule: FulfilmentSchedule,
): Promise<CallableOutput<typeof saveFulfilmentScheduleCallable>> {
  if (schedule.kitchenPostalCode !== undefined && !(await isKnownPostalCode(schedule.kitchenPostalCode))) {
    throw new FieldProblemsError({ kitchenPostalCode: unknownPostalCodeMessage(schedule.kitchenPostalCode) })
  }
  const ref = fulfilmentSchedules.doc(db, fulfilmentScheduleLocation.id)
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data()
    const {
      createdStamp: _created,
      createdIso: _createdIso,
      updateStamp: _update,
      updateIso: _updateIso,
      ...fields
    } = schedule
    transaction.set(ref, {
      ...fields,
      id: fulfilmentScheduleLocation.id,
      closures: stored?.closures ?? [],
      ...(stored?.createdStamp !== undefined
        ? { createdStamp: stored.createdStamp, createdIso: stored.createdIso }
        : {}),
      updateStamp: Date.now(),
      updateIso: new Date().toISOString(),
    })
  })
  return { saved: true }
}
