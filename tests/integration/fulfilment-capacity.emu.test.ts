// The fulfilment calendar on the running stack: placeOrder takes places inside a transaction, so a rush for the
// last places gives each place to exactly one customer; an expired checkout gives its place back; and a choice
// the calendar cannot take is refused next to its field with nothing written. The test books its own week of the
// shared test schedule (tests/support/test-files.ts), so the counts are its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'
import type { FulfilmentChoiceInput } from '../../src/shared/schemas/order-fulfilment.ts'
import { FieldValue } from 'firebase-admin/firestore'
import { releaseStaleHolds } from '../../functions/src/fulfilment/holds.ts'
import { placeOrderCallableFn } from '../../functions/src/orders/order-callables.ts'
import { demoAccounts } from '../../scripts/seed-data.ts'
import type { CallableOutput, fulfilmentCalendarCallable } from '../../src/shared/callables.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import { callInProcess } from '../support/call-in-process.ts'
import type { PlacedOrder } from '../support/factories.ts'
import { fulfilmentOptionsFor } from '../support/fulfilment-choice.ts'
import { testFile } from '../support/test-files.ts'
import {
  sharedTestSchedule,
  storedSchedule,
  testSlots,
  testTimeZone,
  testToday,
} from '../support/test-schedule.ts'

const stripe = standInStripe()

const timeZone = testTimeZone
const file = testFile(import.meta.url)
type Placed = Pick<PlacedOrder, 'orderId' | 'token' | 'checkoutUrl'>
const { run } = file
const today = testToday()
// The file's own week: the race for the small time's 5 places on its first date; the shared schedule closes the
// roomy time on its second.
const raceDate = file.date(0)
const closedDate = file.date(1)
const race = testSlots.small.id
const evening = testSlots.roomy.id
const eventPackageId = `test-event-${run}`
const carvedPackageId = `test-carved-${run}`
const cart = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
const cleanup: string[] = []

beforeAll(async () => {
  await adminDb()
    .doc(`chefPackages/${eventPackageId}`)
    .set({ title: 'Garden Party', price: 300, publicMenu: true, minGuests: 10, maxGuests: 40 })
  // Carved at the table: the chef cooks at the customer's address only.
  await adminDb()
    .doc(`chefPackages/${carvedPackageId}`)
    .set({ title: 'Carved at the Table', price: 250, publicMenu: true, methods: ['chefAtHome'] })
  cleanup.push(
    `chefPackages/${eventPackageId}`,
    `chefPackages/${carvedPackageId}`,
    `fulfilmentDays/${raceDate}`,
    `fulfilmentDays/${closedDate}`,
  )
})

afterAll(async () => {
  const placed = await adminDb().collection('orders').where('customer_email', '>=', file.emailPrefix).get()
  for (const order of placed.docs) {
    if (order.data()['customer_email'].startsWith(file.emailPrefix)) cleanup.push(`orders/${order.id}`)
  }
  await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
})

const choice = (fields: Partial<FulfilmentChoiceInput> = {}): FulfilmentChoiceInput => ({
  method: 'pickup',
  date: raceDate,
  slotId: race,
  name: 'Rush Customer',
  phone: '(212) 555-0100',
  notes: '',
  ...fields,
})

const orderFrom = (label: string, fulfilment: FulfilmentChoiceInput | undefined, cartData = cart) =>
  [
    'placeOrderCallable',
    { cartData, customer_email: file.email(label), fulfilment },
    undefined,
    file.network,
  ] as const
/** The reply to a guest's order of `cartData` from the file's address `label`. */
const place = (...order: Parameters<typeof orderFrom>) => callOverHttp<Placed>(...orderFrom(...order))
/** A guest's order that must be placed. */
const placeOk = (...order: Parameters<typeof orderFrom>) => callOk<Placed>(...orderFrom(...order))

const raceDay = async () => (await adminDb().doc(`fulfilmentDays/${raceDate}`).get()).data()
const ordersOf = async (label: string) =>
  (await adminDb().collection('orders').where('customer_email', '==', file.email(label)).get()).docs

