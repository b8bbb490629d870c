// Deposits and balances on the stack: the plan computed on the server whatever the browser sends, the deposit's
// checkout saving the card, and the balance run (called here in the test's own process, as of the time the test
// chooses) charging each balance exactly once: run twice, run at the same time, and with the provider's webhook
// delivered again. A declined card gets a payment link and the chef an alert; paying the link settles it. Nothing
// is charged before the due date or on a cancelled order.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoProjectId, emulatorPorts } from '../../../src/lib/emulator-ports.ts'
import { orderSchema, type Order } from '../../../src/shared/schemas/order.ts'
import { loadFunctionsEnv } from '../../../scripts/lib/functions-env.ts'
import { packageIds } from '../../../scripts/seed-data.ts'
import { adminDb, eventually } from '../../../tests/support/admin.ts'
import { callOk } from '../../../tests/support/call-over-http.ts'
import {
  placeGuestOrder,
  removeLater,
  removeTestData,
  type PlacedOrder,
} from '../../../tests/support/factories.ts'
import { functionsSecret, payAtStandIn, standInStripe } from '../../../tests/support/stripe-stand-in.ts'
import { testFile } from '../../../tests/support/test-files.ts'
import { chargeDueBalances, sendBalanceReminders } from './balance.ts'

const file = testFile(import.meta.url)
const stripe = standInStripe()
const cart = [{ chefPackageId: packageIds.gardenParty, quantity: 1 }]
// The demo's garden party: $1,200 and 5 % tax, 30 % deposit, the balance due 14 days before.
const totalCents = 126_000
const depositCents = 37_800
const balanceCents = 88_200

beforeAll(() => {
  // The mails' settings (company name, origin) as the functions have them.
  loadFunctionsEnv()
})
afterAll(removeTestData)

const orderOf = async (orderId: string): Promise<Order> =>
  orderSchema.parse({ ...(await adminDb().doc(`orders/${orderId}`).get()).data(), id: orderId })

/** 10:00 in New York (the test schedule's zone) on a calendar date. */
const morningOf = (date: string) => Date.parse(`${date}T15:00:00Z`)

/** Places the deposit order and pays its deposit on the stand-in's page with `card`, until the card is saved. */
async function depositPaid(
  label: string,
  day: number,
  card = 'card',
): Promise<PlacedOrder & { order: Order }> {
  const placed = await placeGuestOrder(file, label, { cartData: cart, fulfilment: { date: file.date(day) } })
  const payment = await payAtStandIn(placed.checkoutUrl, { paymentMethod: card })
  expect(payment.status).toBe(303)
  const order = await eventually('the deposit is recorded with the saved card', async () => {
    const current = await orderOf(placed.orderId)
    return current.paymentPlan?.paymentMethodId ? current : undefined
  })
  return { ...placed, order }
}

/** The balance charges the provider made for an order (its succeeded off-session PaymentIntents). */
async function balanceCharges(orderId: string): Promise<Stripe.Event[]> {
  const found: Stripe.Event[] = []
  let seen = 0
  for await (const event of stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 })) {
    const intent = event.data.object as Stripe.PaymentIntent
    if (intent.metadata['orderId'] === orderId && intent.metadata['paymentPart'] === 'balance')
      found.push(event)
    if ((seen += 1) >= 400) break
  }
  return found
}

const mailDoc = (id: string) => adminDb().doc(`mail/${id}`)

