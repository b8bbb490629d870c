import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import type Stripe from 'stripe'
import { z } from 'zod'
import { cutOffFor, type CartPackageLimits } from '../../../src/shared/fulfilment/availability.ts'
import {
  addDays,
  formatCalendarDate,
  weekdayOf,
  zonedInstant,
} from '../../../src/shared/fulfilment/calendar-dates.ts'
import { describeFulfilment } from '../../../src/shared/fulfilment/describe-fulfilment.ts'
import { cycleRuleOf, nextCycle } from '../../../src/shared/meal-plans/plan-cycles.ts'
import { formatPrice } from '../../../src/shared/money.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import {
  fulfilmentScheduleLocation,
  type FulfilmentDay,
  type FulfilmentSchedule,
} from '../../../src/shared/schemas/fulfilment-schedule.ts'
import {
  mealPlanOrderId,
  type MealPlan,
  type MealSubscription,
  type NextCycle,
} from '../../../src/shared/schemas/meal-plan.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import type { OrderFulfilment } from '../../../src/shared/schemas/order-fulfilment.ts'
import {
  chefPackages,
  counters,
  fulfilmentDays,
  fulfilmentSchedules,
  mealPlanCycles,
  mealPlans,
  mealSubscriptions,
  orders,
} from '../data/collections.ts'
import { alertRecipients } from '../accounts/profiles.ts'
import { appOrigin, appSettings } from '../env.ts'
import { lostTheRace, retryWhileContended } from '../lib/contended-writes.ts'
import { FieldProblemsError } from '../lib/errors.ts'
import { loadMailContact, replyToOf, type MailContact } from '../mail/business-contact.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { orderMailModel } from '../mail/order-mail-model.ts'
import {
  chefCycleNoRoomMail,
  cycleNoRoomMail,
  updateCardMail,
} from '../mail/templates/meal-plan-cycle-mails.tsx'
import { cycleOrderMail } from '../mail/templates/meal-plan-cycle-mails.tsx'
import { renderMail } from '../mail/templates/render-mail.ts'
import { orderStatusUrl } from '../orders/confirmation-mail.ts'
import { holdPlace, newOrderRecord } from '../orders/new-order.ts'
import { orderNumberCounter, takeOrderNumber } from '../orders/order-number.ts'
import { sendOrderChangeMails } from '../orders/lifecycle-mails.ts'
import { paymentStateChange } from '../orders/order-state-change.ts'
import { newOrderToken } from '../orders/order-token.ts'
import {
  chooseMeals,
  cycleDecision,
  cyclingStates,
  interleavedByDate,
  isMealAvailable,
  placementsFor,
  pricedMealLines,
  swapUnavailableMeals,
  type Placement,
} from './cycle-steps.ts'
import { refundCycleCharge } from './invoices.ts'

// The cycle run (runMealPlanCycles, every 15 minutes): every subscription whose next cut-off has come makes its
// cycle's order, or skips it, once. The plans, packages and schedule are read once per run; each subscription is
// then one attempt that reads its own documents without locks and writes them in one batch on condition that the
// subscription is still as read (lib/contended-writes.ts), and creates the order under the cycle's own id
// (`mealPlanOrderId`): two runs at once make one order, the second finding the cycle done.

/** What a run did, with the Firestore reads and writes it made (the bench prints them per order). */
export interface CycleRunCounts {
  due: number
  orders: number
  moved: number
  skipped: number
  paused: number
  ended: number
  noRoom: number
  failed: number
  reminders: number
  reads: number
  writes: number
  /** Milliseconds from the start of the run until every due cycle was made (the mails follow). */
  cyclesMs: number
}

const emptyCounts = (): CycleRunCounts => ({
  due: 0,
  orders: 0,
  moved: 0,
  skipped: 0,
  paused: 0,
  ended: 0,
  noRoom: 0,
  failed: 0,
  reminders: 0,
  reads: 0,
  writes: 0,
  cyclesMs: 0,
})

