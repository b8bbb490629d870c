// The records emulator tests make for themselves, each in the test file's own share (tests/support/test-files.ts):
// a customer (an Auth account with the profile the sign-up trigger makes), a guest order on the file's own date, a
// paid order and a promotion code. Each factory notes what it made; `afterAll(removeTestData)` removes it all.
import { recordCheckoutNews } from '../../functions/src/stripe/record-checkout.ts'
import { weekdayOf } from '../../src/shared/fulfilment/calendar-dates.ts'
import { cutoffFor } from '../../src/shared/meal-plans/plan-cycles.ts'
import type { FulfilmentChoiceInput } from '../../src/shared/schemas/order-fulfilment.ts'
import { adminAuth, adminDb, eventually } from './admin.ts'
import { idTokenFor } from './auth-emulator.ts'
import { callOk } from './call-over-http.ts'
import { eventOrderFields } from './event-order.ts'
import { mealPlanRecord, mealSubscriptionRecord } from './meal-plan-records.ts'
import { payAtStandIn } from './stripe-stand-in.ts'
import { testTimeZone, type TestFile } from './test-files.ts'
import { testSlots } from './test-schedule.ts'

// Test files run in modules of their own, so this list holds one file's records.
const made: Array<() => Promise<unknown>> = []
const bookedDates = new Set<string>()

/** Removes what the factories made, newest first; a record already gone is no failure. */
export async function removeTestData(): Promise<void> {
  for (const remove of made.splice(0).reverse()) await remove().catch(() => undefined)
}

/** Removes these documents with the rest (the test made them itself). */
export function removeLater(...paths: string[]): void {
  made.push(...paths.map((path) => () => adminDb().doc(path).delete()))
}

export const testPassword = 'secret-123'

export interface TestCustomer {
  uid: string
  email: string
  password: string
  /** An ID token with the account's claims as they were when it was made. */
  token: string
}

/**
 * A customer account `<file's prefix>-<label>@example.test` (or `email`), with the profile the sign-up trigger
 * makes, then `profile` written over it as an admin or the customer would.
 */
export async function createCustomer(
  file: TestFile,
  label: string,
  options: { email?: string; emailVerified?: boolean; profile?: Record<string, unknown> } = {},
): Promise<TestCustomer> {
  const { email = file.email(label), emailVerified = false, profile = {} } = options
  const { uid } = await adminAuth().createUser({ email, password: testPassword, emailVerified })
  made.push(() => adminAuth().deleteUser(uid))
  removeLater(`userProfiles/${uid}`)
  const profileRef = adminDb().collection('userProfiles').doc(uid)
  await eventually(`profile ${uid}`, async () => ((await profileRef.get()).exists ? true : undefined))
  if (Object.keys(profile).length > 0) await profileRef.update(profile)
  return { uid, email, password: testPassword, token: await idTokenFor(email, testPassword) }
}

/** A pickup on the file's own date (its first unless told) in the shared schedule's roomy time. */
export function fileChoice(
  file: TestFile,
  fields: Partial<FulfilmentChoiceInput> = {},
): FulfilmentChoiceInput {
  return {
    method: 'pickup',
    date: file.date(0),
    slotId: testSlots.roomy.id,
    name: 'Test Customer',
    phone: '(212) 555-0123',
    address: { line1: '1 Test Street', line2: '', city: 'New York', postalCode: '10011' },
    notes: '',
    ...fields,
  }
}

export interface PlacedOrder {
  orderId: string
  token: string
  checkoutUrl: string
  /** The Checkout Session id at the Stripe stand-in. */
  sessionId: string
  email: string
}

export const defaultCart = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 1 }]

/**
 * A guest's order through placeOrder on the Functions emulator, from `<file's prefix>-<label>@example.test`: the
 * default cart, picked up on the file's own date unless `fulfilment` or `fields` say otherwise.
 */
export async function placeGuestOrder(
  file: TestFile,
  label: string,
  options: {
    cartData?: Array<{ chefPackageId: string; quantity: number }>
    fulfilment?: Partial<FulfilmentChoiceInput>
    fields?: Record<string, unknown>
    headers?: Record<string, string>
  } = {},
): Promise<PlacedOrder> {
  const email = file.email(label)
  const fulfilment = fileChoice(file, options.fulfilment)
  // The date is the file's own: its places are given back by removing its counts with the orders.
  if (!bookedDates.has(fulfilment.date)) {
    bookedDates.add(fulfilment.date)
    removeLater(`fulfilmentDays/${fulfilment.date}`)
  }
  const placed = await callOk<Omit<PlacedOrder, 'sessionId' | 'email'>>(
    'placeOrderCallable',
    { cartData: options.cartData ?? defaultCart, customer_email: email, fulfilment, ...options.fields },
    undefined,
    options.headers ?? file.network,
  )
  const sessionId = new URL(placed.checkoutUrl).pathname.split('/').at(-1)!
  removeLater(`orders/${placed.orderId}`, `payments/${sessionId}`)
  return { ...placed, sessionId, email }
}

