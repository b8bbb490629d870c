// quotes: written by the quote callables only. Staff read every quote; a customer reads their own once it was
// sent (customerUid), never a draft; nobody else, by any query. A customer without an account reads it through
// getQuoteCallable with the link's token.
import { uidOf } from '../../support/rules-env.ts'
import { allow, everyone, refuse, table, type ListQuery } from '../rule-case.ts'

const alice = uidOf('customer')
const quote = (uid: string, state: string) => ({
  state,
  customerUid: uid,
  customer: { uid, name: 'Alice', email: 'alice@example.test', phone: '+12125550123' },
  versions: [],
  accessTokenHashes: ['a'.repeat(64)],
})
const aliceOnly: ListQuery = { where: [['customerUid', '==', alice]] }

export default table(
  'quotes',
  {
    'quotes/sent-to-alice': quote(alice, 'sent'),
    'quotes/alice-draft': quote(alice, 'draft'),
    'quotes/for-a-guest': quote('', 'sent'),
  },
  [
    allow('customer', 'get', { doc: 'sent-to-alice' }, 'reads the quote sent to them'),
    refuse(['otherCustomer', 'guest'], 'get', { doc: 'sent-to-alice' }, "reads alice's quote"),
    refuse('customer', 'get', { doc: 'alice-draft' }, 'reads a draft quote for them'),
    allow('admin', 'get', { doc: 'alice-draft' }, 'reads a draft quote'),
    refuse('textAdminClaim', 'get', { doc: 'sent-to-alice' }, "reads alice's quote"),
    refuse(['guest', 'customer', 'otherCustomer'], 'get', { doc: 'for-a-guest' }, 'reads a guest’s quote'),
    allow(
      'customer',
      'list',
      {
        query: {
          where: [
            ['customerUid', '==', alice],
            ['state', '==', 'sent'],
          ],
        },
      },
      'lists their sent quotes',
    ),
    allow(
      'customer',
      'list',
      {
        query: {
          where: [
            ['customerUid', '==', alice],
            ['state', 'in', ['sent', 'accepted', 'expired', 'withdrawn']],
          ],
        },
      },
      'lists their quotes that were sent',
    ),
    refuse('customer', 'list', { query: aliceOnly }, 'lists their quotes, drafts included'),
    refuse('otherCustomer', 'list', { query: aliceOnly }, "lists alice's quotes"),
    refuse(['guest', 'customer'], 'list', {}, 'lists every quote'),
    allow('admin', 'list', { query: aliceOnly }, "lists alice's quotes"),
    refuse(everyone, 'create', { doc: 'new', data: quote(alice, 'draft') }, 'writes a quote'),
    refuse(everyone, 'update', { doc: 'sent-to-alice', data: { state: 'accepted' } }, 'accepts by writing'),
    refuse(everyone, 'delete', { doc: 'sent-to-alice' }, 'deletes a quote'),
  ],
)
