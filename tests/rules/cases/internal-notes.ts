// orders/{orderId}/internalNotes: staff-only notes on an order. Admins add and read them; nobody changes or deletes
// one; nobody else reads them by any query, the order's own customer included (a collection-group query too).
import { uidOf } from '../../support/rules-env.ts'
import { allow, everyone, nonAdmins, refuse, table } from '../rule-case.ts'

const admin = uidOf('admin')
// A note on alice's order (orders/order-1, seeded by the orders table).
const collection = 'orders/order-1/internalNotes'
const note = (fields: object = {}) => ({
  text: 'Customer asked for a discount next time',
  authorUid: admin,
  createdStamp: Date.now(),
  createdIso: new Date().toISOString(),
  ...fields,
})
const create = (fields: object = {}) => ({ doc: 'new', data: note(fields) })

export default table(collection, { [`${collection}/note-1`]: note() }, [
  allow('admin', 'get', { doc: 'note-1' }, 'reads a note'),
  refuse([...nonAdmins, 'emailUid'], 'get', { doc: 'note-1' }, "reads a note, the order's own customer too"),
  allow('admin', 'list', {}, "lists an order's notes"),
  refuse(nonAdmins, 'list', {}, "lists an order's notes"),
  refuse(everyone, 'list', { query: { group: true } }, 'lists every internal note (collection group)'),
  refuse(
    ['customer', 'otherCustomer'],
    'list',
    { query: { group: true, where: [['authorUid', '==', admin]] } },
    'lists internal notes by author (collection group)',
  ),
  allow('admin', 'create', create(), 'adds a note as themselves'),
  refuse(nonAdmins, 'create', create({ authorUid: uidOf('customer') }), 'adds a note as themselves'),
  refuse('admin', 'create', create({ authorUid: 'someone-else' }), 'adds a note as another admin'),
  refuse('admin', 'create', create({ text: '   ' }), 'adds a blank note'),
  refuse('admin', 'create', create({ text: 'x'.repeat(2001) }), 'adds a note over 2,000 characters'),
  refuse('admin', 'create', create({ visibleToCustomer: true }), 'adds an unknown field'),
  refuse('admin', 'create', create({ createdStamp: 1 }), 'backdates a note'),
  refuse(everyone, 'update', { doc: 'note-1', data: { text: 'Changed' } }, 'changes a note'),
  refuse(everyone, 'delete', { doc: 'note-1' }, 'deletes a note'),
])