interface RunContext {
  db: Firestore
  now: number
  schedule: FulfilmentSchedule
  plans: ReadonlyMap<string, MealPlan>
  packages: ReadonlyMap<string, ChefPackage>
  contact: MailContact
  origin: string
  counts: CycleRunCounts
  /** Order numbers the run reserved for the cycles it expects to make, in order. */
  numbers: number[]
  stripe: () => Pick<Stripe, 'invoicePayments' | 'refunds'>
}

type CycleResult =
  | { kind: 'notDue' | 'skipped' | 'paused' | 'ended' | 'alreadyMade' }
  | { kind: 'order'; order: Order; planName: string; movedFrom: Placement | undefined; paidAhead: boolean }
  | { kind: 'noRoom'; subscription: MealSubscription; cycle: NextCycle; planName: string; paid: boolean }

/** How many subscriptions are worked on at once: enough to hide round trips, few enough not to race much. */
export const cycleConcurrency = 6

const cycleBusyMessage = 'The calendar stayed busy; the cycle is made by the next run.'

/** The order's fulfilment for a subscription at a placement, before the slot's times are added. */
function detailsFor(
  subscription: MealSubscription,
  placement: Placement,
  schedule: FulfilmentSchedule,
): Omit<OrderFulfilment, 'slotStart' | 'slotEnd'> {
  const { fulfilment } = subscription
  const details: Omit<OrderFulfilment, 'slotStart' | 'slotEnd'> = {
    method: fulfilment.method,
    date: placement.date,
    slotId: placement.slotId,
    timeZone: schedule.timeZone,
    name: fulfilment.name,
    phone: fulfilment.phone,
    notes: fulfilment.notes,
    // The subscriber's price is the whole charge: no fee is added to a cycle.
    deliveryFeeCents: 0,
  }
  if (fulfilment.method !== 'pickup' && fulfilment.address) details.address = fulfilment.address
  if (fulfilment.method === 'pickup') {
    details.pickupAddress = schedule.pickup.address
    if (schedule.pickup.instructions) details.pickupInstructions = schedule.pickup.instructions
  }
  return details
}

/**
 * The time a placement is checked as of: the run's, or earlier when the calendar's own notice (its cut-off and lead
 * time for the date) fell before it. The plan's cut-off is the notice a cycle gives; only room counts.
 */
export function noticeTime(
  schedule: Pick<FulfilmentSchedule, 'cutOff' | 'timeZone' | 'leadTimeDays'>,
  date: string,
  now: number,
): number {
  const leadDay = zonedInstant(addDays(date, -schedule.leadTimeDays), '00:00', schedule.timeZone).getTime()
  return Math.min(now, cutOffFor(schedule, date).getTime() - 1, leadDay)
}

/** The totals of a cycle's order: exactly the subscriber's price, which includes everything (no tax on top). */
function cycleTotals(priceCents: number) {
  const total = priceCents / 100
  return {
    subTotal: total,
    subTotalDisplay: formatPrice(total),
    taxDisplay: formatPrice(0),
    total,
    totalDisplay: formatPrice(total),
  }
}

/**
 * One attempt at a subscription's due cycle; throws when a document it read changed before its write. The first
 * attempt starts from the subscription as the run's query read it; a retry reads it again.
 */
