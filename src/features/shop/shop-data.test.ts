import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { chefPackageSchema } from '../../shared/schemas/chef-package.ts'
import { menuSchema } from '../../shared/schemas/menu.ts'
import { loadShopData, type ShopSources } from './shop-data.ts'

const menu = (id: string, title: string, addedChefPackages: string[]) =>
  z.parse(menuSchema, { id, title, addedChefPackages })
const chefPackage = (id: string, fields: Record<string, unknown> = {}) =>
  z.parse(chefPackageSchema, { id, title: id, price: 100, publicMenu: true, ...fields })

// Published menus (the sources hold only those), a package on two menus and one kept for a customer.
const menus = [
  menu('m-sea', 'Seafood', ['shared', 'prawns']),
  menu('m-garden', 'Garden', ['tart', 'shared', 'kept']),
]
const packages = new Map([
  ['shared', chefPackage('shared', { tags: ['serves-4'] })],
  ['prawns', chefPackage('prawns')],
  ['tart', chefPackage('tart')],
  ['kept', chefPackage('kept', { publicMenu: false, addedUsers: ['customer-1'] })],
])
const sources: ShopSources = {
  menus: async () => [...menus],
  menu: async (id) => menus.find((item) => item.id === id) ?? null,
  // As the catalogue's reads answer: every package asked for that exists (the shop decides what a visitor sees).
  chefPackages: async (ids) => ids.flatMap((id) => packages.get(id) ?? []),
}
const ids = (data: Awaited<ReturnType<typeof loadShopData>>) => data?.packages.map((item) => item.id)

describe('the shop data', () => {
  it('without a menu shows every menu’s packages, in menu title order, each once, with the menus to filter by', async () => {
    const all = await loadShopData(sources, undefined, null)
    expect(all?.selected).toBeNull()
    expect(all?.menus).toEqual([
      { id: 'm-garden', title: 'Garden' },
      { id: 'm-sea', title: 'Seafood' },
    ])
    expect(ids(all)).toEqual(['tart', 'shared', 'prawns'])
    expect(all?.packages[1]?.tags).toEqual(['serves-4'])
  })

  it('shows a private package only to the customers it is kept for', async () => {
    expect(ids(await loadShopData(sources, undefined, 'customer-2'))).not.toContain('kept')
    expect(ids(await loadShopData(sources, undefined, 'customer-1'))).toEqual([
      'tart',
      'shared',
      'kept',
      'prawns',
    ])
    expect(ids(await loadShopData(sources, 'm-garden', null))).toEqual(['tart', 'shared'])
  })

  it('with a menu shows that menu’s packages only; an unknown menu is none', async () => {
    const sea = await loadShopData(sources, 'm-sea', null)
    expect(sea?.selected).toEqual({ id: 'm-sea', title: 'Seafood', description: '' })
    expect(ids(sea)).toEqual(['shared', 'prawns'])
    expect(await loadShopData(sources, 'm-draft', null)).toBeNull()
  })
})
