// orders: written by Cloud Functions only (prices are computed on the server). The owner (userId) and admins read.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { uids, useRulesEnv } from '../support/rules-env.ts'

const rules = useRulesEnv('orders')
const aliceOrder = 'orders/order-1'
const order = (uid: string) => ({
  userId: uid,
  customer_email: `${uid}@example.com`,
  cartData: [{ chefPackageId: 'tasting', title: 'Tasting menu', price: 100, quantity: 1 }],
  cartTotals: { subTotal: 100, total: 108 },
  statusCode: 1,
})

const guestOrder = 'orders/guest-order'

beforeEach(() =>
  rules.seed({
    [aliceOrder]: { ...order(uids.alice), createdStamp: 2 },
    'orders/order-2': { ...order(uids.bob), createdStamp: 1 },
    // A guest order: userId holds the e-mail, the token only as a hash (guests read it through getOrderCallable).
    [guestOrder]: { ...order('guest@example.com'), accessTokenHash: 'a'.repeat(64), createdStamp: 3 },
  }),
)

describe('orders rules', () => {
  it('get: the owner reads their order, another user and a guest do not', async () => {
    await assertSucceeds(getDoc(doc(rules.user(uids.alice), aliceOrder)))
    await assertFails(getDoc(doc(rules.user(uids.bob), aliceOrder)))
    await assertFails(getDoc(doc(rules.guest(), aliceOrder)))
  })

  it('get: an admin reads any order, an admin claim that is not boolean true does not', async () => {
    await assertSucceeds(getDoc(doc(rules.admin(), aliceOrder)))
    await assertFails(getDoc(doc(rules.user(uids.bob, { admin: 'true' }), aliceOrder)))
  })

  it('list: a user lists their own orders only, an admin lists all', async () => {
    const mine = query(collection(rules.user(uids.alice), 'orders'), where('userId', '==', uids.alice))
    await assertSucceeds(getDocs(mine))
    await assertFails(getDocs(collection(rules.user(uids.alice), 'orders')))
    await assertSucceeds(getDocs(collection(rules.admin(), 'orders')))
  })

  it('guest orders: no client reads them directly, whatever id or e-mail it guesses', async () => {
    await assertFails(getDoc(doc(rules.guest(), guestOrder)))
    await assertFails(getDoc(doc(rules.user('guest@example.com'), guestOrder)))
    await assertFails(getDocs(query(collection(rules.guest(), 'orders'), where('userId', '==', 'guest@example.com'))))
    await assertFails(getDocs(collection(rules.guest(), 'orders')))
    await assertSucceeds(getDoc(doc(rules.admin(), guestOrder)))
  })

  it('list: the order management query (own orders, newest first) is allowed for the owner', async () => {
    const newestFirst = query(
      collection(rules.user(uids.alice), 'orders'),
      where('userId', '==', uids.alice),
      orderBy('createdStamp', 'desc'),
      limit(11),
    )
    await assertSucceeds(getDocs(newestFirst))
    await assertSucceeds(getDocs(query(collection(rules.admin(), 'orders'), orderBy('createdStamp', 'desc'), limit(11))))
  })

  it('update: an admin cannot set the status or append notes from the browser either', async () => {
    await assertFails(updateDoc(doc(rules.admin(), aliceOrder), { statusNotes: [{ noteText: 'x', stamp: 1 }] }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), aliceOrder), { checkoutSession: { status: 'complete', payment_status: 'paid' } }))
  })

  it('create: refused for a guest, a signed-in user and an admin', async () => {
    await assertFails(setDoc(doc(rules.guest(), 'orders/new'), order('')))
    await assertFails(setDoc(doc(rules.user(uids.alice), 'orders/new'), order(uids.alice)))
    await assertFails(setDoc(doc(rules.admin(), 'orders/new'), order(uids.alice)))
  })

  it('update: refused for the owner (price, status) and for an admin', async () => {
    await assertFails(updateDoc(doc(rules.user(uids.alice), aliceOrder), { 'cartTotals.total': 1 }))
    await assertFails(updateDoc(doc(rules.user(uids.alice), aliceOrder), { statusCode: 3 }))
    await assertFails(updateDoc(doc(rules.admin(), aliceOrder), { statusCode: 2 }))
  })

  it('delete: refused for the owner and for an admin', async () => {
    await assertFails(deleteDoc(doc(rules.user(uids.alice), aliceOrder)))
    await assertFails(deleteDoc(doc(rules.admin(), aliceOrder)))
  })
})
