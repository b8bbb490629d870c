// The orders desk and the calendar on the running stack: several orders change together, each through the state
// machine (one refused with its reason, nothing of it written), and closing a date with "tell the customers" queues
// one mail per booked order, once however often it is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { adminDb } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import { placeGuestOrder, placePaidOrder, removeLater, removeTestData } from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'
import { testSlots } from '../support/test-schedule.ts'

const file = testFile(import.meta.url)
const bulkDate = file.date(0)
const closedDate = file.date(1)
let adminToken = ''

beforeAll(async () => {
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  adminToken = await idTokenFor(admin.email, admin.password)
})

afterAll(async () => {
  // The shared schedule gets its date back before anything else is removed.
  await callOk('setFulfilmentClosureCallable', { date: closedDate, closed: false }, adminToken)
  await removeTestData()
})

const stored = async (orderId: string) => (await adminDb().doc(`orders/${orderId}`).get()).data()!

interface BulkOutcome {
  changed: Array<{ orderId: string; label: string; to: string }>
  refused: Array<{ orderId: string; label: string; reason: string }>
}

describe('changing several orders on the desk', () => {
  it('confirms the paid orders and refuses the unpaid one whole, saying why', async () => {
    const [first, second, unpaid] = await Promise.all([
      placePaidOrder(file, 'bulk-1', { fulfilment: { date: bulkDate } }),
      placePaidOrder(file, 'bulk-2', { fulfilment: { date: bulkDate } }),
      placeGuestOrder(file, 'bulk-unpaid', { fulfilment: { date: bulkDate } }),
    ])
    const unpaidBefore = await stored(unpaid.orderId)

    const outcome = await callOk<BulkOutcome>(
      'changeOrderStatesCallable',
      { orderIds: [first.orderId, second.orderId, unpaid.orderId], action: 'confirm' },
      adminToken,
    )

    expect(outcome.changed.map((order) => [order.orderId, order.to])).toEqual([
      [first.orderId, 'confirmed'],
      [second.orderId, 'confirmed'],
    ])
    const unpaidLabel = `#${unpaidBefore['orderNumber']}`
    expect(outcome.refused).toEqual([
      {
        orderId: unpaid.orderId,
        label: unpaidLabel,
        reason: `${unpaidLabel} cannot become confirmed: it is awaiting payment`,
      },
    ])
    for (const placed of [first, second]) {
      const order = await stored(placed.orderId)
      expect(order).toMatchObject({ state: 'confirmed', statusCode: 1 })
      expect(order['history'].at(-1)).toMatchObject({
        from: 'awaitingConfirmation',
        to: 'confirmed',
        by: 'admin',
      })
    }
    // The refused order is exactly as it was: no state, history or stamp written.
    expect(await stored(unpaid.orderId)).toEqual(unpaidBefore)
  })

  it('is for admins only', async () => {
    const answer = await callOverHttp('changeOrderStatesCallable', { orderIds: ['x'], action: 'confirm' })
    expect(answer.ok).toBe(false)
  })
})

describe('closing a date with its customers told', () => {
  it('queues one mail per booked order, once', async () => {
    const [paid, unpaid] = await Promise.all([
      placePaidOrder(file, 'closed-1', { fulfilment: { date: closedDate } }),
      placeGuestOrder(file, 'closed-2', { fulfilment: { date: closedDate } }),
    ])
    const mailIds = [paid, unpaid].map(
      (placed) => `fulfilment-closed-${placed.orderId}-${closedDate}-${testSlots.roomy.id}`,
    )
    removeLater(...mailIds.map((id) => `mail/${id}`))

    const close = () =>
      callOk<{ closures: number; notified: number }>(
        'setFulfilmentClosureCallable',
        { date: closedDate, closed: true, notify: true },
        adminToken,
      )
    expect((await close()).notified).toBe(2)
    for (const [index, id] of mailIds.entries()) {
      const mail = (await adminDb().doc(`mail/${id}`).get()).data()
      expect(mail?.['to']).toEqual([[paid, unpaid][index]!.email])
      expect(mail?.['message']['subject']).toContain('we cannot serve it as booked')
    }
    // Asked again (a double click, a retry): nothing more is queued.
    expect((await close()).notified).toBe(0)
    for (const placed of [paid, unpaid]) {
      const mails = await adminDb().collection('mail').where('to', 'array-contains', placed.email).get()
      expect(mails.docs.filter((doc) => doc.id.startsWith('fulfilment-closed-'))).toHaveLength(1)
    }
    const schedule = await callOk<{ schedule: { closures: Array<{ date: string; slotId?: string }> } }>(
      'getFulfilmentScheduleCallable',
      {},
      adminToken,
    )
    expect(schedule.schedule.closures).toContainEqual({ date: closedDate })
  })
})
