// The chef's alerts as the chef receives them: a paid order whose customer avoids milk (and confirmed the
// tiramisu contains it) mails the chef an alert naming the allergy in bold; the customer's own cancellation of that
// paid order mails the chef what was refunded. Each mail is read from the local inbox and shown in Chromium.
import type { TestInfo } from '@playwright/test'
import { consultationAlertRecipients } from '../../scripts/seed-data.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { listInbox, type InboxMail } from '../support/mail-inbox.ts'
import { payAtStandIn } from '../support/stripe-stand-in.ts'
import { expect, test } from './fixtures.ts'
import { screenshotPath, shoot } from './screens.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const cleanup = documentsRemovedAfterAll()
const shot = (name: string, testInfo: TestInfo) => screenshotPath('chef-alerts', name, testInfo)
// The demo seed's list: one active entry of the old shape, which gets every alert.
const chef = consultationAlertRecipients.find((entry) => entry.active)!.email

const chefMail = (subject: string) =>
  eventually(
    `the chef's mail "${subject}"`,
    async () => (await listInbox({ to: chef })).find((mail: InboxMail) => mail.subject.includes(subject)),
    60_000,
  )

test.describe("the chef's alerts", () => {
  test.describe.configure({ timeout: 150_000 })

  test('a paid order names the milk allergy in bold; the customer cancelling it tells the chef the refund', async ({
    page,
  }, testInfo) => {
    const email = `alerts-${run}@example.com`
    const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 1 }]
    const placed = await callOk<{ orderId: string; token: string; checkoutUrl: string }>(
      'placeOrderCallable',
      {
        cartData,
        customer_email: email,
        fulfilment: await bookableChoice(cartData),
        dietary: { allergies: ['milk'], diets: [], acknowledged: true },
      },
    )
    cleanup.push(`orders/${placed.orderId}`)
    const paid = await payAtStandIn(placed.checkoutUrl, { name: 'Alert Reader' })
    expect(paid.status).toBe(303)
    cleanup.push(`payments/${paid.sessionId}`)
    const order = await eventually('the payment is recorded', async () => {
      const stored = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()
      return stored?.['state'] === 'paid' ? stored : undefined
    })
    const number = `#${order['orderNumber'] as number}`

    const alert = await chefMail(`New paid order ${number}`)
    expect(alert.headers['reply-to']).toBe(email)
    await page.setContent(alert.html)
    await expect(page.locator('strong', { hasText: 'Allergies: Milk' })).toBeVisible()
    await expect(
      page.getByText('The customer confirmed they read that the order contains Milk.'),
    ).toBeVisible()
    await expect(page.getByText('1 × Tiramisu')).toBeVisible()
    await shoot(page, { path: shot('new-order', testInfo), fullPage: true })

    const terms = await callOk<{ allowed: boolean; refundCents: number }>('customerCancelTermsCallable', {
      orderId: placed.orderId,
      token: placed.token,
    })
    expect(terms.allowed).toBe(true)
    expect(terms.refundCents).toBeGreaterThan(0)
    await callOk('changeOrderStateCallable', {
      orderId: placed.orderId,
      token: placed.token,
      to: 'cancelled',
    })
    const cancelled = await chefMail(`Order ${number} was cancelled by the customer`)
    await page.setContent(cancelled.html)
    const refunded = `$${(terms.refundCents / 100).toFixed(2)}`
    await expect(page.getByText(`${refunded} is refunded to their card automatically`)).toBeVisible()
    await expect(page.locator('strong', { hasText: 'Allergies: Milk' })).toBeVisible()
    await shoot(page, { path: shot('cancelled', testInfo), fullPage: true })
  })
})
