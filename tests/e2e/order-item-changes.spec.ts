// The business changes a paid order's items on the order page: an admin lowers a quantity in the "Change items"
// dialog, reads the server's preview of the new total and the refund, confirms, and the page shows the new items
// and the refund. The order is placed through placeOrderCallable, paid at the Stripe stand-in and removed afterwards.
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { payAtStandIn } from '../support/stripe-stand-in.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const coldCall = 60_000
const cleanup = documentsRemovedAfterAll()

interface StoredOrder {
  paidCents?: number
  cartTotals: { total: number }
  itemChanges?: Array<{ differenceCents: number }>
  checkoutSession?: { checkoutSessionId?: string }
}

const stored = async (orderId: string) =>
  (await adminDb().doc(`orders/${orderId}`).get()).data() as StoredOrder

test.describe('changing an order’s items', () => {
  test.describe.configure({ timeout: 180_000 })

  test('an admin lowers a quantity, previews the refund and confirms it', async ({ page }, testInfo) => {
    const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 2 }]
    const placed = await callOk<{ orderId: string; checkoutUrl: string }>('placeOrderCallable', {
      cartData,
      customer_email: `item-changes-${run}@example.com`,
      fulfilment: await bookableChoice(cartData),
    })
    cleanup.push(`orders/${placed.orderId}`)
    expect((await payAtStandIn(placed.checkoutUrl, { name: 'Item Customer' })).status).toBe(303)
    const paid = await eventually('the payment is recorded', async () => {
      const current = await stored(placed.orderId)
      return current.paidCents ? current : undefined
    })
    cleanup.push(`payments/${paid.checkoutSession!.checkoutSessionId}`)

    await signIn(page, adminAccount, `/order-status/${placed.orderId}`)
    await page.getByRole('button', { name: 'Change items' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change items' })
    const quantity = dialog.getByLabel('Quantity 1')
    await expect(quantity).toHaveValue('2', { timeout: coldCall })
    await expect(dialog.getByLabel('Package 1')).toHaveValue('pkg-tiramisu')
    await quantity.fill('1')
    await dialog.getByRole('button', { name: 'Preview new total' }).click()
    const preview = dialog.getByTestId('item-change-preview')
    await expect(preview).toContainText(/New total \$[\d.,]+: \$[\d.,]+ will be refunded\./, {
      timeout: coldCall,
    })
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('order-item-changes', 'preview', testInfo) })
    // Nothing is written by the preview.
    expect((await stored(placed.orderId)).itemChanges ?? []).toEqual([])

    await dialog.getByRole('button', { name: 'Confirm change' }).click()
    await expect(preview).toContainText(
      /The order was changed\. New total \$[\d.,]+: \$[\d.,]+ is being refunded\./,
      {
        timeout: coldCall,
      },
    )
    const changed = await stored(placed.orderId)
    const refunded = `$${(-changed.itemChanges![0]!.differenceCents / 100).toFixed(2)}`
    expect(changed.cartTotals.total * 100).toBe(
      paid.cartTotals.total * 100 + changed.itemChanges![0]!.differenceCents,
    )
    await dialog.getByRole('button', { name: 'Close' }).click()

    const refunds = page.getByRole('region', { name: 'Payment and refunds' })
    await expect(refunds.getByRole('list', { name: 'Refunds' })).toContainText(
      `${refunded} sent to the card · Items changed`,
      {
        timeout: coldCall,
      },
    )
    await expect(page.getByRole('list', { name: 'Order history' })).toContainText(/Items changed to 1 × /)
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('order-item-changes', 'changed', testInfo), fullPage: true })
  })
})
