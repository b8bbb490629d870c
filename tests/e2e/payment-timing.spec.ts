// Payment timing in the browser, as on Stripe: the customer is back from the hosted page before the webhook
// arrives and the order page says the payment is being confirmed, then updates by itself; a declined card keeps
// the customer on the pay page; a bank debit that fails later shows the failure.
import type { Page } from '@playwright/test'
import { callOk } from '../support/call-over-http.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { shoot } from './screens.ts'

// A cold function worker, then the stand-in's settle time and the webhook.
const confirmationWait = 40_000

/** An order placed as from the web app under test (its origin decides where Stripe sends the customer back). */
async function placeOrder(origin: string, label: string) {
  const cartData = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]
  return callOk<{ orderId: string; token: string; checkoutUrl: string }>(
    'placeOrderCallable',
    {
      cartData,
      customer_email: `e2e-timing-${label}-${Date.now()}@example.com`,
      fulfilment: await bookableChoice(cartData),
    },
    undefined,
    { origin },
  )
}

async function payWith(page: Page, method: RegExp) {
  await page.getByRole('radio', { name: method }).check()
  await page.getByRole('button', { name: /^Pay/ }).click()
}

test.describe('payment timing', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a bank debit: the order page says the payment is being confirmed, then shows it paid', async ({
    page,
    baseURL,
  }) => {
    const placed = await placeOrder(baseURL!, 'debit')
    await page.goto(placed.checkoutUrl)
    await payWith(page, /confirms later/)

    await expect(page).toHaveURL(/\/checkout-complete\?orderId=/)
    const outcome = page.getByTestId('payment-outcome')
    await expect(outcome).toContainText('Your payment is still being processed', {
      timeout: confirmationWait,
    })
    await expect(outcome).toContainText('You do not need to pay again.')
    await expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible()
    // The provider's own words stay off the page.
    await expect(page.getByText(/checkout status|payment status|unpaid/i)).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/payment-being-confirmed.png', fullPage: true })

    // No click: the page reloads the order until the webhook has landed.
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
      timeout: confirmationWait,
    })
    await expect(outcome).toContainText('Your payment went through')
    await expect(outcome).toContainText('A receipt is on its way to')
    await expect(page.getByRole('button', { name: 'Check again' })).toHaveCount(0)
  })

  test('a declined card keeps the customer on the pay page; another card then pays', async ({
    page,
    baseURL,
  }) => {
    const placed = await placeOrder(baseURL!, 'declined')
    await page.goto(placed.checkoutUrl)
    await payWith(page, /declined/)

    await expect(page.getByRole('alert')).toContainText('Your card was declined.')
    expect(page.url()).toContain('/pay/')
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/pay-page-card-declined.png', fullPage: true })

    await payWith(page, /succeeds/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
      timeout: confirmationWait,
    })
  })

  test('a bank debit that fails after checkout shows the failure on the order status page', async ({
    page,
    baseURL,
  }) => {
    const placed = await placeOrder(baseURL!, 'debit-fails')
    await page.goto(placed.checkoutUrl)
    await payWith(page, /fails later/)
    await expect(page).toHaveURL(/\/checkout-complete\?orderId=/)
    await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible({
      timeout: confirmationWait,
    })
    await expect(page.getByTestId('payment-outcome')).toContainText('Please contact us to arrange payment')
    await page.getByRole('link', { name: 'View order status' }).click()
    await expect(page.getByTestId('checkout-status')).toHaveText('Completed', { timeout: confirmationWait })
    await expect(page.getByTestId('payment-status')).toHaveText('Failed', { timeout: confirmationWait })
    await expect(page.getByText('The payment failed.')).toBeVisible()
    await expectAccessible(page)
  })
})
