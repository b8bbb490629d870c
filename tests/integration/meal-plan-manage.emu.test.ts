// Changing a meal plan subscription through its callable on the running stack: only its owner and staff may, a
// change after the cycle's cut-off is refused with the reason and changes nothing, a change mails once however often
// it is sent, staff changes are recorded and mailed as the business's, a new day moves the next cycle and a new
// address is checked against the chef's reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manageMealSubscriptionCallableFn } from '../../functions/src/meal-plans/manage.ts'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { addDays, weekdayOf } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callInProcess } from '../support/call-in-process.ts'
import { callOverHttp } from '../support/call-over-http.ts'
import {
  createCustomer,
  removeTestData,
  storeMealPlan,
  storeMealSubscription,
  type TestCustomer,
} from '../support/factories.ts'
import { testFile } from '../support/test-files.ts'
import { testToday } from '../support/test-schedule.ts'

const file = testFile(import.meta.url)

// Tomorrow's cycle closed at the cut-off of the week before; the cycle three weeks later is still open.
const closed = addDays(testToday(), 1)
const open = addDays(closed, 21)
const weekday = weekdayOf(closed)

interface StoredSubscription {
  state: string
  skippedDates: string[]
  selections: Record<string, unknown>
  pausedUntil?: string
  nextCycle?: { date: string; cutoffAt: number }
  fulfilment: { weekday: number; slotId: string; method: string }
  endsAt?: number
  lastChange?: { action: string; by: string }
  updateStamp?: number
}

let owner: TestCustomer
let other: TestCustomer
let adminToken = ''
let planId = ''
// Every day and every method, so each test picks the weekday it needs.
const everyDayPlan = {
  chefPackageIds: ['pkg-pappardelle-ragu', 'pkg-harvest-bowls'],
  fulfilmentDays: [0, 1, 2, 3, 4, 5, 6],
  methods: ['pickup', 'delivery', 'chefAtHome'],
}

beforeAll(async () => {
  ;[owner, other] = await Promise.all([createCustomer(file, 'owner'), createCustomer(file, 'other')])
  const admin = demoAccounts.find((account) => account.role === 'admin')!
  adminToken = await idTokenFor(admin.email, admin.password)
  planId = await storeMealPlan(file, 'weekly', everyDayPlan)
})

afterAll(async () => {
  const mails = await adminDb().collection('mail').where('to', 'array-contains', owner.email).get()
  await Promise.all(mails.docs.map((doc) => doc.ref.delete()))
  await removeTestData()
})

const subscribe = (label: string, fields: Record<string, unknown> = {}) =>
  storeMealSubscription(
    file,
    label,
    { planId, customer: owner, anchorDate: addDays(closed, -14), weekday },
    fields,
  )

const stored = async (id: string) =>
  (await adminDb().doc(`mealSubscriptions/${id}`).get()).data() as StoredSubscription

const change = (data: Record<string, unknown>, token?: string) =>
  callOverHttp<{ subscription: StoredSubscription; changed: boolean }>(
    'manageMealSubscriptionCallable',
    data,
    token,
  )
// Calls meant to overlap run in this process: the Functions emulator serves one request at a time.
const changeAtOnce = (data: Record<string, unknown>, token: string) =>
  callInProcess<{ subscription: StoredSubscription; changed: boolean }>(
    manageMealSubscriptionCallableFn,
    data,
    token,
  )

const mailsTo = async (email: string) =>
  (await adminDb().collection('mail').where('to', 'array-contains', email).get()).docs.map((doc) =>
    String(doc.get('message.text')).replace(/\s+/g, ' '),
  )

describe('who may change a subscription', () => {
  it('only its owner and staff; a guest or another customer changes nothing', async () => {
    const id = await subscribe('access')
    const before = await stored(id)
    const skip = { action: 'skip', subscriptionId: id, date: open }

    // Every kind of change, as a guest and as another customer.
    const meals = [{ chefPackageId: 'pkg-harvest-bowls', quantity: 5 }]
    const fulfilment = {
      method: 'pickup',
      weekday,
      slotId: 'lunch',
      name: 'Someone',
      phone: '(212) 555-0142',
    }
    for (const data of [
      skip,
      { action: 'unskip', subscriptionId: id, date: open },
      { action: 'meals', subscriptionId: id, date: open, meals },
      { action: 'pause', subscriptionId: id, until: open },
      { action: 'resume', subscriptionId: id },
      { action: 'fulfilment', subscriptionId: id, ...fulfilment },
      { action: 'cancel', subscriptionId: id },
    ]) {
      const [guest, stranger] = await Promise.all([change(data), change(data, other.token)])
      expect([data.action, guest.ok ? 'ok' : guest.status]).toEqual([data.action, 'UNAUTHENTICATED'])
      expect([data.action, stranger.ok ? 'ok' : stranger.status]).toEqual([data.action, 'PERMISSION_DENIED'])
    }
    expect(await stored(id)).toEqual(before)

    const asOwner = await change(skip, owner.token)
    expect(asOwner.ok && asOwner.result.subscription.skippedDates).toEqual([open])
    expect((await stored(id)).lastChange).toMatchObject({ action: 'skip', by: 'customer' })

    const asStaff = await change({ action: 'unskip', subscriptionId: id, date: open }, adminToken)
    expect(asStaff.ok).toBe(true)
    const after = await stored(id)
    expect(after.skippedDates).toEqual([])
    expect(after.lastChange).toMatchObject({ action: 'unskip', by: 'staff' })
    const mails = await mailsTo(owner.email)
    expect(
      mails.some((text) => text.includes('changed your meal plan for you') && text.includes('back on')),
    ).toBe(true)
  })
})