async function cycleAttempt(
  context: RunContext,
  subscriptionId: string,
  asQueried?: DocumentSnapshot<MealSubscription>,
): Promise<CycleResult> {
  const { db, now, schedule, counts } = context
  const batch = db.batch()
  let writes = 0
  const subscriptionRef = mealSubscriptions.doc(db, subscriptionId)
  let subscriptionSnap = asQueried
  if (!subscriptionSnap) {
    subscriptionSnap = await subscriptionRef.get()
    counts.reads += 1
  }
  const subscription = subscriptionSnap.data()
  const cycle = subscription?.nextCycle
  const due =
    subscription &&
    cycle &&
    cycle.cutoffAt <= now &&
    (cyclingStates as readonly string[]).includes(subscription.state)
  if (!subscription || !cycle || !due) return { kind: 'notDue' }
  const plan = context.plans.get(subscription.planId)
  if (!plan) throw new Error('the plan of the subscription is gone')
  const rule = cycleRuleOf(plan, subscription, schedule.timeZone)
  const following = nextCycle(rule, cycle.cutoffAt)
  const advance = (fields: Parameters<typeof mealSubscriptions.patch>[0]) => {
    batch.update(subscriptionRef, mealSubscriptions.patch({ nextCycle: following, ...fields }, now), {
      lastUpdateTime: subscriptionSnap.updateTime!,
    })
    writes += 1
  }
  const commit = async () => {
    await batch.commit()
    counts.writes += writes
  }
  const decision = cycleDecision(subscription, cycle)
  if (decision.kind === 'ended') {
    advance({ state: 'ended', endsAt: subscription.endsAt ?? cycle.cutoffAt, nextCycle: FieldValue.delete() })
    await commit()
    return { kind: 'ended' }
  }
  if (decision.kind === 'skipped' || decision.kind === 'paused') {
    advance({})
    await commit()
    return { kind: decision.kind }
  }
  const orderId = mealPlanOrderId(subscription.id, cycle.date)
  const orderRef = orders.doc(db, orderId)
  const cycleRef = mealPlanCycles.doc(db, orderId)
  const [orderSnap, cycleSnap] = await Promise.all([orderRef.get(), cycleRef.get()])
  counts.reads += 2
  const resumed = decision.resumed ? { state: 'active' as const, pausedUntil: FieldValue.delete() } : {}
  if (orderSnap.exists) {
    advance({ lastCycleDate: cycle.date, ...resumed })
    await commit()
    return { kind: 'alreadyMade' }
  }
  const chosen = chooseMeals(subscription, cycle.date)
  const swapped = swapUnavailableMeals(chosen.meals, plan, (id) =>
    isMealAvailable(context.packages.get(id), subscription.userId, cycle.date),
  )
  const limits: CartPackageLimits[] = (swapped?.meals ?? []).map((meal) => {
    const chefPackage = context.packages.get(meal.chefPackageId)
    // No lead time: the plan's cut-off is the notice a cycle gives.
    return {
      packageId: meal.chefPackageId,
      title: chefPackage?.title ?? meal.chefPackageId,
      quantity: meal.quantity,
      ...(chefPackage?.maxPerDate !== undefined ? { maxPerDate: chefPackage.maxPerDate } : {}),
      ...(chefPackage?.availableDates.length ? { availableDates: chefPackage.availableDates } : {}),
    }
  })
  const days = new Map<string, DocumentSnapshot<FulfilmentDay & { id: string }>>()
  const planned: Placement = { date: cycle.date, slotId: subscription.fulfilment.slotId }
  let place: ReturnType<typeof holdPlace> | null = null
  let placedAt: Placement | null = null
  for (const placement of swapped ? placementsFor(schedule, planned, plan.fullSlotRule) : []) {
    let daySnap = days.get(placement.date)
    if (!daySnap) {
      daySnap = await fulfilmentDays.doc(db, placement.date).get()
      counts.reads += 1
      days.set(placement.date, daySnap)
    }
    const checkedAt = noticeTime(schedule, placement.date, now)
    try {
      place = holdPlace(
        { schedule, details: detailsFor(subscription, placement, schedule) },
        limits,
        daySnap.data(),
        {
          heldFrom: now,
          checkedAt,
        },
      )
      placedAt = placement
      break
    } catch (error) {
      if (!(error instanceof FieldProblemsError)) throw error
    }
  }
  const paidAhead = cycleSnap.data()
  if (!place || !placedAt || !swapped) {
    batch.set(
      cycleRef,
      mealPlanCycles.draft({ subscriptionId: subscription.id, cycleDate: cycle.date, noRoom: true }, now),
      { merge: true },
    )
    writes += 1
    // No order was made for it: lastCycleDate stays the last cycle that has one.
    advance({ ...resumed })
    await commit()
    return {
      kind: 'noRoom',
      subscription,
      cycle,
      planName: plan.name,
      paid: paidAhead?.invoiceState === 'paid',
    }
  }
  // A number the run reserved; past those (a paused subscription came back), one taken from the counter itself.
  const reserved = context.numbers.shift()
  const counterSnap = reserved === undefined ? await orderNumberCounter(db).get() : null
  if (counterSnap) counts.reads += 1
  const number = reserved !== undefined ? { orderNumber: reserved } : takeOrderNumber(counterSnap?.data())
  const moved = placedAt.date !== planned.date || placedAt.slotId !== planned.slotId
  const base = newOrderRecord(
    {
      orderer: { viewer: { uid: subscription.userId, isAdmin: false }, email: subscription.email },
      cartData: pricedMealLines(swapped.meals, context.packages, subscription.priceCents),
      orderNotes: '',
      dietary: undefined,
      remindersOff: false,
      token: newOrderToken(),
      now,
    },
    {
      orderNumber: number.orderNumber,
      fulfilment: place.fulfilment,
      // The subscription's card pays it: the place is kept, not held for a payment page.
      placeHold: { ...place.placeHold, state: 'kept' },
    },
  )
  const record = orders.draft(
    {
      ...base,
      cartTotals: cycleTotals(subscription.priceCents),
      mealPlan: {
        subscriptionId: subscription.id,
        planId: subscription.planId,
        cycleDate: cycle.date,
        ...(moved ? { movedFrom: planned } : {}),
        ...(paidAhead?.invoiceState === 'paid' && paidAhead.invoiceId
          ? { invoiceId: paidAhead.invoiceId }
          : {}),
      },
    },
    now,
  )
  const daySnap = days.get(placedAt.date)!
  const dayFields = { id: place.day.date, ...place.day }
  if (daySnap.exists) {
    batch.update(daySnap.ref, fulfilmentDays.patch(dayFields, now), { lastUpdateTime: daySnap.updateTime! })
  } else batch.create(daySnap.ref, dayFields)
  if (counterSnap && 'counter' in number) {
    if (counterSnap.exists) {
      batch.update(counterSnap.ref, counters.patch(number.counter, now), {
        lastUpdateTime: counterSnap.updateTime!,
      })
    } else batch.create(counterSnap.ref, number.counter)
    writes += 1
  }
  batch.create(orderRef, record)
  writes += 2
  const order = orderSchema.parse({ ...record, id: orderId })
  if (paidAhead?.invoiceState === 'paid' && paidAhead.invoiceId) {
    // The provider's invoice was paid before the order was made: the order is paid as it is made.
    batch.update(
      orderRef,
      orders.patch(
        {
          ...paymentStateChange(order, 'paid', now),
          paymentId: paidAhead.invoiceId,
          paidCents: paidAhead.amountCents ?? subscription.priceCents,
        },
        now,
      ),
    )
    writes += 1
  }
  advance({
    meals: chosen.standing,
    selections: chosen.selections,
    lastCycleDate: cycle.date,
    ...resumed,
  })
  try {
    await commit()
  } catch (error) {
    // Nothing was written: the reserved number goes back for the next attempt.
    if (reserved !== undefined) context.numbers.unshift(reserved)
    throw error
  }
  return {
    kind: 'order',
    order,
    planName: plan.name,
    movedFrom: moved ? planned : undefined,
    paidAhead: paidAhead?.invoiceState === 'paid' && paidAhead.invoiceId !== undefined,
  }
}

