// Quotes on the running functions: the server prices every version from the stored packages, sending holds the
// event's date and time on the calendar, the hold is given back on withdrawal and on expiry (the sweep judges
// "today" by the scheduler's time), and acceptance makes exactly one order with the plan and the event, once.
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireQuotesSweep } from '../../functions/src/quotes/functions.ts'
import type { QuoteRequestInput } from '../../src/shared/quotes/quote-request.ts'
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'
import type { Quote } from '../../src/shared/schemas/quote.ts'
import { adminDb } from '../support/admin.ts'
import { demoAdminToken } from '../support/auth-emulator.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import {
  createCustomer,
  removeLater,
  removeTestData,
  storeDinnerPackage,
  type TestCustomer,
} from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'
import { testSlots, testToday } from '../support/test-schedule.ts'

const file = testFile(import.meta.url)
const packageId = `pkg-${file.tag}-${file.run}`
let adminToken = ''
let alice: TestCustomer
let bob: TestCustomer

beforeAll(async () => {
  adminToken = await demoAdminToken()
  await storeDinnerPackage(packageId, {
    title: 'Test Dinner Party',
    optionGroups: [
      {
        kind: 'chooseOne',
        id: 'main',
        label: 'Main',
        required: true,
        choices: [{ id: 'beef', label: 'Beef', price: 0 }],
      },
      {
        kind: 'chooseAny',
        id: 'add-ons',
        label: 'Add-ons',
        choices: [{ id: 'cheese', label: 'Cheese', price: 8 }],
      },
    ],
  })
  alice = await createCustomer(file, 'alice')
  bob = await createCustomer(file, 'bob')
}, 60_000)

afterAll(async () => {
  const made = await adminDb().collection('quotes').where('customer.email', '>=', file.emailPrefix).get()
  for (const doc of made.docs) {
    if (String(doc.get('customer.email')).startsWith(file.emailPrefix)) await doc.ref.delete()
  }
  for (let day = 0; day <= 6; day += 1)
    await adminDb()
      .doc(`fulfilmentDays/${file.date(day)}`)
      .delete()
  await removeTestData()
})

function request(day: number, overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    customer: { uid: alice.uid, name: 'Alice Test', email: alice.email, phone: '(212) 555-0123' },
    title: 'Holiday dinner at home',
    guests: 10,
    lines: [
      {
        chefPackageId: packageId,
        quantity: 1,
        options: [
          { groupId: 'main', choiceIds: ['beef'] },
          { groupId: 'add-ons', choiceIds: ['cheese'] },
        ],
      },
    ],
    customLines: [{ kind: 'staff', label: 'Two servers', quantity: 2, unitCents: 20_000 }],
    serviceChargePercent: 10,
    fulfilment: {
      method: 'chefAtHome',
      date: file.date(day),
      slotId: testSlots.roomy.id,
      address: { line1: '1 Test Street', line2: '', city: 'New York', postalCode: '10011' },
    },
    timeline: [{ time: '17:00', label: 'Arrival and set-up' }],
    accessNotes: 'Side gate, code 1234',
    depositRule: { kind: 'percent', percent: 30 },
    balanceDueDate: addDays(file.date(day), -7),
    cancellationTerms: {
      depositRefundable: false,
      bands: [{ daysBefore: 30, refundPercent: 100 }],
      summary: 'Full refund of the balance up to 30 days before.',
    },
    expiresOn: addDays(testToday(), 14),
    intent: 'send',
    ...overrides,
  }
}

const saveQuote = (data: QuoteRequestInput) =>
  callOverHttp<{ quote: Quote }>('saveQuoteCallable', data, adminToken)
const saved = async (data: QuoteRequestInput) =>
  (await callOk<{ quote: Quote }>('saveQuoteCallable', data, adminToken)).quote
/** The customer accepting version `version` of a quote through its link's token, terms ticked unless said. */
const acceptQuote = (quoteId: string, token: string, version: number, { acceptTerms = true } = {}) =>
  callOverHttp('acceptQuoteCallable', { quoteId, token, version, acceptTerms })
const stored = async (quoteId: string) => (await adminDb().doc(`quotes/${quoteId}`).get()).data()!
const eveningCount = async (date: string) =>
  ((await adminDb().doc(`fulfilmentDays/${date}`).get()).get(`slots.${testSlots.roomy.id}`) as
    number | undefined) ?? 0
const lunchCount = async (date: string) =>
  ((await adminDb().doc(`fulfilmentDays/${date}`).get()).get(`slots.${testSlots.small.id}`) as
    number | undefined) ?? 0
const ordersOf = async (email: string) =>
  (await adminDb().collection('orders').where('customer_email', '==', email).get()).docs

