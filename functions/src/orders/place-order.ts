import type { Firestore } from 'firebase-admin/firestore'
import { logger } from 'firebase-functions'
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https'
import type { z } from 'zod'
import type { placeOrderCallable, CallableOutput } from '../../../src/shared/callables.ts'
import { isValidCustomerEmail } from '../../../src/shared/email-pattern.ts'
import { cartTotals } from '../../../src/shared/money.ts'
import type { ChefPackage } from '../../../src/shared/schemas/chef-package.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { chefPackages, orders } from '../data/collections.ts'
import { appOrigin, appSettings } from '../env.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { confirmationMail, orderStatusUrl } from './confirmation-mail.ts'
import { openCheckout } from './open-checkout.ts'
import { hashOrderToken, newOrderToken } from './order-token.ts'
import { priceCart, type Viewer } from './price-cart.ts'

type PlaceOrderInput = z.output<typeof placeOrderCallable.input>

export function callerOrigin(request: Pick<CallableRequest, 'rawRequest'>): string {
  const origin = request.rawRequest?.headers?.origin
  return appOrigin(typeof origin === 'string' ? origin : undefined, appSettings())
}

/** Guests must give a valid e-mail; signed-in users default to their account e-mail. */
export function customerEmailFor(given: string | undefined, auth: CallableRequest['auth']): string {
  const email = (given ?? '').trim()
  if (email !== '') {
    if (!isValidCustomerEmail(email)) {
      throw new HttpsError('invalid-argument', 'Enter a valid e-mail address.', {
        fields: { customer_email: 'Enter a valid e-mail address.' },
      })
    }
    return email
  }
  const accountEmail = auth?.token.email
  if (auth && typeof accountEmail === 'string' && accountEmail !== '') return accountEmail
  throw new HttpsError('invalid-argument', 'Enter your e-mail address so we can send your confirmation.', {
    fields: { customer_email: 'Enter your e-mail address so we can send your confirmation.' },
  })
}

async function loadPackages(db: Firestore, ids: string[]): Promise<Map<string, ChefPackage>> {
  const snapshots = await Promise.all(ids.map((id) => chefPackages.doc(db, id).get()))
  const packages = new Map<string, ChefPackage>()
  for (const snapshot of snapshots) {
    const chefPackage = snapshot.data()
    if (chefPackage) packages.set(snapshot.id, chefPackage)
  }
  return packages
}

export async function placeOrder(
  db: Firestore,
  data: PlaceOrderInput,
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
): Promise<CallableOutput<typeof placeOrderCallable>> {
  const { auth } = request
  const viewer: Viewer = { uid: auth?.uid ?? null, isAdmin: auth?.token['admin'] === true }
  const customerEmail = customerEmailFor(data.customer_email, auth)
  const packages = await loadPackages(db, [...new Set(data.cartData.map((item) => item.chefPackageId))])
  const { cartData, unavailable } = priceCart(data.cartData, packages, viewer)
  if (unavailable.length > 0 || cartData.length === 0) {
    throw new HttpsError(
      'failed-precondition',
      'Some packages in your cart are no longer available. Remove them and try again.',
      { unavailable },
    )
  }
  const token = newOrderToken()
  const orderRef = orders.doc(db)
  const now = Date.now()
  const record = orders.draft(
    {
      stamp: now,
      // A guest order holds the customer e-mail in userId.
      userId: viewer.uid ?? customerEmail,
      customer_email: customerEmail,
      cartData,
      cartTotals: cartTotals(cartData),
      orderNotes: data.orderNotes.trim(),
      statusCode: 1,
      statusNotes: [],
      accessTokenHash: hashOrderToken(token),
      checkoutAttempts: 0,
    },
    now,
  )
  await orderRef.create(record)
  const order = orderSchema.parse({ ...record, id: orderRef.id })

  const origin = callerOrigin(request)
  // Signed-in owners open their orders through the rules; the token goes into every link all the same, so the
  // mail also works in another browser.
  const statusUrl = orderStatusUrl(origin, order.id, token)
  try {
    await enqueueMail(
      db,
      confirmationMail({ companyName: appSettings().COMPANY_NAME, order, statusUrl }),
      `order-confirmation-${order.id}`,
    )
  } catch (error) {
    // The order stands; the status page and the payment still work. Logged for the back-office to follow up.
    logger.error('placeOrder: could not queue the confirmation mail', {
      orderId: order.id,
      errorMessage: (error as Error).message,
    })
  }
  const checkout = await openCheckout(db, { orderId: order.id, origin, token })
  return { orderId: order.id, token, checkoutUrl: checkout.url, checkoutError: checkout.error }
}
