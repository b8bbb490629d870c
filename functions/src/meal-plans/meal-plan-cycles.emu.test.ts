// Subscription cycles on the stack: each due subscription makes its cycle's order once, however often and however
// concurrently the run fires; skipped and paused cycles make none; a full time moves the order by the plan's rule
// (and the mail says so), no room at all makes none and tells both sides. The provider's invoices, from real
// subscriptions at the Stripe stand-in on test clocks: paid before or after the order is made, failed (the
// update-card mail, its reminder, the chef's alert), each event applied once; a skipped next cycle pauses the
// provider's collection.
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mondayOf } from '../../../src/shared/meal-plans/plan-cycles.ts'
import { mealPlanOrderId } from '../../../src/shared/schemas/meal-plan.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { loadFunctionsEnv } from '../../../scripts/lib/functions-env.ts'
import { adminDb, eventually } from '../../../tests/support/admin.ts'
import {
  removeLater,
  removeTestData,
  storeCyclePlan,
  storeCycleSubscription,
} from '../../../tests/support/factories.ts'
import { payAtStandIn, standInStripe } from '../../../tests/support/stripe-stand-in.ts'
import { testFile } from '../../../tests/support/test-files.ts'
import { testSlots } from '../../../tests/support/test-schedule.ts'
import { alertRecipients } from '../accounts/profiles.ts'
import { runMealPlanCycles } from './cycles.ts'
import { handleMealPlanInvoiceEvent, updateCardReminderMs } from './invoices.ts'

const file = testFile(import.meta.url)
const stripe = standInStripe()
const db = adminDb()

// The file's dates that share one cut-off (the same Monday-to-Sunday week), so one run makes all their cycles and
// the next cycles (a week later, outside the file's week) are never due in these tests.
const weeks = new Map<string, string[]>()
for (let day = 0; day < 7; day += 1) {
  const date = file.date(day)
  weeks.set(mondayOf(date), [...(weeks.get(mondayOf(date)) ?? []), date])
}
const dates = [...weeks.values()].sort((a, b) => b.length - a.length)[0]!
const [roomyDate, fullDate, limitedDate] = dates as [string, string, string]

let plan: Awaited<ReturnType<typeof storeCyclePlan>>
let cutoffAt: number

beforeAll(async () => {
  loadFunctionsEnv()
  plan = await storeCyclePlan(file, 'weekly')
  for (const date of dates) removeLater(`fulfilmentDays/${date}`)
})
afterAll(removeTestData)

const webhookWaitMs = 60_000
const billingTestMs = 90_000

// Only this file's plans: other files' subscriptions on the stack fall due earlier, in their own weeks.
const planIds = [`${file.emailPrefix}-plan-weekly`, `${file.emailPrefix}-plan-limited`]
const run = (at: number) => runMealPlanCycles(db, () => stripe, at, { planIds })

const orderOf = async (id: string): Promise<Order | undefined> => {
  const data = (await db.doc(`orders/${id}`).get()).data()
  return data ? orderSchema.parse({ ...data, id }) : undefined
}
const subscriptionOf = async (id: string) => (await db.doc(`mealSubscriptions/${id}`).get()).data()!
const mailOf = async (id: string) => {
  removeLater(`mail/${id}`)
  return (await db.doc(`mail/${id}`).get()).data()
}
const cycleOrderId = (subscription: { id: string }, date: string) => {
  const id = mealPlanOrderId(subscription.id, date)
  removeLater(`orders/${id}`, `mealPlanCycles/${id}`, `mail/meal-plan-order-${id}`)
  return id
}

/** Orders made for a subscription's cycles. */
async function ordersOf(subscriptionId: string): Promise<string[]> {
  const found = await db.collection('orders').where('mealPlan.subscriptionId', '==', subscriptionId).get()
  return found.docs.map((doc) => doc.id)
}

