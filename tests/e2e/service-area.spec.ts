// The demo's service area: chef at your address goes 25 miles from the kitchen at 10001, free up to 10 miles and
// $30 from 10 to 25. A customer typing an address's postal code hears at once whether it is in the area (the refusal
// next to the field, naming the area) and sees the travel fee join the totals; the admin finds the area on the
// business schedule, where an unknown kitchen ZIP code is refused next to its field and nothing is saved.
import { storedSchedule } from '../support/test-schedule.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
import { reviewPappardelleOrder } from './fulfilment.ts'
import { shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

// Saving an unknown kitchen ZIP code is refused by the server: a 400 the browser logs.
const test = testExpectingRefusalsFrom('/saveFulfilmentScheduleCallable')

test.describe('service area by distance', () => {
  test('a customer sees an address outside the area refused by the postal code, then the travel fee inside it', async ({
    page,
  }, testInfo) => {
    await signIn(page, customerAccount)
    const section = await reviewPappardelleOrder(page)
    await section.getByRole('radio', { name: 'Chef at your address' }).check()

    const postalCode = section.getByRole('textbox', { name: 'Postal code' })
    await expect(postalCode).toHaveAccessibleDescription(
      'We cook within 25 miles of 10001. Travel fee: free up to 10 miles, $30.00 up to 25 miles.',
    )
    await postalCode.fill('90210')
    await expect(postalCode).toHaveAccessibleDescription(
      'We cook within 25 miles of 10001; 90210 is 2,453 miles away.',
    )
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    await shoot(postalCode.locator('xpath=ancestor::div[contains(@class, "MuiTextField-root")]'), {
      path: `.local/screenshots/service-area-refused-${testInfo.project.name}.png`,
    })
    const totals = page.getByLabel('Order totals')
    await expect(totals).not.toContainText('Travel')

    // Yonkers, 15 miles out.
    await postalCode.fill('10701')
    await expect(postalCode).toHaveAccessibleDescription('15 miles from the kitchen: travel fee $30.00.')
    await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true')
    await expect(totals).toContainText('Travel$30.00')
    const cents = async (label: string) =>
      Math.round(
        Number(
          (await totals
            .getByText(label, { exact: true })
            .locator('xpath=following-sibling::dd')
            .textContent())!.replace(/[$,]/g, ''),
        ) * 100,
      )
    expect(await cents('Total')).toBe((await cents('Subtotal')) + (await cents('Tax (5%)')) + 3000)
    await expectAccessible(page)
    await shoot(page, {
      path: `.local/screenshots/service-area-order-review-${testInfo.project.name}.png`,
      fullPage: true,
    })
  })

  test('the admin finds the area on the business schedule; an unknown kitchen ZIP code is refused', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/business-schedule')
    const area = page.getByRole('group', { name: 'Service area by distance' })
    await expect(area).toBeVisible({ timeout: 30_000 })
    const kitchen = area.getByRole('textbox', { name: /^Kitchen ZIP code/ })
    await expect(kitchen).toHaveValue('10001')
    const secondBand = area.getByRole('group', { name: 'Chef at your address: travel fee band 2' })
    await expect(secondBand.getByLabel('Up to (miles)')).toHaveValue('25')
    await expect(secondBand.getByLabel('Travel fee ($)')).toHaveValue('30.00')
    await area.scrollIntoViewIfNeeded()
    await shoot(area, { path: `.local/screenshots/service-area-schedule-${testInfo.project.name}.png` })

    const before = await storedSchedule()
    await kitchen.fill('00000')
    await page.getByRole('button', { name: 'Save schedule' }).click()
    await expect(kitchen).toHaveAccessibleDescription(
      'We cannot find the postal code 00000. Please check it (five digits, such as 10001).',
    )
    await expectAccessible(page)
    expect(await storedSchedule()).toEqual(before)
  })
})
