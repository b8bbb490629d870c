// Money on an order, as customers and admins meet it: a guest leaves the payment page without paying, is told so,
// keeps the cart, resumes and pays (then the cart empties); a customer cancels a paid order before its cut-off and
// sees the refund; an admin refunds part of an order, is told when an amount is too high, and cannot refund
// twice with one click. Orders are placed through the shop or placeOrderCallable and removed afterwards.
import type { Page, TestInfo } from '@playwright/test'
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import type { PlacedOrder } from '../support/factories.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { payAtStandIn, standInStripe } from '../support/stripe-stand-in.ts'
import { expect, expectAccessible, test, testExpectingRefusalsFrom } from './fixtures.ts'
import { chooseFulfilment } from './fulfilment.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const coldCall = 60_000
const cleanup = documentsRemovedAfterAll()
const shot = (name: string, testInfo: TestInfo) => screenshotPath('payment-and-refunds', name, testInfo)

type Placed = Pick<PlacedOrder, 'orderId' | 'token' | 'checkoutUrl'>

interface StoredOrder {
  state: string
  orderNumber: number
  paidCents?: number
  refundedCents?: number
  refunds?: Array<{ amountCents: number; status: string; by: string }>
  checkoutSession?: { payment_intent?: string; checkoutSessionId?: string }
}

const stored = async (orderId: string) =>
  (await adminDb().doc(`orders/${orderId}`).get()).data() as StoredOrder

async function payOnStandIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
  await page.getByRole('button', { name: /^Pay/ }).click()
}

/** A guest order paid by card at the stand-in; resolves once the payment is recorded. */
async function placePaidOrder(label: string) {
  const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 2 }]
  const placed = await callOk<Placed>('placeOrderCallable', {
    cartData,
    customer_email: `refunds-${run}-${label}@example.com`,
    fulfilment: await bookableChoice(cartData),
  })
  cleanup.push(`orders/${placed.orderId}`)
  const paid = await payAtStandIn(placed.checkoutUrl, { name: 'Refund Customer' })
  expect(paid.status).toBe(303)
  const order = await eventually('the payment is recorded', async () => {
    const current = await stored(placed.orderId)
    return current.paidCents ? current : undefined
  })
  cleanup.push(`payments/${order.checkoutSession!.checkoutSessionId}`)
  return { ...placed, order }
}

const refusalTest = testExpectingRefusalsFrom('refundOrderCallable')

const cartBadge = (page: Page) => page.evaluate(() => localStorage.getItem('cart'))

