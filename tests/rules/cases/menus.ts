// menus: the public catalogue; admins attach chef packages within bounds.
import { allow, publicContentTable, refuse } from '../rule-case.ts'

const menu = { title: 'Autumn tasting', description: 'Five courses', addedChefPackages: [] }
const tooMany = Array.from({ length: 201 }, (_, index) => `pkg-${index}`)

export default publicContentTable('menus', { doc: 'autumn', data: menu, update: { title: 'Harvest' } }, [
  allow(
    'admin',
    'update',
    { doc: 'autumn', data: { addedChefPackages: ['pkg-1', 'pkg-2'] } },
    'attaches packages',
  ),
  refuse('admin', 'update', { doc: 'autumn', data: { addedChefPackages: tooMany } }, 'attaches 201 packages'),
  refuse('admin', 'update', { doc: 'autumn', data: { addedChefPackages: 'pkg-1' } }, 'packages as text'),
  refuse('admin', 'create', { doc: 'new', data: { ...menu, title: 42 } }, 'a title that is not text'),
])
