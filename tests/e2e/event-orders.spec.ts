// An event order (written with the admin SDK as a quote stores it, for the demo customer, and removed afterwards):
// the customer's cancel dialog shows what comes back and the deposit kept, with the terms, before anything is
// done; the admin's event sheet shows the menu with its options, the guests, the timeline, the access notes, the
// allergies, the staff line and what is paid and outstanding, on screen and in print; the admin's order page shows
// the terms' figures and, once the admin cancels, the refund form starts at the terms' refund.
import type { TestInfo } from '@playwright/test'
import { addDays, dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import { formatCents } from '../../src/shared/money.ts'
import { adminAuth, adminDb } from '../support/admin.ts'
import { eventOrderFields, holidayDinnerOptions } from '../support/event-order.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { writeKitchenOrder } from './kitchen-orders.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const shot = (name: string, testInfo: TestInfo) => screenshotPath('event-orders', name, testInfo)
const orderId = `event-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
// 20 days ahead: the terms' half-refund band (14 to 29 days).
const date = addDays(dateInZone(Date.now(), 'America/New_York'), 20)
const totalCents = 121_540
const fields = eventOrderFields({ date, totalCents, balance: 'paid' })
const depositCents = fields.paymentPlan.depositCents
const refundCents = Math.floor((totalCents - depositCents) / 2)

test.beforeAll(async () => {
  const customer = await adminAuth().getUserByEmail(customerAccount.email)
  const orderNumber = await writeKitchenOrder(orderId, {
    date,
    state: 'confirmed',
    slotStart: '18:00',
    slotEnd: '20:00',
    items: [],
    guests: 10,
    name: 'Holiday Host',
    paidCents: totalCents,
  })
  await adminDb()
    .doc(`orders/${orderId}`)
    .update({
      ...fields,
      userId: customer.uid,
      customer_email: customerAccount.email,
      paymentState: 'paid',
      fulfilmentState: 'confirmed',
      cartTotals: {
        subTotal: 1215.4,
        subTotalDisplay: formatCents(totalCents),
        taxDisplay: '$0.00',
        total: 1215.4,
        totalDisplay: formatCents(totalCents),
      },
      'fulfilment.method': 'chefAtHome',
      'fulfilment.address': { line1: '12 Juniper Lane', line2: '', city: 'New York', postalCode: '10011' },
    })
  expect(orderNumber).toBeGreaterThan(0)
})

test.afterAll(async () => {
  await adminDb().doc(`orders/${orderId}`).delete()
})

test('the customer sees the refund and the kept deposit before cancelling an event', async ({
  page,
}, testInfo) => {
  await signIn(page, customerAccount, `/order-status/${orderId}`)
  await expect(page).toHaveURL(new RegExp(`/order-status/${orderId}`))
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
  await expect(
    dialog.getByText(
      `You get ${formatCents(refundCents)} back to your card. The deposit of ${formatCents(depositCents)} is kept.`,
    ),
  ).toBeVisible()
  await expect(dialog.getByTestId('event-refund')).toHaveText(formatCents(refundCents))
  await expect(dialog.getByTestId('event-deposit-kept')).toHaveText(formatCents(depositCents))
  await expect(dialog.getByTestId('event-cancel-figures')).toContainText(
    '20 days before the event (50% back)',
  )
  await expect(dialog.getByTestId('event-cancel-terms')).toContainText(
    '14 to 29 days before the event: 50% of what was paid beyond the deposit back',
  )
  await expectAccessible(page)
  await shoot(page, { path: shot('cancel-dialog', testInfo) })
  // Looked at on a phone's width too; no new page load.
  const desktop = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 740 })
  await shoot(page, { path: shot('cancel-dialog-phone-width', testInfo), fullPage: true })
  if (desktop) await page.setViewportSize(desktop)
  // Nothing is done until the customer confirms.
  await dialog.getByRole('button', { name: 'Close' }).click()
  const order = (await adminDb().doc(`orders/${orderId}`).get()).data()
  expect(order?.['fulfilmentState']).toBe('confirmed')
  expect(order?.['refunds'] ?? []).toEqual([])
})

test('the event sheet holds what the kitchen and staff need, and a cancelled event suggests the terms refund', async ({
  page,
}, testInfo) => {
  await signIn(page, adminAccount, `/event-sheet/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Dinner Party' })).toBeVisible()
  await expect(page.getByTestId('event-menu')).toContainText('1 × Holiday Dinner Party, 10 guests')
  await expect(page.getByTestId('event-menu')).toContainText(holidayDinnerOptions)
  const when = page.getByRole('region', { name: 'When' })
  await expect(when).toContainText('Guests10 guests')
  await expect(page.getByRole('list', { name: 'Timeline' })).toHaveText(
    /4:00\sPM\s*Arrival and set-up\s*7:00\sPM\s*Dinner served/,
  )
  await expect(page.getByTestId('event-where')).toContainText('12 Juniper Lane, New York, 10011')
  await expect(page.getByTestId('event-where')).toContainText('Gate code 4512.')
  await expect(page.getByTestId('event-allergies')).toContainText('Allergies: Peanuts, Fish')
  await expect(page.getByTestId('event-diets')).toContainText('Gluten-free')
  await expect(page.getByTestId('event-custom-lines')).toContainText('Two servers, five hours')
  await expect(page.getByTestId('event-service-charge')).toHaveText('Service charge: 18%, $185.40')
  const paid = page.getByTestId('event-money')
  await expect(paid).toContainText(`Deposit${formatCents(depositCents)} · paid`)
  await expect(paid).toContainText(`Paid${formatCents(totalCents)}`)
  await expect(paid).toContainText('Outstanding$0.00')
  await expectAccessible(page)
  await shoot(page, { path: shot('sheet', testInfo), fullPage: true })
  // On the narrowest phone the sections stack and nothing scrolls sideways; no new page load.
  const desktop = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 740 })
  await expect
    .poll(() =>
      page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth),
    )
    .toBeLessThanOrEqual(0)
  await shoot(page, { path: shot('sheet-phone-width', testInfo), fullPage: true })
  if (desktop) await page.setViewportSize(desktop)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await shoot(page, { path: shot('sheet-print', testInfo), fullPage: true })

  // Staff: the order page shows the terms' figures, and once cancelled the refund form starts at them.
  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('link', { name: 'Open the order' }).click()
  await expect(page.getByTestId('staff-event-terms')).toContainText(`To refund${formatCents(refundCents)}`)
  const stateForm = page.getByRole('form', { name: "Change the order's state" })
  await stateForm.getByLabel('Move the order to').selectOption({ label: 'Cancelled' })
  await stateForm.getByRole('button', { name: 'Change state' }).click()
  await expect(page.getByTestId('order-status-title')).toContainText('Cancelled', { timeout: 60_000 })
  const refundForm = page.getByRole('form', { name: 'Refund this order' })
  await expect(refundForm.getByLabel('Amount in dollars')).toHaveValue((refundCents / 100).toFixed(2))
  await expect(refundForm).toContainText(
    `The event's terms give ${formatCents(refundCents)} back; up to ${formatCents(totalCents)}`,
  )
  await expectAccessible(page)
  await shoot(page, { path: shot('staff-order', testInfo), fullPage: true })
})