/** The token of the link the latest mail of a quote carries. */
async function linkToken(quoteId: string, version: number): Promise<string> {
  const mail = (await adminDb().doc(`mail/quote-${quoteId}-v${version}`).get()).data()
  const text = String(mail?.['message']?.['text'] ?? '')
  const match = /\/quote\/[^?\s]+\?token=([A-Za-z0-9_-]+)/.exec(text)
  expect(match, 'the quote mail links to the quote with a token').not.toBeNull()
  return match![1]!
}

describe('quotes', () => {
  it('prices a version from the stored packages, whatever the browser sends, and a draft holds nothing', async () => {
    const forged = request(0, { intent: 'save' }) as QuoteRequestInput & Record<string, unknown>
    const line = { ...forged.lines[0]!, price: 1, title: 'Free dinner' }
    const quote = await saved({ ...forged, lines: [line], totals: { totalCents: 1 } } as QuoteRequestInput)
    expect(quote.state).toBe('draft')
    const version = quote.versions[0]!
    expect(version.lines).toEqual([
      expect.objectContaining({
        chefPackageId: packageId,
        title: 'Test Dinner Party',
        price: 730, // (65 + 8) × 10 guests
        guests: 10,
        options: [
          { label: 'Main', choice: 'Beef', price: 0 },
          { label: 'Add-ons', choice: 'Cheese', price: 80 },
        ],
      }),
    ])
    // 73,000 + 40,000 = 113,000; service 11,300; tax 6,215.
    expect(version.totals).toMatchObject({ totalCents: 130_515, depositCents: 39_155, balanceCents: 91_360 })
    expect(await eveningCount(file.date(0))).toBe(0)
    // Saving the draft again keeps one version.
    const again = await saved({ ...request(0, { intent: 'save', guests: 12 }), quoteId: quote.id })
    expect(again.versions.map((each) => [each.version, each.guests])).toEqual([[1, 12]])
  }, 60_000)

  it('refuses bad input next to its field and a date with no room next to the date', async () => {
    const bad = await saveQuote(request(1, { guests: 30, expiresOn: addDays(file.date(1), 1) }))
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.fields).toMatchObject({ guests: 'Test Dinner Party is for at most 20 guests.' })
    const date = file.date(2)
    await adminDb()
      .doc(`fulfilmentDays/${date}`)
      .set({ date, slots: { [testSlots.small.id]: 5, [testSlots.roomy.id]: 500 }, packages: {} })
    const full = await saveQuote(request(2))
    expect(full.ok).toBe(false)
    if (full.ok) return
    expect(full.fields['fulfilment.date']).toBe('Fully booked.')
  }, 60_000)

  it('holds the date when sent, opens only for its customer or the link, and gives the place back on withdrawal', async () => {
    const date = file.date(3)
    const quote = await saved(request(3))
    expect(quote.state).toBe('sent')
    expect(await eveningCount(date)).toBe(1)
    const token = await linkToken(quote.id, 1)
    expect((await callOverHttp('getQuoteCallable', { quoteId: quote.id, token })).ok).toBe(true)
    expect((await callOverHttp('getQuoteCallable', { quoteId: quote.id }, alice.token)).ok).toBe(true)
    const stranger = await callOverHttp('getQuoteCallable', { quoteId: quote.id }, bob.token)
    expect(stranger).toMatchObject({ ok: false, status: 'NOT_FOUND' })
    expect(
      await callOverHttp('getQuoteCallable', { quoteId: quote.id, token: 'x'.repeat(32) }),
    ).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    })

    // A sent quote changes only as a new version.
    const saveOnly = await saveQuote({ ...request(3, { intent: 'save' }), quoteId: quote.id })
    expect(saveOnly).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' })

    // A new version at another time of the day moves the place there.
    const lunch = { ...request(3).fulfilment, slotId: testSlots.small.id }
    const revised = await saved({ ...request(3, { guests: 12, fulfilment: lunch }), quoteId: quote.id })
    expect(revised.versions.map((each) => [each.version, each.guests])).toEqual([
      [1, 10],
      [2, 12],
    ])
    expect(await eveningCount(date)).toBe(0)
    expect(await lunchCount(date)).toBe(1)

    await callOk('withdrawQuoteCallable', { quoteId: quote.id }, adminToken)
    expect(await lunchCount(date)).toBe(0)
    expect((await stored(quote.id))['state']).toBe('withdrawn')
    const reopened = await saveQuote({ ...request(3), quoteId: quote.id })
    expect(reopened).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' })
    const refused = await acceptQuote(quote.id, token, 2)
    expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' })
    expect(await ordersOf(alice.email)).toHaveLength(0)
  }, 90_000)

  it('expires past its last day when the sweep runs later, giving the place back; then it cannot be accepted', async () => {
    const date = file.date(4)
    const quote = await saved(request(4, { expiresOn: testToday() }))
    expect(await eveningCount(date)).toBe(1)
    const run = (at: number) =>
      expireQuotesSweep.run({ scheduleTime: new Date(at).toISOString(), jobName: 'test' } as ScheduledEvent)
    await run(Date.now())
    expect((await stored(quote.id))['state']).toBe('sent')
    await run(Date.now() + 2 * 24 * 60 * 60 * 1000)
    expect((await stored(quote.id))['state']).toBe('expired')
    expect(await eveningCount(date)).toBe(0)
    const refused = await acceptQuote(quote.id, await linkToken(quote.id, 1), 1)
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.message).toMatch(/can no longer be accepted/)
    expect(await ordersOf(alice.email)).toHaveLength(0)
  }, 90_000)

  it('accepts the latest version once: one order with the plan and the event, the place passed to the order', async () => {
    const date = file.date(5)
    const first = await saved({
      ...request(5),
      customer: { ...request(5).customer, uid: bob.uid, email: bob.email },
    })
    const quote = await saved({ ...request(5, { guests: 12 }), customer: first.customer, quoteId: first.id })
    const token = await linkToken(quote.id, 2)
    expect(await eveningCount(date)).toBe(1)

    const unticked = await acceptQuote(quote.id, token, 2, { acceptTerms: false })
    expect(unticked).toMatchObject({
      ok: false,
      fields: { acceptTerms: 'Please tick that you accept the terms.' },
    })
    const old = await acceptQuote(quote.id, token, 1)
    expect(old.ok).toBe(false)
    if (!old.ok) expect(old.message).toMatch(/changed since you opened it/)
    expect(await ordersOf(bob.email)).toHaveLength(0)

    const accepted = await callOk<{ orderId: string; checkoutUrl: string | null }>('acceptQuoteCallable', {
      quoteId: quote.id,
      token,
      version: 2,
      acceptTerms: true,
    })
    expect(accepted.checkoutUrl).toMatch(/^http/)
    const orders = await ordersOf(bob.email)
    expect(orders.map((doc) => doc.id)).toEqual([accepted.orderId])
    const order = orders[0]!.data()
    const version = (await stored(quote.id))['versions'][1]
    expect(order['userId']).toBe(bob.uid)
    expect(order['cartData']).toEqual(version.lines)
    expect(Math.round(order['cartTotals'].total * 100)).toBe(version.totals.totalCents)
    expect(order['fulfilment']).toMatchObject({
      date,
      slotId: testSlots.roomy.id,
      guests: 12,
      method: 'chefAtHome',
    })
    expect(order['paymentPlan']).toMatchObject({
      depositRule: { kind: 'percent', percent: 30 },
      depositCents: version.totals.depositCents,
      balanceCents: version.totals.balanceCents,
      balanceDueDate: addDays(date, -7),
      balanceState: 'scheduled',
    })
    expect(order['event']).toMatchObject({
      quoteId: quote.id,
      quoteVersion: 2,
      title: 'Holiday dinner at home',
      customLines: [{ kind: 'staff', label: 'Two servers', quantity: 2, unitCents: 20_000 }],
      serviceChargePercent: 10,
      serviceChargeCents: version.totals.serviceChargeCents,
      accessNotes: 'Side gate, code 1234',
    })
    expect(order['event'].acceptedAt).toEqual(expect.any(Number))
    expect(order['placeHold']).toMatchObject({ date, slotId: testSlots.roomy.id, state: 'held' })
    const after = await stored(quote.id)
    expect(after).toMatchObject({ state: 'accepted', acceptedVersion: 2, orderId: accepted.orderId })
    expect(after['placeHold'].state).toBe('converted')
    // The order holds the one place the quote held.
    expect(await eveningCount(date)).toBe(1)

    const twice = await acceptQuote(quote.id, token, 2)
    expect(twice.ok).toBe(false)
    if (!twice.ok) expect(twice.message).toMatch(/already accepted/)
    expect(await ordersOf(bob.email)).toHaveLength(1)
    expect(await eveningCount(date)).toBe(1)
    removeLater(`orders/${accepted.orderId}`)
  }, 120_000)

  it('refuses to accept once the date was closed since, and writes nothing', async () => {
    const date = file.date(6)
    const quote = await saved({
      ...request(6),
      customer: { ...request(6).customer, uid: '', email: file.email('closed-date') },
    })
    const token = await linkToken(quote.id, 1)
    try {
      await callOk('setFulfilmentClosureCallable', { date, closed: true }, adminToken)
      const refused = await acceptQuote(quote.id, token, 1)
      expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' })
      if (!refused.ok) expect(refused.message).toMatch(/^The date of this quote is no longer available/)
    } finally {
      await callOk('setFulfilmentClosureCallable', { date, closed: false }, adminToken)
    }
    expect(await ordersOf(file.email('closed-date'))).toHaveLength(0)
    expect((await stored(quote.id))['state']).toBe('sent')
    expect(await eveningCount(date)).toBe(1)
  }, 90_000)
})