describe('the deposit', () => {
  let placed: PlacedOrder

  it('is computed on the server from the stored package, whatever the request says', async () => {
    placed = await placeGuestOrder(file, 'forged', {
      cartData: [{ chefPackageId: packageIds.gardenParty, quantity: 1, price: 1, deposit: 1 } as never],
      fulfilment: { date: file.date(3) },
      fields: {
        paymentPlan: { depositCents: 100, balanceCents: 0, balanceDueDate: file.date(0) },
        depositCents: 100,
        cartTotals: { total: 1 },
      },
    })
    const order = await orderOf(placed.orderId)
    expect(order.cartTotals.total).toBe(totalCents / 100)
    expect(order.paymentPlan).toMatchObject({
      depositRule: { kind: 'percent', percent: 30 },
      depositCents,
      balanceCents,
      balanceState: 'scheduled',
      remindersSent: [],
    })
    // 14 days before the date.
    const due = new Date(`${file.date(3)}T00:00:00Z`)
    due.setUTCDate(due.getUTCDate() - 14)
    expect(order.paymentPlan?.balanceDueDate).toBe(due.toISOString().slice(0, 10))
    expect(order.paymentPlan?.depositPaidAt).toBeUndefined()
  })

  it("is all the order's checkout charges, on one line, to a provider customer, saving the card", async () => {
    const session = await stripe.checkout.sessions.retrieve(placed.sessionId, { expand: ['line_items'] })
    const order = await orderOf(placed.orderId)
    expect(session.amount_total).toBe(depositCents)
    expect(session.line_items?.data.map((line) => line.description)).toEqual([
      `Deposit for order #${order.orderNumber}`,
    ])
    expect(session.customer).toMatch(/^cus_/)
    expect(session.metadata).toMatchObject({ orderId: placed.orderId, paymentPart: 'deposit' })

    expect((await payAtStandIn(placed.checkoutUrl)).status).toBe(303)
    const paid = await eventually('the deposit is recorded', async () => {
      const current = await orderOf(placed.orderId)
      return current.paymentPlan?.paymentMethodId ? current : undefined
    })
    expect(paid.paymentState).toBe('paid')
    expect(paid.paidCents).toBe(depositCents)
    expect(paid.paymentPlan).toMatchObject({
      providerCustomerId: session.customer,
      balanceState: 'scheduled',
    })
    expect(paid.paymentPlan?.depositPaidAt).toEqual(expect.any(Number))
    const method = await stripe.paymentMethods.retrieve(paid.paymentPlan!.paymentMethodId!)
    expect(method.customer).toBe(session.customer)
  })

  it('is taken again from the same provider customer for the same address', async () => {
    const again = await placeGuestOrder(file, 'forged', {
      cartData: cart,
      fulfilment: { date: file.date(4) },
    })
    const first = await stripe.checkout.sessions.retrieve(placed.sessionId)
    const second = await stripe.checkout.sessions.retrieve(again.sessionId)
    expect(second.customer).toBe(first.customer)
  })

  it('is not asked when the date is already within the balance window: the order is paid in full', async () => {
    // A package whose balance is due 180 days before: every date of the file is inside that window.
    const id = `test-balances-long-window-${file.run}`
    await adminDb()
      .doc(`chefPackages/${id}`)
      .set({
        title: 'Long-notice party',
        price: 100,
        publicMenu: true,
        addedUsers: [],
        tags: [],
        packageDetails: [],
        deposit: { rule: { kind: 'percent', percent: 50 }, balanceDueDaysBefore: 180 },
      })
    removeLater(`chefPackages/${id}`)
    const inWindow = await placeGuestOrder(file, 'window', {
      cartData: [{ chefPackageId: id, quantity: 1 }],
      fulfilment: { date: file.date(4) },
    })
    expect((await orderOf(inWindow.orderId)).paymentPlan).toBeUndefined()
    const session = await stripe.checkout.sessions.retrieve(inWindow.sessionId)
    expect(session.amount_total).toBe(10_500)
    expect(session.metadata?.['paymentPart']).toBeUndefined()
    expect(session.customer).toBeNull()
  })
})

