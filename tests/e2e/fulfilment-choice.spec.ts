// A guest on a phone chooses when and where: delivery, a date from the calendar (then another in the next month),
// a time with the places left, the details delivery needs (a bad phone first, said as the field is left and again
// when To Payment is refused, with focus sent back to it and everything else kept), sees the delivery fee in the
// totals, is charged exactly that total, and finds the choice on the status page and in the confirmation mail.
// The spec brings its own schedule.
import type { Locator } from '@playwright/test'
import { formatCalendarDate } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb } from '../support/admin.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { installSchedule, testSchedule } from '../support/test-schedule.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
import { reviewPappardelleOrder } from './fulfilment.ts'
import { shoot } from './screens.ts'

// The bad phone is refused by the page before any call; a refusal from placeOrder would be a 400 all the same.
const test = testExpectingRefusalsFrom('/placeOrderCallable')
test.use({ viewport: { width: 390, height: 844 } })

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const shot = (name: string, project: string) => `.local/screenshots/fulfilment-choice-${name}-${project}.png`

test.describe('choosing when and where', () => {
  test.describe.configure({ timeout: 150_000 })
  let restore: () => Promise<void> = async () => {}
  const email = `choice-${run}@example.com`

  test.beforeEach(async () => {
    restore = await installSchedule(
      testSchedule(
        [
          { id: 'lunch', start: '12:00', end: '14:00', capacity: 4 },
          { id: 'dinner', start: '18:00', end: '20:00', capacity: 6 },
        ],
        // Long enough that the month after the first bookable day always has bookable days too.
        { bookingWindowDays: 70 },
      ),
    )
  })

  test.afterEach(async () => {
    await restore()
    const placed = await adminDb().collection('orders').where('customer_email', '==', email).get()
    const dates = placed.docs.map((doc) => doc.data()['fulfilment']?.date as string | undefined)
    await Promise.all([
      ...placed.docs.map((doc) => doc.ref.delete()),
      ...dates.flatMap((date) => (date ? [adminDb().doc(`fulfilmentDays/${date}`).delete()] : [])),
    ])
  })

  test('a guest picks delivery, a date and a time, pays, and sees them on the status page and in the mail', async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name
    const section = await reviewPappardelleOrder(page)

    await section.getByRole('radio', { name: 'Delivery' }).check()
    await expect(section.getByText(/We deliver to: Chelsea/)).toBeVisible()
    await shoot(page, { path: shot('1-method', project), fullPage: false })

    // Today and tomorrow are past the cut-off; the first bookable day is offered. Every day is named in full for
    // screen readers: a bookable one with its open times, another with why it cannot be chosen.
    // (Bookable days are found by that name: the blank cells before a month's first day are gridcells too.)
    const bookable = section.getByRole('gridcell', { name: /, \d+ times? open$/ })
    await expect(bookable.first()).toHaveAccessibleName(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, 2 times open$/,
    )
    await expect(section.getByRole('gridcell', { disabled: true }).first()).toHaveAccessibleName(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, (cannot be chosen: .+|not offered)$/,
    )
    const firstDay = (await bookable.first().getAttribute('aria-label'))!
    await bookable.first().click()
    const chosenText = section.getByText(/^Chosen: /)
    await expect(chosenText).toBeVisible()
    const firstChosen = (await chosenText.textContent())!.replace('Chosen: ', '')

    // With a date chosen, the calendar still moves to the next month, and a date there can be chosen.
    await section.getByRole('button', { name: 'Next month' }).click()
    const firstMonth = firstChosen.split(' ')[1]!
    await expect(bookable.first()).not.toHaveAccessibleName(firstDay)
    await bookable.first().click()
    await expect(chosenText).not.toHaveText(`Chosen: ${firstChosen}`)
    const chosen = (await chosenText.textContent())!.replace('Chosen: ', '')
    expect(chosen.split(' ')[1]).not.toBe(firstMonth)
    await expect(section.getByRole('radio', { name: /6:00 PM – 8:00 PM · \d+ places? left/ })).toBeVisible()
    await section.getByRole('radio', { name: /6:00 PM – 8:00 PM/ }).check()
    await shoot(page, { path: shot('2-date-and-time', project), fullPage: false })

    await section.getByLabel('Name for the order').fill('Gia Guest')
    const phone = section.getByLabel('Phone')
    await phone.fill('555')
    await section.getByLabel('Delivery address').fill('200 W 20th St')
    // Said as the field is left, before any click.
    await expect(phone).toHaveAccessibleDescription(/valid phone number/)
    await section.getByLabel('City').fill('New York')
    await section.getByLabel('Postal code').fill('10011')

    // The fee joins the totals box, whose total is what the payment page charges.
    const totals = page.getByLabel('Order totals')
    await expect(totals).toContainText('Delivery$12.00')
    const figures = await totalsOf(totals)
    expect(figures['Delivery']).toBe(1200)
    expect(figures['Total']).toBe(figures['Subtotal']! + figures['Tax (5%)']! + 1200)
    await expect(page.getByText(/estimated total/)).toHaveCount(0)
    await page.getByLabel('Your e-mail').fill(email)
    await shoot(page, { path: shot('delivery-totals', project), fullPage: true })
    await page.getByRole('button', { name: 'To Payment' }).click()
    await expect(section.getByText(/valid phone number/)).toBeVisible({ timeout: 30_000 })
    // Focus goes back to the field that says why, far above the button.
    await expect(phone).toBeFocused()
    // Everything else is kept.
    await expect(section.getByLabel('Delivery address')).toHaveValue('200 W 20th St')
    await expect(section.getByRole('radio', { name: /6:00 PM – 8:00 PM/ })).toBeChecked()
    await expect(page.getByLabel('Your e-mail')).toHaveValue(email)
    await expectAccessible(page)
    await shoot(page, { path: shot('3-phone-error', project), fullPage: false })

    await section.getByLabel('Phone').fill('212 555 0188')
    await page.getByRole('button', { name: 'To Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('cell', { name: 'Delivery' })).toBeVisible()
    await expect(page.getByTestId('amount-total')).toHaveText(dollars(figures['Total']!))
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
      timeout: 30_000,
    })
    const orderId = new URL(page.url()).searchParams.get('orderId')!
    const token = new URL(page.url()).searchParams.get('token')!

    await page.goto(`/order-status/${orderId}?token=${encodeURIComponent(token)}`)
    const summary = page.getByTestId('order-fulfilment')
    await expect(summary).toContainText('Delivery')
    await expect(summary).toContainText(chosen)
    await expect(summary).toContainText(/6:00 PM – 8:00 PM \(New York time, E[SD]T\)/)
    await expect(summary).toContainText('200 W 20th St, New York, 10011')
    await expect(summary).toContainText('+1 212 555 0188')
    await expectAccessible(page)
    await shoot(page, { path: shot('4-status', project), fullPage: true })

    // The mail names the order by its number, after a hash sign.
    const orderNumber = (await adminDb().doc(`orders/${orderId}`).get()).get('orderNumber') as number
    const mail = await waitForMail({ to: email }, (item) => item.subject.includes(`order #${orderNumber}:`))
    expect(mail.html).toContain('When and where')
    expect(mail.html).toContain(formatCalendarDate((await storedDate(orderId))!))
    // The delivery fee is its own line of the totals (HTML and plain text).
    expect(mail.text).toMatch(/Delivery\s+\$12\.00/)
  })
})

/** The totals box's lines in cents, by name ("Subtotal", "Tax (5%)", "Delivery", "Total"). */
async function totalsOf(totals: Locator): Promise<Record<string, number>> {
  const names = await totals.locator('dt').allTextContents()
  const values = await totals.locator('dd').allTextContents()
  return Object.fromEntries(
    names.map((name, index) => [name, Math.round(Number(values[index]!.replace(/[$,]/g, '')) * 100)]),
  )
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

async function storedDate(orderId: string): Promise<string | undefined> {
  return (await adminDb().doc(`orders/${orderId}`).get()).data()?.['fulfilment']?.date
}
