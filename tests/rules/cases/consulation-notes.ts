// consulationNotes (sic, the stored name): the chef's notes about a customer. The author is the admin who writes
// the note and never changes, nor does the customer it is about.
import { adminOnlyTable, allow, refuse } from '../rule-case.ts'

const data = { title: 'First call', noteText: 'Nut allergy', userProfileId: 'alice', authorUserId: 'admin-1' }
const create = (fields: object) => ({ doc: 'new', data: { ...data, ...fields } })

export default adminOnlyTable(
  'consulationNotes',
  { doc: 'note-1', data, update: { noteText: 'Severe nut allergy' } },
  [
    refuse('admin', 'create', create({ authorUserId: 'someone-else' }), 'another admin as author'),
    allow('admin', 'create', create({ profileUserId: 'alice' }), "with the customer's user id"),
    refuse('admin', 'create', create({ title: '   ' }), 'a blank title'),
    refuse('admin', 'create', create({ noteText: '' }), 'an empty note'),
    refuse('admin', 'create', create({ userProfileId: '' }), 'no customer profile'),
    refuse('admin', 'create', create({ isAdmin: true }), 'an unknown field'),
    allow('admin', 'update', { doc: 'note-1', data: { title: 'Second call' } }, 'changes the title'),
    refuse(
      'admin',
      'update',
      { doc: 'note-1', data: { authorUserId: 'someone-else' } },
      'changes the author',
    ),
    refuse(
      'admin',
      'update',
      { doc: 'note-1', data: { userProfileId: 'bob' } },
      'moves the note to another customer',
    ),
  ],
)