describe('the cycle run', () => {
  it('makes each due cycle once, run after run and runs at the same time', async () => {
    const first = await storeCycleSubscription(file, 'once', plan, roomyDate, {
      selections: {
        [roomyDate]: [
          { chefPackageId: 'pkg-harvest-bowls', quantity: 2 },
          { chefPackageId: 'pkg-pappardelle-ragu', quantity: 3 },
        ],
      },
    })
    const second = await storeCycleSubscription(file, 'twice', plan, roomyDate)
    cutoffAt = first.nextCycle.cutoffAt
    // Not yet: the cut-off has not come.
    expect((await run(cutoffAt - 60_000)).orders).toBe(0)
    // Three runs at once make the two cycles once between them; a later run finds them made.
    const together = await Promise.all([run(cutoffAt), run(cutoffAt), run(cutoffAt + 60_000)])
    expect(together.reduce((sum, counts) => sum + counts.orders, 0)).toBe(2)
    expect((await run(cutoffAt + 120_000)).orders).toBe(0)

    const id = cycleOrderId(first, roomyDate)
    cycleOrderId(second, roomyDate)
    expect(await ordersOf(first.id)).toEqual([id])
    expect(await ordersOf(second.id)).toEqual([mealPlanOrderId(second.id, roomyDate)])
    const order = (await orderOf(id))!
    expect(order.mealPlan).toEqual({ subscriptionId: first.id, planId: plan.id, cycleDate: roomyDate })
    expect(order.cartTotals.total).toBe(54)
    expect(order.state).toBe('awaitingPayment')
    expect(order.fulfilment).toMatchObject({ date: roomyDate, slotId: testSlots.roomy.id, method: 'pickup' })
    expect(order.orderNumber).toBeGreaterThan(0)
    // The customer's selection, meals counted per package, adding up to the subscriber's price.
    const meals = new Map<string, number>()
    for (const line of order.cartData)
      meals.set(line.chefPackageId, (meals.get(line.chefPackageId) ?? 0) + line.quantity)
    expect(Object.fromEntries(meals)).toEqual({ 'pkg-harvest-bowls': 2, 'pkg-pappardelle-ragu': 3 })
    expect(order.cartData.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0)).toBe(
      5400,
    )

    const subscription = await subscriptionOf(first.id)
    expect(subscription['lastCycleDate']).toBe(roomyDate)
    expect(subscription['nextCycle'].cutoffAt).toBeGreaterThan(cutoffAt + 6 * 86_400_000)
    // The selection is now the standing choice ("last cycle's when nothing was chosen").
    expect(subscription['meals']).toEqual([
      { chefPackageId: 'pkg-harvest-bowls', quantity: 2 },
      { chefPackageId: 'pkg-pappardelle-ragu', quantity: 3 },
    ])
    expect(subscription['selections']).toEqual({})
    const mail = await mailOf(`meal-plan-order-${id}`)
    expect(mail?.['to']).toEqual([first.email])
    // Its place counts on the calendar like any order's (both subscriptions' orders, once each).
    const day = (await db.doc(`fulfilmentDays/${roomyDate}`).get()).data()
    expect(day?.['slots'][testSlots.roomy.id]).toBeGreaterThanOrEqual(2)
  })

  it('makes no order for a skipped cycle nor a paused one, and moves on', async () => {
    const skipped = await storeCycleSubscription(file, 'skipped', plan, roomyDate, {
      skippedDates: [roomyDate],
    })
    const paused = await storeCycleSubscription(file, 'paused', plan, roomyDate, {
      state: 'paused',
      pausedUntil: dates.at(-1),
    })
    const counts = await run(cutoffAt)
    expect(counts.skipped + counts.paused).toBeGreaterThanOrEqual(2)
    expect(await ordersOf(skipped.id)).toEqual([])
    expect(await ordersOf(paused.id)).toEqual([])
    for (const { id } of [skipped, paused]) {
      expect((await subscriptionOf(id))['nextCycle'].cutoffAt).toBeGreaterThan(cutoffAt)
    }
    expect((await subscriptionOf(paused.id))['state']).toBe('paused')
  })

  it('moves an order whose time is full to the next time of the day, and the mail says so', async () => {
    await db
      .doc(`fulfilmentDays/${fullDate}`)
      .set({ date: fullDate, slots: { [testSlots.small.id]: testSlots.small.capacity } }, { merge: true })
    const moved = await storeCycleSubscription(file, 'moved', plan, fullDate, {
      fulfilment: {
        method: 'pickup',
        weekday: new Date(`${fullDate}T12:00:00Z`).getUTCDay(),
        slotId: testSlots.small.id,
        slotStart: testSlots.small.start,
        slotEnd: testSlots.small.end,
        name: 'Test Subscriber',
        phone: '+12125550123',
        notes: '',
      },
    })
    const counts = await run(cutoffAt)
    expect(counts.moved).toBeGreaterThanOrEqual(1)
    const id = cycleOrderId(moved, fullDate)
    const order = (await orderOf(id))!
    expect(order.fulfilment).toMatchObject({ date: fullDate, slotId: testSlots.roomy.id })
    expect(order.mealPlan?.movedFrom).toEqual({ date: fullDate, slotId: testSlots.small.id })
    const mail = await mailOf(`meal-plan-order-${id}`)
    expect(mail?.['message'].subject).toContain('(moved)')
    expect(mail?.['message'].text).toContain('Your meals moved to')
  })

  it('makes no order when nothing has room within the rule, and tells the customer and the chef', async () => {
    const limitedPlan = await soldOutPlan()
    const full = await storeCycleSubscription(file, 'no-room', limitedPlan, limitedDate)
    const counts = await run(cutoffAt)
    expect(counts.noRoom).toBeGreaterThanOrEqual(1)
    const id = cycleOrderId(full, limitedDate)
    expect(await ordersOf(full.id)).toEqual([])
    expect((await db.doc(`mealPlanCycles/${id}`).get()).data()).toMatchObject({ noRoom: true })
    const after = await subscriptionOf(full.id)
    expect(after['lastCycleDate']).toBeUndefined()
    expect(after['nextCycle'].cutoffAt).toBeGreaterThan(cutoffAt)
    expect((await mailOf(`meal-plan-no-room-${id}`))?.['to']).toEqual([full.email])
    expect(await alertRecipients(db, 'orderChange')).not.toEqual([])
    expect(await mailOf(`meal-plan-no-room-${id}-chef`)).toBeDefined()
  })
})