/**
 * A guest's order, paid. `recorded` (the default) writes the completed checkout as the webhook would, at once;
 * `stand-in` pays by card on the Stripe stand-in's page and waits until the webhook has recorded the payment
 * (for tests that need the payment at Stripe, such as refunds).
 */
export async function placePaidOrder(
  file: TestFile,
  label: string,
  options: Parameters<typeof placeGuestOrder>[2] & { payment?: 'recorded' | 'stand-in' } = {},
): Promise<PlacedOrder & { paidCents: number; paymentIntent?: string }> {
  const placed = await placeGuestOrder(file, label, options)
  if (options.payment === 'stand-in') {
    const payment = await payAtStandIn(placed.checkoutUrl, { name: 'Test Customer' })
    if (payment.status !== 303) throw new Error(`the stand-in refused the payment: ${payment.status}`)
  } else {
    await recordPayment(placed)
  }
  const paid = await eventually('the payment is recorded', async () => {
    const order = (await adminDb().doc(`orders/${placed.orderId}`).get()).data()
    return order?.['state'] === 'paid' && order['paidCents'] ? order : undefined
  })
  return {
    ...placed,
    paidCents: paid['paidCents'] as number,
    paymentIntent: paid['checkoutSession']?.['payment_intent'] as string | undefined,
  }
}

/**
 * A guest's paid per-guest "Holiday Dinner Party" for 10 guests cooked at their address, as a quote stores it
 * (tests/support/event-order.ts): options, a staff line, a service charge, a timeline, access notes, allergies and
 * diets, and a payment plan with the deposit paid and the balance `scheduled` (the default) or `paid`. It is paid
 * by card at the Stripe stand-in, so its refunds reach the stand-in; the plan divides what was charged there.
 */
export async function placeEventOrder(
  file: TestFile,
  label: string,
  options: { balance?: 'scheduled' | 'paid'; terms?: Parameters<typeof eventOrderFields>[0]['terms'] } = {},
): Promise<PlacedOrder & { paidCents: number; paymentIntent: string; depositCents: number }> {
  const placed = await placePaidOrder(file, label, {
    fulfilment: { name: 'Holiday Host' },
    payment: 'stand-in',
  })
  const date = file.date(0)
  const fields = eventOrderFields({
    date,
    totalCents: placed.paidCents,
    balance: options.balance ?? 'scheduled',
    ...(options.terms ? { terms: options.terms } : {}),
  })
  await adminDb()
    .doc(`orders/${placed.orderId}`)
    .update({
      ...fields,
      'fulfilment.method': 'chefAtHome',
      'fulfilment.guests': 10,
      'fulfilment.address': { line1: '12 Juniper Lane', line2: '', city: 'New York', postalCode: '10011' },
    })
  return {
    ...placed,
    paidCents: fields.paidCents,
    paymentIntent: placed.paymentIntent!,
    depositCents: fields.paymentPlan.depositCents,
  }
}

/** Records a completed, paid checkout of the order as the webhook would (for $231.00, whatever it cost). */
export async function recordPayment(placed: Pick<PlacedOrder, 'orderId' | 'sessionId'>): Promise<void> {
  await recordCheckoutNews(adminDb(), {
    orderId: placed.orderId,
    reportedAt: Math.floor(Date.now() / 1000),
    session: {
      checkoutSessionId: placed.sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 23_100,
    },
  })
}

/** The text of the file's promotion code `tag`: `T<run>-<tag>`, upper case, at most 32 characters. */
export const promotionCodeText = (file: TestFile, tag: string): string =>
  `T${file.run}-${tag}`.toUpperCase().slice(0, 32)

/** Removes the promotion code with the rest, with its use counters (a code the test saved through a callable). */
export function removePromotionCodeLater(code: string): void {
  made.push(async () => {
    const perCustomer = await adminDb()
      .collection('promotionCustomerRedemptions')
      .where('code', '==', code)
      .get()
    await Promise.all(perCustomer.docs.map((doc) => doc.ref.delete()))
  })
  removeLater(`promotionCodes/${code}`, `promotionRedemptions/${code}`)
}

/** An active promotion code of the file (10% off any package unless `fields` say otherwise). */
export async function storePromotionCode(
  file: TestFile,
  tag: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const code = promotionCodeText(file, tag)
  removePromotionCodeLater(code)
  await adminDb()
    .doc(`promotionCodes/${code}`)
    .set({
      code,
      ...(fields['kind'] === 'amount' ? {} : { kind: 'percent', percentOff: 10 }),
      minimumSubtotalCents: 0,
      packageIds: [],
      active: true,
      ...fields,
    })
  return code
}

