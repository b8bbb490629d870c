// Ordering end to end on the local stack: shop, cart, review, placeOrderCallable, the Stripe stand-in's hosted
// page, the webhook, the order status page, the confirmation mail, and the admin's status changes.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { adminDb } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { bookableChoice } from '../support/fulfilment-choice.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { chooseFulfilment } from './fulfilment.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { oneTiramisuTotals } from './kitchen-orders.ts'
import { screenshotPath, shoot } from './screens.ts'
import { adminAccount, customerAccount, signIn } from './sign-in.ts'

const tuscanMenu = '/package-shop/menu-tuscan-supper'
// The first call of a function in the emulator starts its worker (several seconds on 2 cores).
const coldCall = 30_000

function stripeKey(): string {
  const text = readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8')
  return /^STRIPE_SECRET_KEY=(.+)$/m.exec(text)![1]!.trim()
}

/** Reads a session from the stand-in the way Stripe's API answers (the stand-in is wherever the checkout URL points). */
async function standInSession(checkoutUrl: string) {
  const url = new URL(checkoutUrl)
  const id = url.pathname.split('/').at(-1)!
  const response = await fetch(`${url.origin}/v1/checkout/sessions/${id}?expand[]=line_items`, {
    headers: { authorization: `Bearer ${stripeKey()}` },
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as {
    id: string
    amount_total: number
    status: string
    line_items: { data: Array<{ description: string; amount_total: number }> }
  }
}

interface Placed {
  orderId: string
  token: string
  checkoutUrl: string | null
}

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function addFromShop(page: Page, title: string) {
  await page.getByRole('button', { name: `Add ${title} to cart` }).click()
  await expect(page.getByRole('complementary', { name: /Your Cart/ }).getByText(title)).toBeVisible()
}

test.describe('ordering', () => {
  // Several pages and cold function workers per journey on a 2-core machine: more than the default 60 s.
  test.describe.configure({ timeout: 120_000 })

  test('a guest orders two packages, pays on Stripe and sees the order complete and paid', async ({
    page,
  }) => {
    const email = uniqueEmail('guest')
    await page.goto(tuscanMenu)
    await expect(page.getByRole('heading', { level: 1, name: 'Package Shop' })).toBeVisible()
    await expectAccessible(page)
    await addFromShop(page, 'Hand-Rolled Pappardelle Ragù Supper')
    await addFromShop(page, 'Bistecca alla Fiorentina for Four')
    // The cart survives a reload.
    await page.reload()
    const cart = page.getByRole('complementary', { name: /Your Cart \(2\)/ })
    await expect(cart).toBeVisible()
    await cart.getByRole('link', { name: 'Checkout' }).click()

    await expect(page).toHaveURL(/\/order-review$/)
    await expect(page.getByText('$560.00')).toBeVisible() // subtotal 220 + 340
    await expect(page.getByText('$28.00')).toBeVisible() // tax 5 %
    await expect(page.getByText('$588.00')).toBeVisible()
    await expect(page.getByRole('button', { name: 'To Payment' })).toHaveCount(0)
    const emailField = page.getByLabel('Your e-mail')
    await emailField.fill('not-an-email')
    await emailField.blur()
    await expect(page.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'To Payment' })).toHaveCount(0)
    await emailField.fill(email)
    await page.getByLabel('Order notes').fill('Nut allergy at the table.')
    await chooseFulfilment(page)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'To Payment' }).click()

    // Stripe's hosted page (the stand-in): summary and the charged total.
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
    await expect(page.getByRole('cell', { name: 'Hand-Rolled Pappardelle Ragù Supper' })).toBeVisible()
    await expect(page.getByTestId('amount-total')).toHaveText('$588.00')
    await expectAccessible(page)
    await page.getByRole('button', { name: /^Pay/ }).click()

    await expect(page).toHaveURL(/\/checkout-complete\?orderId=/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
      timeout: coldCall,
    })
    await expect(page.getByTestId('payment-outcome')).toContainText(
      'Your payment went through: $588.00 for order',
    )
    await expectAccessible(page)
    const orderId = new URL(page.url()).searchParams.get('orderId')!

    // The cart was emptied once the order was paid.
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()

    // Recorded by the webhook on the server, with a payments document.
    const stored = (await adminDb().collection('orders').doc(orderId).get()).data()!
    expect(stored).toMatchObject({
      customer_email: email,
      userId: email,
      statusCode: 1,
      state: 'paid',
      orderNumber: expect.any(Number),
      orderNotes: 'Nut allergy at the table.',
      cartTotals: { subTotal: 560, total: 588, totalDisplay: '$588.00' },
      checkoutSession: { status: 'complete', payment_status: 'paid', amount_total: 58_800 },
    })
    const payment = (await adminDb().collection('payments').doc(stored['paymentId']).get()).data()
    expect(payment).toMatchObject({ orderId, amount_total: 58_800 })

    // The confirmation mail links to the order's status page, and the link works in a fresh browser.
    // People read the order's number; the link carries its id.
    const orderNumber = stored['orderNumber'] as number
    const mail = await waitForMail({ to: email }, (item) =>
      item.subject.startsWith(`Saffron Table order #${orderNumber}:`),
    )
    expect(mail.to.map((to) => to.address)).toEqual([email])
    const link = /href="([^"]+\/order-status\/[^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&')
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible()
    await expect(page.getByTestId('order-status-title')).toHaveText('Status: Awaiting confirmation · Paid')
    await expect(page.getByTestId('checkout-status')).toHaveText('Completed')
    await expect(page.getByTestId('payment-status')).toHaveText('Paid')
    // Customers read both states in words; only admins get the state control.
    await expect(page.getByRole('combobox', { name: 'Order status' })).toHaveCount(0)
    await expectAccessible(page)

    // Without the token nobody reads it.
    await page.goto(`/order-status/${orderId}`)
    await expect(page.getByText(/We could not find this order/)).toBeVisible()
  })

  test('a tampered price in a crafted request is still charged the stored price', async () => {
    const cartData = [{ chefPackageId: 'pkg-pappardelle-ragu', title: 'Cheap', price: 0.01, quantity: 1 }]
    const placed = await callOk<Placed>('placeOrderCallable', {
      cartData,
      customer_email: uniqueEmail('tamper'),
      fulfilment: await bookableChoice(cartData),
    })
    expect(placed.checkoutUrl).toBeTruthy()
    const session = await standInSession(placed.checkoutUrl!)
    // 220.00 + 5 % tax, in cents, whatever the browser claimed.
    expect(session.amount_total).toBe(23_100)
    expect(session.line_items.data[0]).toMatchObject({
      description: 'Hand-Rolled Pappardelle Ragù Supper',
      amount_total: 22_000,
    })
    const order = (await adminDb().collection('orders').doc(placed.orderId).get()).data()!
    expect(order['cartData'][0]).toMatchObject({ price: 220, title: 'Hand-Rolled Pappardelle Ragù Supper' })
  })

  test('unknown and private packages are refused to a guest', async () => {
    for (const chefPackageId of ['pkg-does-not-exist', 'pkg-anniversary-tasting']) {
      await expect(
        callOk('placeOrderCallable', {
          cartData: [{ chefPackageId, quantity: 1 }],
          customer_email: uniqueEmail('refused'),
        }),
      ).rejects.toThrow(/FAILED_PRECONDITION/)
    }
  })

  test('an expired checkout offers Get Checkout Link, and the new link can be paid', async ({ page }) => {
    const cartData = [{ chefPackageId: 'pkg-tiramisu', quantity: 2 }]
    const placed = await callOk<Placed>('placeOrderCallable', {
      cartData,
      customer_email: uniqueEmail('expired'),
      fulfilment: await bookableChoice(cartData),
    })
    const session = await standInSession(placed.checkoutUrl!)
    const expired = await fetch(
      `${new URL(placed.checkoutUrl!).origin}/v1/checkout/sessions/${session.id}/expire`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${stripeKey()}` },
      },
    )
    expect(expired.ok).toBe(true)

    await page.goto(`/order-status/${placed.orderId}?token=${placed.token}`)
    await expect(page.getByTestId('checkout-status')).toHaveText('Expired')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Get Checkout Link' }).click()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
    expect(page.url()).not.toContain(session.id)
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
      timeout: coldCall,
    })
    const order = (await adminDb().collection('orders').doc(placed.orderId).get()).data()!
    expect(order['checkoutSession']).toMatchObject({ status: 'complete', payment_status: 'paid' })
    expect(order['checkoutAttempts']).toBe(2)
  })

  test('package details and the shop cart: add, change quantity, remove, clear', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/package-details/pkg-tiramisu')
    await expect(page.getByRole('heading', { level: 1, name: 'Tiramisu Dessert Course' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const cart = page.getByRole('complementary', { name: /Your Cart/ })
    await expect(cart).toContainText('Your Cart (1)')
    await cart.getByRole('button', { name: 'One more Tiramisu Dessert Course' }).click()
    await expect(cart).toContainText('Your Cart (2)')
    await page.goto('/package-details/pkg-anniversary-tasting')
    // A private package looks like a missing one to a guest.
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    // The server answers the guest's visit with a 404 page, which the browser logs: that is the behaviour under test.
    expect(pageErrors.length).toBeGreaterThan(0)
    expect(pageErrors.every((error) => error.includes('status of 404'))).toBe(true)
    pageErrors.length = 0
    await page.goto(tuscanMenu)
    await expect(cart).toContainText('Your Cart (2)')
    await cart.getByRole('button', { name: 'Clear cart' }).click()
    await expect(cart).toContainText('Your cart is empty.')
  })

  test("a customer's new order is first in Order Management", async ({ page }) => {
    await signIn(page, customerAccount, tuscanMenu)
    // The private package made for this customer shows on the landing page, for them only.
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Prepared For You' })).toContainText(
      'Anniversary Tasting Dinner for Two',
    )
    await page.goto(tuscanMenu)
    await addFromShop(page, 'Tiramisu Dessert Course')
    await page.goto('/confirmation')
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Order' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/order-payment$/)
    await expect(page.getByLabel('Your e-mail')).toHaveCount(0)
    await chooseFulfilment(page)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'To Payment' }).click()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: coldCall })
    const [newest] = (
      await adminDb()
        .collection('orders')
        .where('userId', '==', customerAccount.uid)
        .orderBy('createdStamp', 'desc')
        .limit(1)
        .get()
    ).docs
    await page.goto('/order-management')
    await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible()
    await expect(page.getByTestId('order-row').first()).toContainText(`Order #${newest!.get('orderNumber')}`)
    // The order says how and when it is fulfilled (the demo schedule is in New York time).
    await expect(page.getByTestId('order-row').first()).toContainText(
      /Pickup · \w{3}, \w{3} \d+, \d{4} · .+ E[SD]T/,
    )
    await expectAccessible(page)
  })

  test('an admin moves an order along and adds a note that the customer then sees and gets by e-mail', async ({
    page,
    browser,
  }, testInfo) => {
    const now = Date.now()
    const ref = await adminDb()
      .collection('orders')
      .add({
        stamp: now,
        userId: customerAccount.uid,
        customer_email: customerAccount.email,
        cartData: [
          {
            chefPackageId: 'pkg-tiramisu',
            title: 'Tiramisu Dessert Course',
            price: 85,
            image: '',
            quantity: 1,
          },
        ],
        cartTotals: oneTiramisuTotals,
        orderNotes: '',
        statusCode: 1,
        // Placed before states existed, and paid then.
        checkoutSession: { status: 'complete', payment_status: 'paid', amount_total: 8_925 },
        statusNotes: [],
        createdStamp: now,
        createdIso: new Date(now).toISOString(),
      })
    const note = `Menu confirmed for Saturday ${now}`
    await signIn(page, adminAccount, `/order-status/${ref.id}`)
    // One status control: the kitchen's steps the order may take now (no separate 1/2/3 list).
    await expect(page.getByRole('combobox', { name: 'Order status' })).toHaveCount(0)
    const stateForm = page.getByRole('form', { name: "Change the order's state" })
    await stateForm.getByLabel('Move the order to').selectOption({ label: 'In preparation' })
    await stateForm.getByRole('button', { name: 'Change state' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The order was updated.' })).toBeVisible({
      timeout: coldCall,
    })
    const noteField = page.getByRole('textbox', { name: 'Status note' })
    // Before saving, the page says the customer gets the note by e-mail.
    await expect(noteField).toHaveAccessibleDescription(/gets it by e-mail/)
    await expect(page.getByRole('checkbox', { name: 'E-mail this update to the customer' })).toBeChecked()
    await noteField.fill(note)
    await page.getByRole('button', { name: 'Add note' }).click()
    const history = page.getByRole('list', { name: 'Status note history' })
    await expect(history).toContainText(note)
    await expect(history).toContainText('E-mailed to the customer')
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('ordering', 'status-note', testInfo), fullPage: true })
    const mailed = await waitForMail(
      { to: customerAccount.email },
      (mail) => (mail.text ?? '').includes(note),
      60_000,
    )
    expect(mailed.subject).toContain('Update on order')

    const customer = await browser.newContext()
    const customerPage = await customer.newPage()
    await signIn(customerPage, customerAccount, `/order-status/${ref.id}`)
    await expect(customerPage.getByTestId('order-status-title')).toHaveText('Status: In preparation · Paid')
    await expect(customerPage.getByRole('list', { name: 'Status note history' })).toContainText(note)
    await expect(customerPage.getByRole('form', { name: "Change the order's state" })).toHaveCount(0)
    await customer.close()
    await ref.delete()
  })
})
