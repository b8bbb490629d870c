// orders: written by Cloud Functions only (prices are computed on the server, status changes go through
// updateOrderStatusCallable). The owner (userId) and admins read. A guest order holds the e-mail in userId and is
// read only through getOrderCallable with the token from the mail.
import { uidOf } from '../../support/rules-env.ts'
import { allow, everyone, refuse, table, type ListQuery } from '../rule-case.ts'

const alice = uidOf('customer')
const order = (uid: string) => ({
  userId: uid,
  customer_email: `${uid}@example.com`,
  cartData: [{ chefPackageId: 'tasting', title: 'Tasting menu', price: 100, quantity: 1 }],
  cartTotals: { subTotal: 100, total: 108 },
  statusCode: 1,
})
const guestEmail = uidOf('emailUid')
const aliceOnly: ListQuery = { where: [['userId', '==', alice]] }
const newestFirst: ListQuery = {
  where: [['userId', '==', alice]],
  orderBy: ['createdStamp', 'desc'],
  limit: 11,
}

export default table(
  'orders',
  {
    'orders/order-1': { ...order(alice), createdStamp: 2 },
    'orders/order-2': { ...order(uidOf('otherCustomer')), createdStamp: 1 },
    // The token is stored only as a hash.
    'orders/guest-order': { ...order(guestEmail), accessTokenHash: 'a'.repeat(64), createdStamp: 3 },
    // Guest orders placed with the e-mail of an account: Bob's address is not verified, Alice's is. Neither is read
    // through the rules: a verified account's guest orders join it on the server (linkMyGuestOrdersCallable).
    'orders/bob-guest-order': {
      ...order(''),
      userId: 'bob@example.test',
      customer_email: 'bob@example.test',
    },
    'orders/alice-guest-order': {
      ...order(''),
      userId: 'alice@example.test',
      customer_email: 'alice@example.test',
    },
  },
  [
    allow('customer', 'get', { doc: 'order-1' }, 'reads their own order'),
    refuse(['otherCustomer', 'guest'], 'get', { doc: 'order-1' }, "reads alice's order"),
    allow('admin', 'get', { doc: 'order-1' }, "reads alice's order"),
    refuse('textAdminClaim', 'get', { doc: 'order-1' }, "reads alice's order"),
    allow('admin', 'get', { doc: 'guest-order' }, 'reads a guest order'),
    refuse('guest', 'get', { doc: 'guest-order' }, 'reads a guest order'),
    refuse('emailUid', 'get', { doc: 'guest-order' }, 'reads a guest order whose e-mail is their uid'),
    refuse(
      'otherCustomer',
      'get',
      { doc: 'bob-guest-order' },
      'reads a guest order of their unverified e-mail',
    ),
    refuse(
      'otherCustomer',
      'list',
      { query: { where: [['customer_email', '==', 'bob@example.test']] } },
      'lists guest orders by their unverified e-mail',
    ),
    refuse(
      'customer',
      'get',
      { doc: 'alice-guest-order' },
      'reads a guest order not yet linked to the account',
    ),

    allow('customer', 'list', { query: aliceOnly }, 'lists their own orders'),
    refuse('otherCustomer', 'list', { query: aliceOnly }, "lists alice's orders"),
    refuse('customer', 'list', {}, 'lists every order'),
    allow('admin', 'list', {}, 'lists every order'),
    allow('customer', 'list', { query: newestFirst }, 'lists their own orders newest first, 11 a page'),
    allow(
      'admin',
      'list',
      { query: { orderBy: ['createdStamp', 'desc'], limit: 11 } },
      'lists orders newest first, 11 a page',
    ),
    refuse(
      'guest',
      'list',
      { query: { where: [['userId', '==', guestEmail]] } },
      'lists orders by a guest e-mail',
    ),
    refuse('guest', 'list', {}, 'lists every order'),

    refuse('guest', 'create', { doc: 'new', data: order('') }, 'places an order'),
    refuse(
      ['customer', 'otherCustomer', 'admin'],
      'create',
      { doc: 'new', data: order(alice) },
      'places an order for alice',
    ),

    refuse(
      'admin',
      'update',
      { doc: 'order-1', data: { statusNotes: [{ noteText: 'x', stamp: 1 }] } },
      'appends a status note',
    ),
    refuse(
      'customer',
      'update',
      { doc: 'order-1', data: { checkoutSession: { status: 'complete', payment_status: 'paid' } } },
      'marks their order paid',
    ),
    refuse('customer', 'update', { doc: 'order-1', data: { 'cartTotals.total': 1 } }, 'lowers their total'),
    refuse(
      ['customer', 'otherCustomer', 'guest'],
      'update',
      { doc: 'order-1', data: { statusCode: 3 } },
      'moves the status',
    ),
    refuse('admin', 'update', { doc: 'order-1', data: { statusCode: 2 } }, 'moves the status'),

    refuse(everyone, 'delete', { doc: 'order-1' }, "deletes alice's order"),
  ],
)