/**
 * A public per-guest dinner package of the file ($65 a guest, 6 to 20 guests) with the option groups the test
 * prices, removed with the rest. Returns its id.
 */
export async function storeDinnerPackage(
  id: string,
  fields: { title: string; optionGroups: unknown[] },
): Promise<string> {
  removeLater(`chefPackages/${id}`)
  await adminDb()
    .doc(`chefPackages/${id}`)
    .set({
      price: 65,
      pricing: 'perGuest',
      minGuests: 6,
      maxGuests: 20,
      publicMenu: true,
      addedUsers: [],
      ...fields,
    })
  return id
}

/**
 * A weekly meal plan of the file written with the admin SDK (not through the editor): published, Wednesdays, pickup
 * and delivery, 5 meals from two demo packages, $60 a week less 10 %, choices closing Thursday 23:59. Returns its id.
 */
export async function storeMealPlan(file: TestFile, label: string, fields: Record<string, unknown> = {}) {
  const id = `plan-${file.tag}-${file.run}-${label}`
  removeLater(`mealPlans/${id}`)
  await adminDb()
    .doc(`mealPlans/${id}`)
    .set(
      mealPlanRecord({
        name: `Test plan ${label}`,
        chefPackageIds: ['pkg-harvest-bowls', 'pkg-vegetable-tart'],
        createdStamp: Date.now(),
        ...fields,
      }),
    )
  return id
}

/**
 * An active subscription of `customer` to the plan, picking up on `weekday` in the shared schedule's roomy time,
 * its first cycle `anchorDate`, written with the admin SDK (no checkout); `fields` overrides any of it.
 */
export async function storeMealSubscription(
  file: TestFile,
  label: string,
  setup: {
    planId: string
    customer: Pick<TestCustomer, 'uid' | 'email'>
    anchorDate: string
    weekday: number
  },
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = `sub-${file.tag}-${file.run}-${label}`
  removeLater(`mealSubscriptions/${id}`)
  await adminDb()
    .doc(`mealSubscriptions/${id}`)
    .set(
      mealSubscriptionRecord(
        { ...setup, planName: 'Test plan', name: 'Plan Customer', slot: testSlots.roomy },
        { createdStamp: Date.now(), ...fields },
      ),
    )
  return id
}

/** For the cycle tests: a published weekly meal plan of demo packages, every day,, written as the server writes it ("Thursday 23:59" cut-off). */
export async function storeCyclePlan(
  file: TestFile,
  label: string,
  fields: Record<string, unknown> = {},
): Promise<
  { id: string; name: string; selectionCutoff: { weekday: number; time: string } } & Record<string, unknown>
> {
  const id = `${file.emailPrefix}-plan-${label}`
  const now = Date.now()
  const plan = mealPlanRecord({
    name: `Test plan ${label}`,
    fulfilmentDays: [0, 1, 2, 3, 4, 5, 6],
    createdStamp: now,
    updateStamp: now,
    ...fields,
  })
  removeLater(`mealPlans/${id}`)
  await adminDb().doc(`mealPlans/${id}`).set(plan)
  return { id, ...plan }
}

/**
 * An active subscription to `plan` whose next cycle is `date` (its anchor), a pickup in the shared schedule's roomy
 * time unless told, five of the plan's first package, at `priceCents` a cycle. Written with the admin SDK.
 */
export async function storeCycleSubscription(
  file: TestFile,
  label: string,
  plan: { id: string; name: string; selectionCutoff: { weekday: number; time: string } } & Record<
    string,
    unknown
  >,
  date: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; email: string; nextCycle: { date: string; cutoffAt: number } }> {
  const id = `${file.emailPrefix}-sub-${label}`
  const email = file.email(label)
  const now = Date.now()
  const nextCycle = { date, cutoffAt: cutoffFor(plan.selectionCutoff, date, testTimeZone) }
  const subscription = {
    planId: plan.id,
    planName: plan.name,
    userId: `${file.emailPrefix}-uid-${label}`,
    email,
    state: 'active',
    fulfilment: {
      method: 'pickup',
      weekday: weekdayOf(date),
      slotId: testSlots.roomy.id,
      slotStart: testSlots.roomy.start,
      slotEnd: testSlots.roomy.end,
      name: 'Test Subscriber',
      phone: '+12125550123',
      notes: '',
    },
    meals: [{ chefPackageId: (plan['chefPackageIds'] as string[])[0], quantity: 5 }],
    selections: {},
    skippedDates: [],
    anchorDate: date,
    nextCycle,
    priceCents: 5400,
    lifetimeCents: 0,
    provider: {},
    createdStamp: now,
    updateStamp: now,
    ...fields,
  }
  removeLater(`mealSubscriptions/${id}`)
  await adminDb().doc(`mealSubscriptions/${id}`).set(subscription)
  return { id, email, nextCycle }
}