describe('the fulfilment calendar under a rush', () => {
  let winners: Placed[] = []

  it('gives 5 remaining places to exactly 5 of 20 parallel orders; the others are told the time is full, none gets a server error', async () => {
    // The twenty calls run placeOrderCallable in this process, against the emulators, so that they overlap: the
    // Functions emulator serves one request at a time. They come from one network, so they race for its limiter as
    // well as for the date's counters and the order number.
    const oneNetwork = { 'x-forwarded-for': '203.0.113.20' }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callInProcess<Placed>(
          placeOrderCallableFn,
          {
            cartData: cart,
            customer_email: file.email(`rush-${index}`),
            fulfilment: choice(),
          },
          undefined,
          oneNetwork,
        ),
      ),
    )
    winners = answers.flatMap((answer) => (answer.ok ? [answer.result] : []))
    const refused = answers.flatMap((answer) => (answer.ok ? [] : [answer]))
    expect(refused.filter((answer) => answer.status !== 'INVALID_ARGUMENT')).toEqual([])
    expect(winners).toHaveLength(5)
    expect(refused).toHaveLength(15)
    for (const answer of refused) {
      expect(answer.status).toBe('INVALID_ARGUMENT')
      expect(answer.fields).toEqual({
        'fulfilment.slotId': 'This time was just booked up. Please choose another.',
      })
    }
    // No counter drifts: the day counts exactly the orders that hold a place, and refused orders wrote nothing.
    expect(await raceDay()).toMatchObject({ slots: { [race]: 5 }, packages: { 'pkg-pappardelle-ragu': 5 } })
    let stored = 0
    for (let index = 0; index < 20; index += 1) stored += (await ordersOf(`rush-${index}`)).length
    expect(stored).toBe(5)
    // Each placed order took a number of its own.
    const numbers = await Promise.all(
      winners.map(async (winner) =>
        (await adminDb().doc(`orders/${winner.orderId}`).get()).get('orderNumber'),
      ),
    )
    expect(new Set(numbers).size).toBe(5)

    const options = await fulfilmentOptionsFor(cart)
    const day = options.days.find((candidate) => candidate.date === raceDate)
    expect(day?.slots.find((slot) => slot.id === race)).toMatchObject({
      left: 0,
      open: false,
      reason: 'full',
    })
    expect(day?.slots.find((slot) => slot.id === evening)).toMatchObject({
      left: testSlots.roomy.capacity,
      open: true,
    })
    // Twenty whole orders (prices, transaction, confirmation mail, payment page) on a 2-core machine.
  }, 90_000)

  it('gives the place of an expired checkout back, once, and the next customer gets it', async () => {
    const expiring = winners[0]!
    const sessionId = new URL(expiring.checkoutUrl!).pathname.split('/').at(-1)!
    cleanup.push(`payments/${sessionId}`)
    await stripe.checkout.sessions.expire(sessionId)
    await eventually('the place given back', async () => {
      const day = await raceDay()
      return day?.['slots'][race] === 4 ? day : undefined
    })
    const order = (await adminDb().doc(`orders/${expiring.orderId}`).get()).data()
    expect(order?.['placeHold']).toMatchObject({ state: 'released', date: raceDate, slotId: race })

    const late = await place('late', choice())
    expect(late.ok).toBe(true)
    expect(await raceDay()).toMatchObject({ slots: { [race]: 5 }, packages: { 'pkg-pappardelle-ragu': 5 } })
  })
})

describe('the sweep of unpaid holds', () => {
  it('gives back the place of an order left unpaid past its hold, and keeps one whose payment page is open', async () => {
    const stranded = await placeOk('stranded', choice({ slotId: evening }))
    const paying = await placeOk('paying', choice({ slotId: evening }))
    for (const placed of [stranded, paying]) {
      cleanup.push(`payments/${new URL(placed.checkoutUrl!).pathname.split('/').at(-1)!}`)
    }
    const eveningBefore = (await raceDay())?.['slots'][evening] as number
    // Both holds ran out; the stranded order never reached the payment page (the provider was down).
    const past = Date.now() - 1000
    await adminDb()
      .doc(`orders/${stranded.orderId}`)
      .update({ 'placeHold.expiresAt': past, checkoutSession: FieldValue.delete() })
    await adminDb().doc(`orders/${paying.orderId}`).update({ 'placeHold.expiresAt': past })

    const swept = await releaseStaleHolds(adminDb(), stripe)
    expect(swept.released).toBeGreaterThanOrEqual(1)
    const hold = async (orderId: string) =>
      (await adminDb().doc(`orders/${orderId}`).get()).data()?.['placeHold']
    expect(await hold(stranded.orderId)).toMatchObject({ state: 'released' })
    expect(await hold(paying.orderId)).toMatchObject({ state: 'held' })
    expect((await raceDay())?.['slots'][evening]).toBe(eveningBefore - 1)
    // Once only: a second sweep changes nothing.
    await releaseStaleHolds(adminDb(), stripe)
    expect((await raceDay())?.['slots'][evening]).toBe(eveningBefore - 1)
  })
})

