// appConfigs: operational settings such as alert recipients. Only an admin (claim `admin: true`) reads or writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('app-configs')
const existing = 'appConfigs/alerts'
const fresh = 'appConfigs/new'
const data = { title: 'Order alerts', configKey: 'alertRecipients', configContent: 'chef@example.com' }

beforeEach(() => rules.seed({ [existing]: data }))

describe('appConfigs rules', () => {
  it('get: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(getDoc(doc(rules.guest(), existing)))
  })

  it('list: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(getDocs(collection(rules.admin(), 'appConfigs')))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'appConfigs')))
    await assertFails(getDocs(collection(rules.guest(), 'appConfigs')))
  })

  it('get: an admin claim that is not boolean true is refused', async () => {
    await assertFails(getDoc(doc(rules.user(uids.alice, { admin: 'true' }), existing)))
    await assertFails(getDoc(doc(rules.user(uids.alice, { admin: false }), existing)))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'appConfigs/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'appConfigs/other'), data))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { configContent: 'owner@example.com' }))
    await assertFails(
      updateDoc(doc(rules.user(uids.alice), existing), { configContent: 'attacker@example.com' }),
    )
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })

  it('create: configContent must be text of at most 100000 characters', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), { ...data, configContent: 'x'.repeat(100000) }))
    await assertFails(
      setDoc(doc(rules.admin(), 'appConfigs/huge'), { ...data, configContent: 'x'.repeat(100001) }),
    )
    await assertFails(
      setDoc(doc(rules.admin(), 'appConfigs/object'), { ...data, configContent: { email: 'a' } }),
    )
  })

  it('update: an admin may change the content, but not to a non-string', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { configContent: '[]' }))
    await assertFails(updateDoc(doc(rules.admin(), existing), { configContent: 12 }))
  })
})
