// The business changes a paid order's items on the running stack, paid for at the Stripe stand-in: the new lines
// are priced on the server, the date's package limits are checked again, a lower total is refunded through the
// refund flow, a higher one gets a payment page mailed to the customer whose payment the webhook records on the
// change, and every refused change (over a limit, a package no longer sold, a cancelled order, a preview) writes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import type { Order } from '../../src/shared/schemas/order.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { changeOrderItemsCallableFn } from '../../functions/src/orders/order-callables.ts'
import { callInProcess } from '../support/call-in-process.ts'
import { callOverHttp } from '../support/call-over-http.ts'
import { placePaidOrder, removeLater, removeTestData, storePromotionCode } from '../support/factories.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const { run } = file
const pappardelle = 'pkg-pappardelle-ragu' // $220
const bistecca = 'pkg-bistecca-fiorentina' // $340
const branzino = 'pkg-whole-branzino' // $260, at most 4 a date

type StoredOrder = Order & { placeHold?: { packages: Record<string, number> } }
interface ChangeAnswer {
  preview: {
    totalCents: number
    previousTotalCents: number
    differenceCents: number
    promotionNote: string | null
  }
  order: StoredOrder | null
}

let adminToken = ''
let keys = 0

beforeAll(async () => {
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  adminToken = await idTokenFor(admin.email, admin.password)
})

afterAll(removeTestData)

const stored = async (orderId: string) =>
  (await adminDb().doc(`orders/${orderId}`).get()).data() as StoredOrder
const dayCounts = async (date: string) =>
  (await adminDb().doc(`fulfilmentDays/${date}`).get()).data()?.['packages'] as Record<string, number>

function change(
  orderId: string,
  items: Array<{ chefPackageId: string; quantity: number }>,
  options: { dryRun?: boolean; requestKey?: string; idToken?: string; atOnce?: boolean } = {},
) {
  keys += 1
  const data = {
    orderId,
    items,
    dryRun: options.dryRun ?? false,
    requestKey: options.requestKey ?? `ic-${run}-${keys}`,
  }
  const idToken = options.idToken ?? adminToken
  // Calls meant to overlap run in this process: the Functions emulator serves one request at a time.
  return options.atOnce
    ? callInProcess<ChangeAnswer>(changeOrderItemsCallableFn, data, idToken)
    : callOverHttp<ChangeAnswer>('changeOrderItemsCallable', data, idToken)
}

/** What a refused change must leave as it was. */
async function snapshotOf(orderId: string, date: string) {
  const { cartData, cartTotals, history, refunds, itemChanges, placeHold, state } = await stored(orderId)
  return { cartData, cartTotals, history, refunds, itemChanges, placeHold, state, day: await dayCounts(date) }
}

