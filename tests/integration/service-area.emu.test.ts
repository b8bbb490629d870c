// The service area on the running stack: the shared test schedule takes chef at your address 25 miles from the
// kitchen at 10001, free up to 10 miles and $30 beyond. A postal code outside it, or one the dataset does not
// know, is refused next to the postal code with nothing written (no order, no place held); inside it the server
// measures the trip and charges its travel fee, whatever the browser sends.
import { afterAll, describe, expect, it } from 'vitest'
import type { CallableOutput, serviceAreaQuoteCallable } from '../../src/shared/callables.ts'
import { adminDb } from '../support/admin.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import {
  defaultCart,
  fileChoice,
  placeGuestOrder,
  removeLater,
  removeTestData,
} from '../support/factories.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const date = file.date(0)
const atHome = (postalCode: string) =>
  fileChoice(file, {
    method: 'chefAtHome',
    address: { line1: '1 Test Street', line2: '', city: 'Somewhere', postalCode },
  })
const ordersOf = async (label: string) =>
  (await adminDb().collection('orders').where('customer_email', '==', file.email(label)).get()).docs
const dayCounts = async () => (await adminDb().doc(`fulfilmentDays/${date}`).get()).data()

afterAll(removeTestData)

describe('placing an order with chef at your address', () => {
  it.each([
    ['beyond the area', '90210', /^We cook within 25 miles of 10001; 90210 is 2,\d{3} miles away\.$/],
    ['unknown to the dataset', '00000', /^We cannot find the postal code 00000\./],
  ])('refuses a postal code %s next to the field and writes nothing', async (label, postalCode, message) => {
    const tag = `outside-${postalCode}`
    const before = await dayCounts()
    const answer = await callOverHttp(
      'placeOrderCallable',
      { cartData: defaultCart, customer_email: file.email(tag), fulfilment: atHome(postalCode) },
      undefined,
      file.network,
    )
    expect(answer.ok, label).toBe(false)
    if (answer.ok) return
    expect(answer.status).toBe('INVALID_ARGUMENT')
    expect(answer.fields['fulfilment.address.postalCode']).toMatch(message)
    expect(await ordersOf(tag)).toHaveLength(0)
    expect(await dayCounts()).toEqual(before)
  })

  it('charges the travel fee the server measures, whatever the browser sends', async () => {
    const stripe = standInStripe()
    removeLater(`fulfilmentDays/${date}`)
    // Yonkers, 15 miles out: the $30 band. The fee and distance sent along are not the order's to set.
    const placed = await placeGuestOrder(file, 'yonkers', {
      fulfilment: { ...atHome('10701'), travelFeeCents: 0, distanceMiles: 1 } as ReturnType<typeof atHome>,
      fields: { cartTotals: { total: 1, travelFee: 0 } },
    })
    const order = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()!
    expect(order['fulfilment']).toMatchObject({
      method: 'chefAtHome',
      distanceMiles: 15,
      travelFeeCents: 3000,
      deliveryFeeCents: 0,
    })
    const goodsCents = Math.round((order['cartData'][0].price as number) * 100)
    const taxCents = Math.round(goodsCents * 0.05)
    expect(order['cartTotals']).toMatchObject({ travelFee: 30, travelFeeDisplay: '$30.00' })
    expect(Math.round(order['cartTotals'].total * 100)).toBe(goodsCents + taxCents + 3000)
    const session = await stripe.checkout.sessions.retrieve(placed.sessionId)
    expect(session.amount_total).toBe(goodsCents + taxCents + 3000)
    // The confirmation mail shows the fee after the tax.
    const mail = (await adminDb().doc(`mail/order-confirmation-${placed.orderId}`).get()).data()
    expect(mail?.['message'].text).toMatch(/Tax\s+\$[\d.,]+\s+Travel\s+\$30\.00\s+Total/)

    // A mile from the kitchen: the free band, no travel line.
    const near = await placeGuestOrder(file, 'chelsea', { fulfilment: atHome('10011') })
    const nearOrder = (await adminDb().doc(`orders/${near.orderId}`).get()).data()!
    expect(nearOrder['fulfilment']).toMatchObject({ distanceMiles: 1, travelFeeCents: 0 })
    expect(nearOrder['cartTotals'].travelFee).toBeUndefined()
  })
})

describe('the order review asking about a postal code', () => {
  type Quote = CallableOutput<typeof serviceAreaQuoteCallable>

  it('hears the distance and fee inside the area, the refusal outside, and nothing for a method without one', async () => {
    expect(
      await callOk<Quote>('serviceAreaQuoteCallable', { method: 'chefAtHome', postalCode: '10701' }),
    ).toEqual({
      inArea: true,
      travelFeeCents: 3000,
      distanceMiles: 15,
      message: null,
    })
    const outside = await callOk<Quote>('serviceAreaQuoteCallable', {
      method: 'chefAtHome',
      postalCode: '06901',
    })
    expect(outside).toEqual({
      inArea: false,
      travelFeeCents: 0,
      distanceMiles: null,
      message: 'We cook within 25 miles of 10001; 06901 is 32 miles away.',
    })
    // Delivery in the shared schedule goes by its zones only.
    expect(
      await callOk<Quote>('serviceAreaQuoteCallable', { method: 'delivery', postalCode: '90210' }),
    ).toEqual({
      inArea: true,
      travelFeeCents: 0,
      distanceMiles: null,
      message: null,
    })
    const pickup = await callOverHttp('serviceAreaQuoteCallable', { method: 'pickup', postalCode: '10001' })
    expect(pickup.ok).toBe(false)
  })
})
