// The shop's "available on" filter on the running stack: each package is checked against the calendar on its own
// (notice, sale dates, packages sold out for the day, closed dates), packages the caller may not see are left out,
// and input that is not a date or asks about too many packages is refused. The test asks about its own week of the
// shared test schedule, whose blackout date is the week's first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import type { CallableOutput, packagesAvailableOnCallable } from '../../src/shared/callables.ts'
import { adminDb } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callOk, callOverHttp } from '../support/call-over-http.ts'
import { testFile } from '../support/test-files.ts'
import { sharedTestSchedule, testSlots } from '../support/test-schedule.ts'

type Answer = CallableOutput<typeof packagesAvailableOnCallable>
const file = testFile(import.meta.url)
const id = (name: string) => `avail-${name}-${file.run}`
const blackout = file.date(0)
const soldOutDay = file.date(1)
const farEnoughDay = file.date(6)
const packages = {
  plain: { title: 'Plain', price: 50, publicMenu: true },
  // Too soon for the sold-out day, far enough for the week's last.
  notice: { title: 'Needs notice', price: 50, publicMenu: true, leadTimeDays: file.daysAhead(3) },
  drop: { title: 'Drop', price: 50, publicMenu: true, availableDates: [soldOutDay] },
  limited: { title: 'Limited', price: 50, publicMenu: true, maxPerDate: 1 },
  hidden: { title: 'Private', price: 50, publicMenu: false, addedUsers: [] },
}
const ids = Object.keys(packages).map(id)

const ask = (date: string, idToken?: string) =>
  callOk<Answer>('packagesAvailableOnCallable', { date, packageIds: ids }, idToken)

beforeAll(async () => {
  expect(sharedTestSchedule().blackoutDates).toContain(blackout)
  const batch = adminDb().batch()
  for (const [name, data] of Object.entries(packages))
    batch.set(adminDb().doc(`chefPackages/${id(name)}`), data)
  batch.set(adminDb().doc(`fulfilmentDays/${soldOutDay}`), {
    date: soldOutDay,
    slots: { [testSlots.small.id]: 1 },
    packages: { [id('limited')]: 1 },
  })
  await batch.commit()
})

afterAll(async () => {
  const batch = adminDb().batch()
  for (const name of Object.keys(packages)) batch.delete(adminDb().doc(`chefPackages/${id(name)}`))
  batch.delete(adminDb().doc(`fulfilmentDays/${soldOutDay}`))
  await batch.commit()
})

describe('packages available on a date', () => {
  it('leaves out a package that needs more notice, one sold out that day and one the guest may not see', async () => {
    expect(await ask(soldOutDay)).toEqual({ available: [id('plain'), id('drop')] })
  })

  it('keeps a package with notice once the date is far enough, and a drop only on its dates', async () => {
    expect((await ask(farEnoughDay)).available).toEqual([id('plain'), id('notice'), id('limited')])
  })

  it('says why nothing can be had on a closed date', async () => {
    expect(await ask(blackout)).toEqual({ available: [], message: 'Closed on this date.' })
  })

  it('shows an admin the private package too', async () => {
    const admin = demoAccounts.find((account) => account.role === 'admin')!
    const token = await idTokenFor(admin.email, admin.password)
    expect((await ask(soldOutDay, token)).available).toEqual([id('plain'), id('drop'), id('hidden')])
  })

  it('refuses a date that is not a date and more packages than a menu holds', async () => {
    const notADate = await callOverHttp('packagesAvailableOnCallable', { date: 'tomorrow', packageIds: ids })
    expect(notADate).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' })
    const tooMany = await callOverHttp('packagesAvailableOnCallable', {
      date: soldOutDay,
      packageIds: Array.from({ length: 49 }, (_, index) => `p${index}`),
    })
    expect(tooMany).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' })
  })
})
