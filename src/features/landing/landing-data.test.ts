import {
  contentConfigSchema,
  type ContentBlock,
  type ContentConfig,
} from '../../shared/schemas/content-config.ts'
import type { ChefPackage } from '../../shared/schemas/chef-package.ts'
import type { Menu } from '../../shared/schemas/menu.ts'
import { testimonialSchema, type Testimonial } from '../../shared/schemas/testimonial.ts'
import {
  landingLimits,
  loadLandingData,
  loadPrivatePackages,
  toLandingCards,
  type LandingSources,
} from './landing-data.ts'
import { makeMenu, makePackage } from '../../lib/catalog/test-records.ts'

function config(configKey: string, contentBlocks: ContentBlock[]): ContentConfig {
  return contentConfigSchema.parse({ id: `c-${configKey}`, configKey, contentBlocks })
}

/** In-memory sources that count every document they hand out, like Firestore bills reads. */
function fakeSources(data: {
  configs: ContentConfig[]
  menus: Menu[]
  packages: ChefPackage[]
  testimonials: Testimonial[]
}) {
  const reads = { configs: 0, menus: 0, packages: 0, testimonials: 0 }
  const sources: LandingSources = {
    async contentConfig(key) {
      reads.configs += 1
      return data.configs.find((item) => item.configKey === key) ?? null
    },
    async menu(id) {
      reads.menus += 1
      return data.menus.find((item) => item.id === id) ?? null
    },
    async publishedMenus(limit) {
      const found = data.menus.slice(0, limit)
      reads.menus += found.length
      return found
    },
    async chefPackage(id) {
      reads.packages += 1
      const found = data.packages.find((item) => item.id === id) ?? null
      // Like the rules: a guest may not read a private package (the route's source maps the denial to null).
      return found && found.publicMenu ? found : null
    },
    async newestTestimonials(limit) {
      const found = [...data.testimonials]
        .sort((a, b) => (b.createdStamp ?? 0) - (a.createdStamp ?? 0))
        .slice(0, limit)
      reads.testimonials += found.length
      return found
    },
    async privatePackagesFor(uid, limit) {
      const found = data.packages.filter((item) => item.addedUsers.includes(uid)).slice(0, limit)
      reads.packages += found.length
      return found
    },
  }
  return { sources, reads }
}

const menus = [
  makeMenu({
    id: 'm-tuscan',
    title: 'Tuscan Family Supper',
    image: '/t.svg',
    addedChefPackages: ['p-pasta', 'p-steak'],
  }),
  makeMenu({
    id: 'm-holiday',
    title: 'Holiday Table',
    image: '/h.svg',
    addedChefPackages: ['p-roast', 'p-private'],
  }),
  makeMenu({
    id: 'm-coastal',
    title: 'Coastal Seafood Feast',
    image: '/c.svg',
    addedChefPackages: ['p-fish'],
  }),
]
const packages = [
  makePackage({ id: 'p-pasta', title: 'Pappardelle', price: 220, image: '/p.svg' }),
  makePackage({ id: 'p-steak', title: 'Bistecca', price: 340 }),
  makePackage({ id: 'p-roast', title: 'Roast', price: 480 }),
  makePackage({ id: 'p-private', title: 'Anniversary', price: 395, publicMenu: false }),
  makePackage({ id: 'p-fish', title: 'Branzino', price: 260 }),
]
const testimonials = Array.from({ length: 10_000 }, (_, index) =>
  testimonialSchema.parse({
    id: `t${index}`,
    name: `Guest ${index}`,
    email: `g${index}@example.test`,
    testimony: 'Lovely',
    createdStamp: index,
  }),
)
const configs = [
  config('topLandingCards', [
    { id: 'card-1', title: 'Free consultation', summary: 'Talk to the chef', link: '/login' },
  ]),
  config('landingDownloads', [
    { id: 'd1', title: 'Sample menu', link: '/demo/menu.pdf', image: '/demo/menu.svg' },
    { id: 'd2', title: 'No link yet', link: '' },
  ]),
  config('landinglist', [
    { id: 'l1', menuId: 'm-tuscan', introMenu: 'true' },
    { id: 'l2', menuId: 'm-holiday', introMenu: 'true' },
    { id: 'l3', menuId: 'm-coastal', title: 'Seafood', introMenu: 'false' },
  ]),
]

