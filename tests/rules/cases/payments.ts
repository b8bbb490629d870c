// payments: written by Cloud Functions only; admins and the paying customer (userId) read them.
import { uidOf } from '../../support/rules-env.ts'
import { allow, refuse, serverWrites, table, type ListQuery } from '../rule-case.ts'

const alice = uidOf('customer')
const data = { userId: alice, orderId: 'order-1', status: 'paid', amount_total: 10800 }
const aliceOnly: ListQuery = { where: [['userId', '==', alice]] }

const bobsGuestPayment = { ...data, userId: 'bob@example.test', customer_email: 'bob@example.test' }

export default table(
  'payments',
  { 'payments/payment-1': data, 'payments/bob-guest-payment': bobsGuestPayment },
  [
    allow(['admin', 'customer'], 'get', { doc: 'payment-1' }, "reads alice's payment"),
    refuse(['otherCustomer', 'guest'], 'get', { doc: 'payment-1' }, "reads alice's payment"),
    allow('admin', 'list', {}, 'lists every payment'),
    allow('customer', 'list', { query: aliceOnly }, 'lists their own payments'),
    refuse(['customer', 'guest'], 'list', {}, 'lists every payment'),
    refuse(['otherCustomer', 'guest'], 'list', { query: aliceOnly }, "lists alice's payments"),
    refuse(
      'otherCustomer',
      'get',
      { doc: 'bob-guest-payment' },
      'reads a guest payment of their unverified e-mail',
    ),
    refuse(
      'otherCustomer',
      'list',
      { query: { where: [['customer_email', '==', 'bob@example.test']] } },
      'lists guest payments by their unverified e-mail',
    ),
    ...serverWrites(
      { doc: 'payment-1', data, update: { status: 'refunded' } },
      { create: 'records a payment', update: 'marks a payment refunded', delete: 'deletes a payment' },
    ),
  ],
)
