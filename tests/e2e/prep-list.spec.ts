// The kitchen's prep list as an admin uses it: booked orders of a date (made here with the admin SDK, on a date of
// this run's own, and removed afterwards) are summed per package and listed by time; unpaid and cancelled ones are
// left out; the CSV download parses and its quantities add up to the page; a customer's note that looks like a
// formula is neutralised; a period that ends before it starts is refused next to the field; the print view leaves
// the site's header and the controls out, prints black on white in the dark theme too and fits A4's width.
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import type { Locator, TestInfo } from '@playwright/test'
import { addDays } from '../../src/shared/fulfilment/calendar-dates.ts'
import { writeKitchenOrder, type KitchenOrder } from './kitchen-orders.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('prep-list', name, testInfo)
const cleanup = documentsRemovedAfterAll()

/** A date of its own per run and project, decades ahead, so no other test's (or earlier run's) orders share it. */
function ownDate(testInfo: TestInfo): string {
  const project = testInfo.project.name === 'phone' ? 1 : 0
  return addDays('2040-01-01', ((Math.floor(Date.now() / 1000) * 2) % 20_000) + project)
}

/** 0 (black) to 255 (white): the mean of a computed colour's red, green and blue. */
async function brightness(element: Locator, property: 'color' | 'background-color'): Promise<number> {
  const color = await element.evaluate(
    (node, name) => getComputedStyle(node).getPropertyValue(name),
    property,
  )
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return (red + green + blue) / 3
}

/** A4's printable width with the sheet's 12 mm margins, at 96 px an inch (Letter's is wider). */
const a4PrintableWidth = Math.floor(((210 - 2 * 12) / 25.4) * 96)

async function seedOrder(id: string, date: string, fields: Omit<KitchenOrder, 'date'>) {
  cleanup.push(`orders/${id}`)
  await writeKitchenOrder(id, { ...fields, date })
}

test.describe('prep list', () => {
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

    await signIn(page, adminAccount, `/prep-list?from=${date}&to=${date}`)
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
    await shoot(page, { path: shot('day', testInfo), fullPage: true })

    // What the page says to make, package by package, to compare with the CSV.
    const pageQuantities = Object.fromEntries(
      (
        await toMake
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
          )
      ).map(([title, quantity]) => [title, Number(quantity)]),
    )
    expect(pageQuantities).toEqual({ 'Ragu Supper': 5, Tiramisu: 1 })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`prep-list-${date}.csv`)
    const text = await readFile((await download.path())!, 'utf8')
    expect(text.startsWith('\uFEFF'), 'a byte order mark, so spreadsheets read UTF-8').toBe(true)
    const rows = parse(text, { columns: true, bom: true }) as Array<Record<string, string>>
    expect(rows).toHaveLength(3)
    const csvQuantities: Record<string, number> = {}
    for (const row of rows)
      csvQuantities[row['Package']!] = (csvQuantities[row['Package']!] ?? 0) + Number(row['Quantity'])
    expect(csvQuantities).toEqual(pageQuantities)
    expect(rows.every((row) => row['Date'] === date)).toBe(true)
    // In the page's order: the 10:00 order, then the 12:00 one's two lines.
    expect(rows.map((row) => row['Time'])).toEqual([times[0], times[1], times[1]])
    expect(rows.find((row) => row['Guests'] === '8')!['Kitchen notes']).toBe(
      `'=HYPERLINK("http://evil.example")`,
    )

    // Printed on A4 (the narrower of A4 and Letter), from the dark theme a visitor may have on screen.
    const screenSize = page.viewportSize()!
    await page.setViewportSize({ width: a4PrintableWidth, height: 1000 })
    const firstOrder = page.locator('.prep-order').first()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => brightness(page.locator('body'), 'background-color')).toBeLessThan(80)
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
    await expect(page.locator('header').first()).toBeHidden()
    await expect(page.locator('footer').first()).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Show' })).toBeHidden()
    await expect(page.getByRole('table', { name: 'To make' })).toBeVisible()
    await expect(firstOrder).toHaveCSS('color', 'rgb(0, 0, 0)')
    await expect(firstOrder).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(firstOrder).toHaveCSS('break-inside', 'avoid')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'nothing wider than the printable width').toBeLessThanOrEqual(0)
    await shoot(page, { path: shot('print', testInfo), fullPage: true })
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' })
    await page.setViewportSize(screenSize)

    // A period that ends before it starts is refused next to the field, with what was typed kept.
    await page.getByLabel('To (YYYY-MM-DD)').fill('2031-01-01')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page.getByText('The last date is before the first.')).toBeVisible()
    await expect(page.getByLabel('To (YYYY-MM-DD)')).toHaveValue('2031-01-01')
    await expect(page.getByLabel('From (YYYY-MM-DD)')).toHaveValue(date)
    await expectAccessible(page)
  })
})