describe('a choice the calendar cannot take', () => {
  const partyCart = () => [{ chefPackageId: eventPackageId, quantity: 1 }]
  const cases: Array<[string, () => FulfilmentChoiceInput, Record<string, string | RegExp>, typeof cart?]> = [
    [
      'a past date',
      () => choice({ date: addDays(today, -1) }),
      { 'fulfilment.date': 'This date has passed.' },
    ],
    ['a closed time', () => choice({ date: closedDate, slotId: evening }), { 'fulfilment.slotId': /closed/ }],
    [
      'a date outside the booking window',
      () => choice({ date: addDays(today, sharedTestSchedule().bookingWindowDays + 1) }),
      { 'fulfilment.date': `Bookings open ${sharedTestSchedule().bookingWindowDays} days ahead.` },
    ],
    ['a date too soon', () => choice({ date: today }), { 'fulfilment.date': /passed|closed|notice/ }],
    [
      'an invalid phone',
      () => choice({ slotId: evening, phone: '555' }),
      { 'fulfilment.phone': /valid phone/ },
    ],
    [
      'a postal code outside the delivery zones',
      () =>
        choice({
          method: 'delivery',
          slotId: evening,
          address: { line1: '1 Far Rd', line2: '', city: 'Albany', postalCode: '12207' },
        }),
      { 'fulfilment.address.postalCode': /do not deliver/ },
    ],
    [
      'guests outside the package limits',
      () => choice({ slotId: evening, guests: 4 }),
      { 'fulfilment.guests': 'Garden Party is for at least 10 guests.' },
      partyCart(),
    ],
    [
      'a method a package in the cart does not allow',
      () => choice({ slotId: evening }),
      { 'fulfilment.method': 'Pickup is not available for Carved at the Table.' },
      [...cart, { chefPackageId: carvedPackageId, quantity: 1 }],
    ],
    [
      'a forged slot id',
      () => choice({ slotId: 'midnight-feast' }),
      { 'fulfilment.slotId': 'Please choose one of the times offered for this date.' },
    ],
  ]

  it.each(cases)('refuses %s next to the field and writes nothing', async (label, make, fields, cartData) => {
    const tag = `bad-${label.replaceAll(' ', '-')}`
    const before = await adminDb().doc(`fulfilmentDays/${closedDate}`).get()
    const answer = await place(tag, make(), cartData ?? cart)
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(answer.status).toBe('INVALID_ARGUMENT')
    for (const [field, message] of Object.entries(fields)) {
      if (message instanceof RegExp) expect(answer.fields[field]).toMatch(message)
      else expect(answer.fields[field]).toBe(message)
    }
    expect(await ordersOf(tag)).toHaveLength(0)
    expect((await adminDb().doc(`fulfilmentDays/${closedDate}`).get()).data()).toEqual(before.data())
  })

  it('offers only the methods every package in the cart allows, saying why the others are left out', async () => {
    const options = await fulfilmentOptionsFor([...cart, { chefPackageId: carvedPackageId, quantity: 1 }])
    expect(options.methods).toEqual(['chefAtHome'])
    expect(options.methodsLeftOut).toEqual([
      { method: 'pickup', reason: 'Pickup is not available for Carved at the Table.' },
      { method: 'delivery', reason: 'Delivery is not available for Carved at the Table.' },
    ])
  })

  it('asks for a choice once the business has a schedule', async () => {
    const answer = await place('no-choice', undefined)
    expect(answer).toMatchObject({
      ok: false,
      fields: { 'fulfilment.method': 'Please choose how you would like to receive your order.' },
    })
    expect(await ordersOf('no-choice')).toHaveLength(0)
  })

  it('stores a delivery with its fee as an untaxed line and the phone in E.164', async () => {
    const placed = await callOk<Placed>('placeOrderCallable', {
      cartData: cart,
      customer_email: file.email('delivery'),
      fulfilment: choice({
        method: 'delivery',
        slotId: evening,
        phone: '212 555 0199',
        guests: 3,
        address: { line1: '200 W 20th St', line2: 'Apt 4', city: 'New York', postalCode: '10011' },
        notes: 'No cilantro please.',
      }),
    })
    const order = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()!
    expect(order['fulfilment']).toEqual({
      method: 'delivery',
      date: raceDate,
      slotId: evening,
      slotStart: '18:00',
      slotEnd: '20:00',
      timeZone,
      name: 'Rush Customer',
      phone: '+12125550199',
      address: { line1: '200 W 20th St', line2: 'Apt 4', city: 'New York', postalCode: '10011' },
      notes: 'No cilantro please.',
      deliveryZoneId: 'core',
      deliveryFeeCents: 1200,
    })
    const price = order['cartData'][0].price as number
    const goodsCents = Math.round(price * 100)
    const taxCents = Math.round(goodsCents * 0.05)
    expect(Math.round(order['cartTotals'].total * 100)).toBe(goodsCents + taxCents + 1200)
    expect(order['cartTotals'].deliveryFeeDisplay).toBe('$12.00')
    const session = await stripe.checkout.sessions.retrieve(order['checkoutSession'].checkoutSessionId)
    cleanup.push(`payments/${session.id}`)
    expect(session.amount_total).toBe(goodsCents + taxCents + 1200)
  })
})

