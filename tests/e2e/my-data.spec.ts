// The customer's own data on the shared stack: Download my data (the JSON file holds the profile and the order,
// never the staff's internal note), Delete my account (afterwards signing in fails), and Reorder on the order list
// and on the dashboard (the cart holds the packages at today's price; a retired and a private package are named). Each test makes its
// own account and order and removes them at the end.
import { readFile } from 'node:fs/promises'
import { packageIds } from '../../scripts/seed-data.ts'
import { adminAuth, adminDb } from '../support/admin.ts'
import { expect, expectAccessible, test, testExpectingConsoleErrors } from './fixtures.ts'
import { phoneWidth, screenshotPath, shoot } from './screens.ts'
import { freshCustomer, removeFreshCustomers } from './fresh-customer.ts'
import { signIn } from './sign-in.ts'

const cleanup: (() => Promise<unknown>)[] = []

test.afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
  await removeFreshCustomers()
})

/** An order of the customer's, written as the server stores one, with an internal note only staff may read. */
async function orderOf(customer: { uid: string; email: string }, cartData: Record<string, unknown>[]) {
  const orderNumber = 900_000 + Math.floor(Math.random() * 99_999)
  const now = Date.now()
  const order = await adminDb()
    .collection('orders')
    .add({
      userId: customer.uid,
      customer_email: customer.email,
      cartData,
      cartTotals: {
        subTotal: 2,
        subTotalDisplay: '$2.00',
        taxDisplay: '$0.10',
        total: 2.1,
        totalDisplay: '$2.10',
      },
      orderNumber,
      searchKeys: [String(orderNumber), customer.email],
      state: 'awaitingPayment',
      statusCode: 1,
      history: [{ to: 'awaitingPayment', by: 'customer', uid: customer.uid, at: now }],
      stamp: now,
      createdStamp: now,
      createdIso: new Date(now).toISOString(),
    })
  cleanup.push(() => order.delete())
  const note = await order
    .collection('internalNotes')
    .add({ text: 'Staff only: check the oven', authorUid: 'staff', createdStamp: now })
  cleanup.push(() => note.delete())
  return { orderId: order.id, orderNumber }
}

const line = (chefPackageId: string, title: string, quantity = 1) => ({
  chefPackageId,
  title,
  price: 1,
  image: '',
  quantity,
})

test('Download my data saves a JSON file with the profile and the order, without the internal note', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await phoneWidth(page, testInfo)
  const customer = await freshCustomer('download')
  const { orderId } = await orderOf(customer, [line(packageIds.pappardelle, 'Pappardelle')])
  await signIn(page, customer, '/settings')
  const section = page.getByRole('region', { name: 'Your data' })
  await expect(section).toBeVisible()
  await expectAccessible(page)
  if (testInfo.project.name === 'phone') {
    await section.scrollIntoViewIfNeeded()
    await shoot(page, { path: screenshotPath('my-data', 'settings-section', testInfo) })
  }

  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^saffron-table-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const text = await readFile((await download.path())!, 'utf8')
  const data = JSON.parse(text) as { profile: Record<string, unknown>; orders: { id: string }[] }
  expect(data.profile).toMatchObject({ email: customer.email, firstName: 'Robin' })
  expect(data.orders.map((order) => order.id)).toEqual([orderId])
  expect(text).not.toContain('Staff only')
  expect(text).not.toContain('accessTokenHash')
  await expect(section.getByRole('status')).toHaveText('Your data was downloaded.')
})

// The wrong confirmation is refused by the callable (a 400), and the deleted account's sign-in by Auth (a 400).
const refusalsTest = testExpectingConsoleErrors(/status of 400/)

refusalsTest('Delete my account signs the customer out for good', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  await phoneWidth(page, testInfo)
  const customer = await freshCustomer('delete')
  const { orderId } = await orderOf(customer, [line(packageIds.pappardelle, 'Pappardelle')])
  await signIn(page, customer, '/settings')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete my account' })
  const confirmation = dialog.getByLabel('Type your e-mail address to confirm')
  await confirmation.fill('someone-else@accounts.test')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('This is not the e-mail address of your account.')).toBeVisible()
  await expect(confirmation).toHaveValue('someone-else@accounts.test')
  await expectAccessible(page)
  if (testInfo.project.name === 'phone') {
    await shoot(page, { path: screenshotPath('my-data', 'delete-dialog', testInfo) })
  }

  await confirmation.fill(customer.email)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(page.getByRole('banner').getByRole('button', { name: /sign out/i })).toHaveCount(0)
  await expect
    .poll(async () => (await adminDb().collection('orders').doc(orderId).get()).get('userId'))
    .toBe('')

  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(customer.email)
  await page.getByLabel('Password', { exact: true }).fill(customer.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('There is no account with this e-mail. Sign up instead?')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})