test.describe('paying, cancelling and refunding', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a guest leaves the payment page, is told payment did not happen, resumes and pays', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    await page.goto('/package-details/pkg-tiramisu')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => cartBadge(page)).not.toBeNull()
    await page.goto('/order-review')
    await page.getByLabel('Your e-mail').fill(`refunds-${run}-abandon-${testInfo.project.name}@example.com`)
    await chooseFulfilment(page)
    // A double click on To Payment places one order (the request key is the same).
    await page.getByRole('button', { name: 'To Payment' }).dblclick()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })

    // Stripe's Cancel (or its back link) returns to the order page.
    await page.getByRole('button', { name: 'Cancel' }).click()
    const notice = page.getByRole('status').filter({ hasText: 'Payment not completed' })
    await expect(notice).toBeVisible({ timeout: coldCall })
    await expect(notice).toContainText('nothing was charged')
    await expect(notice.getByRole('button', { name: 'Resume payment' })).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!
    cleanup.push(`orders/${orderId}`)
    expect(await cartBadge(page)).not.toBeNull() // the cart is kept until the order is paid
    await expectAccessible(page)
    await shoot(page, { path: shot('payment-not-completed', testInfo), fullPage: true })

    await notice.getByRole('button', { name: 'Resume payment' }).click()
    await payOnStandIn(page)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
      timeout: coldCall,
    })
    expect(await cartBadge(page)).toBeNull()
    const order = await stored(orderId)
    expect(order.state).toBe('paid')
    cleanup.push(`payments/${order.checkoutSession!.checkoutSessionId}`)
    const sameCustomer = await adminDb()
      .collection('orders')
      .where('customer_email', '==', `refunds-${run}-abandon-${testInfo.project.name}@example.com`)
      .get()
    expect(sameCustomer.size).toBe(1)
  })

  test('a customer cancels a paid order before the cut-off and sees the refund', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const placed = await placePaidOrder(`cancel-${testInfo.project.name}`)
    await page.goto(`/order-status/${placed.orderId}?token=${encodeURIComponent(placed.token)}`)
    await expect(page.getByTestId('order-status-title')).toHaveText('Status: Awaiting confirmation · Paid')
    // The reminder the day before can be turned off (and on) from the order page.
    await expect(page.getByTestId('reminder-setting')).toHaveText('We send you a reminder the day before.')
    await page.getByRole('button', { name: 'Turn off the reminder' }).click()
    await expect(page.getByTestId('reminder-setting')).toHaveText('Reminders are off for this order.', {
      timeout: coldCall,
    })
    expect((await adminDb().doc(`orders/${placed.orderId}`).get()).get('remindersOff')).toBe(true)
    await page.getByRole('button', { name: 'Cancel order' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
    const paid = `$${(placed.order.paidCents! / 100).toFixed(2)}`
    await expect(dialog).toContainText(`You get ${paid} back to your card.`)
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cancel the order' }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      `The order is cancelled. A refund of ${paid} is on its way to your card.`,
      { timeout: coldCall },
    )
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByTestId('order-status-title')).toHaveText('Status: Cancelled · Refunded')
    const refunds = page.getByRole('region', { name: 'Payment and refunds' })
    await expect(refunds.getByTestId('refunded-amount')).toHaveText(paid)
    await expect(refunds.getByRole('list', { name: 'Refunds' })).toContainText(`${paid} sent to the card`)
    await expectAccessible(page)
    await shoot(page, { path: shot('customer-cancelled-refunded', testInfo), fullPage: true })

    const atStripe = await standInStripe().refunds.list({
      payment_intent: placed.order.checkoutSession!.payment_intent!,
    })
    expect(atStripe.data.map((refund) => refund.amount)).toEqual([placed.order.paidCents])
  })

  // The refused amount is a 400 answer from the refund function, which the browser logs.
  refusalTest(
    'an admin refunds part of an order; too much is refused next to the amount',
    async ({ page }, testInfo) => {
      await phoneWidth(page, testInfo)
      const placed = await placePaidOrder(`partial-${testInfo.project.name}`)
      await signIn(page, adminAccount, `/order-status/${placed.orderId}`)
      const form = page.getByRole('form', { name: 'Refund this order' })
      const amount = form.getByLabel(/^Amount in dollars/)
      // Empty at first, with the most that can go back said under it.
      await expect(amount).toHaveValue('')
      await expect(form.getByText(`Up to $${(placed.order.paidCents! / 100).toFixed(2)}`)).toBeVisible()
      const confirm = page.getByRole('dialog')

      await amount.fill(((placed.order.paidCents! + 100) / 100).toFixed(2))
      await form.getByLabel(/^Reason/).fill('Too much on purpose')
      await form.getByRole('button', { name: 'Refund' }).click()
      await confirm.getByRole('button', { name: /^Refund \$/ }).click()
      await expect(
        form.getByText(/^You can refund at most \$[\d.]+: that is what is left of what was paid\.$/),
      ).toBeVisible({
        timeout: coldCall,
      })
      await expect(form.getByLabel(/^Reason/)).toHaveValue('Too much on purpose')
      expect((await stored(placed.orderId)).refunds ?? []).toEqual([])

      await amount.fill('5.00')
      await form.getByLabel(/^Reason/).fill('One portion was missing')
      await form.getByRole('button', { name: 'Refund' }).click()
      // The confirmation names the amount before anything is sent.
      await expect(confirm).toHaveAccessibleName('Refund $5.00 to the customer?')
      await confirm.getByRole('button', { name: 'Refund $5.00' }).click()
      const section = page.getByRole('region', { name: 'Payment and refunds' })
      await expect(section.getByRole('list', { name: 'Refunds' })).toContainText(
        '$5.00 sent to the card · One portion was missing',
        { timeout: coldCall },
      )
      await expect(page.getByTestId('order-status-title')).toHaveText(
        'Status: Awaiting confirmation · Partially refunded',
      )
      await expect(section.getByTestId('refunded-amount')).toHaveText('$5.00')
      await expectAccessible(page)
      await shoot(page, { path: shot('admin-partial-refund', testInfo), fullPage: true })
      const order = await stored(placed.orderId)
      expect(order.refunds).toEqual([
        expect.objectContaining({ amountCents: 500, status: 'sent', by: 'admin' }),
      ])
      const atStripe = await standInStripe().refunds.list({
        payment_intent: order.checkoutSession!.payment_intent!,
      })
      expect(atStripe.data.map((refund) => refund.amount)).toEqual([500])
    },
  )
})