describe("the admin's fulfilment calendar", () => {
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  const customer = demoAccounts.find((account) => account.role === 'customer')!
  const nextDate = file.date(2)
  let adminToken = ''

  beforeAll(async () => {
    adminToken = await idTokenFor(admin.email, admin.password)
    cleanup.push(`fulfilmentDays/${nextDate}`)
  })

  it('is refused to guests and customers', async () => {
    expect(await callOverHttp('fulfilmentCalendarCallable', {})).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    })
    const customerToken = await idTokenFor(customer.email, customer.password)
    for (const name of ['fulfilmentCalendarCallable', 'setFulfilmentClosureCallable', 'moveOrderCallable']) {
      const answer = await callOverHttp(
        name,
        { orderId: 'x', date: raceDate, slotId: race, closed: true },
        customerToken,
      )
      expect(answer, name).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' })
    }
  })

  it('shows each date with its places held and its orders', async () => {
    const calendar = await callOk<CallableOutput<typeof fulfilmentCalendarCallable>>(
      'fulfilmentCalendarCallable',
      { from: raceDate, days: 2 },
      adminToken,
    )
    expect(calendar).toMatchObject({ configured: true, timeZone, from: raceDate })
    const day = calendar.days.find((candidate) => candidate.date === raceDate)!
    expect(day.slots.find((slot) => slot.id === race)).toMatchObject({
      capacity: 5,
      held: 5,
      left: 0,
      closed: false,
    })
    expect(day.orders.filter((order) => order.slotId === race)).toHaveLength(5)
    expect(day.orders.find((order) => order.slotId === race)).toMatchObject({
      name: 'Rush Customer',
      method: 'pickup',
      paid: false,
    })
  })

  it('closes a slot so that no new order comes in, and reopens it', async () => {
    await callOk(
      'setFulfilmentClosureCallable',
      { date: nextDate, slotId: evening, closed: true },
      adminToken,
    )
    const refused = await place('closed-slot', choice({ date: nextDate, slotId: evening }))
    expect(refused).toMatchObject({ ok: false, fields: { 'fulfilment.slotId': /closed/ } })
    await callOk(
      'setFulfilmentClosureCallable',
      { date: nextDate, slotId: evening, closed: false },
      adminToken,
    )
    // The shared schedule's own closures are as they were.
    expect((await storedSchedule())?.['closures']).toEqual(sharedTestSchedule().closures)
  })

  it('moves an order to another date and time, checked like a new order, and mails the customer once', async () => {
    const placed = await placeOk('move', choice({ slotId: evening }))
    cleanup.push(`payments/${new URL(placed.checkoutUrl!).pathname.split('/').at(-1)!}`)
    const eveningBefore = (await raceDay())?.['slots'][evening] as number

    // Into a full time: refused next to the time, nothing changes.
    const full = await callOverHttp(
      'moveOrderCallable',
      { orderId: placed.orderId, date: raceDate, slotId: race },
      adminToken,
    )
    expect(full).toMatchObject({
      ok: false,
      fields: { slotId: 'This time was just booked up. Please choose another.' },
    })
    expect((await raceDay())?.['slots'][evening]).toBe(eveningBefore)

    await callOk(
      'moveOrderCallable',
      { orderId: placed.orderId, date: nextDate, slotId: evening },
      adminToken,
    )
    expect((await raceDay())?.['slots'][evening]).toBe(eveningBefore - 1)
    expect((await adminDb().doc(`fulfilmentDays/${nextDate}`).get()).data()?.['slots'][evening]).toBe(1)
    const order = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()!
    expect(order['fulfilment']).toMatchObject({ date: nextDate, slotId: evening, slotStart: '18:00' })
    expect(order['placeHold']).toMatchObject({ date: nextDate, slotId: evening, state: 'held' })
    const mails = await adminDb().collection('mail').where('to', 'array-contains', file.email('move')).get()
    const moved = mails.docs.filter((mail) => mail.id.startsWith(`order-moved-${placed.orderId}`))
    expect(moved).toHaveLength(1)
    expect(moved[0]!.data()['message'].subject).toMatch(/has a new date/)
    // The guest's link in that mail opens the order on its own.
    const link = /href="([^"]+order-status[^"]+)"/
      .exec(moved[0]!.data()['message'].html)![1]!
      .replaceAll('&amp;', '&')
    const token = new URL(link).searchParams.get('token')!
    expect(await callOverHttp('getOrderCallable', { orderId: placed.orderId, token })).toMatchObject({
      ok: true,
    })
    cleanup.push(...mails.docs.map((mail) => `mail/${mail.id}`))
  })
})