describe('changes after the cut-off', () => {
  it('a skip, a meal choice and an undo of a closed cycle are refused with the cut-off, and nothing changes', async () => {
    const id = await subscribe('closed', { skippedDates: [] })
    const before = await stored(id)
    for (const data of [
      { action: 'skip', subscriptionId: id, date: closed },
      { action: 'unskip', subscriptionId: id, date: closed },
      {
        action: 'meals',
        subscriptionId: id,
        date: closed,
        meals: [{ chefPackageId: 'pkg-harvest-bowls', quantity: 5 }],
      },
    ]) {
      const answer = await change(data, owner.token)
      expect(answer.ok).toBe(false)
      if (!answer.ok) expect(answer.fields['date']).toMatch(/^Choices for .* closed on .*11:59 PM/)
    }
    expect(await stored(id)).toEqual(before)
  })

  it('a pause until today is refused next to its date; a pause until later starts with the next open cycle', async () => {
    const id = await subscribe('pause')
    const today = await change({ action: 'pause', subscriptionId: id, until: testToday() }, owner.token)
    expect(today.ok ? {} : today.fields).toEqual({ until: 'Please choose a date after today.' })
    expect((await stored(id)).state).toBe('active')

    const until = addDays(open, -1)
    const paused = await change({ action: 'pause', subscriptionId: id, until }, owner.token)
    expect(paused.ok).toBe(true)
    const after = await stored(id)
    expect(after).toMatchObject({ state: 'paused', pausedUntil: until, nextCycle: { date: open } })

    const resumed = await change({ action: 'resume', subscriptionId: id }, owner.token)
    expect(resumed.ok).toBe(true)
    const running = await stored(id)
    expect(running.state).toBe('active')
    expect(running.pausedUntil).toBeUndefined()
    expect(running.nextCycle!.date < open).toBe(true)
  })
})

describe('meals, day and cancelling', () => {
  it('meals must add up to the plan; the same change sent twice is one change and one mail', async () => {
    const id = await subscribe('meals')
    const short = await change(
      {
        action: 'meals',
        subscriptionId: id,
        date: open,
        meals: [{ chefPackageId: 'pkg-harvest-bowls', quantity: 4 }],
      },
      owner.token,
    )
    expect(short.ok ? {} : short.fields).toEqual({ meals: 'Please choose 5 meals in all (you chose 4).' })

    const mailsBefore = (await mailsTo(owner.email)).length
    const meals = [
      { chefPackageId: 'pkg-harvest-bowls', quantity: 3 },
      { chefPackageId: 'pkg-pappardelle-ragu', quantity: 2 },
    ]
    const data = { action: 'meals', subscriptionId: id, date: open, meals }
    const [first, second] = await Promise.all([
      changeAtOnce(data, owner.token),
      changeAtOnce(data, owner.token),
    ])
    expect(first.ok && second.ok).toBe(true)
    expect((await stored(id)).selections).toEqual({ [open]: meals })
    const mails = await mailsTo(owner.email)
    expect(mails.length - mailsBefore).toBe(1)
    expect(mails.filter((text) => text.includes('3 × Harvest')).length).toBe(1)
  })

  it('a new day moves the next cycle to that weekday; a day the plan does not offer is refused', async () => {
    const narrowPlan = await storeMealPlan(file, 'narrow', {
      ...everyDayPlan,
      fulfilmentDays: [weekday, (weekday + 2) % 7],
    })
    const id = await storeMealSubscription(file, 'day', {
      planId: narrowPlan,
      customer: owner,
      anchorDate: addDays(closed, -14),
      weekday,
    })
    const base = {
      action: 'fulfilment',
      subscriptionId: id,
      method: 'pickup',
      slotId: 'lunch',
      name: 'Plan Customer',
      phone: '(212) 555-0142',
    }
    const refused = await change({ ...base, weekday: (weekday + 1) % 7 }, owner.token)
    expect(refused.ok ? {} : refused.fields).toEqual({ weekday: 'This plan is not offered on that day.' })

    // At the customer's address, the address is checked as ordering checks it: within the chef's reach.
    const away = { line1: '1 Ocean Ave', line2: '', city: 'Los Angeles', postalCode: '90210' }
    const tooFar = await change(
      { ...base, weekday: (weekday + 2) % 7, method: 'chefAtHome', address: away },
      owner.token,
    )
    expect(tooFar.ok ? {} : tooFar.fields).toEqual({
      'address.postalCode': expect.stringMatching(/within 25 miles/),
    })
    expect((await stored(id)).fulfilment.weekday).toBe(weekday)

    const moved = await change({ ...base, weekday: (weekday + 2) % 7 }, owner.token)
    expect(moved.ok).toBe(true)
    const after = await stored(id)
    expect(after.fulfilment).toMatchObject({ weekday: (weekday + 2) % 7, slotId: 'lunch' })
    expect(weekdayOf(after.nextCycle!.date)).toBe((weekday + 2) % 7)
    expect(after.nextCycle!.cutoffAt).toBeGreaterThan(Date.now())
  })

  it('cancelling ends after the charged cycles and makes no more orders; it cannot be changed after', async () => {
    const id = await subscribe('cancel', { lastCycleDate: closed })
    const cancelled = await change({ action: 'cancel', subscriptionId: id }, owner.token)
    expect(cancelled.ok).toBe(true)
    const after = await stored(id)
    expect(after.state).toBe('cancelling')
    expect(after.nextCycle).toBeUndefined()
    expect(after.endsAt).toBeGreaterThan(Date.now())
    const late = await change({ action: 'skip', subscriptionId: id, date: open }, owner.token)
    expect(late.ok ? 'ok' : late.message).toBe('This meal plan can no longer be changed.')
  })
})