/** The cycle's order mail: its meals, when, and where it moved when its time was full. Queued once per order. */
async function sendCycleOrderMail(
  context: RunContext,
  result: Extract<CycleResult, { kind: 'order' }>,
): Promise<void> {
  const { order } = result
  const model = orderMailModel(order, {
    businessName: appSettings().COMPANY_NAME,
    orderUrl: orderStatusUrl(context.origin, order.id, null),
    contact: context.contact,
  })
  let movedFrom: string | undefined
  if (result.movedFrom) {
    const slot = context.schedule.week[weekdayOf(result.movedFrom.date)]?.slots.find(
      (candidate) => candidate.id === result.movedFrom?.slotId,
    )
    const lines = describeFulfilment({
      ...order.fulfilment!,
      date: result.movedFrom.date,
      slotId: result.movedFrom.slotId,
      slotStart: slot?.start ?? order.fulfilment!.slotStart,
      slotEnd: slot?.end ?? order.fulfilment!.slotEnd,
    })
    movedFrom = `${lines.date}, ${lines.time}`
  }
  const rendered = await renderMail(cycleOrderMail(model, { planName: result.planName, movedFrom }))
  const replyTo = replyToOf(context.contact.email)
  if (
    await enqueueMail(
      context.db,
      { to: [order.customer_email], ...(replyTo ? { replyTo } : {}), ...rendered },
      `meal-plan-order-${order.id}`,
    )
  ) {
    context.counts.writes += 1
  }
}