describe('the balance run', () => {
  let placed: PlacedOrder & { order: Order }
  let due: string

  beforeAll(async () => {
    placed = await depositPaid('saved', 1)
    due = placed.order.paymentPlan!.balanceDueDate
  })

  it('mails the 7-day reminder once, and charges nothing before the due date', async () => {
    const weekBefore = morningOf(due) - 7 * 86_400_000
    await sendBalanceReminders(adminDb(), weekBefore)
    await sendBalanceReminders(adminDb(), weekBefore + 3_600_000)
    const order = await orderOf(placed.orderId)
    expect(order.paymentPlan?.remindersSent).toEqual([7])
    const reminder = await mailDoc(`order-${placed.orderId}-balance-reminder-7`).get()
    expect(reminder.get('message.subject')).toContain('the balance of $882.00 is due')
    removeLater(reminder.ref.path)

    await chargeDueBalances(adminDb(), stripe, morningOf(due) - 86_400_000)
    expect((await orderOf(placed.orderId)).paymentPlan?.balanceState).toBe('scheduled')
    expect(await balanceCharges(placed.orderId)).toHaveLength(0)
  })

  it('charges the saved card exactly once on the due date, though two runs fire at the same time', async () => {
    const now = morningOf(due)
    const [first, second] = await Promise.all([
      chargeDueBalances(adminDb(), stripe, now),
      chargeDueBalances(adminDb(), stripe, now),
    ])
    const order = await orderOf(placed.orderId)
    expect(order.paymentPlan).toMatchObject({ balanceState: 'paid', balancePaidAt: now })
    expect(order.paidCents).toBe(totalCents)
    expect(order.paymentState).toBe('paid')
    expect(order.history.at(-1)?.reason).toBe('The balance of $882.00 was paid with the saved card.')
    removeLater(
      `payments/${order.paymentPlan!.balancePaymentIntentId}`,
      `mail/order-${placed.orderId}-balance-paid`,
    )
    // Our own runs may have counted the order once only; the provider took one payment.
    expect(first.paid + second.paid).toBe(1)
    const charges = await eventually('the provider reports the charge', async () => {
      const found = await balanceCharges(placed.orderId)
      return found.length > 0 ? found : undefined
    })
    expect(charges).toHaveLength(1)
    expect((charges[0]!.data.object as Stripe.PaymentIntent).amount).toBe(balanceCents)
    expect((await mailDoc(`order-${placed.orderId}-balance-paid`).get()).exists).toBe(true)

    // A later run finds nothing to charge.
    await chargeDueBalances(adminDb(), stripe, now + 3_600_000)
    expect(await balanceCharges(placed.orderId)).toHaveLength(1)
    expect((await orderOf(placed.orderId)).paidCents).toBe(totalCents)
  })

  it("records the provider's webhook once: delivered again, it changes nothing", async () => {
    const [event] = await balanceCharges(placed.orderId)
    const payload = JSON.stringify(event)
    const signer = new Stripe('sk_test_balances_emu_test')
    const deliver = async () => {
      const response = await fetch(
        `http://127.0.0.1:${emulatorPorts.functions}/${demoProjectId}/us-central1/stripeWebhook`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({
              payload,
              secret: functionsSecret('STRIPE_WEBHOOK_SECRET'),
            }),
          },
          body: payload,
        },
      )
      return ((await response.json()) as { outcome: string }).outcome
    }
    // The stand-in delivered it already (recorded, or found the balance paid); a retry is a duplicate.
    await eventually('the first delivery is recorded', async () =>
      (await adminDb().doc(`stripeEvents/${event!.id}`).get()).exists ? true : undefined,
    )
    removeLater(`stripeEvents/${event!.id}`)
    expect(await deliver()).toBe('duplicate')
    expect(await deliver()).toBe('duplicate')
    const order = await orderOf(placed.orderId)
    expect(order.paidCents).toBe(totalCents)
    expect(order.history.filter((entry) => entry.reason?.startsWith('The balance of'))).toHaveLength(1)
  })
})

describe('a declined balance', () => {
  it('sends the customer a payment link and the chef an alert; paying the link settles the balance', async () => {
    const placed = await depositPaid('declined', 2, 'card_declines_later')
    const due = placed.order.paymentPlan!.balanceDueDate
    const result = await chargeDueBalances(adminDb(), stripe, morningOf(due))
    expect(result.failed).toBeGreaterThanOrEqual(1)
    const declined = await orderOf(placed.orderId)
    expect(declined.paymentPlan).toMatchObject({ balanceState: 'declined', balanceError: expect.any(String) })
    expect(declined.paidCents).toBe(depositCents)
    const link = declined.paymentPlan!.balancePaymentLink!
    expect(link.url).toContain(link.checkoutSessionId)

    const customerMail = await mailDoc(`order-${placed.orderId}-balance-due`).get()
    expect(customerMail.get('to')).toEqual([placed.email])
    expect(JSON.stringify(customerMail.data())).toContain(link.url)
    const chefMail = await mailDoc(`order-${placed.orderId}-chef-balanceFailed-balance`).get()
    expect(chefMail.exists).toBe(true)
    removeLater(customerMail.ref.path, chefMail.ref.path, `mail/order-${placed.orderId}-balance-paid`)

    const session = await stripe.checkout.sessions.retrieve(link.checkoutSessionId, {
      expand: ['line_items'],
    })
    expect(session.amount_total).toBe(balanceCents)
    expect(session.line_items?.data[0]?.description).toBe(`Balance for order #${declined.orderNumber}`)

    expect((await payAtStandIn(link.url)).status).toBe(303)
    const paid = await eventually('the webhook records the balance paid', async () => {
      const current = await orderOf(placed.orderId)
      return current.paymentPlan?.balanceState === 'paid' ? current : undefined
    })
    expect(paid.paidCents).toBe(totalCents)
    removeLater(`payments/${paid.paymentPlan!.balancePaymentIntentId}`)
  })
})

