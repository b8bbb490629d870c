// A customer downloads their data and deletes their account against the running stack: the export holds their
// profile, orders and answers (never staff-only notes or token hashes); after the deletion they cannot sign in,
// their orders stay for the business without personal data, no collection holds their uid or e-mail, another
// customer's records are untouched, and asking again does no harm.
import { afterAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '../../scripts/seed-data.ts'
import { adminAuth, adminDb, eventually } from '../support/admin.ts'
import { callCallable, idTokenFor } from '../support/auth-emulator.ts'
import { createCustomer, fileChoice, removeTestData, testPassword as password } from '../support/factories.ts'
import { payAtStandIn } from '../support/stripe-stand-in.ts'
import { testFile } from '../support/test-files.ts'

const file = testFile(import.meta.url)
const cartData = [{ chefPackageId: 'pkg-pappardelle-ragu', quantity: 2 }]
const { network } = file
const cleanup: (() => Promise<unknown>)[] = []

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
  await removeTestData()
})

/** A customer with a filled-in profile and an answered consultation form. */
async function freshCustomer(label: string, options: { email?: string; emailVerified?: boolean } = {}) {
  const customer = await createCustomer(file, label, {
    ...options,
    profile: { firstName: 'Robin', phone: '+12125550123', dietaryNotes: 'No coriander, please' },
  })
  const response = await adminDb().collection('formResponses').add({
    formId: 'consultation',
    formTitle: 'Consultation',
    userId: customer.uid,
    userEmail: customer.email,
    questions: [],
  })
  cleanup.push(() => response.delete())
  return { ...customer, responseId: response.id }
}

/** Every document of every collection (and the orders' internal notes), as text, with its path. */
async function everyDocument(): Promise<{ path: string; text: string }[]> {
  const documents: { path: string; text: string }[] = []
  for (const collection of await adminDb().listCollections()) {
    for (const doc of (await collection.get()).docs) {
      documents.push({ path: doc.ref.path, text: JSON.stringify(doc.data()) })
    }
  }
  for (const note of (await adminDb().collectionGroup('internalNotes').get()).docs) {
    documents.push({ path: note.ref.path, text: JSON.stringify(note.data()) })
  }
  return documents
}