/** A cycle without room: the customer and the chef are told, and a charge already made goes back. */
async function tellNoRoom(context: RunContext, result: Extract<CycleResult, { kind: 'noRoom' }>) {
  const { subscription, cycle } = result
  const id = mealPlanOrderId(subscription.id, cycle.date)
  const facts = {
    businessName: appSettings().COMPANY_NAME,
    contact: context.contact,
    planName: result.planName,
    date: formatCalendarDate(cycle.date),
    accountUrl: `${context.origin}/my-meal-plans`,
  }
  const replyTo = replyToOf(context.contact.email)
  const customer = await renderMail(cycleNoRoomMail(facts))
  await enqueueMail(
    context.db,
    { to: [subscription.email], ...(replyTo ? { replyTo } : {}), ...customer },
    `meal-plan-no-room-${id}`,
  )
  const chefs = await alertRecipients(context.db, 'orderChange')
  if (chefs.length > 0) {
    const chef = await renderMail(chefCycleNoRoomMail({ ...facts, customerEmail: subscription.email }))
    const chefReplyTo = replyToOf(subscription.email)
    await enqueueMail(
      context.db,
      { to: chefs, ...(chefReplyTo ? { replyTo: chefReplyTo } : {}), ...chef },
      `meal-plan-no-room-${id}-chef`,
    )
  }
  if (result.paid) await refundCycleCharge(context.db, context.stripe(), id, context.now)
}

/** Sends the update-card reminder of every failed cycle charge still unpaid whose reminder is due; once each. */
export async function sendUpdateCardReminders(
  db: Firestore,
  now: number,
  contact?: MailContact,
  planIds?: readonly string[],
): Promise<number> {
  const due = await mealPlanCycles.collection(db).where('reminderDueAt', '<=', now).limit(200).get()
  let sent = 0
  for (const snapshot of due.docs) {
    const record = snapshot.data()
    try {
      const subscription = (await mealSubscriptions.doc(db, record.subscriptionId).get()).data()
      if (subscription && planIds && !planIds.includes(subscription.planId)) continue
      if (record.invoiceState === 'failed' && record.hostedInvoiceUrl && subscription) {
        const mailContact = contact ?? (await loadMailContact(db))
        const rendered = await renderMail(
          updateCardMail({
            businessName: appSettings().COMPANY_NAME,
            contact: mailContact,
            planName: subscription.planName || 'meal plan',
            date: formatCalendarDate(record.cycleDate),
            amountCents: record.amountCents ?? subscription.priceCents,
            payUrl: record.hostedInvoiceUrl,
            reminder: true,
          }),
        )
        const replyTo = replyToOf(mailContact.email)
        if (
          await enqueueMail(
            db,
            { to: [subscription.email], ...(replyTo ? { replyTo } : {}), ...rendered },
            `meal-plan-card-reminder-${record.id}-${record.reminderDueAt}`,
          )
        ) {
          sent += 1
        }
      }
      await snapshot.ref.update(mealPlanCycles.patch({ reminderDueAt: FieldValue.delete() }, now))
    } catch (error) {
      logger.error('meal plan cycles: could not send an update-card reminder', {
        cycleId: record.id,
        errorMessage: (error as Error).message,
      })
    }
  }
  return sent
}

