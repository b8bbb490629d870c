// Promotion codes on the running stack: placeOrder prices a code on the server and refuses one that does not apply
// with the reason next to the code field (nothing written); 20 orders racing for a code's last use redeem it once;
// a discount the request names itself is ignored; a paid order counts its use as redeemed and Stripe charges the
// order's total; cancelling or expiring an unpaid order gives the use back. Admins save and list codes; customers
// cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrderCallableFn } from '../../functions/src/orders/order-callables.ts'
import { changeOrderState } from '../../functions/src/orders/order-state-change.ts'
import { unpaidOrderReason } from '../../functions/src/orders/unpaid-expiry.ts'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { cartCents } from '../../src/shared/money.ts'
import {
  belowMinimumChargeMessage,
  unknownPromotionMessage,
} from '../../src/shared/orders/promotion-codes.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { callCallable, idTokenFor, type CallableReply } from '../support/auth-emulator.ts'
import { payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { callInProcess } from '../support/call-in-process.ts'
import {
  fileChoice,
  promotionCodeText,
  removePromotionCodeLater,
  removeTestData,
  storePromotionCode,
} from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const { emailPrefix } = file
const run = file.run.toUpperCase()
const brunch = `promo-brunch-${run}`
const cake = `promo-cake-${run}`
const tiny = `promo-tiny-${run}`
// The file's own network, so the per-network order limit never refuses these orders.
const { network } = file
const hour = 60 * 60 * 1000

// A pickup on the file's own date: the code's $0.50 floor is checked without a delivery fee.
const fulfilment = fileChoice(file)
let sequence = 0
const email = () => file.email(String((sequence += 1)))
const storeCode = (tag: string, fields: Record<string, unknown>) => storePromotionCode(file, tag, fields)

const place = (fields: Record<string, unknown>, cartData = [{ chefPackageId: brunch, quantity: 1 }]) =>
  callCallable(
    'placeOrderCallable',
    { cartData, customer_email: email(), fulfilment, ...fields },
    undefined,
    network,
  )

const placed = (reply: CallableReply) => {
  expect(reply.error, JSON.stringify(reply.error)).toBeUndefined()
  return reply.result as { orderId: string; token: string; checkoutUrl: string | null }
}

const counts = async (id: string) => (await adminDb().doc(`promotionRedemptions/${id}`).get()).data()
const storedOrder = async (orderId: string) => (await adminDb().doc(`orders/${orderId}`).get()).data()!

beforeAll(async () => {
  await Promise.all([
    adminDb().doc(`chefPackages/${brunch}`).set({ title: 'Promo Brunch', price: 100, publicMenu: true }),
    adminDb().doc(`chefPackages/${cake}`).set({ title: 'Promo Cake', price: 40, publicMenu: true }),
    adminDb().doc(`chefPackages/${tiny}`).set({ title: 'Promo Truffle', price: 0.6, publicMenu: true }),
  ])
})

afterAll(async () => {
  await removeTestData()
  const db = adminDb()
  const orders = await db.collection('orders').where('customer_email', '>=', emailPrefix).get()
  const mine = orders.docs.filter((doc) => String(doc.data()['customer_email']).startsWith(emailPrefix))
  await Promise.all([
    ...mine.map((doc) => doc.ref.delete()),
    ...[brunch, cake, tiny].map((id) => db.doc(`chefPackages/${id}`).delete()),
    db.doc(`fulfilmentDays/${fulfilment.date}`).delete(),
  ])
})

describe('promotion codes at placeOrder', () => {
  it('refuses each code that does not apply, with its reason next to the code, and writes nothing', async () => {
    const now = Date.now()
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['unknown', promotionCodeText(file, 'NOPE'), {}, unknownPromotionMessage],
      ['inactive', await storeCode('OFF', { active: false }), {}, 'This code is no longer active.'],
      [
        'not yet valid',
        await storeCode('SOON', { validFrom: now + 48 * hour }),
        {},
        'This code is not valid yet.',
      ],
      ['expired', await storeCode('PAST', { validUntil: now - hour }), {}, 'This code has expired.'],
      [
        'below its minimum',
        await storeCode('MIN', { minimumSubtotalCents: 20_000 }),
        {},
        'This code needs an order of at least $200.00.',
      ],
      [
        'for other packages',
        await storeCode('CAKE', { packageIds: [cake] }),
        {},
        'This code does not apply to the packages in your cart.',
      ],
    ]
    for (const [why, typed, extra, message] of cases) {
      const to = email()
      const reply = await callCallable(
        'placeOrderCallable',
        {
          cartData: [{ chefPackageId: brunch, quantity: 1 }],
          customer_email: to,
          fulfilment,
          promotionCode: typed.toLowerCase(),
          ...extra,
        },
        undefined,
        network,
      )
      expect(reply.error, why).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { fields: { promotionCode: message } },
      })
      expect((await adminDb().collection('orders').where('customer_email', '==', to).get()).size, why).toBe(0)
      expect(await counts(typed.toUpperCase()), why).toBeUndefined()
    }
  }, 60_000)

  it('refuses a code past its limit overall and per customer (per e-mail for guests)', async () => {
    const once = await storeCode('ONCE', { maxRedemptions: 1 })
    placed(await place({ promotionCode: once }))
    expect((await place({ promotionCode: once })).error).toMatchObject({
      details: { fields: { promotionCode: 'This code has been used up.' } },
    })
    const mine = await storeCode('MINE', { maxPerCustomer: 1 })
    const guest = file.email('repeat')
    const order = (typed: string) =>
      callCallable(
        'placeOrderCallable',
        {
          cartData: [{ chefPackageId: brunch, quantity: 1 }],
          customer_email: guest,
          fulfilment,
          promotionCode: typed,
        },
        undefined,
        network,
      )
    placed(await order(mine))
    expect((await order(mine.toLowerCase())).error).toMatchObject({
      details: { fields: { promotionCode: 'You have already used this code.' } },
    })
    expect(await counts(mine)).toMatchObject({ held: 1, redeemed: 0 })
  }, 60_000)

  it('refuses a code that would bring the total under the $0.50 Stripe can charge', async () => {
    // 0.60 - 0.50 = 0.10, and 0.01 tax: 0.11 to pay at pickup (the file's choice is a pickup).
    expect(fulfilment.method).toBe('pickup')
    const big = await storeCode('BIG', { kind: 'amount', amountOffCents: 50 })
    const reply = await place({ promotionCode: big }, [{ chefPackageId: tiny, quantity: 1 }])
    expect(reply.error).toMatchObject({ details: { fields: { promotionCode: belowMinimumChargeMessage } } })
    expect(await counts(big)).toBeUndefined()
  })

  it('prices the discount from stored prices and ignores a discount the request names itself', async () => {
    const ten = await storeCode('TEN', {})
    const cartData = [
      { chefPackageId: brunch, quantity: 1, price: 0.01 },
      { chefPackageId: cake, quantity: 2, price: 0.01 },
    ]
    const reply = await callCallable(
      'placeOrderCallable',
      {
        cartData,
        customer_email: email(),
        fulfilment,
        promotionCode: ten.toLowerCase(),
        discountCents: 17_999,
        promotion: { code: ten, discountCents: 17_999, description: 'everything off' },
        cartTotals: { total: 0.5 },
      },
      undefined,
      network,
    )
    const order = await storedOrder(placed(reply).orderId)
    const expected = cartCents(
      [
        { price: 100, quantity: 1 },
        { price: 40, quantity: 2 },
      ],
      1_800,
    )
    expect(order['promotion']).toEqual({ code: ten, discountCents: 1_800, description: '10% off' })
    expect(order['cartTotals']).toMatchObject({
      subTotal: 180,
      discount: 18,
      total: (expected.total + (order['fulfilment']?.deliveryFeeCents ?? 0)) / 100,
    })
    expect(order['promotionHold']).toMatchObject({ code: ten, state: 'held' })
    // Without a code, the forged discount changes nothing at all.
    const plain = await storedOrder(
      placed(await place({ discountCents: 5_000, promotion: { code: ten, discountCents: 5_000 } })).orderId,
    )
    expect(plain['promotion']).toBeUndefined()
    expect(plain['cartTotals']['subTotal']).toBe(100)
  })

  it("gives a code's last use to exactly one of 20 orders racing for it", async () => {
    const last = await storeCode('LAST', { maxRedemptions: 1 })
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        callInProcess(
          placeOrderCallableFn,
          {
            cartData: [{ chefPackageId: brunch, quantity: 1 }],
            customer_email: email(),
            fulfilment,
            promotionCode: last,
          },
          undefined,
          network,
        ),
      ),
    )
    const accepted = replies.filter((reply) => reply.ok)
    const refused = replies.filter((reply) => !reply.ok)
    expect(accepted).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const reply of refused) {
      expect(reply).toMatchObject({
        status: 'INVALID_ARGUMENT',
        fields: { promotionCode: 'This code has been used up.' },
      })
    }
    expect(await counts(last)).toMatchObject({ held: 1, redeemed: 0 })
  }, 120_000)

  it('counts the use as redeemed when paid, and Stripe charges the order total with the discount on the session', async () => {
    const paid = await storeCode('PAID', { kind: 'amount', amountOffCents: 2_500 })
    const { orderId, checkoutUrl } = placed(await place({ promotionCode: paid }))
    const order = await storedOrder(orderId)
    const totalCents = Math.round(order['cartTotals']['total'] * 100)
    const session = await standInStripe().checkout.sessions.retrieve(
      order['checkoutSession']['checkoutSessionId'],
    )
    expect(session.amount_total).toBe(totalCents)
    expect(session.total_details?.amount_discount).toBe(2_500)
    expect(session.discounts?.[0]?.coupon).toEqual(expect.any(String))
    await payAtStandIn(checkoutUrl!)
    const after = await eventually('the paid order', async () => {
      const data = await storedOrder(orderId)
      return data['state'] === 'paid' ? data : undefined
    })
    expect(after['paidCents']).toBe(totalCents)
    expect(after['promotionHold']).toMatchObject({ state: 'redeemed' })
    expect(await counts(paid)).toMatchObject({ held: 0, redeemed: 1 })
  }, 60_000)

  it('gives the use back when the unpaid order is cancelled, or expires', async () => {
    const back = await storeCode('BACK', { maxRedemptions: 2, maxPerCustomer: 2 })
    const cancelled = placed(await place({ promotionCode: back }))
    const expiring = placed(await place({ promotionCode: back }))
    expect(await counts(back)).toMatchObject({ held: 2 })
    const reply = await callCallable('changeOrderStateCallable', {
      orderId: cancelled.orderId,
      token: cancelled.token,
      to: 'cancelled',
    })
    expect(reply.status).toBe(200)
    expect(await counts(back)).toMatchObject({ held: 1, redeemed: 0 })
    // The unpaid-order expiry cancels through the same state change, as the system.
    await changeOrderState(adminDb(), {
      orderId: expiring.orderId,
      to: 'cancelled',
      actor: 'system',
      reason: unpaidOrderReason,
    })
    expect(await counts(back)).toMatchObject({ held: 0, redeemed: 0 })
    expect((await storedOrder(expiring.orderId))['promotionHold']).toMatchObject({ state: 'released' })
    // Both uses are free again.
    placed(await place({ promotionCode: back }))
  }, 60_000)
})

