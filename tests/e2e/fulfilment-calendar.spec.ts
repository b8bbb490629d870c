// The admin's fulfilment calendar: the coming dates with their orders and places left, closing a time for a sick
// day, and moving an order (only open times with places left are offered; the move mails the customer and is kept
// in the order's history).
// The spec brings its own schedule and orders and removes them afterwards.
import { formatCalendarDate } from '../../src/shared/fulfilment/calendar-dates.ts'
import { adminDb } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { daysFromToday, installSchedule, testSchedule } from '../support/test-schedule.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { shoot } from './screens.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const date = daysFromToday(5)
const nextDate = daysFromToday(6)
const email = `calendar-${run}@example.com`
const cart = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]

test.describe('fulfilment calendar', () => {
  test.describe.configure({ timeout: 120_000 })
  let restore: () => Promise<void> = async () => {}
  let orderId = ''

  test.beforeEach(async () => {
    restore = await installSchedule(
      testSchedule([
        { id: 'lunch', start: '12:00', end: '14:00', capacity: 1 },
        { id: 'dinner', start: '18:00', end: '20:00', capacity: 6 },
      ]),
    )
    const placed = await callOk<{ orderId: string }>('placeOrderCallable', {
      cartData: cart,
      customer_email: email,
      fulfilment: {
        method: 'pickup',
        date,
        slotId: 'dinner',
        name: 'Noor Haddad',
        phone: '212 555 0177',
        notes: '',
      },
    })
    orderId = placed.orderId
    // Someone else holds the only lunch place.
    await callOk('placeOrderCallable', {
      cartData: cart,
      customer_email: `other-${email}`,
      fulfilment: {
        method: 'pickup',
        date,
        slotId: 'lunch',
        name: 'Ola Berg',
        phone: '212 555 0178',
        notes: '',
      },
    })
  })

  test.afterEach(async () => {
    await restore()
    const placed = await adminDb()
      .collection('orders')
      .where('customer_email', 'in', [email, `other-${email}`])
      .get()
    await Promise.all([
      ...placed.docs.map((doc) => doc.ref.delete()),
      adminDb().doc(`fulfilmentDays/${date}`).delete(),
      adminDb().doc(`fulfilmentDays/${nextDate}`).delete(),
    ])
  })

  test('an admin sees the orders and places left, closes a time and moves an order', async ({
    page,
  }, testInfo) => {
    await signIn(page, adminAccount, '/admin-dashboard')
    await page.getByRole('link', { name: /^Fulfilment Calendar/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Fulfilment Calendar' })).toBeVisible()

    const day = page.getByRole('region', { name: formatCalendarDate(date), exact: true })
    await expect(day.getByText('Noor Haddad · Pickup')).toBeVisible()
    await expect(
      day
        .getByText(/1 of 1/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
    await expectAccessible(page)
    await shoot(day, { path: `.local/screenshots/fulfilment-calendar-${testInfo.project.name}.png` })

    // A sick afternoon: close lunch on the next date.
    const next = page.getByRole('region', { name: formatCalendarDate(nextDate), exact: true })
    await next.getByRole('button', { name: 'Close 12:00 PM – 2:00 PM' }).first().click()
    // Closing asks first, naming the time and date and the orders booked there (none).
    const confirm = page.getByRole('dialog', {
      name: `Close 12:00 PM – 2:00 PM on ${formatCalendarDate(nextDate)}?`,
    })
    await expect(confirm).toContainText('No orders are booked there.')
    await confirm.getByRole('button', { name: 'Close this time' }).click()
    await expect(next.getByRole('status').filter({ hasText: 'That time is closed' }).first()).toBeVisible()
    await expect(next.getByRole('button', { name: 'Reopen 12:00 PM – 2:00 PM' }).first()).toBeVisible()

    // Move Noor's order: the dialog offers only dates with a time that has places left (not the full lunch of
    // her own date), and of the chosen date only its open times (not the closed lunch), in readable times.
    await day.getByRole('button', { name: 'Move the order of Noor Haddad' }).click()
    const dialog = page.getByRole('dialog', { name: "Move Noor Haddad's order" })
    await expect(dialog).toContainText(`Now ${formatCalendarDate(date)}, 6:00 PM – 8:00 PM.`)
    const dates = await dialog.getByLabel('New date').locator('option').allTextContents()
    expect(dates).not.toContain(formatCalendarDate(date))
    expect(dates).toContain(formatCalendarDate(nextDate))
    await dialog.getByLabel('New date').selectOption({ label: formatCalendarDate(nextDate) })
    await expect(dialog.getByLabel('New time').locator('option')).toHaveText([
      '6:00 PM – 8:00 PM (6 places left)',
    ])
    await expectAccessible(page)
    await shoot(dialog, { path: `.local/screenshots/fulfilment-calendar-move-${testInfo.project.name}.png` })
    await dialog.getByRole('button', { name: 'Move order' }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      `Moved to ${formatCalendarDate(nextDate)}, 6:00 PM – 8:00 PM. The customer gets a mail.`,
    )
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(next.getByText('Noor Haddad · Pickup')).toBeVisible()

    const stored = (await adminDb().doc(`orders/${orderId}`).get()).data()
    expect(stored?.['fulfilment']).toMatchObject({ date: nextDate, slotId: 'dinner' })
    // The move is in the order's history: from when, to when, by whom.
    expect(stored?.['history'].at(-1)).toMatchObject({
      by: 'admin',
      uid: expect.any(String),
      move: {
        from: { date, slotStart: '18:00', slotEnd: '20:00' },
        to: { date: nextDate, slotStart: '18:00', slotEnd: '20:00' },
      },
    })
    await page.goto(`/order-status/${orderId}`)
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
      `Moved from ${formatCalendarDate(date)}, 6:00 PM – 8:00 PM to ${formatCalendarDate(nextDate)}, 6:00 PM – 8:00 PM (by the business)`,
    )
    const mail = await waitForMail({ to: email }, (item) => /new date/.test(item.subject))
    expect(mail.html).toContain('Noor Haddad')
  })
})
