// Deposits and balances in the browser: a customer pays the deposit of the demo's garden party on the Stripe
// stand-in's page and sees the balance outstanding on their order page; the test moves the balance run's clock to the
// due date (the local schedules runner's POST /run) and the page shows the balance paid. A second customer's card is
// declined for the balance: the mailed payment link takes it, and the order page shows it paid.
import type { Page } from '@playwright/test'
import { adminDb, eventually } from '../support/admin.ts'
import { callOk } from '../support/call-over-http.ts'
import { fulfilmentOptionsFor } from '../support/fulfilment-choice.ts'
import { waitForMail } from '../support/mail-inbox.ts'
import { addDays, dateInZone } from '../../src/shared/fulfilment/calendar-dates.ts'
import { runBalancesOn } from './balance-clock.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { shoot } from './screens.ts'

const cartData = [{ chefPackageId: 'pkg-garden-party-buffet', quantity: 1 }]
const placedOrders: string[] = []

test.afterAll(async () => {
  await Promise.all(placedOrders.map((id) => adminDb().doc(`orders/${id}`).delete()))
})

/** A guest's order of the garden party for the first bookable date outside its 14-day balance window. */
async function placeDepositOrder(origin: string, label: string) {
  const options = await fulfilmentOptionsFor(cartData)
  const earliest = addDays(dateInZone(Date.now(), 'America/New_York'), 16)
  const day = options.days.find((candidate) => candidate.bookable && candidate.date >= earliest)
  const slot = day?.slots.find((candidate) => candidate.open)
  if (!day || !slot) throw new Error('no bookable date 16 days ahead on the demo schedule')
  const email = `e2e-deposit-${label}-${Date.now()}@example.com`
  const placed = await callOk<{ orderId: string; token: string; checkoutUrl: string }>(
    'placeOrderCallable',
    {
      cartData,
      customer_email: email,
      fulfilment: {
        method: 'pickup',
        date: day.date,
        slotId: slot.id,
        name: 'Test Customer',
        phone: '(212) 555-0123',
        address: { line1: '1 Test Street', line2: '', city: 'New York', postalCode: '10001' },
        notes: '',
      },
    },
    undefined,
    { origin },
  )
  placedOrders.push(placed.orderId)
  return { ...placed, email }
}

/** Pays the deposit on the stand-in's page with `card`, and waits until the card is saved on the order. */
async function payDeposit(page: Page, checkoutUrl: string, orderId: string, card: RegExp): Promise<string> {
  await page.goto(checkoutUrl)
  await expect(page.getByText(/Deposit for order #\d+/)).toBeVisible()
  await page.getByRole('radio', { name: card }).check()
  await page.getByRole('button', { name: /^Pay \$378\.00/ }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
    timeout: 60_000,
  })
  const plan = await eventually('the deposit is recorded with the saved card', async () => {
    const stored = (await adminDb().doc(`orders/${orderId}`).get()).get('paymentPlan') as
      { paymentMethodId?: string; balanceDueDate: string } | undefined
    return stored?.paymentMethodId ? stored : undefined
  })
  return plan.balanceDueDate
}

const plan = (page: Page) => page.getByRole('region', { name: 'Deposit and balance' })

test.describe('deposits and balances', () => {
  test.describe.configure({ timeout: 150_000 })

  test('the package page and the order review say what the deposit means before anything is paid', async ({
    page,
  }) => {
    const fact =
      'A 30 % deposit books your date; the rest is charged to the same card 14 days before (booked closer than that, it is paid in full).'
    await page.goto(`/package-details/${cartData[0]!.chefPackageId}`)
    await expect(page.getByText(fact)).toBeVisible()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible()
    await page.goto('/order-review')
    await expect(page.getByTestId('deposit-fact')).toHaveText(`Garden Party Buffet for Twenty: ${fact}`)
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/deposit-order-review.png', fullPage: true })
  })

  test('the deposit now, the balance charged to the saved card on its due date', async ({
    page,
    baseURL,
  }) => {
    // Before ordering, the package's page says what a deposit means for the card.
    await page.goto('/package-details/pkg-garden-party-buffet')
    await expect(
      page.getByText('A 30 % deposit books your date; the rest is charged to the same card 14 days before'),
    ).toBeVisible()

    const placed = await placeDepositOrder(baseURL!, 'saved')
    const due = await payDeposit(page, placed.checkoutUrl, placed.orderId, /4242/)

    await page.goto(`/order-status/${placed.orderId}?token=${placed.token}`)
    await expect(page.getByText('Deposit paid: your date is booked. Thank you!')).toBeVisible()
    await expect(plan(page).getByTestId('deposit-status')).toContainText('$378.00 · paid')
    await expect(plan(page).getByTestId('balance-amount')).toHaveText('$882.00')
    await expect(plan(page).getByTestId('balance-status')).toContainText('Charged to your saved card on')
    await expect(plan(page).getByTestId('outstanding-amount')).toHaveText('$882.00')
    await expect(plan(page).getByRole('button', { name: 'Pay the balance now' })).toBeVisible()
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/balance-outstanding.png', fullPage: true })

    await runBalancesOn(due)
    await page.reload()
    await expect(plan(page).getByTestId('balance-status')).toContainText('Paid')
    await expect(plan(page).getByTestId('outstanding-amount')).toHaveText('$0.00')
    await expect(plan(page).getByRole('button', { name: 'Pay the balance now' })).toHaveCount(0)
    await expect(page.getByTestId('paid-amount')).toHaveText('$1,260.00')
    await shoot(page, { path: '.local/screenshots/balance-paid.png', fullPage: true })
  })

  test('a declined balance: the customer is mailed a payment link and pays through it', async ({
    page,
    baseURL,
  }) => {
    const placed = await placeDepositOrder(baseURL!, 'declined')
    const due = await payDeposit(
      page,
      placed.checkoutUrl,
      placed.orderId,
      /later off-session charge is refused/,
    )
    await runBalancesOn(due)

    const mail = await waitForMail({ to: placed.email }, (candidate) =>
      candidate.subject.includes('please pay the balance of $882.00'),
    )
    const link = /href="(http:\/\/127\.0\.0\.1:12111\/pay\/[^"]+)"/.exec(mail.html)?.[1]
    expect(link, 'the payment link in the mail').toBeTruthy()

    await page.goto(`/order-status/${placed.orderId}?token=${placed.token}`)
    await expect(plan(page).getByRole('status')).toContainText('We could not charge the balance')
    await expect(plan(page).getByTestId('outstanding-amount')).toHaveText('$882.00')
    await expectAccessible(page)
    await shoot(page, { path: '.local/screenshots/balance-declined.png', fullPage: true })

    await page.goto(link!)
    await page.getByRole('button', { name: /^Pay \$882\.00/ }).click()
    // Back on the order page, which reloads the order by itself until the webhook has recorded the balance.
    await expect(page).toHaveURL(new RegExp(`/order-status/${placed.orderId}\\?.*balance=paid`))
    await expect(plan(page).getByTestId('balance-status')).toContainText('Paid', { timeout: 40_000 })
    await expect(plan(page).getByTestId('outstanding-amount')).toHaveText('$0.00')
  })
})
