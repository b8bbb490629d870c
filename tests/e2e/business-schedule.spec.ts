// The admin's business schedule: reached from the dashboard, a mistake is explained next to its field with the
// rest kept, a correct save is stored. The spec puts back the schedule it found.
import { storedSchedule, installSchedule, testSchedule } from '../support/test-schedule.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { shoot } from './screens.ts'

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
    await signIn(page, adminAccount)
    await page.goto('/admin-dashboard')
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
})
