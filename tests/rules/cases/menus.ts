// menus: the public catalogue. A menu is a draft until published (`published` false): only admins read a draft,
// and a list query from anyone else must ask for published menus. A menu without the flag was saved before drafts
// existed and reads as published. Admins attach chef packages and customers within bounds.
import {
  adminWrites,
  allow,
  imageVariantRows,
  readers,
  refuse,
  table,
  type ListQuery,
  type StandardTable,
} from '../rule-case.ts'

const menu = { title: 'Autumn tasting', description: 'Five courses', addedChefPackages: [] }
const tooMany = Array.from({ length: 201 }, (_, index) => `pkg-${index}`)
const standard: StandardTable = {
  doc: 'autumn',
  data: { ...menu, published: true },
  update: { title: 'Harvest' },
  seed: {
    'menus/legacy': menu,
    'menus/winter-draft': { ...menu, title: 'Winter draft', published: false, addedUsers: ['alice'] },
  },
}
const nonAdminReaders = readers.filter((role) => role !== 'admin')
const published: ListQuery = { where: [['published', '==', true]] }
const mine: ListQuery = {
  where: [
    ['published', '==', true],
    ['addedUsers', 'array-contains', 'alice'],
  ],
}

export default table('menus', { 'menus/autumn': standard.data, ...standard.seed }, [
  allow(readers, 'get', { doc: 'autumn' }, 'reads a published menu'),
  allow(readers, 'get', { doc: 'legacy' }, 'reads a menu saved before drafts (no flag)'),
  allow('admin', 'get', { doc: 'winter-draft' }, 'reads a draft'),
  refuse(nonAdminReaders, 'get', { doc: 'winter-draft' }, 'reads a draft'),
  refuse('customer', 'get', { doc: 'winter-draft' }, 'reads a draft it was added to'),
  allow(readers, 'list', { query: published }, 'lists published menus'),
  refuse(nonAdminReaders, 'list', {}, 'lists menus without asking for published ones'),
  allow('admin', 'list', {}, 'lists every menu, drafts too'),
  refuse(nonAdminReaders, 'list', { query: { where: [['published', '==', false]] } }, 'lists drafts'),
  allow('customer', 'list', { query: mine }, 'lists the published menus it was added to'),
  refuse(
    'customer',
    'list',
    { query: { where: [['addedUsers', 'array-contains', 'alice']] } },
    'lists the menus it was added to, drafts included',
  ),
  ...adminWrites(standard, 'content'),
  allow('admin', 'update', { doc: 'autumn', data: { published: false } }, 'turns a menu back into a draft'),
  refuse('admin', 'update', { doc: 'autumn', data: { published: 'yes' } }, 'a published flag as text'),
  allow('admin', 'update', { doc: 'autumn', data: { addedUsers: ['alice'] } }, 'adds a customer'),
  refuse('admin', 'update', { doc: 'autumn', data: { addedUsers: 'alice' } }, 'added users as text'),
  allow(
    'admin',
    'update',
    { doc: 'autumn', data: { addedChefPackages: ['pkg-1', 'pkg-2'] } },
    'attaches packages',
  ),
  refuse('admin', 'update', { doc: 'autumn', data: { addedChefPackages: tooMany } }, 'attaches 201 packages'),
  refuse('admin', 'update', { doc: 'autumn', data: { addedChefPackages: 'pkg-1' } }, 'packages as text'),
  refuse('admin', 'create', { doc: 'new', data: { ...menu, title: 42 } }, 'a title that is not text'),
  ...imageVariantRows('autumn'),
])