/**
 * Takes from the order counter, in one transaction, a number for each due cycle that should make an order, so the
 * run's attempts do not all race for the one counter. A number whose cycle turns out to make none (another run made
 * it, the subscription changed) is left unused: numbers never repeat, and only such a cycle leaves a gap.
 */
async function reserveOrderNumbers(
  db: Firestore,
  due: readonly MealSubscription[],
  counts: CycleRunCounts,
): Promise<number[]> {
  const expected = due.filter(
    (subscription) =>
      subscription.nextCycle && cycleDecision(subscription, subscription.nextCycle).kind === 'order',
  ).length
  if (expected === 0) return []
  const first = await db.runTransaction(async (transaction) => {
    const counterRef = orderNumberCounter(db)
    const stored = (await transaction.get(counterRef)).data()
    const taken = takeOrderNumber(stored)
    transaction.set(counterRef, { ...taken.counter, next: taken.orderNumber + expected })
    return taken.orderNumber
  })
  counts.reads += 1
  counts.writes += 1
  return Array.from({ length: expected }, (_, index) => first + index)
}

async function loadRun(db: Firestore, subscriptions: MealSubscription[], counts: CycleRunCounts) {
  const scheduleRef = fulfilmentSchedules.doc(db, fulfilmentScheduleLocation.id)
  const planIds = [...new Set(subscriptions.map((subscription) => subscription.planId))]
  const [scheduleSnap, ...planSnaps] = await db.getAll(
    scheduleRef,
    ...planIds.map((id) => mealPlans.doc(db, id)),
  )
  counts.reads += 1 + planIds.length
  const plans = new Map<string, MealPlan>()
  for (const snapshot of planSnaps) {
    const plan = z.safeParse(mealPlans.schema, { ...snapshot?.data(), id: snapshot?.id })
    if (snapshot?.exists && plan.success) plans.set(snapshot.id, plan.data as MealPlan)
  }
  const packageIds = new Set<string>()
  for (const plan of plans.values()) plan.chefPackageIds.forEach((id) => packageIds.add(id))
  for (const subscription of subscriptions) {
    subscription.meals.forEach((meal) => packageIds.add(meal.chefPackageId))
    for (const meals of Object.values(subscription.selections)) {
      meals.forEach((meal) => packageIds.add(meal.chefPackageId))
    }
  }
  const packageSnaps =
    packageIds.size > 0 ? await db.getAll(...[...packageIds].map((id) => chefPackages.doc(db, id))) : []
  counts.reads += packageIds.size
  const packages = new Map<string, ChefPackage>()
  for (const snapshot of packageSnaps) {
    const chefPackage = z.safeParse(chefPackages.schema, { ...snapshot.data(), id: snapshot.id })
    if (snapshot.exists && chefPackage.success) packages.set(snapshot.id, chefPackage.data as ChefPackage)
  }
  return { schedule: scheduleSnap?.data() as FulfilmentSchedule | undefined, plans, packages }
}

/**
 * Makes every due cycle as of `now` (the scheduler's time): the query finds subscriptions whose next cut-off has
 * come, and each one's cycle is made once, whatever else runs at the same time. Failures of one subscription are
 * logged with its id and leave the others alone (the next run tries it again).
 */
