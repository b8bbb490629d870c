// A guest on a phone chooses when and where: delivery, a date from the calendar, a time with the places left, the
// details delivery needs (a bad phone first, said next to the field with everything else kept), then pays, and
// finds the choice on the status page and in the confirmation mail. The spec brings its own schedule.
import { formatCalendarDate } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb } from '../support/admin.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { installSchedule, testSchedule } from '../support/test-schedule.ts'
import { expect, expectAccessible, testExpectingRefusalsFrom } from './fixtures.ts'
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
      testSchedule([
        { id: 'lunch', start: '12:00', end: '14:00', capacity: 4 },
        { id: 'dinner', start: '18:00', end: '20:00', capacity: 6 },
      ]),
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
    await page.goto('/package-shop/menu-tuscan-supper')
    await page.getByRole('button', { name: 'Add Hand-Rolled Pappardelle Ragù Supper to cart' }).click()
    // Add keeps the visitor on the page: the header's count says when the cart holds it.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await page.goto('/order-review')
    const section = page.getByRole('group', { name: 'When and where' })
    await expect(section).toBeVisible({ timeout: 30_000 })

    await section.getByRole('radio', { name: 'Delivery' }).check()
    await expect(section.getByText(/We deliver to: Chelsea/)).toBeVisible()
    await shoot(page, { path: shot('1-method', project), fullPage: false })

    // Today and tomorrow are past the cut-off; the first bookable day is offered.
    await section.getByRole('gridcell', { disabled: false }).first().click()
    await expect(section.getByText(/^Chosen: /)).toBeVisible()
    const chosen = (await section.getByText(/^Chosen: /).textContent())!.replace('Chosen: ', '')
    await expect(section.getByRole('radio', { name: /6:00 PM – 8:00 PM · \d+ places? left/ })).toBeVisible()
    await section.getByRole('radio', { name: /6:00 PM – 8:00 PM/ }).check()
    await shoot(page, { path: shot('2-date-and-time', project), fullPage: false })

    await section.getByLabel('Name for the order').fill('Gia Guest')
    await section.getByLabel('Phone').fill('555')
    await section.getByLabel('Delivery address').fill('200 W 20th St')
    await section.getByLabel('City').fill('New York')
    await section.getByLabel('Postal code').fill('10011')
    await expect(page.getByText(/Delivery \$12\.00 · estimated total/)).toBeVisible()
    await page.getByLabel('Your e-mail').fill(email)
    await page.getByRole('button', { name: 'To Payment' }).click()
    await expect(section.getByText(/valid phone number/)).toBeVisible({ timeout: 30_000 })
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
    const mail = await waitForMail((item) => item.subject.includes(`order #${orderNumber}:`))
    expect(mail.html).toContain('When and where')
    expect(mail.html).toContain(formatCalendarDate((await storedDate(orderId))!))
    // The delivery fee is its own line of the totals (HTML and plain text).
    expect(mail.text).toMatch(/Delivery\s+\$12\.00/)
  })
})

async function storedDate(orderId: string): Promise<string | undefined> {
  return (await adminDb().doc(`orders/${orderId}`).get()).data()?.['fulfilment']?.date
}
