// The admin's business schedule: reached from the dashboard, a mistake is explained next to its field with the
// rest kept, a correct save is stored; blackout dates are picked on a calendar or typed, and the form fits its
// cards. The spec puts back the schedule it found.
import type { Page } from '@playwright/test'
import { addDays } from 'date-fns/addDays'
import { format } from 'date-fns/format'
import { startOfMonth } from 'date-fns/startOfMonth'
import { formatCalendarDate } from '../../src/shared/fulfilment/calendar-dates.ts'
import { storedSchedule, installSchedule, testSchedule } from '../support/test-schedule.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { screenshotPath, shoot } from './screens.ts'

/** Every visible element of the schedule form that reaches past the left or right edge of its card. */
function elementsOutsideTheirCards(page: Page) {
  return page.evaluate(() => {
    const outside: string[] = []
    const form = document.querySelector('form[aria-label="Business schedule"]')!
    for (const element of Array.from(form.querySelectorAll('*'))) {
      const card = element.parentElement?.closest('fieldset.MuiPaper-root')
      const box = element.getBoundingClientRect()
      // Invisible parts (the outline's notch keeps an unseen copy of the label) show nothing past the edge.
      const seen = element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      if (!card || !seen || box.width === 0 || box.height === 0) continue
      const edges = card.getBoundingClientRect()
      if (box.left < edges.left - 0.5 || box.right > edges.right + 0.5) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? ''
        outside.push(`${element.tagName.toLowerCase()} "${name}"`)
      }
    }
    return outside
  })
}

test.describe('business schedule', () => {
  test.describe.configure({ timeout: 120_000 })
  let restore: () => Promise<void> = async () => {}

  test.beforeEach(async () => {
    restore = await installSchedule(
      testSchedule([{ id: 'dinner', start: '17:00', end: '19:00', capacity: 6 }], {
        closures: [{ date: '2030-01-02' }],
      }),
    )
  })

  test.afterEach(async () => {
    await restore()
  })

  test('an admin fixes a time that ends before it starts and saves the schedule', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/admin-dashboard')
    await page.getByRole('link', { name: /^Business Schedule/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Business Schedule' })).toBeVisible({
      timeout: 30_000,
    })
    await expectAccessible(page)

    const tuesday = page.getByRole('group', { name: 'Tuesday' })
    await tuesday.getByLabel('Ends (HH:MM)').fill('16:00')
    await page.getByLabel('Pickup instructions').fill('Use the side door on Mercer Street.')
    await page.getByRole('button', { name: 'Save schedule' }).click()
    await expect(tuesday.getByText('A slot ends after it starts.')).toBeVisible()
    await expect(page.getByText('Please correct the fields marked in red above.')).toBeVisible()
    await expect(page.getByLabel('Pickup instructions')).toHaveValue('Use the side door on Mercer Street.')
    await expectAccessible(page)
    await shoot(page, { path: `.local/screenshots/business-schedule-error-${testInfo.project.name}.png` })

    await tuesday.getByLabel('Ends (HH:MM)').fill('19:30')
    await page.getByRole('button', { name: 'Save schedule' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    const saved = await storedSchedule()
    expect(saved?.['week'][2].slots[0]).toMatchObject({ start: '17:00', end: '19:30', capacity: 6 })
    expect(saved?.['pickup'].instructions).toBe('Use the side door on Mercer Street.')
    // Closures are the calendar's: kept as they were.
    expect(saved?.['closures']).toEqual([{ date: '2030-01-02' }])

    await page.reload()
    await expect(page.getByRole('group', { name: 'Tuesday' }).getByLabel('Ends (HH:MM)')).toHaveValue('19:30')
  })

  test('an admin picks blackout dates, removes one and saves; the form fits its cards', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/business-schedule')
    await expect(page.getByRole('heading', { level: 1, name: 'Business Schedule' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await elementsOutsideTheirCards(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    const blackouts = page.getByRole('group', { name: /^Blackout dates/ })
    await expect(blackouts.getByText('No blackout dates.')).toBeVisible()

    // One day chosen on next month's calendar, one typed and added.
    const picked = format(addDays(startOfMonth(addDays(startOfMonth(new Date()), 32)), 9), 'yyyy-MM-dd')
    await blackouts.getByRole('button', { name: /Choose date/ }).click()
    const calendar = page.getByRole('dialog')
    await calendar.getByRole('button', { name: 'Next month' }).click()
    const month = calendar.getByRole('grid', { name: format(new Date(`${picked}T12:00:00`), 'MMMM yyyy') })
    const tenth = month.getByRole('gridcell', { name: '10', exact: true })
    // While the months slide past each other both are in the grid.
    await expect(tenth).toHaveCount(1)
    await tenth.click()
    await expect(calendar).toBeHidden()
    const typed = '2031-03-14'
    await blackouts.getByRole('spinbutton', { name: 'Month' }).click()
    await page.keyboard.type('03142031')
    await blackouts.getByRole('button', { name: 'Add', exact: true }).click()
    const items = blackouts.getByRole('listitem')
    await expect(items).toHaveText([formatCalendarDate(picked), formatCalendarDate(typed)])

    // The same date again is refused next to the picker.
    await blackouts.getByRole('spinbutton', { name: 'Month' }).click()
    await page.keyboard.type('03142031')
    await blackouts.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(blackouts.getByText(`${formatCalendarDate(typed)} is already in the list.`)).toBeVisible()
    await expect(items).toHaveCount(2)
    await expectAccessible(page)
    await page.screenshot({
      path: screenshotPath('business-schedule', 'form-desktop', testInfo),
      fullPage: true,
    })

    await blackouts.getByRole('button', { name: `Remove ${formatCalendarDate(picked)}` }).click()
    await expect(items).toHaveText([formatCalendarDate(typed)])
    await page.getByRole('button', { name: 'Save schedule' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    expect((await storedSchedule())?.['blackoutDates']).toEqual([typed])

    await page.reload()
    await expect(page.getByRole('group', { name: /^Blackout dates/ }).getByRole('listitem')).toHaveText([
      formatCalendarDate(typed),
    ])

    await page.setViewportSize({ width: 390, height: 844 })
    expect(await elementsOutsideTheirCards(page)).toEqual([])
    await shoot(page, { path: screenshotPath('business-schedule', 'form-390', testInfo), fullPage: true })
  })
})