describe('a balance the bank wants confirmed', () => {
  it('asks the customer to confirm on a payment page rather than calling the card declined', async () => {
    const placed = await depositPaid('confirm', 3, 'card_authentication_required')
    await chargeDueBalances(adminDb(), stripe, morningOf(placed.order.paymentPlan!.balanceDueDate))
    const order = await orderOf(placed.orderId)
    expect(order.paymentPlan).toMatchObject({ balanceState: 'actionRequired' })
    expect(order.paymentPlan?.balancePaymentLink?.url).toEqual(expect.any(String))
    const mail = await mailDoc(`order-${placed.orderId}-balance-due`).get()
    expect(mail.get('message.text')).toContain('Your bank asked you to confirm the payment')
    removeLater(mail.ref.path, `mail/order-${placed.orderId}-chef-balanceFailed-balance`)
  })
})

describe('paying the balance before its due date', () => {
  it('takes it on a payment page of its own, and the run then charges nothing', async () => {
    const placed = await depositPaid('early', 6)
    const link = await callOk<{ checkoutUrl: string }>(
      'newCheckoutLinkCallable',
      { orderId: placed.orderId, token: placed.token },
      undefined,
      file.network,
    )
    const sessionId = new URL(link.checkoutUrl).pathname.split('/').at(-1)!
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    expect(session.amount_total).toBe(balanceCents)
    expect(session.metadata).toMatchObject({ orderId: placed.orderId, paymentPart: 'balance' })
    expect(session.success_url).toContain('balance=paid')
    // Asked again while it is open: the same page, never a second one.
    const again = await callOk<{ checkoutUrl: string }>(
      'newCheckoutLinkCallable',
      { orderId: placed.orderId, token: placed.token },
      undefined,
      file.network,
    )
    expect(again.checkoutUrl).toBe(link.checkoutUrl)

    expect((await payAtStandIn(link.checkoutUrl)).status).toBe(303)
    const paid = await eventually('the webhook records the balance paid', async () => {
      const current = await orderOf(placed.orderId)
      return current.paymentPlan?.balanceState === 'paid' ? current : undefined
    })
    removeLater(
      `payments/${paid.paymentPlan!.balancePaymentIntentId}`,
      `mail/order-${placed.orderId}-balance-paid`,
    )
    await chargeDueBalances(adminDb(), stripe, morningOf(placed.order.paymentPlan!.balanceDueDate))
    const after = await orderOf(placed.orderId)
    expect(after.paidCents).toBe(totalCents)
    // The provider took the balance once: on the payment page, not again from the saved card.
    const charges = await balanceCharges(placed.orderId)
    expect(charges.map((event) => (event.data.object as Stripe.PaymentIntent).id)).toEqual([
      paid.paymentPlan!.balancePaymentIntentId,
    ])
  })
})

describe('a cancelled order', () => {
  it('is never charged its balance', async () => {
    const placed = await depositPaid('cancelled', 5)
    await adminDb()
      .doc(`orders/${placed.orderId}`)
      .update({ fulfilmentState: 'cancelled', state: 'cancelled' })
    await chargeDueBalances(
      adminDb(),
      stripe,
      morningOf(placed.order.paymentPlan!.balanceDueDate) + 86_400_000,
    )
    const order = await orderOf(placed.orderId)
    expect(order.paymentPlan?.balanceState).toBe('scheduled')
    expect(order.paidCents).toBe(depositCents)
    expect(await balanceCharges(placed.orderId)).toHaveLength(0)
  })
})
