// Promotion codes as people meet them: an admin creates a code and sees it in the list with its use; a guest types
// an expired code at order review (Enter applies it only from the code field) and is told why next to the field,
// applies a good one, sees the discounted total, pays on the Stripe stand-in, and the session charged exactly the
// order's total with the discount on it.
import type { TestInfo } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { standInStripe } from '../support/stripe-stand-in.ts'
import { testCatalog } from '../support/test-catalog.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { chooseFulfilment } from './fulfilment.ts'
import { payAndFindTheOrder } from './paid-order.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { adminAccount, signIn } from './sign-in.ts'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase()
const coldCall = 60_000
const shot = (name: string, testInfo: TestInfo) => screenshotPath('promotion-codes', name, testInfo)
const catalog = testCatalog(run)

test.describe('promotion codes', () => {
  test.describe.configure({ timeout: 180_000 })
  test.afterAll(() => catalog.cleanup())

  test('an admin creates a code and sees it in the list', async ({ page }, testInfo) => {
    await phoneWidth(page, testInfo)
    const code = `ADM${run}${testInfo.project.name.slice(0, 2).toUpperCase()}`
    catalog.ownPromotionCode(code)
    await signIn(page, adminAccount, '/promotion-codes')
    await expect(page.getByRole('heading', { name: 'Promotion Codes' })).toBeVisible({ timeout: coldCall })
    await page.getByRole('link', { name: 'New promotion code' }).click()
    await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase())
    await page.getByLabel('Discount kind').selectOption('amount')
    await page.getByLabel('Amount off ($)').fill('15')
    await page.getByLabel('Uses in all').fill('50')
    await page.getByLabel('Last day').fill('2036-12-31')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('heading', { name: `Promotion Code ${code}` })).toBeVisible({
      timeout: coldCall,
    })
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await page.getByRole('link', { name: 'All promotion codes' }).click()
    const entry = page.getByText(code, { exact: true }).filter({ visible: true })
    await expect(entry).toBeVisible({ timeout: coldCall })
    await expect(page.getByText('$15.00 off').filter({ visible: true }).first()).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: shot('admin-list', testInfo), fullPage: true })
  })

  test('a guest is told why a code is refused, applies one, and pays the discounted total', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const suffix = testInfo.project.name.slice(0, 2).toUpperCase()
    const expired = await catalog.promotionCode(`OLD${suffix}`, {
      percentOff: 10,
      validUntil: Date.now() - 60_000,
    })
    const good = await catalog.promotionCode(`TEN${suffix}`, { percentOff: 10 })

    await page.goto('/package-details/pkg-tiramisu')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull()
    await page.goto('/order-review')
    const email = `promo-${run.toLowerCase()}-${testInfo.project.name}@example.com`
    await page.getByLabel('Your e-mail').fill(email)
    await page.getByLabel('Order notes').fill('Ring twice, please.')

    const codeField = page.getByLabel('Code', { exact: true })
    await codeField.fill(expired.toLowerCase())
    // Enter in an ordinary field presses nothing (the browser's default would be the first button, Apply); Enter in
    // the code field applies the code.
    const codeChecks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('previewPromotionCodeCallable')) codeChecks.push(request.url())
    })
    await page.getByLabel('Your e-mail').press('Enter')
    await chooseFulfilment(page)
    await page.getByLabel('Name for the order').press('Enter')
    await codeField.press('Enter')
    await expect(page.getByText('This code has expired.')).toBeVisible({ timeout: coldCall })
    expect(codeChecks).toHaveLength(1)
    await expect(page).toHaveURL(/\/order-review$/)
    await expect(codeField).toHaveValue(expired.toLowerCase())
    await expect(page.getByLabel('Order notes')).toHaveValue('Ring twice, please.')
    await expect(page.getByLabel('Your e-mail')).toHaveValue(email)
    await expectAccessible(page)
    await shoot(page, { path: shot('order-review-refused', testInfo), fullPage: true })

    await codeField.fill(good.toLowerCase())
    await page.getByRole('button', { name: 'Apply' }).click()
    const totals = page.getByLabel('Order totals')
    await expect(totals).toContainText(`Discount (${good})`, { timeout: coldCall })
    await expect(page.getByText('This code has expired.')).toHaveCount(0)
    expect(codeChecks).toHaveLength(2)
    await expectAccessible(page)
    await shoot(page, { path: shot('order-review-applied', testInfo), fullPage: true })
    const shownTotal = await totals.locator('dd').last().innerText()

    await page.getByRole('button', { name: 'To Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
    await expect(page.getByText('Discount')).toBeVisible()
    const { orderId, order } = await payAndFindTheOrder(
      page,
      adminDb().collection('orders').where('customer_email', '==', email),
      (id) => catalog.order(id),
    )
    const totalCents = Math.round(order['cartTotals']['total'] * 100)
    expect(`$${(totalCents / 100).toFixed(2)}`).toBe(shownTotal.replace(/,/g, ''))
    expect(order['promotion']).toMatchObject({ code: good, description: '10% off' })
    expect(order['promotionHold']).toMatchObject({ state: 'redeemed' })
    expect(order['paidCents']).toBe(totalCents)
    const session = await standInStripe().checkout.sessions.retrieve(
      order['checkoutSession']['checkoutSessionId'],
    )
    expect(session.amount_total).toBe(totalCents)
    expect(session.total_details?.amount_discount).toBe(order['promotion']['discountCents'])
    catalog.order(orderId, session.id)
    expect((await adminDb().doc(`promotionRedemptions/${good}`).get()).data()).toMatchObject({
      held: 0,
      redeemed: 1,
    })
  })
})
