// The kitchen's prep list as an admin uses it: booked orders of a date (made here with the admin SDK, on a date of
// this run's own, and removed afterwards) are summed per package and listed by time; unpaid and cancelled ones are
// left out; the CSV download parses and its quantities add up to the page; a customer's note that looks like a
// formula is neutralised; a period that ends before it starts is refused next to the field; the print view leaves
// the site's header and the controls out.
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import type { TestInfo } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('prep-list', name, testInfo)
const cleanup: string[] = []

/** A date of its own per run and project, years ahead, so no other test's orders share it. */
function ownDate(testInfo: TestInfo): string {
  const day = 1 + (Date.now() % 27)
  const month = testInfo.project.name === 'phone' ? 5 : 4
  return `2031-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

async function seedOrder(
  id: string,
  date: string,
  fields: {
    state: string
    slotStart: string
    items: Array<[string, number]>
    guests?: number
    notes?: string
  },
) {
  cleanup.push(`orders/${id}`)
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      createdStamp: Date.now(),
      userId: 'prep@example.com',
      customer_email: 'prep@example.com',
      orderNumber: 900_000 + Math.floor(Math.random() * 99_999),
      state: fields.state,
      statusCode: 1,
      history: [],
      cartData: fields.items.map(([title, quantity]) => ({
        chefPackageId: title.toLowerCase().replaceAll(' ', '-'),
        title,
        price: 20,
        image: '',
        quantity,
      })),
      orderNotes: '',
      fulfilment: {
        method: 'pickup',
        date,
        slotId: fields.slotStart,
        slotStart: fields.slotStart,
        slotEnd: '14:00',
        timeZone: 'America/New_York',
        name: `Guest ${id.slice(-4)}`,
        phone: '+12125550123',
        pickupAddress: '48 Mercer Street, New York, NY 10013',
        notes: fields.notes ?? '',
        deliveryFeeCents: 0,
        ...(fields.guests ? { guests: fields.guests } : {}),
      },
    })
}

test.describe('prep list', () => {
  test.afterAll(async () => {
    await Promise.all(cleanup.map((path) => adminDb().doc(path).delete()))
  })

  test('sums a day per package, lists orders by time, downloads a CSV that adds up and prints cleanly', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const date = ownDate(testInfo)
    const run = `${Date.now()}-${testInfo.project.name}`
    await seedOrder(`prep-${run}-a`, date, {
      state: 'paid',
      slotStart: '12:00',
      items: [
        ['Ragu Supper', 2],
        ['Tiramisu', 1],
      ],
      guests: 8,
      notes: '=HYPERLINK("http://evil.example")',
    })
    await seedOrder(`prep-${run}-b`, date, {
      state: 'confirmed',
      slotStart: '10:00',
      items: [['Ragu Supper', 3]],
    })
    await seedOrder(`prep-${run}-c`, date, {
      state: 'awaitingPayment',
      slotStart: '12:00',
      items: [['Ragu Supper', 9]],
    })
    await seedOrder(`prep-${run}-d`, date, {
      state: 'cancelled',
      slotStart: '12:00',
      items: [['Tiramisu', 7]],
    })

    await signIn(page, adminAccount)
    await page.goto(`/prep-list?from=${date}&to=${date}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Prep list' })).toBeVisible()
    await expect(page.getByTestId('prep-totals')).toContainText('2 orders, 6 portions, 8 guests.')
    await expect(page.getByText('1 order on these dates is not paid yet and not included.')).toBeVisible()
    const toMake = page.getByRole('table', { name: 'To make' })
    await expect(toMake.getByRole('row', { name: /Ragu Supper 5 2/ })).toBeVisible()
    await expect(toMake.getByRole('row', { name: /Tiramisu 1 1/ })).toBeVisible()
    // Earliest time first.
    const times = await page.getByRole('heading', { level: 3, name: / [AP]M/ }).allTextContents()
    expect(times[0]).toMatch(/^10:00 AM/)
    await expect(page.getByText('Kitchen notes: =HYPERLINK("http://evil.example")')).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: shot('day', testInfo), fullPage: true })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`prep-list-${date}.csv`)
    const rows = parse(await readFile((await download.path())!, 'utf8'), { columns: true }) as Array<
      Record<string, string>
    >
    expect(rows).toHaveLength(3)
    expect(rows.reduce((sum, row) => sum + Number(row['Quantity']), 0)).toBe(6)
    expect(rows.every((row) => row['Date'] === date)).toBe(true)
    expect(rows.find((row) => row['Guests'] === '8')!['Kitchen notes']).toBe(
      `'=HYPERLINK("http://evil.example")`,
    )

    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header').first()).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(page.getByRole('table', { name: 'To make' })).toBeVisible()
    await page.screenshot({ path: shot('print', testInfo), fullPage: true })
    await page.emulateMedia({ media: 'screen' })

    // A period that ends before it starts is refused next to the field, with what was typed kept.
    await page.getByLabel('To (YYYY-MM-DD)').fill('2031-01-01')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page.getByText('The last date is before the first.')).toBeVisible()
    await expect(page.getByLabel('To (YYYY-MM-DD)')).toHaveValue('2031-01-01')
    await expect(page.getByLabel('From (YYYY-MM-DD)')).toHaveValue(date)
    await expectAccessible(page)
  })
})
