// mail: queued and delivered by Cloud Functions only. No client reads or writes, not even an admin.
import { assertFails } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('mail')
const queued = 'mail/mail-1'
const mail = { to: ['guest@example.com'], message: { subject: 'Your order', html: '<p>Thanks</p>' } }

beforeEach(() => rules.seed({ [queued]: mail }))

describe('mail rules', () => {
  it('get and list: the server side sees the queued mail; a guest, a user and an admin do not', async () => {
    expect(await rules.stored(queued)).toEqual(mail)
    await assertFails(getDoc(doc(rules.guest(), queued)))
    await assertFails(getDoc(doc(rules.user(uids.alice), queued)))
    await assertFails(getDoc(doc(rules.admin(), queued)))
    await assertFails(getDocs(collection(rules.admin(), 'mail')))
  })

  it('create: refused for a guest, a signed-in user and an admin (no sending mail from the browser)', async () => {
    await assertFails(setDoc(doc(rules.guest(), 'mail/new'), mail))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'mail/new'), mail))
    await assertFails(setDoc(doc(rules.admin(), 'mail/new'), mail))
    expect(await rules.stored('mail/new')).toBeUndefined()
  })

  it('update and delete: refused for an admin; the queued mail is unchanged', async () => {
    await assertFails(updateDoc(doc(rules.admin(), queued), { 'delivery.state': 'SUCCESS' }))
    await assertFails(deleteDoc(doc(rules.admin(), queued)))
    expect(await rules.stored(queued)).toEqual(mail)
  })

  it('an order confirmation (it holds the guest\'s order link) is not readable by its recipient', async () => {
    await rules.seed({ 'mail/order-confirmation-o1': { ...mail, to: ['alice@example.com'] } })
    await assertFails(getDoc(doc(rules.user(uids.alice, { email: 'alice@example.com' }), 'mail/order-confirmation-o1')))
    await assertFails(getDoc(doc(rules.guest(), 'mail/order-confirmation-o1')))
  })
})