describe('changing a paid order’s items', () => {
  it('previews a lower total from stored prices without writing, then refunds the difference', async () => {
    const date = file.date(0)
    const order = await placePaidOrder(file, 'down', {
      cartData: [{ chefPackageId: pappardelle, quantity: 2 }],
      payment: 'stand-in',
    })
    const before = await snapshotOf(order.orderId, date)

    const preview = await change(order.orderId, [{ chefPackageId: pappardelle, quantity: 1 }], {
      dryRun: true,
    })
    expect(preview.ok && preview.result.preview).toMatchObject({
      previousTotalCents: 46_200,
      totalCents: 23_100,
      differenceCents: -23_100,
    })
    expect(preview.ok && preview.result.order).toBeNull()
    expect(await snapshotOf(order.orderId, date)).toEqual(before)

    const made = await change(order.orderId, [{ chefPackageId: pappardelle, quantity: 1 }])
    expect(made.ok).toBe(true)
    const after = await stored(order.orderId)
    expect(after.cartData.map((line) => [line.chefPackageId, line.quantity, line.price])).toEqual([
      [pappardelle, 1, 220],
    ])
    expect(after.cartTotals.total).toBe(231)
    expect(after.placeHold?.packages).toEqual({ [pappardelle]: 1 })
    expect((await dayCounts(date))[pappardelle]).toBe(before.day[pappardelle]! - 1)
    expect(after.itemChanges).toHaveLength(1)
    expect(after.itemChanges[0]).toMatchObject({
      by: 'admin',
      differenceCents: -23_100,
      newTotalCents: 23_100,
    })
    expect(after.history.at(-2)?.reason).toMatch(
      /Items changed to 1 × .*\$462\.00 → \$231\.00: \$231\.00 refunded/,
    )
    const refund = after.refunds.find((candidate) => candidate.id === after.itemChanges[0]!.refundId)
    expect(refund).toMatchObject({ amountCents: 23_100, status: 'sent' })
    const atStripe = await standInStripe().refunds.list({ payment_intent: order.paymentIntent! })
    expect(atStripe.data.map((found) => found.amount)).toEqual([23_100])
  })

  it('asks for a higher total through a mailed payment page, and records its payment from the webhook', async () => {
    const order = await placePaidOrder(file, 'up', { payment: 'stand-in' })
    const items = [
      { chefPackageId: pappardelle, quantity: 1 },
      { chefPackageId: bistecca, quantity: 1 },
    ]
    const requestKey = `ic-up-${run}`
    const [first, again] = await Promise.all([
      change(order.orderId, items, { requestKey, atOnce: true }),
      change(order.orderId, items, { requestKey, atOnce: true }),
    ])
    expect([first.ok, again.ok]).toEqual([true, true])
    const changed = await stored(order.orderId)
    expect(changed.itemChanges).toHaveLength(1)
    const payment = changed.itemChanges[0]!.payment!
    expect(payment).toMatchObject({ amountCents: 35_700, status: 'waiting' })
    expect(changed.refunds).toEqual([])
    const mail = await waitForMail({ to: order.email }, (candidate) =>
      candidate.subject.includes('$357.00 to pay'),
    )
    expect(mail.html).toContain(payment.url!)

    const paid = await payAtStandIn(payment.url!)
    expect(paid.status).toBe(303)
    const recorded = await eventually('the difference is recorded', async () => {
      const current = await stored(order.orderId)
      return current.itemChanges[0]?.payment?.status === 'paid' ? current : undefined
    })
    expect(recorded.history.at(-1)?.reason).toBe('The customer paid $357.00 for the change of items.')
    // The order's own payment is untouched.
    expect(recorded.paidCents).toBe(changed.paidCents)
    expect(recorded.checkoutSession?.checkoutSessionId).toBe(order.sessionId)
    removeLater(`payments/${paid.sessionId}`)
    const paymentDoc = (await adminDb().doc(`payments/${paid.sessionId}`).get()).data()
    expect(paymentDoc).toMatchObject({ orderId: order.orderId, amount_total: 35_700 })
  })

  it('checks the date’s package limits again and writes nothing when one is passed', async () => {
    const date = file.date(1)
    const order = await placePaidOrder(file, 'limit', {
      cartData: [{ chefPackageId: branzino, quantity: 1 }],
      fulfilment: { date },
    })
    const before = await snapshotOf(order.orderId, date)
    const refused = await change(order.orderId, [{ chefPackageId: branzino, quantity: 5 }])
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.fields).toEqual({
      'items.0.quantity': "Only 4 of Whole Roasted Branzino left on this order's date.",
    })
    expect(await snapshotOf(order.orderId, date)).toEqual(before)

    const upToLimit = await change(order.orderId, [{ chefPackageId: branzino, quantity: 4 }])
    expect(upToLimit.ok).toBe(true)
    expect((await dayCounts(date))[branzino]).toBe(4)
  })

  it('refuses packages no longer sold, repeated rows and orders that cannot change, writing nothing', async () => {
    const date = file.date(2)
    const order = await placePaidOrder(file, 'refused', { fulfilment: { date } })
    const hiddenId = `pkg-hidden-${run}`
    removeLater(`chefPackages/${hiddenId}`)
    await adminDb()
      .doc(`chefPackages/${hiddenId}`)
      .set({ title: 'Hidden', price: 10, publicMenu: false, addedUsers: [] })
    const before = await snapshotOf(order.orderId, date)

    const hidden = await change(order.orderId, [
      { chefPackageId: pappardelle, quantity: 1 },
      { chefPackageId: hiddenId, quantity: 1 },
    ])
    expect(!hidden.ok && hidden.fields).toEqual({
      'items.1.chefPackageId': 'This package is no longer sold.',
    })
    const repeated = await change(order.orderId, [
      { chefPackageId: pappardelle, quantity: 1 },
      { chefPackageId: pappardelle, quantity: 2 },
    ])
    expect(!repeated.ok && Object.keys(repeated.fields)).toEqual(['items.1.chefPackageId'])
    const someone = demoAccounts.find((account) => account.role !== 'admin')!
    const customer = await change(order.orderId, [{ chefPackageId: pappardelle, quantity: 3 }], {
      idToken: await idTokenFor(someone.email, someone.password),
    })
    expect(!customer.ok && customer.status).toBe('PERMISSION_DENIED')
    expect(await snapshotOf(order.orderId, date)).toEqual(before)

    await adminDb()
      .doc(`orders/${order.orderId}`)
      .update({ state: 'cancelled', fulfilmentState: 'cancelled' })
    const cancelled = await change(order.orderId, [{ chefPackageId: pappardelle, quantity: 3 }])
    expect(!cancelled.ok && cancelled.status).toBe('FAILED_PRECONDITION')
    expect(!cancelled.ok && cancelled.message).toBe(
      'The items of an order that is cancelled cannot be changed.',
    )
    expect((await stored(order.orderId)).itemChanges).toEqual([])
  })

  it('re-prices with the order’s promotion code, and says when the code no longer applies', async () => {
    const date = file.date(3)
    const code = await storePromotionCode(file, 'ten', { packageIds: [bistecca] })
    const order = await placePaidOrder(file, 'code', {
      cartData: [
        { chefPackageId: bistecca, quantity: 1 },
        { chefPackageId: pappardelle, quantity: 1 },
      ],
      fulfilment: { date },
      fields: { promotionCode: code },
      // Paid in full at the stand-in, so a lower total's refund fits within what was paid.
      payment: 'stand-in',
    })
    const twoSteaks = await change(
      order.orderId,
      [
        { chefPackageId: bistecca, quantity: 2 },
        { chefPackageId: pappardelle, quantity: 1 },
      ],
      { dryRun: true },
    )
    // 10% off the steaks only: 680 - 68 + 220, plus 5% tax.
    expect(twoSteaks.ok && twoSteaks.result.preview).toMatchObject({
      totalCents: 87_360,
      promotionNote: null,
    })
    const noSteak = await change(order.orderId, [{ chefPackageId: pappardelle, quantity: 1 }], {
      dryRun: true,
    })
    expect(noSteak.ok && noSteak.result.preview).toMatchObject({ totalCents: 23_100 })
    expect(noSteak.ok && noSteak.result.preview.promotionNote).toBe(
      `The code ${code} no longer applies (this code does not apply to the packages in your cart), so nothing comes off.`,
    )
  })
})
