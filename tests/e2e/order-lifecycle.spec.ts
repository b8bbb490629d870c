// An order's life on its page: the number people read, its state in plain words and its history. A guest cancels
// an order that is not paid yet (after a confirmation); an admin moves a paid order along with a reason, and an
// order that cannot make a step is told why. Orders are placed through placeOrderCallable and removed afterwards.
import type { TestInfo } from '@playwright/test'
import { recordCheckoutNews } from '../../functions/src/stripe/record-checkout.ts'
import { adminDb } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 1 }]
const cleanup = documentsRemovedAfterAll()

interface Placed {
  orderId: string
  token: string
}

async function placeGuestOrder(label: string): Promise<Placed & { orderNumber: number }> {
  const placed = await callOk<Placed>('placeOrderCallable', {
    cartData,
    customer_email: `lifecycle-${run}-${label}@example.com`,
    fulfilment: await bookableChoice(cartData),
  })
  cleanup.push(`orders/${placed.orderId}`)
  const orderNumber = (await adminDb().doc(`orders/${placed.orderId}`).get()).get('orderNumber') as number
  return { ...placed, orderNumber }
}

const shot = (name: string, testInfo: TestInfo) => screenshotPath('order-lifecycle', name, testInfo)

test.describe('order lifecycle on the order page', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a guest cancels an order that is not paid yet, after confirming', async ({ page }, testInfo) => {
    await phoneWidth(page, testInfo)
    const placed = await placeGuestOrder(`cancel-${testInfo.project.name}`)
    await page.goto(`/order-status/${placed.orderId}?token=${encodeURIComponent(placed.token)}`)
    // The first order page of a run may wait for cold function workers.
    await expect(page.getByRole('heading', { level: 1, name: `Order #${placed.orderNumber}` })).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.getByTestId('order-status-title')).toHaveText(
      'Status: Awaiting confirmation · Awaiting payment',
    )
    await expect(page.getByTestId('checkout-status')).toHaveText('Waiting for payment')
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
      'Awaiting payment (order placed)',
    )
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Cancel order' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
    await expect(dialog).toContainText('Nothing has been paid for this order.')
    await expectAccessible(page)
    await shoot(page, { path: shot('cancel-dialog', testInfo), fullPage: true })
    await dialog.getByRole('button', { name: 'Cancel the order' }).click()
    await expect(dialog.getByRole('status')).toHaveText('The order is cancelled. Nothing was charged.', {
      timeout: 60_000,
    })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByTestId('order-status-title')).toHaveText('Status: Cancelled · Not paid')
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
      'Cancelled (by the customer)',
    )
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
    // A cancelled order cannot be paid any more.
    await expect(page.getByText('This order was cancelled, so there is nothing to pay.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get Checkout Link' })).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, { path: shot('cancelled', testInfo), fullPage: true })
    expect((await adminDb().doc(`orders/${placed.orderId}`).get()).data()).toMatchObject({
      state: 'cancelled',
      statusCode: 3,
      placeHold: { state: 'released' },
    })
  })

  test('an admin moves a paid order along with a reason, offered only the steps allowed now', async ({
    page,
    browser,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const placed = await placeGuestOrder(`admin-${testInfo.project.name}`)
    await recordCheckoutNews(adminDb(), {
      orderId: placed.orderId,
      reportedAt: Math.floor(Date.now() / 1000),
      session: {
        checkoutSessionId: `cs_lifecycle_${run}_${testInfo.project.name}`,
        status: 'complete',
        payment_status: 'paid',
        amount_total: 8_925,
      },
    })
    cleanup.push(`payments/cs_lifecycle_${run}_${testInfo.project.name}`)
    await signIn(page, adminAccount, `/order-status/${placed.orderId}`)
    await expect(page.getByTestId('order-status-title')).toHaveText('Status: Awaiting confirmation · Paid')
    const stateForm = page.getByRole('form', { name: "Change the order's state" })
    await stateForm.getByLabel('Move the order to').selectOption({ label: 'Confirmed' })
    await stateForm.getByLabel(/Reason/).fill('Menu agreed by phone')
    await stateForm.getByRole('button', { name: 'Change state' }).click()
    await expect(page.getByTestId('order-status-title')).toHaveText('Status: Confirmed · Paid', {
      timeout: 60_000,
    })
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
      'Confirmed (by the business) · Menu agreed by phone',
    )
    // Only the steps allowed now are offered.
    const offered = await stateForm.getByLabel('Move the order to').locator('option').allTextContents()
    expect(offered).toEqual(['In preparation', 'Cancelled'])
    await expectAccessible(page)
    await shoot(page, { path: shot('admin', testInfo), fullPage: true })
    expect((await adminDb().doc(`orders/${placed.orderId}`).get()).get('state')).toBe('confirmed')

    // A staff-only note: listed for the admin, refused when blank, never shown to the customer.
    const notes = page.getByRole('region', { name: 'Internal notes' })
    const noteForm = page.getByRole('form', { name: 'Add an internal note' })
    await noteForm.getByRole('button', { name: 'Add internal note' }).click()
    await expect(noteForm.getByText('Please write the note.')).toBeVisible({ timeout: 60_000 })
    await noteForm.getByLabel('Internal note').fill('Regular guest: prefers the side door')
    await noteForm.getByRole('button', { name: 'Add internal note' }).click()
    await expect(notes.getByRole('list', { name: 'Internal notes' })).toContainText(
      'Regular guest: prefers the side door',
      { timeout: 60_000 },
    )
    await expect(noteForm.getByLabel('Internal note')).toHaveValue('')
    await expectAccessible(page)
    const guest = await browser.newPage()
    // Another browser, with only the customer's link (it has none of the admin's session).
    await guest.goto(
      new URL(`/order-status/${placed.orderId}?token=${encodeURIComponent(placed.token)}`, page.url()).href,
    )
    await expect(guest.getByTestId('order-status-title')).toHaveText('Status: Confirmed · Paid')
    await expect(guest.getByText('Regular guest: prefers the side door')).toHaveCount(0)
    await expect(guest.getByRole('heading', { name: 'Internal notes' })).toHaveCount(0)
    await guest.close()
    const stored = await adminDb().collection(`orders/${placed.orderId}/internalNotes`).get()
    expect(stored.docs.map((doc) => doc.get('text'))).toEqual(['Regular guest: prefers the side door'])
    cleanup.push(...stored.docs.map((doc) => doc.ref.path))
  })
})
