// The order page's two states, as an admin meets them: one status control (the kitchen's steps) beside both states
// in words, and a partial refund that asks first, naming the amount, then changes the payment only: the order
// stays confirmed and reads partially refunded, and the customer gets the refund mail. The order is placed through
// placeOrderCallable, paid at the Stripe stand-in, and removed afterwards.
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { payAtStandIn } from '../support/stripe-stand-in.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const coldCall = 60_000
const email = `two-states-${run}@example.com`
const cleanup = documentsRemovedAfterAll()

test.describe('an order with two states', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a confirmed order gets a partial refund and stays confirmed', async ({ page }, testInfo) => {
    const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 2 }]
    const placed = await callOk<{ orderId: string; checkoutUrl: string }>('placeOrderCallable', {
      cartData,
      customer_email: email,
      fulfilment: await bookableChoice(cartData),
    })
    cleanup.push(`orders/${placed.orderId}`)
    expect((await payAtStandIn(placed.checkoutUrl, { name: 'Two States' })).status).toBe(303)
    const paid = await eventually('the payment is recorded', async () => {
      const order = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()
      return order?.['paidCents'] ? order : undefined
    })
    cleanup.push(`payments/${paid['checkoutSession'].checkoutSessionId}`)
    const paidDollars = `$${((paid['paidCents'] as number) / 100).toFixed(2)}`

    await signIn(page, adminAccount, `/order-status/${placed.orderId}`)
    const status = page.getByTestId('order-status-title')
    await expect(status).toHaveText('Status: Awaiting confirmation · Paid', { timeout: coldCall })
    // One status control: no separate list of the original 1/2/3 codes.
    await expect(page.getByRole('combobox', { name: 'Order status' })).toHaveCount(0)
    const stateForm = page.getByRole('form', { name: "Change the order's state" })
    await stateForm.getByLabel('Move the order to').selectOption({ label: 'Confirmed' })
    await stateForm.getByRole('button', { name: 'Change state' }).click()
    await expect(status).toHaveText('Status: Confirmed · Paid', { timeout: coldCall })
    await expectAccessible(page)

    const form = page.getByRole('form', { name: 'Refund this order' })
    const amount = form.getByLabel('Amount in dollars')
    await expect(amount).toHaveValue('')
    await expect(form.getByText(`Up to ${paidDollars}`)).toBeVisible()
    await amount.fill('20')
    await form.getByLabel(/^Reason/).fill('Goodwill: dessert arrived late')
    await form.getByRole('button', { name: 'Refund' }).click()
    const confirm = page.getByRole('dialog', { name: 'Refund $20.00 to the customer?' })
    await expect(confirm).toBeVisible()
    // Nothing is sent before the confirmation.
    expect((await adminDb().doc(`orders/${placed.orderId}`).get()).get('refunds') ?? []).toEqual([])
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('order-two-states', 'refund-confirm', testInfo),
      fullPage: true,
    })
    await confirm.getByRole('button', { name: 'Refund $20.00' }).click()

    const money = page.getByRole('region', { name: 'Payment and refunds' })
    await expect(money.getByRole('list', { name: 'Refunds' })).toContainText(
      '$20.00 sent to the card · Goodwill: dessert arrived late',
      { timeout: coldCall },
    )
    await expect(status).toHaveText('Status: Confirmed · Partially refunded')
    // The kitchen's steps are still the confirmed order's.
    const offered = await stateForm.getByLabel('Move the order to').locator('option').allTextContents()
    expect(offered).toEqual(['In preparation', 'Cancelled'])
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(
      'Partially refunded (by the business) · Refund of $20.00: Goodwill: dessert arrived late',
    )
    await expectAccessible(page)
    await shoot(page, {
      path: screenshotPath('order-two-states', 'partially-refunded', testInfo),
      fullPage: true,
    })
    expect((await adminDb().doc(`orders/${placed.orderId}`).get()).data()).toMatchObject({
      paymentState: 'partiallyRefunded',
      fulfilmentState: 'confirmed',
      state: 'confirmed',
      statusCode: 1,
    })
    const mail = await waitForMail({ to: email }, (item) => item.subject.includes('Refund'))
    expect(mail.html).toContain('$20.00')
  })
})
