// contentConfigs: public site content blocks. Anyone reads; only an admin (custom claim `admin: true`) writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('content-configs')
const existing = 'contentConfigs/hero'
const fresh = 'contentConfigs/footer'
const data = { title: 'Private chef', summary: 'At your table', link: '/about' }

beforeEach(() => rules.seed({ [existing]: data }))

describe('contentConfigs rules', () => {
  it('read: a guest gets and lists contentConfigs', async () => {
    await assertSucceeds(getDoc(doc(rules.guest(), existing)))
    await assertSucceeds(getDocs(collection(rules.guest(), 'contentConfigs')))
  })

  it('create: an admin may, a signed-in user and a guest may not', async () => {
    await assertSucceeds(setDoc(doc(rules.admin(), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'contentConfigs/other'), data))
    await assertFails(setDoc(doc(rules.guest(), 'contentConfigs/other'), data))
  })

  it('create: an admin claim that is not boolean true is refused', async () => {
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: 'true' }), fresh), data))
    await assertFails(setDoc(doc(rules.user(uids.alice, { admin: false }), fresh), data))
  })

  it('update: an admin may, a signed-in user may not', async () => {
    await assertSucceeds(updateDoc(doc(rules.admin(), existing), { summary: 'At home' }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), existing), { summary: 'Defaced' }))
  })

  it('delete: an admin may, a signed-in user and a guest may not', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), existing)))
    await assertFails(deleteDoc(doc(rules.guest(), existing)))
    await assertSucceeds(deleteDoc(doc(rules.admin(), existing)))
  })

  it('create: an admin config with a list of at most 50 blocks is stored; other shapes are refused', async () => {
    const block = { id: 'b', title: 'Card' }
    await assertSucceeds(
      setDoc(doc(rules.admin(), fresh), {
        configKey: 'topLandingCards',
        contentBlocks: Array(50).fill(block),
      }),
    )
    await assertFails(
      setDoc(doc(rules.admin(), 'contentConfigs/too-many'), {
        configKey: 'x',
        contentBlocks: Array(51).fill(block),
      }),
    )
    await assertFails(
      setDoc(doc(rules.admin(), 'contentConfigs/not-list'), { configKey: 'x', contentBlocks: 'card' }),
    )
    await assertFails(
      setDoc(doc(rules.admin(), 'contentConfigs/bad-key'), { configKey: 7, contentBlocks: [] }),
    )
  })
})
