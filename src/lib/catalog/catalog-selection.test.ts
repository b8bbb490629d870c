import {
  buildIntroMenus,
  isVisibleToGuests,
  packageIdsToLoad,
  parseLandingList,
  selectIntroMenus,
  selectMenuTiles,
} from './catalog-selection.ts'
import { makeMenu, makePackage } from './test-records.ts'

const tuscan = makeMenu({
  id: 'm-tuscan',
  title: 'Tuscan Family Supper',
  image: '/t.svg',
  addedChefPackages: ['p1', 'p2'],
})
const garden = makeMenu({
  id: 'm-garden',
  title: 'Garden Vegetarian',
  image: '/g.svg',
  addedChefPackages: ['p3'],
})
const holiday = makeMenu({ id: 'm-holiday', title: 'Holiday Table', addedChefPackages: ['p4', 'private'] })
const menusById = new Map([tuscan, garden, holiday].map((menu) => [menu.id, menu]))

describe('parseLandingList', () => {
  it('reads menu id, title override and the intro flag from block answers', () => {
    const list = parseLandingList([
      { id: 'b1', menuId: 'm-tuscan', title: '', introMenu: 'true' },
      { id: 'b2', menuId: ' m-garden ', title: 'Veg', introMenu: 'Yes' },
      { id: 'b3', menuId: 'm-holiday', introMenu: 'false' },
      { id: 'b4', menuId: 'm-x' },
    ])
    expect(list).toEqual([
      { blockId: 'b1', menuId: 'm-tuscan', title: '', introMenu: true },
      { blockId: 'b2', menuId: 'm-garden', title: 'Veg', introMenu: true },
      { blockId: 'b3', menuId: 'm-holiday', title: '', introMenu: false },
      { blockId: 'b4', menuId: 'm-x', title: '', introMenu: false },
    ])
  })

  it('drops blocks without a menu id and repeated menus', () => {
    const list = parseLandingList([
      { id: 'b1', menuId: '' },
      { id: 'b2', menuId: 'm-tuscan' },
      { id: 'b3', menuId: 'm-tuscan', introMenu: 'true' },
    ])
    expect(list.map((item) => item.blockId)).toEqual(['b2'])
  })
})

describe('selectMenuTiles', () => {
  it('keeps list order, applies title overrides and skips menus that no longer exist', () => {
    const list = parseLandingList([
      { id: 'b1', menuId: 'm-garden', title: 'Vegetables' },
      { id: 'b2', menuId: 'gone' },
      { id: 'b3', menuId: 'm-tuscan' },
    ])
    expect(selectMenuTiles(list, menusById)).toEqual([
      { menuId: 'm-garden', title: 'Vegetables', image: '/g.svg' },
      { menuId: 'm-tuscan', title: 'Tuscan Family Supper', image: '/t.svg' },
    ])
  })
})

describe('selectIntroMenus', () => {
  const list = parseLandingList([
    { id: 'b1', menuId: 'm-holiday', introMenu: 'false' },
    { id: 'b2', menuId: 'm-garden', introMenu: 'true' },
    { id: 'b3', menuId: 'gone', introMenu: 'true' },
    { id: 'b4', menuId: 'm-tuscan', introMenu: 'true' },
  ])

  it('selects only flagged menus that exist, in list order', () => {
    expect(selectIntroMenus(list, menusById, 4).map((menu) => menu.id)).toEqual(['m-garden', 'm-tuscan'])
  })

  it('stops at the limit', () => {
    expect(selectIntroMenus(list, menusById, 1).map((menu) => menu.id)).toEqual(['m-garden'])
  })
})

describe('packageIdsToLoad', () => {
  it('lists each id once and at most perMenu per menu', () => {
    const shared = makeMenu({ id: 'm-shared', addedChefPackages: ['p2', 'p2', 'p5', 'p6'] })
    expect(packageIdsToLoad([tuscan, shared], 2)).toEqual(['p1', 'p2', 'p5'])
  })
})

describe('isVisibleToGuests', () => {
  it('is true only for public packages', () => {
    expect(isVisibleToGuests({ publicMenu: true })).toBe(true)
    expect(isVisibleToGuests({ publicMenu: false })).toBe(false)
  })
})

describe('buildIntroMenus', () => {
  it('lists public packages in menu order and leaves out private and missing ones', () => {
    const packages = new Map(
      [
        makePackage({ id: 'p4', title: 'Roast', price: 480, image: '/r.svg' }),
        makePackage({ id: 'private', title: 'Anniversary', publicMenu: false }),
      ].map((item) => [item.id, item]),
    )
    const [menu] = buildIntroMenus([holiday, garden], packages, 12)
    expect(menu).toEqual({
      menuId: 'm-holiday',
      title: 'Holiday Table',
      description: '',
      packages: [
        { id: 'p4', title: 'Roast', price: 480, image: '/r.svg', allergens: [], diets: [], tags: [] },
      ],
    })
    expect(buildIntroMenus([garden], packages, 12)[0]?.packages).toEqual([])
  })
})