// Reading a retired or private package is refused by the rules (a 403): that refusal is what names them.
const refusedReadTest = testExpectingConsoleErrors(/status of 403/)

refusedReadTest(
  'Reorder puts the packages in the cart at today’s price and names the ones no longer available',
  async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    await phoneWidth(page, testInfo)
    const customer = await freshCustomer('reorder')
    const { orderNumber } = await orderOf(customer, [
      line(packageIds.pappardelle, 'Pappardelle as it was', 2),
      line('pkg-retired-for-reorder-test', 'Retired Tasting Menu'),
      line(packageIds.anniversary, 'Anniversary Tasting Dinner for Two'),
    ])
    const today = (await adminDb().collection('chefPackages').doc(packageIds.pappardelle).get()).data()!
    await signIn(page, customer, '/order-management')
    const row = page.getByTestId('order-row').filter({ hasText: `Order #${orderNumber}` })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: `Reorder order #${orderNumber}` }).click()
    await expect(
      row.getByText(`No longer available: Retired Tasting Menu, Anniversary Tasting Dinner for Two.`),
    ).toBeVisible()
    await expect(
      row.getByText(new RegExp(`Added to your cart at today's prices: ${today['title']}`)),
    ).toBeVisible()
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as unknown[]
    expect(cart).toEqual([
      expect.objectContaining({
        chefPackageId: packageIds.pappardelle,
        title: today['title'],
        price: today['price'],
        quantity: 2,
      }),
    ])
    await expectAccessible(page)
    if (testInfo.project.name === 'phone') {
      await shoot(page, { path: screenshotPath('my-data', 'reorder', testInfo), fullPage: true })
    }
    await row.getByRole('link', { name: 'Go to the cart' }).click()
    await expect(page).toHaveURL(/\/order-review$/)
    await expect(page.getByText(String(today['title'])).first()).toBeVisible()

    // The dashboard's order list has the same Reorder, which adds to what the cart already holds.
    await page.goto('/user-dashboard')
    const reorderOnDashboard = page.getByRole('button', { name: `Reorder order #${orderNumber}` })
    const dashboardRow = page.getByRole('listitem').filter({ has: reorderOnDashboard })
    await expect(dashboardRow).toContainText('Awaiting payment')
    await reorderOnDashboard.click()
    await expect(dashboardRow.getByText(/^No longer available: Retired Tasting Menu/)).toBeVisible()
    await expect(
      dashboardRow.getByText(new RegExp(`Added to your cart at today's prices: ${today['title']}`)),
    ).toBeVisible()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([
      expect.objectContaining({ chefPackageId: packageIds.pappardelle, quantity: 4 }),
    ])
    await expectAccessible(page)
    await shoot(page, { path: screenshotPath('my-data', 'dashboard-reorder', testInfo), fullPage: true })
    await dashboardRow.getByRole('link', { name: 'Go to the cart' }).click()
    await expect(page).toHaveURL(/\/order-review$/)
  },
)

test('A guest order joins the account once its e-mail is verified, and until then the list says why', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const customer = await freshCustomer('verify')
  // Ordered as a guest with the same address before signing up: the order holds the e-mail, not the uid.
  const guestOrder = await orderOf({ uid: customer.email, email: customer.email }, [
    line(packageIds.pappardelle, 'Pappardelle'),
  ])
  await signIn(page, customer, '/order-management')
  const notice = page.getByRole('note').filter({ hasText: 'Orders you placed as a guest with' })
  await expect(notice).toContainText(customer.email)
  await expect(page.getByText(`#${guestOrder.orderNumber}`)).toHaveCount(0)
  await expect(page.getByText('No orders yet.')).toBeVisible()
  await notice.getByRole('button', { name: 'Send verification e-mail' }).click()
  await expect(notice.getByRole('status')).toContainText(`We sent a verification link to ${customer.email}`)
  await expectAccessible(page)
  if (process.env['SCREENSHOTS'] === '1') {
    await shoot(page, { path: screenshotPath('my-data', 'unverified-orders', testInfo) })
  }
  expect((await adminDb().collection('orders').doc(guestOrder.orderId).get()).get('userId')).toBe(
    customer.email,
  )

  // The customer opens the link (the Auth emulator logs it; the Admin SDK stands in for the click).
  await adminAuth().updateUser(customer.uid, { emailVerified: true })
  await page.reload()
  await expect(page.getByText(`#${guestOrder.orderNumber}`)).toBeVisible()
  await expect(page.getByText('Orders you placed as a guest with')).toHaveCount(0)
  expect((await adminDb().collection('orders').doc(guestOrder.orderId).get()).get('userId')).toBe(
    customer.uid,
  )
})
