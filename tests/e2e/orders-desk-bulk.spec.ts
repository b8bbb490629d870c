// What the kitchen works from: the orders desk shows each order's items, quantities and allergies, confirms three
// orders in one go and exports the filtered orders as CSV (one row per order line, read back here); the calendar's
// month view shows the date's booked orders, and closing the date asks first, naming it and its booked orders,
// with the choice to tell their customers. The orders are written with the admin SDK on a date of this run's own,
// decades ahead, and removed afterwards; the date is opened again.
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import {
  addDays,
  formatCalendarDate,
  formatCalendarDateInFull,
  weekdayOf,
} from '../../src/shared/fulfilment/calendar-dates.ts'
import { callOk } from '../support/call-over-http.ts'
import { adminDb } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { writeKitchenOrder } from './kitchen-orders.ts'
import { shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

/** A Wednesday of this run's own, decades ahead: the demo schedule serves lunch and dinner then. */
function ownWednesday(): string {
  let date = addDays('2060-01-01', Math.floor(Date.now() / 1000) % 20_000)
  while (weekdayOf(date) !== 3) date = addDays(date, 1)
  return date
}

const date = ownWednesday()
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const ids = [1, 2, 3].map((n) => `desk-bulk-${run}-${n}`)
const cleanup = ids.map((id) => `orders/${id}`)

test.describe('orders desk and calendar', () => {
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    const base = 800_000 + (Date.now() % 90_000)
    await writeKitchenOrder(ids[0]!, {
      date,
      state: 'paid',
      slotStart: '12:00',
      orderNumber: base,
      name: 'Ana Lima',
      items: [
        ['Sunday Brunch', 2],
        ['Dessert Box', 1],
      ],
      allergies: ['peanuts'],
    })
    await writeKitchenOrder(ids[1]!, {
      date,
      state: 'paid',
      slotStart: '12:00',
      orderNumber: base + 1,
      items: [['Dessert Box', 3]],
    })
    await writeKitchenOrder(ids[2]!, {
      date,
      state: 'paid',
      slotStart: '12:00',
      orderNumber: base + 2,
      items: [['Sunday Brunch', 1]],
    })
    cleanup.push(...ids.map((id) => `mail/fulfilment-closed-${id}-${date}-12:00`))
  })

  test.afterAll(async () => {
    const admin = await idTokenFor(adminAccount.email, adminAccount.password)
    await callOk('setFulfilmentClosureCallable', { date, closed: false }, admin)
    await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
  })

  test('the desk shows what to cook, confirms three orders together and exports them', async ({ page }) => {
    await signIn(page, adminAccount, `/order-management?from=${date}&to=${date}`)
    const list = page.getByRole('list', { name: 'Orders' })
    await expect(list.getByTestId('order-row')).toHaveCount(3)
    const ana = list.getByTestId('order-row').filter({ hasText: 'Ana Lima' })
    await expect(ana.getByRole('list', { name: /^Items of order/ })).toContainText('2 × Sunday Brunch')
    await expect(ana.getByRole('list', { name: /^Items of order/ })).toContainText('1 × Dessert Box')
    await expect(ana.getByTestId('order-row-allergies')).toContainText('Allergies: Peanuts')
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/orders-desk-bulk-desk.png', fullPage: true })

    await page.getByRole('checkbox', { name: 'Select all shown' }).check()
    await expect(page.getByText('3 orders selected')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: '3 orders confirmed.' })).toBeVisible()
    for (const id of ids) {
      expect((await adminDb().doc(`orders/${id}`).get()).get('state')).toBe('confirmed')
    }
    await expect(list.getByText('Confirmed')).toHaveCount(3)
    await shoot(page.getByRole('region', { name: 'Change several orders' }), {
      path: '.local/screenshots/orders-desk-bulk-confirmed.png',
    })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parse(await readFile((await download.path())!, 'utf8'), {
      columns: true,
      bom: true,
    }) as Array<Record<string, string>>
    // One row per order line: two for Ana's order, one for each of the others.
    expect(rows).toHaveLength(4)
    expect(rows.every((row) => row['Date'] === date && row['State'] === 'Confirmed · Paid')).toBe(true)
    expect(
      rows.filter((row) => row['Customer'] === 'Ana Lima').map((row) => [row['Item'], row['Quantity']]),
    ).toEqual([
      ['Sunday Brunch', '2'],
      ['Dessert Box', '1'],
    ])
    expect(rows.find((row) => row['Customer'] === 'Ana Lima')?.['Allergies']).toBe('Peanuts')

    // On a phone the items and allergies wrap inside the card: nothing runs off the side.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(ana.getByTestId('order-row-allergies')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(ana, { path: '.local/screenshots/orders-desk-bulk-desk-phone.png' })
  })

  test('the month view shows the booked orders, and closing the date asks first', async ({ page }) => {
    await signIn(page, adminAccount, `/fulfilment-calendar?month=${date.slice(0, 7)}`)
    const day = page.getByRole('button', { name: `${formatCalendarDateInFull(date)}: 3 orders booked` })
    await expect(day).toBeVisible()
    await expectAccessible(page)
    await day.click()
    const picked = page.getByRole('region', { name: `Picked: ${formatCalendarDate(date)}` })
    await expect(picked.getByText('Orders (3)')).toBeVisible()
    await shoot(page, { path: '.local/screenshots/orders-desk-bulk-month.png', fullPage: true })

    await picked.getByRole('button', { name: 'Close date' }).click()
    const dialog = page.getByRole('dialog', { name: `Close ${formatCalendarDate(date)}?` })
    await expect(dialog).toContainText('3 orders are already booked there.')
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/orders-desk-bulk-close-dialog.png' })
    // Close dismisses: nothing is closed.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()
    await picked.getByRole('button', { name: 'Close date' }).click()
    await dialog.getByRole('checkbox', { name: 'Tell the 3 booked customers' }).check()
    await dialog.getByRole('button', { name: 'Close this date' }).click()
    await expect(picked.getByRole('status')).toContainText('3 customers are told by mail.')
    await expect(picked.getByRole('button', { name: 'Reopen date' })).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shoot(page, { path: '.local/screenshots/orders-desk-bulk-month-phone.png', fullPage: true })
    const mail = (await adminDb().doc(`mail/fulfilment-closed-${ids[0]}-${date}-12:00`).get()).data()
    expect(mail?.['to']).toEqual(['kitchen@example.com'])
  })
})