describe('download my data and delete my account', () => {
  it('exports the customer’s own data, then deletes the account leaving only anonymous orders', async () => {
    const customer = await freshCustomer('leaving')
    const other = await freshCustomer('staying')

    const fulfilment = fileChoice(file, { method: 'chefAtHome', notes: 'Ring twice' })
    const placed = await callCallable(
      'placeOrderCallable',
      { cartData, fulfilment, orderNotes: 'Leave at the door' },
      customer.token,
      network,
    )
    expect(placed.error).toBeUndefined()
    const orderId = (placed.result as { orderId: string }).orderId
    const orderRef = adminDb().collection('orders').doc(orderId)
    cleanup.push(() => orderRef.delete())
    const internalNote = await orderRef
      .collection('internalNotes')
      .add({ text: 'Staff only: regular customer', authorUid: 'some-admin', createdStamp: Date.now() })
    cleanup.push(() => internalNote.delete())
    const note = await adminDb().collection('consulationNotes').add({
      title: 'Call',
      noteText: 'Likes spice',
      userProfileId: customer.uid,
      profileUserId: customer.uid,
    })
    cleanup.push(() => note.delete())
    const menu = await adminDb()
      .collection('menus')
      .add({ title: 'Prepared for two', addedUsers: [customer.uid, other.uid], published: false })
    cleanup.push(() => menu.delete())
    // The confirmation mail is sent before the deletion, so its delivery does not race with it.
    await eventually('confirmation delivered', async () => {
      const mail = await adminDb().collection('mail').doc(`order-confirmation-${orderId}`).get()
      const state = mail.data()?.['delivery']?.['state']
      return state === 'SUCCESS' || state === 'ERROR' ? state : undefined
    })

    // Download my data: their profile, order and answers, nothing of the other customer, no staff notes or hashes.
    const exported = await callCallable('exportMyDataCallable', {}, customer.token)
    expect(exported.error).toBeUndefined()
    const data = exported.result as {
      profile: Record<string, unknown>
      orders: Record<string, unknown>[]
      formResponses: Record<string, unknown>[]
    }
    expect(data.profile).toMatchObject({ email: customer.email, firstName: 'Robin' })
    expect(data.orders.map((order) => order['id'])).toEqual([orderId])
    expect(data.formResponses.map((response) => response['id'])).toEqual([customer.responseId])
    const exportedText = JSON.stringify(data)
    expect(exportedText).not.toContain('Staff only')
    expect(exportedText).not.toContain('accessTokenHash')
    expect(exportedText).not.toContain(other.email)
    expect((await callCallable('exportMyDataCallable', {})).error?.status).toBe('UNAUTHENTICATED')

    // A confirmation that is not the account's e-mail deletes nothing.
    const refused = await callCallable('deleteMyAccountCallable', { email: other.email }, customer.token)
    expect(refused.error?.status).toBe('INVALID_ARGUMENT')
    expect(refused.error?.details?.fields?.['email']).toBe('This is not the e-mail address of your account.')
    expect((await adminDb().collection('userProfiles').doc(customer.uid).get()).exists).toBe(true)

    const deleted = await callCallable(
      'deleteMyAccountCallable',
      { email: customer.email.toUpperCase() },
      customer.token,
    )
    expect(deleted.result).toEqual({ ok: true, ordersKept: 1 })

    await expect(idTokenFor(customer.email, password)).rejects.toThrow(/sign-in failed/)
    await expect(adminAuth().getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' })

    // The order stays for the books: what was ordered and paid, without the person.
    const kept = (await orderRef.get()).data()!
    expect(kept['cartData']).toEqual([
      expect.objectContaining({ chefPackageId: 'pkg-pappardelle-ragu', quantity: 2 }),
    ])
    expect(kept).toMatchObject({ userId: '', customer_email: '', orderNotes: '', remindersOff: true })
    expect(kept['fulfilment']).toMatchObject({ name: '', phone: '', notes: '', method: 'chefAtHome' })
    expect(kept['fulfilment']['address']).toBeUndefined()
    expect(kept['accessTokenHash']).toBeUndefined()
    expect(kept['searchKeys']).toEqual([String(kept['orderNumber'])])
    expect((await internalNote.get()).exists).toBe(true)

    // Nothing anywhere names the customer any more.
    const leftovers = (await everyDocument()).filter(
      ({ path, text }) =>
        path.includes(customer.uid) ||
        text.includes(customer.uid) ||
        text.toLowerCase().includes(customer.email),
    )
    expect(leftovers.map(({ path }) => path)).toEqual([])
    expect((await menu.get()).data()?.['addedUsers']).toEqual([other.uid])

    // The other customer keeps everything.
    expect((await adminDb().collection('userProfiles').doc(other.uid).get()).data()).toMatchObject({
      email: other.email,
      firstName: 'Robin',
    })
    expect((await adminDb().collection('formResponses').doc(other.responseId).get()).exists).toBe(true)
    expect((await idTokenFor(other.email, password)).length).toBeGreaterThan(0)

    // Asking again (the ID token is still within its hour) changes nothing and fails nothing.
    const again = await callCallable('deleteMyAccountCallable', { email: customer.email }, customer.token)
    expect(again.result).toEqual({ ok: true, ordersKept: 0 })
    expect((await orderRef.get()).data()?.['cartData']).toHaveLength(1)
  }, 120_000)

  it('refuses an administrator', async () => {
    const { uid, email } = await createCustomer(file, 'admin-leaving')
    await adminAuth().setCustomUserClaims(uid, { admin: true })
    const refused = await callCallable(
      'deleteMyAccountCallable',
      { email },
      await idTokenFor(email, password),
    )
    expect(refused.error?.status).toBe('FAILED_PRECONDITION')
    expect((await adminAuth().getUser(uid)).uid).toBe(uid)
  }, 60_000)

  it('deletes a customer with a paid, a refunded and a cancelled order, every step complete', async () => {
    const customer = await freshCustomer('paying')
    const admin = demoAccounts.find((account) => account.role === 'admin')!
    const adminToken = await idTokenFor(admin.email, admin.password)
    const fulfilment = fileChoice(file)
    const place = async () => {
      const placed = await callCallable(
        'placeOrderCallable',
        { cartData, fulfilment },
        customer.token,
        network,
      )
      expect(placed.error).toBeUndefined()
      const { orderId, checkoutUrl } = placed.result as { orderId: string; checkoutUrl: string }
      cleanup.push(() => adminDb().collection('orders').doc(orderId).delete())
      return { orderId, checkoutUrl }
    }
    const stored = async (orderId: string) =>
      (await adminDb().collection('orders').doc(orderId).get()).data()!
    const pay = async ({ orderId, checkoutUrl }: { orderId: string; checkoutUrl: string }) => {
      const payment = await payAtStandIn(checkoutUrl, { name: 'Robin' })
      cleanup.push(() => adminDb().collection('payments').doc(payment.sessionId).delete())
      return eventually(`order ${orderId} paid`, async () => {
        const order = await stored(orderId)
        return order['state'] === 'paid' ? order : undefined
      })
    }

    const paid = await place()
    await pay(paid)
    const refunded = await place()
    const refundedPaid = await pay(refunded)
    const refund = await callCallable(
      'refundOrderCallable',
      {
        orderId: refunded.orderId,
        amountCents: refundedPaid['paidCents'],
        reason: 'Kitchen closed',
        requestKey: `refund-${refunded.orderId}`,
      },
      adminToken,
    )
    expect(refund.error).toBeUndefined()
    await eventually('the refund is recorded', async () =>
      (await stored(refunded.orderId))['paymentState'] === 'refunded' ? true : undefined,
    )
    const cancelled = await place()
    const cancel = await callCallable(
      'changeOrderStateCallable',
      { orderId: cancelled.orderId, to: 'cancelled' },
      customer.token,
    )
    expect(cancel.error).toBeUndefined()
    // The automatic "paid" step and the webhook's refund step carry no uid: deleting must keep them as they are.
    expect((await stored(paid.orderId))['history']).toContainEqual(
      expect.not.objectContaining({ uid: expect.anything() }),
    )

    const deleted = await callCallable('deleteMyAccountCallable', { email: customer.email }, customer.token)
    expect(deleted.error).toBeUndefined()
    expect(deleted.result).toEqual({ ok: true, ordersKept: 3 })

    const states = []
    for (const { orderId } of [paid, refunded, cancelled]) {
      const kept = await stored(orderId)
      states.push([kept['fulfilmentState'], kept['paymentState']])
      expect(kept).toMatchObject({ userId: '', customer_email: '', orderNotes: '' })
      expect(JSON.stringify(kept)).not.toContain(customer.uid)
      expect(JSON.stringify(kept).toLowerCase()).not.toContain(customer.email)
    }
    expect(states).toEqual([
      ['awaitingConfirmation', 'paid'],
      ['awaitingConfirmation', 'refunded'],
      ['cancelled', 'awaitingPayment'],
    ])
    const payments = await adminDb()
      .collection('payments')
      .where('orderId', 'in', [paid.orderId, refunded.orderId])
      .get()
    expect(payments.docs.map((doc) => doc.data()['userId'])).toEqual(['', ''])
    expect((await adminDb().collection('userProfiles').doc(customer.uid).get()).exists).toBe(false)
    await expect(adminAuth().getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' })
  }, 180_000)
})

describe('orders join an account only through a verified e-mail', () => {
  /** A guest's paid-for life under their address: an order with its confirmation mail and a testimonial. */
  async function guestWithOrder(email: string) {
    const fulfilment = fileChoice(file, { method: 'chefAtHome', name: 'Guest Person' })
    const placed = await callCallable(
      'placeOrderCallable',
      { cartData, fulfilment, customer_email: email, orderNotes: 'Guest notes' },
      undefined,
      network,
    )
    expect(placed.error).toBeUndefined()
    const orderId = (placed.result as { orderId: string }).orderId
    cleanup.push(() => adminDb().collection('orders').doc(orderId).delete())
    const confirmation = adminDb().collection('mail').doc(`order-confirmation-${orderId}`)
    await eventually('confirmation delivered', async () => {
      const state = (await confirmation.get()).data()?.['delivery']?.['state']
      return state === 'SUCCESS' || state === 'ERROR' ? state : undefined
    })
    const review = await adminDb()
      .collection('testimonialReview')
      .add({ name: 'Guest Person', email, testimony: 'Lovely dinner', published: true })
    const testimonial = await adminDb()
      .collection('testimonials')
      .add({ reviewId: review.id, name: 'Guest Person', email, testimony: 'Lovely dinner' })
    cleanup.push(
      () => review.delete(),
      () => testimonial.delete(),
    )
    return { orderId, order: adminDb().collection('orders').doc(orderId), confirmation, review, testimonial }
  }

  it('gives an unverified account with a guest’s e-mail nothing of the guest’s, and its deletion touches none of it', async () => {
    const email = file.email('guest-victim')
    const guest = await guestWithOrder(email)
    const before = (await guest.order.get()).data()
    // Someone signs up with the guest's address and never verifies it.
    const intruder = await freshCustomer('intruder', { email })

    const exported = await callCallable('exportMyDataCallable', {}, intruder.token)
    expect(exported.error).toBeUndefined()
    const data = exported.result as { orders: unknown[]; payments: unknown[] }
    expect(data.orders).toEqual([])
    expect(data.payments).toEqual([])
    expect(JSON.stringify(data)).not.toContain('Guest notes')

    // The order history asks the server to link guest orders: an unverified address links none.
    const linked = await callCallable('linkMyGuestOrdersCallable', {}, intruder.token)
    expect(linked.result).toEqual({ emailVerified: false, linked: 0 })
    expect((await guest.order.get()).data()?.['userId']).toBe(email)
    // Nor can the account read the order or get it through the order callable.
    const read = await callCallable('getOrderCallable', { orderId: guest.orderId }, intruder.token)
    expect(read.error?.status).toBe('NOT_FOUND')

    const deleted = await callCallable('deleteMyAccountCallable', { email }, intruder.token)
    expect(deleted.result).toEqual({ ok: true, ordersKept: 0 })
    expect((await guest.order.get()).data()).toEqual(before)
    expect((await guest.confirmation.get()).exists).toBe(true)
    expect((await guest.review.get()).exists).toBe(true)
    expect((await guest.testimonial.get()).exists).toBe(true)
  }, 120_000)

  it('links a verified account’s guest orders (any case of the address), which then show as its own', async () => {
    const email = file.email('guest-owner')
    const guest = await guestWithOrder(email.toUpperCase())
    const owner = await freshCustomer('owner', { email, emailVerified: true })

    const linked = await callCallable('linkMyGuestOrdersCallable', {}, owner.token)
    expect(linked.result).toEqual({ emailVerified: true, linked: 1 })
    expect((await guest.order.get()).data()?.['userId']).toBe(owner.uid)
    // Linking again finds nothing more to link.
    expect((await callCallable('linkMyGuestOrdersCallable', {}, owner.token)).result).toEqual({
      emailVerified: true,
      linked: 0,
    })
    const read = await callCallable('getOrderCallable', { orderId: guest.orderId }, owner.token)
    expect(read.error).toBeUndefined()
    const exported = (await callCallable('exportMyDataCallable', {}, owner.token)).result as {
      orders: { id: string }[]
    }
    expect(exported.orders.map((order) => order.id)).toEqual([guest.orderId])
  }, 120_000)
})