describe('loadLandingData', () => {
  it('assembles cards, downloads, tiles, intro menus with public packages, and testimonials', async () => {
    const { sources } = fakeSources({ configs, menus, packages, testimonials: testimonials.slice(0, 2) })
    const data = await loadLandingData(sources)

    expect(data.topCards).toEqual([
      {
        id: 'card-1',
        title: 'Free consultation',
        summary: 'Talk to the chef',
        summaryPunch: '',
        discloser: '',
        actionLine: '',
        image: '',
        link: '/login',
      },
    ])
    expect(data.downloads).toEqual([
      { id: 'd1', title: 'Sample menu', link: '/demo/menu.pdf', image: '/demo/menu.svg' },
    ])
    expect(data.menuTiles.map((tile) => tile.title)).toEqual([
      'Tuscan Family Supper',
      'Holiday Table',
      'Seafood',
    ])
    expect(data.introMenus.map((menu) => [menu.title, menu.packages.map((item) => item.title)])).toEqual([
      ['Tuscan Family Supper', ['Pappardelle', 'Bistecca']],
      ['Holiday Table', ['Roast']],
    ])
    expect(data.testimonials).toEqual([
      { id: 't1', name: 'Guest 1', testimony: 'Lovely', reviewStamp: undefined },
      { id: 't0', name: 'Guest 0', testimony: 'Lovely', reviewStamp: undefined },
    ])
  })

  it('reads few documents however many testimonials there are', async () => {
    const { sources, reads } = fakeSources({ configs, menus, packages, testimonials })
    const data = await loadLandingData(sources)
    expect(data.testimonials).toHaveLength(landingLimits.testimonials)
    expect(data.testimonials[0]?.id).toBe('t9999')
    expect(reads).toEqual({ configs: 4, menus: 3, packages: 4, testimonials: landingLimits.testimonials })
  })

  it('does not read menu packages that are not intro menus', async () => {
    const { sources, reads } = fakeSources({ configs, menus, packages, testimonials: [] })
    await loadLandingData(sources)
    expect(reads.packages).toBe(4) // p-fish (Coastal, not an intro menu) is never read
  })

  it('shows some menus as tiles and no intro menus when there is no landing list', async () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      makeMenu({ id: `m${index}`, title: `Menu ${index}` }),
    )
    const { sources, reads } = fakeSources({ configs: [], menus: many, packages, testimonials: [] })
    const data = await loadLandingData(sources)
    expect(data.menuTiles).toHaveLength(landingLimits.menuTiles)
    expect(data.introMenus).toEqual([])
    expect(data.topCards).toEqual([])
    expect(reads.menus).toBe(landingLimits.menuTiles)
  })

  it('gives a signed-in visitor the private packages they were added to, and nobody else', async () => {
    const privatePackage = makePackage({
      id: 'p-private',
      title: 'Anniversary',
      publicMenu: false,
      addedUsers: ['casey'],
    })
    const { sources } = fakeSources({
      configs,
      menus,
      packages: [...packages, privatePackage],
      testimonials: [],
    })
    expect((await loadPrivatePackages(sources, 'casey')).map((item) => item.id)).toEqual(['p-private'])
    expect(await loadPrivatePackages(sources, 'someone-else')).toEqual([])
    expect(await loadPrivatePackages(sources, null)).toEqual([])
    // The public sections never list it, whoever is looking.
    const data = await loadLandingData(sources)
    expect(data.introMenus.flatMap((menu) => menu.packages.map((item) => item.id))).not.toContain('p-private')
  })

  it("gives the page's metadata the business's telephone from the contact links", async () => {
    const contactLinks = config('contactLinks', [
      { id: 'mail', title: 'chef@example.test', link: 'mailto:chef@example.test', icon: 'email' },
      { id: 'phone', title: '(555) 555-0142', link: 'tel:+15555550142', icon: 'phone' },
    ])
    const { sources } = fakeSources({
      configs: [...configs, contactLinks],
      menus,
      packages,
      testimonials: [],
    })
    expect((await loadLandingData(sources)).business).toEqual({ telephone: '+15555550142' })
    const without = fakeSources({ configs, menus, packages, testimonials: [] })
    expect((await loadLandingData(without.sources)).business).toEqual({})
  })

  it('still shows the page when only the business facts cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sources } = fakeSources({ configs, menus, packages, testimonials: [] })
    const read = sources.contentConfig
    sources.contentConfig = (key) =>
      key === 'contactLinks'
        ? Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }))
        : read(key)
    const data = await loadLandingData(sources)
    expect(data.business).toEqual({})
    expect(data.menuTiles).toHaveLength(3)
    expect(logged).toHaveBeenCalledWith('landing loader: could not load the business facts', {
      collection: 'contentConfigs',
      configKey: 'contactLinks',
      code: 'unavailable',
    })
    logged.mockRestore()
  })

  it('lets a failed read reach the caller (the route turns it into an empty page)', async () => {
    const { sources } = fakeSources({ configs, menus, packages, testimonials: [] })
    sources.menu = () => Promise.reject(new Error('unavailable'))
    await expect(loadLandingData(sources)).rejects.toThrow('unavailable')
  })
})

describe('toLandingCards', () => {
  it('leaves out the cards switched off in the landing settings, keeping the others in order', () => {
    const cards = toLandingCards(
      config('topLandingCards', [
        { id: 'a', title: 'Shown' },
        { id: 'b', title: 'Switched off', active: 'false' },
        { id: 'c', title: 'Also shown', active: 'true' },
      ]),
    )
    expect(cards.map((card) => card.title)).toEqual(['Shown', 'Also shown'])
  })
})