describe('promotion codes for admins', () => {
  it('saves a code (case-insensitively unique), lists it with its use, and refuses customers', async () => {
    const admin = demoAccounts.find((account) => account.role === 'admin')!
    const customer = demoAccounts.find((account) => account.role === 'customer')!
    const adminToken = await idTokenFor(admin.email, admin.password)
    const customerToken = await idTokenFor(customer.email, customer.password)
    const id = promotionCodeText(file, 'ADMIN')
    removePromotionCodeLater(id)
    const input = {
      isNew: true,
      code: id.toLowerCase(),
      kind: 'amount',
      amountOffCents: 1_000,
      validFromDate: '2026-01-01',
      validToDate: '2036-12-31',
      maxRedemptions: 5,
      minimumSubtotalCents: 5_000,
      packageIds: [],
      active: true,
    }
    expect((await callCallable('savePromotionCodeCallable', input, customerToken)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    })
    expect((await callCallable('savePromotionCodeCallable', input, adminToken)).result).toEqual({ code: id })
    expect((await callCallable('savePromotionCodeCallable', input, adminToken)).error).toMatchObject({
      details: { fields: { code: `The code ${id} exists already. Choose another.` } },
    })
    const { amountOffCents: _left, ...withoutAmount } = input
    const missing = await callCallable(
      'savePromotionCodeCallable',
      { ...withoutAmount, isNew: false },
      adminToken,
    )
    expect(missing.error).toMatchObject({
      details: { fields: { amountOffCents: 'Please enter the amount off.' } },
    })
    placed(await place({ promotionCode: id }))
    const list = await callCallable('listPromotionCodesCallable', {}, adminToken)
    const row = (list.result as { codes: Array<Record<string, unknown>> }).codes.find(
      (item) => item.id === id,
    )
    expect(row).toMatchObject({ kind: 'amount', amountOffCents: 1_000, held: 1, redeemed: 0, active: true })
    expect((await callCallable('listPromotionCodesCallable', {}, customerToken)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    })
  })

  it('answers the order review with the discount, or why not, holding nothing', async () => {
    const preview = await storeCode('LOOK', { percentOff: 25 })
    const reply = await callCallable(
      'previewPromotionCodeCallable',
      { cartData: [{ chefPackageId: brunch, quantity: 2 }], code: ` ${preview.toLowerCase()} ` },
      undefined,
      network,
    )
    expect(reply.result).toEqual({
      code: preview,
      discountCents: 5_000,
      description: '25% off',
      refusal: null,
    })
    const other = await callCallable(
      'previewPromotionCodeCallable',
      { cartData: [{ chefPackageId: brunch, quantity: 1 }], code: 'NO-SUCH-CODE' },
      undefined,
      network,
    )
    expect(other.result).toMatchObject({ refusal: unknownPromotionMessage, discountCents: 0 })
    expect(await counts(preview)).toBeUndefined()
  })
})