/** A plan of one package sold only on `limitedDate`, sold out there: no time within any rule has room for it. */
async function soldOutPlan() {
  const limitedId = `${file.emailPrefix}-limited`
  removeLater(`chefPackages/${limitedId}`)
  await db.doc(`chefPackages/${limitedId}`).set({
    title: 'Limited stew',
    price: 12,
    publicMenu: true,
    addedUsers: [],
    maxPerDate: 5,
    availableDates: [limitedDate],
  })
  await db
    .doc(`fulfilmentDays/${limitedDate}`)
    .set({ date: limitedDate, packages: { [limitedId]: 5 } }, { merge: true })
  return storeCyclePlan(file, 'limited', { chefPackageIds: [limitedId] })
}

/** A real subscription at the stand-in on a test clock three days before the cycle's cut-off, trial until it. */
async function subscribeAtStandIn(
  subscription: { id: string; email: string; nextCycle: { cutoffAt: number } },
  paymentMethod = 'card',
) {
  const cutoff = Math.floor(subscription.nextCycle.cutoffAt / 1000)
  const clock = await stripe.testHelpers.testClocks.create({
    frozen_time: cutoff - 3 * 86_400,
    name: file.tag,
  })
  const customer = await stripe.customers.create({ email: subscription.email, test_clock: clock.id })
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 5400,
    recurring: { interval: 'week', interval_count: 1 },
    product_data: { name: plan.name },
  })
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    subscription_data: { trial_end: cutoff, metadata: { mealSubscriptionId: subscription.id } },
    success_url: 'http://127.0.0.1/meal-plans',
    cancel_url: 'http://127.0.0.1/meal-plans',
  })
  expect((await payAtStandIn(session.url!, { paymentMethod })).status).toBe(303)
  const providerId = String((await stripe.checkout.sessions.retrieve(session.id)).subscription)
  await db
    .doc(`mealSubscriptions/${subscription.id}`)
    .update({ 'provider.subscriptionId': providerId, 'provider.customerId': customer.id })
  return {
    providerId,
    /** Moves the clock past the cut-off: the provider renews and charges the cycle's invoice. */
    renew: () => stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: cutoff + 60 }),
  }
}

/** The provider's event of `type` about the meal subscription's invoices. */
async function invoiceEvent(type: string, subscriptionId: string): Promise<Stripe.Event> {
  return eventually(`${type} for ${subscriptionId}`, async () => {
    const events = await stripe.events.list({ type, limit: 100 })
    return events.data.find(
      (event) =>
        (event.data.object as Stripe.Invoice).parent?.subscription_details?.metadata?.[
          'mealSubscriptionId'
        ] === subscriptionId,
    )
  })
}