export async function runMealPlanCycles(
  db: Firestore,
  stripe: () => Pick<Stripe, 'invoicePayments' | 'refunds'>,
  now: number,
  options: {
    concurrency?: number
    limit?: number
    /** Only these plans' subscriptions (a rerun of some plans; tests that share the stack with other files). */
    planIds?: readonly string[]
  } = {},
): Promise<CycleRunCounts> {
  const started = Date.now()
  const counts = emptyCounts()
  const dueSnaps = await mealSubscriptions
    .collection(db)
    .where('state', 'in', [...cyclingStates])
    .where('nextCycle.cutoffAt', '<=', now)
    .orderBy('nextCycle.cutoffAt')
    .limit(options.limit ?? 2000)
    .get()
  // The query's documents count once each; the first attempt at each starts from them.
  counts.reads += Math.max(1, dueSnaps.size)
  const { planIds } = options
  const due = interleavedByDate(
    dueSnaps.docs
      .map((snapshot) => snapshot.data())
      .filter((subscription) => !planIds || planIds.includes(subscription.planId)),
  )
  const queried = new Map(dueSnaps.docs.map((snapshot) => [snapshot.id, snapshot]))
  counts.due = due.length
  const contact = await loadMailContact(db)
  counts.reads += 1
  if (due.length > 0) {
    const { schedule, plans, packages } = await loadRun(db, due, counts)
    if (!schedule) {
      logger.error('meal plan cycles: the business has no fulfilment schedule; no cycle was made', {
        due: due.length,
      })
      return counts
    }
    const context: RunContext = {
      db,
      numbers: await reserveOrderNumbers(db, due, counts),
      now,
      schedule,
      plans,
      packages,
      contact,
      origin: appOrigin(undefined, appSettings()),
      counts,
      stripe,
    }
    // First every cycle is made, then the mails are rendered and queued: the orders do not wait for the mails.
    const made: Array<Extract<CycleResult, { kind: 'order' | 'noRoom' }>> = []
    let next = 0
    const worker = async () => {
      while (next < due.length) {
        const subscriptionId = due[next++]!.id
        try {
          const result = await retryWhileContended(
            () => {
              const asQueried = queried.get(subscriptionId)
              queried.delete(subscriptionId)
              return cycleAttempt(context, subscriptionId, asQueried)
            },
            {
              label: 'meal plan cycle',
              busyMessage: cycleBusyMessage,
              deadlineMs: 60_000,
            },
          )
          if (result.kind === 'order') {
            counts.orders += 1
            if (result.movedFrom) counts.moved += 1
            made.push(result)
          } else if (result.kind === 'noRoom') {
            counts.noRoom += 1
            made.push(result)
          } else if (result.kind === 'skipped' || result.kind === 'paused' || result.kind === 'ended') {
            counts[result.kind] += 1
          }
        } catch (error) {
          counts.failed += 1
          logger.error('meal plan cycles: a subscription cycle failed', {
            subscriptionId,
            contended: lostTheRace(error),
            errorMessage: (error as Error).message,
          })
        }
      }
    }
    const workers = Math.max(1, Math.min(options.concurrency ?? cycleConcurrency, due.length))
    await Promise.all(Array.from({ length: workers }, worker))
    counts.cyclesMs = Date.now() - started
    let nextMail = 0
    const mailer = async () => {
      while (nextMail < made.length) {
        const result = made[nextMail++]!
        try {
          if (result.kind === 'order') {
            await sendCycleOrderMail(context, result)
            // Made already paid, the order had no change of its own: the receipt and the chef's new-order alert
            // follow from the payment as on any order (their mail ids are the same, so they go once).
            if (result.paidAhead) {
              const paid = (await orders.doc(db, result.order.id).get()).data()
              if (paid) await sendOrderChangeMails(db, result.order, orderSchema.parse(paid))
            }
          } else await tellNoRoom(context, result)
        } catch (error) {
          // The order stands without its mail (the back-office sees it); the mail ids keep a retry from doubling.
          logger.error('meal plan cycles: could not queue a cycle mail', {
            subscriptionId:
              result.kind === 'order' ? result.order.mealPlan?.subscriptionId : result.subscription.id,
            errorMessage: (error as Error).message,
          })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(workers, Math.max(1, made.length)) }, mailer))
  }
  counts.reminders = await sendUpdateCardReminders(db, now, contact, planIds)
  return counts
}
