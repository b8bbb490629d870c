// Where an order appears, it says when, where and for whom, with times on the business's clocks and the zone named:
// the customer's status page and order list, and the admin's order management. An order placed before the business
// had a schedule shows nothing extra. The orders are written with the admin SDK and removed afterwards.
import type { TestInfo } from '@playwright/test'
import type { OrderFulfilment } from '../../src/shared/schemas/order-fulfilment.ts'
import { adminDb } from '../support/admin.ts'
import { demoCustomerOrder, exampleDelivery } from '../support/order-fulfilments.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

// In July New York keeps summer time (EDT).
const delivery = { ...exampleDelivery, date: '2027-07-14' }

/** What every full summary of the order must show. */
const shown = [
  'Delivery',
  'Wed, Jul 14, 2027',
  '5:00 PM – 7:00 PM (New York time, EDT)',
  '200 W 20th St, Apt 4, New York, 10011',
  'Ann Lee',
  '+1 212 555 0123',
  '12 guests',
  'No cilantro.',
]

const shot = (name: string, testInfo: TestInfo) => screenshotPath('order-fulfilment', name, testInfo)

test.describe('order fulfilment display', () => {
  test.describe.configure({ timeout: 90_000 })
  const created: string[] = []

  async function createOrder(fulfilment?: OrderFulfilment): Promise<string> {
    const ref = await adminDb()
      .collection('orders')
      .add(demoCustomerOrder({ notes: `display check ${run}`, fulfilment }))
    created.push(ref.id)
    return ref.id
  }

  test.afterEach(async () => {
    await Promise.all(created.splice(0).map((id) => adminDb().doc(`orders/${id}`).delete()))
  })

  test('the customer sees when, where and for whom on the status page and one line in their orders', async ({
    page,
  }, testInfo) => {
    const orderId = await createOrder(delivery)
    const olderOrderId = await createOrder()
    await phoneWidth(page, testInfo)
    await signIn(page, customerAccount, `/order-status/${orderId}`)

    const section = page.getByRole('region', { name: 'When and where' })
    const summary = section.getByTestId('order-fulfilment')
    for (const text of shown) await expect(summary).toContainText(text)
    await expect(summary.getByRole('link', { name: '+1 212 555 0123' })).toHaveAttribute(
      'href',
      'tel:+12125550123',
    )
    const totals = page.getByLabel('Order totals')
    await expect(totals).toContainText(/Delivery\s*\$12\.00/)
    await expect(totals).toContainText(/Total\s*\$101\.25/)
    await expectAccessible(page)
    await shoot(page, { path: shot('status', testInfo), fullPage: true })

    await page.goto('/order-management')
    const row = page.getByTestId('order-row').filter({ hasText: `Order ${orderId}` })
    await expect(row.getByTestId('order-fulfilment-line')).toHaveText(
      'Delivery · Wed, Jul 14, 2027 · 5:00 PM – 7:00 PM EDT',
    )
    // Customers get the one line; the details are on the status page.
    await expect(row.getByTestId('order-fulfilment')).toHaveCount(0)
    await expectAccessible(page)

    // An order from before the business had a schedule shows nothing extra.
    await expect(
      page
        .getByTestId('order-row')
        .filter({ hasText: `Order ${olderOrderId}` })
        .getByTestId('order-fulfilment-line'),
    ).toHaveCount(0)
    await page.goto(`/order-status/${olderOrderId}`)
    await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'When and where' })).toHaveCount(0)
    await expect(page.getByLabel('Order totals')).not.toContainText('Delivery')
  })

  test("the admin's order management shows every detail of the order", async ({ page }, testInfo) => {
    const orderId = await createOrder(delivery)
    await phoneWidth(page, testInfo)
    await signIn(page, adminAccount, '/order-management')
    const row = page.getByTestId('order-row').filter({ hasText: `Order ${orderId}` })
    const summary = row.getByTestId('order-fulfilment')
    for (const text of shown) await expect(summary).toContainText(text)
    await expect(row).toContainText('$101.25')
    await expectAccessible(page)
    await shoot(row, { path: shot('admin-order-management-row', testInfo) })
    await shoot(page, { path: shot('admin-order-management', testInfo), fullPage: true })
  })
})
