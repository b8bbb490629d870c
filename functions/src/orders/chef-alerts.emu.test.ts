// Who gets which alert, read from the recipients list as stored (both of its shapes), and what the chef's alert
// about an order says. On an emulator project of its own: the tests replace the recipients list, which the
// stack's functions read while other files run beside this one.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  consultationAlertRecipientsKey,
  type AlertRecipient,
} from '../../../src/shared/schemas/app-config.ts'
import { orderSchema } from '../../../src/shared/schemas/order.ts'
import { alertConsultationSignUp, alertRecipients } from '../accounts/profiles.ts'
import { alertChef, chefAlertMailId, type ChefAlertKind } from './chef-alerts.ts'

// The settings the functions read from functions/.env.demo-saffron-table on the stack.
process.env['COMPANY_NAME'] ??= 'Saffron Table'
process.env['APP_BASE_URL'] ??= 'http://127.0.0.1:5050'
process.env['APP_ORIGINS'] ??= ''

const db = getFirestore(initializeApp({ projectId: 'demo-saffron-alerts' }, 'chef-alerts'))
const configRef = db.collection('appConfigs').doc('alert-recipients')

async function storeRecipients(entries: AlertRecipient[]) {
  await configRef.set({
    title: 'Alert recipients',
    configKey: consultationAlertRecipientsKey,
    configContent: JSON.stringify(entries),
  })
}

const allOff = { newOrder: false, orderChange: false, consultation: false, testimonial: false, digest: false }

const order = orderSchema.parse({
  id: 'alert-order-1',
  orderNumber: 1042,
  customer_email: 'ana@guest.test',
  userId: 'ana@guest.test',
  cartData: [
    { chefPackageId: 'p1', title: 'Tiramisu', price: 12, quantity: 2 },
    { chefPackageId: 'p2', title: 'Antipasti', price: 30, quantity: 1 },
  ],
  cartTotals: { subTotal: 54, total: 56.7 },
  orderNotes: 'Birthday dinner',
  dietary: { allergies: ['milk'], diets: ['vegetarian'], conflicts: ['milk'] },
  fulfilment: {
    method: 'chefAtHome',
    date: '2026-12-24',
    slotId: 'evening',
    slotStart: '18:00',
    slotEnd: '21:00',
    timeZone: 'America/New_York',
    name: 'Ana Diaz',
    phone: '+12125550123',
    address: { line1: '5 Elm St', city: 'New York', postalCode: '10001' },
    guests: 6,
  },
  state: 'paid',
})

beforeAll(async () => {
  const mails = await db.collection('mail').get()
  await Promise.all(mails.docs.map((mail) => mail.ref.delete()))
})
afterAll(async () => {
  const mails = await db.collection('mail').get()
  await Promise.all([configRef.delete(), ...mails.docs.map((mail) => mail.ref.delete())])
})

describe('alert recipients', () => {
  it('each kind goes to the people whose switch is on; an entry of the old shape gets every alert', async () => {
    await storeRecipients([
      { email: 'old@alerts.test', active: true },
      { email: 'paused@alerts.test', active: false },
      { name: 'Sam', email: 'sam@alerts.test', alerts: { ...allOff, newOrder: true, testimonial: true } },
      { email: 'deputy@alerts.test', alerts: { ...allOff, orderChange: true, digest: true } },
    ])
    expect(await alertRecipients(db, 'newOrder')).toEqual(['old@alerts.test', 'sam@alerts.test'])
    expect(await alertRecipients(db, 'orderChange')).toEqual(['old@alerts.test', 'deputy@alerts.test'])
    expect(await alertRecipients(db, 'consultation')).toEqual(['old@alerts.test'])
    expect(await alertRecipients(db, 'testimonial')).toEqual(['old@alerts.test', 'sam@alerts.test'])
    expect(await alertRecipients(db, 'digest')).toEqual(['old@alerts.test', 'deputy@alerts.test'])
  })

  it('the consultation sign-up alert goes only to those with its switch on', async () => {
    await storeRecipients([
      { email: 'sam@alerts.test', alerts: { ...allOff, newOrder: true } },
      { email: 'host@alerts.test', alerts: { ...allOff, consultation: true } },
    ])
    const profileId = `profile-${Date.now()}`
    const outcome = await alertConsultationSignUp(
      db,
      {
        profileId,
        before: { userStatus: 'onBoard' },
        after: { userStatus: 'consultWaitRoom', firstName: 'Bo', email: 'bo@guest.test' },
      },
      'http://127.0.0.1:5050',
    )
    expect(outcome).toBe('queued')
    const mails = await db.collection('mail').get()
    const signUp = mails.docs.find((mail) => JSON.stringify(mail.data()).includes(profileId))
    expect(signUp?.get('to')).toEqual(['host@alerts.test'])
  })
})

describe("the chef's order alerts", () => {
  // One address for new orders, another for changes.
  const newOrdersAndChanges: AlertRecipient[] = [
    { email: 'chef@alerts.test', alerts: { ...allOff, newOrder: true } },
    { email: 'changes@alerts.test', alerts: { ...allOff, orderChange: true } },
  ]
  /** The queued mail of one alert about the order. */
  const alertMail = (kind: ChefAlertKind, key: string) =>
    db
      .collection('mail')
      .doc(chefAlertMailId(kind, order.id, key))
      .get()

  it('a new order names the allergy in bold, the items, when and where, and replies to the customer', async () => {
    await storeRecipients(newOrdersAndChanges)
    expect(await alertChef(db, 'newOrder', order, { key: 'paid' })).toBe(true)
    const mail = (await alertMail('newOrder', 'paid')).data()
    expect(mail?.['to']).toEqual(['chef@alerts.test'])
    expect(mail?.['replyTo']).toBe('ana@guest.test')
    const { subject, html, text } = mail?.['message'] as { subject: string; html: string; text: string }
    expect(subject).toBe('Saffron Table: New paid order #1042 from Ana Diaz')
    expect(html).toContain('<strong>Allergies: Milk</strong>')
    expect(html).toContain('<strong>Diets: Vegetarian</strong>')
    for (const part of [
      '2 × Tiramisu',
      '1 × Antipasti',
      'Chef at your address',
      'Thu, Dec 24, 2026, 6:00 PM',
      '5 Elm St',
      '6 guests',
      "Customer's notes: Birthday dinner",
      'The customer confirmed they read that the order contains Milk.',
    ]) {
      expect(text).toContain(part)
    }
  })

  it('a change goes to the order-change list, once per event however often it is applied', async () => {
    await storeRecipients(newOrdersAndChanges)
    const event = { key: 'c1', refundedCents: 5_670 }
    expect(await alertChef(db, 'cancelled', order, event)).toBe(true)
    expect(await alertChef(db, 'cancelled', order, event)).toBe(false)
    const mail = (await alertMail('cancelled', 'c1')).data()
    expect(mail?.['to']).toEqual(['changes@alerts.test'])
    expect((mail?.['message'] as { text: string }).text).toContain('$56.70 is refunded to their card')
  })

  it('nobody is mailed when every switch for the kind is off', async () => {
    await storeRecipients([{ email: 'chef@alerts.test', alerts: { ...allOff, newOrder: true } }])
    expect(await alertChef(db, 'paymentFailed', order, { key: 'cs_1' })).toBe(false)
    expect((await alertMail('paymentFailed', 'cs_1')).exists).toBe(false)
  })
})
