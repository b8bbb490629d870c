// The mails an order's life sends, as the customer and the owner receive them: an order is placed and paid at the
// Stripe stand-in, confirmed and partly refunded by an admin, and each mail arrives once in the local inbox with an
// HTML and a plain-text body, the order's number, its lines and totals, and a button to the order. Each HTML mail
// is shown in Chromium at the project's width and photographed.
import type { TestInfo } from '@playwright/test'
import { consultationAlertRecipients, demoAccounts } from '../../scripts/seed-data.ts'
import { adminDb, eventually } from '../support/admin.ts'
import { idTokenFor } from '../support/auth-emulator.ts'
import { callOk } from '../support/call-over-http.ts'
import type { PlacedOrder } from '../support/factories.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { listInbox, type InboxMail } from '../support/mail-inbox.ts'
import { payAtStandIn } from '../support/stripe-stand-in.ts'
import { expect, test } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { documentsRemovedAfterAll } from './written-documents.ts'

// The demo's alert recipient, who gets the chef's mails.
const chef = consultationAlertRecipients.find((entry) => entry.active)!.email

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const cleanup = documentsRemovedAfterAll()
const shot = (name: string, testInfo: TestInfo) => screenshotPath('order-mails', name, testInfo)

type Placed = Pick<PlacedOrder, 'orderId' | 'token' | 'checkoutUrl'>

test.describe('order mails', () => {
  test.describe.configure({ timeout: 120_000 })

  test('receipt, confirmation, refund and the owner alert arrive once each, in HTML and plain text', async ({
    page,
  }, testInfo) => {
    await phoneWidth(page, testInfo)
    const email = `mails-${run}-${testInfo.project.name}@example.com`
    const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 2 }]
    const placed = await callOk<Placed>('placeOrderCallable', {
      cartData,
      customer_email: email,
      fulfilment: await bookableChoice(cartData),
    })
    cleanup.push(`orders/${placed.orderId}`)
    const paid = await payAtStandIn(placed.checkoutUrl, { name: 'Mail Reader' })
    expect(paid.status).toBe(303)
    const sessionId = paid.sessionId
    cleanup.push(`payments/${sessionId}`)
    const order = await eventually('the payment is recorded', async () => {
      const stored = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()
      return stored?.['state'] === 'paid' ? stored : undefined
    })
    const number = `#${order['orderNumber'] as number}`
    const admin = demoAccounts.find((account) => account.role === 'admin')!
    const adminToken = await idTokenFor(admin.email, admin.password)
    await callOk('changeOrderStateCallable', { orderId: placed.orderId, to: 'confirmed' }, adminToken)
    await callOk(
      'refundOrderCallable',
      {
        orderId: placed.orderId,
        amountCents: 500,
        reason: 'A portion was missing',
        requestKey: `mails-${run}`,
      },
      adminToken,
    )

    const subjects = [
      `thank you for your order`,
      `Receipt for order ${number}`,
      `Order ${number} is confirmed`,
      `Refund for order ${number}`,
    ]
    const customerMails = await eventually(
      'the customer mails arrive',
      async () => {
        const mine = await listInbox({ to: email })
        return subjects.every((subject) => mine.some((mail) => mail.subject.includes(subject)))
          ? mine
          : undefined
      },
      60_000,
    )
    // Once each: the same events do not mail twice.
    expect(customerMails.map((mail) => mail.subject).sort()).toHaveLength(subjects.length)
    const ownerAlert = await eventually('the owner alert arrives', async () =>
      (await listInbox({ to: chef })).find((mail) => mail.subject.includes(`New paid order ${number}`)),
    )

    for (const [name, mail] of [
      ['receipt', customerMails.find((item) => item.subject.includes('Receipt'))!],
      ['confirmed', customerMails.find((item) => item.subject.includes('is confirmed'))!],
      ['refund', customerMails.find((item) => item.subject.includes('Refund'))!],
      ['owner-alert', ownerAlert],
    ] as Array<[string, InboxMail]>) {
      expect(mail.text, `${name} has a plain-text body`).toContain(number)
      await page.setContent(mail.html)
      await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: /order/i }).first()).toHaveAttribute(
        'href',
        new RegExp(`/order-status/${placed.orderId}`),
      )
      // At a phone's width the mail is laid out to the screen, with nothing to scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${name} fits the screen's width`,
      ).toBe(true)
      expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()!.width)
      await shoot(page, { path: shot(name, testInfo), fullPage: true })
    }
    const refund = customerMails.find((item) => item.subject.includes('Refund'))!
    await page.setContent(refund.html)
    await expect(page.getByText('Refunded')).toBeVisible()
    await expect(page.getByText('−$5.00')).toBeVisible()
  })
})