describe("the provider's invoices", () => {
  it(
    'mark the order paid when the invoice is paid after the order was made',
    async () => {
      const subscription = await storeCycleSubscription(file, 'paid-after', plan, roomyDate)
      const provider = await subscribeAtStandIn(subscription)
      await run(cutoffAt)
      const id = cycleOrderId(subscription, roomyDate)
      expect((await orderOf(id))?.paymentState).toBe('awaitingPayment')
      await provider.renew()
      // The stand-in delivers its webhooks in order, one after another: the first test waits for the backlog.
      const paid = await eventually(
        'the order is paid',
        async () => {
          const order = await orderOf(id)
          return order?.paymentState === 'paid' ? order : undefined
        },
        webhookWaitMs,
      )
      expect(paid.mealPlan?.invoiceId).toMatch(/^in_/)
      expect(paid.paidCents).toBe(5400)
      expect((await subscriptionOf(subscription.id))['lifetimeCents']).toBe(5400)
    },
    billingTestMs,
  )

  it(
    'mark the order paid as it is made when the invoice was paid first, and apply a retried event once',
    async () => {
      const subscription = await storeCycleSubscription(file, 'paid-first', plan, roomyDate)
      const provider = await subscribeAtStandIn(subscription)
      await provider.renew()
      const id = cycleOrderId(subscription, roomyDate)
      await eventually(
        'the paid invoice is recorded for the cycle',
        async () => {
          const record = (await db.doc(`mealPlanCycles/${id}`).get()).data()
          return record?.['invoiceState'] === 'paid' ? record : undefined
        },
        webhookWaitMs,
      )
      expect(await orderOf(id)).toBeUndefined()
      await run(cutoffAt)
      const order = (await orderOf(id))!
      expect(order.paymentState).toBe('paid')
      expect(order.mealPlan?.invoiceId).toMatch(/^in_/)
      // The chef hears of it as of any paid order.
      expect(await mailOf(`order-${id}-owner-paid`)).toBeDefined()

      const event = await invoiceEvent('invoice.paid', subscription.id)
      expect(await handleMealPlanInvoiceEvent(db, () => stripe, event)).toBe('duplicate')
      expect((await subscriptionOf(subscription.id))['lifetimeCents']).toBe(5400)
    },
    billingTestMs,
  )

  it(
    'ask the customer to update their card when a charge fails, remind them, and tell the chef',
    async () => {
      const subscription = await storeCycleSubscription(file, 'declined', plan, roomyDate)
      const provider = await subscribeAtStandIn(subscription, 'card_declines_later')
      await provider.renew()
      const event = await invoiceEvent('invoice.payment_failed', subscription.id)
      const invoice = event.data.object as Stripe.Invoice
      const mail = await eventually(
        'the update-card mail',
        () => mailOf(`meal-plan-card-${invoice.id}`),
        webhookWaitMs,
      )
      expect(mail['to']).toEqual([subscription.email])
      expect(mail['message'].html).toContain(invoice.hosted_invoice_url)
      // The chef's alert is queued right after the customer's mail.
      await eventually('the chef alert', () => mailOf(`meal-plan-card-${invoice.id}-chef`))
      expect((await subscriptionOf(subscription.id))['state']).toBe('pastDue')

      const id = cycleOrderId(subscription, roomyDate)
      const dueAt = event.created * 1000 + updateCardReminderMs
      expect((await run(dueAt - 60_000)).reminders).toBe(0)
      expect((await run(dueAt + 60_000)).reminders).toBe(1)
      expect(await mailOf(`meal-plan-card-reminder-${id}-${dueAt}`)).toBeDefined()
      expect((await run(dueAt + 120_000)).reminders).toBe(0)
    },
    billingTestMs,
  )

  it(
    'refund the charge of a cycle that found no room, once',
    async () => {
      const subscription = await storeCycleSubscription(
        file,
        'no-room-paid',
        await soldOutPlan(),
        limitedDate,
      )
      const provider = await subscribeAtStandIn(subscription)
      expect((await run(cutoffAt)).noRoom).toBe(1)
      await provider.renew()
      const id = cycleOrderId(subscription, limitedDate)
      const record = await eventually(
        'the charge is refunded',
        async () => {
          const current = (await db.doc(`mealPlanCycles/${id}`).get()).data()
          return current?.['refundedAt'] ? current : undefined
        },
        webhookWaitMs,
      )
      expect(record).toMatchObject({ noRoom: true, invoiceState: 'paid', amountCents: 5400 })
      expect(await ordersOf(subscription.id)).toEqual([])
      expect((await subscriptionOf(subscription.id))['lifetimeCents']).toBe(0)
      const refunds = await stripe.refunds.list({ limit: 100 })
      expect(refunds.data.filter((refund) => refund.metadata?.['mealPlanCycleId'] === id)).toHaveLength(1)
    },
    billingTestMs,
  )

  it(
    "pause the provider's collection for a skipped next cycle, and resume it when the skip is taken back",
    async () => {
      const subscription = await storeCycleSubscription(file, 'skip-sync', plan, roomyDate)
      const provider = await subscribeAtStandIn(subscription)
      await db.doc(`mealSubscriptions/${subscription.id}`).update({ skippedDates: [roomyDate] })
      const paused = await eventually(
        'the provider pauses collection',
        async () => {
          const current = await stripe.subscriptions.retrieve(provider.providerId)
          return current.pause_collection ? current.pause_collection : undefined
        },
        webhookWaitMs,
      )
      expect(paused.behavior).toBe('void')
      expect((paused.resumes_at ?? 0) * 1000).toBeGreaterThan(subscription.nextCycle.cutoffAt)
      expect((paused.resumes_at ?? 0) * 1000).toBeLessThan(subscription.nextCycle.cutoffAt + 86_400_000)
      await db.doc(`mealSubscriptions/${subscription.id}`).update({ skippedDates: [] })
      await eventually('the provider collects again', async () => {
        const current = await stripe.subscriptions.retrieve(provider.providerId)
        return current.pause_collection === null ? true : undefined
      })
    },
    billingTestMs,
  )
})
