import { RouterContextProvider } from 'react-router'
import { catalogReadsContext, serverRenderingContext } from '../../lib/render-context.ts'
import type { PublicCatalogReads } from '../../shared/public-catalog-reads.ts'
import { contentConfigSchema } from '../../shared/schemas/content-config.ts'
import { menuSchema } from '../../shared/schemas/menu.ts'
import { loader } from './landing-route.tsx'

const offline = () => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }))

function serverContext(reads: Partial<PublicCatalogReads>): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(serverRenderingContext, true)
  context.set(catalogReadsContext, {
    contentConfig: () => Promise.resolve(null),
    menu: () => Promise.resolve(null),
    publishedMenus: () => Promise.resolve([]),
    chefPackage: () => Promise.resolve(null),
    newestTestimonials: () => Promise.resolve([]),
    foodSettings: offline,
    packagesAvailableOn: offline,
    ...reads,
  })
  return context
}

describe('landing loader', () => {
  it('logs the error and returns an empty object so the page still renders', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(loader({ context: serverContext({ contentConfig: offline }) })).resolves.toEqual({})
    expect(logged).toHaveBeenCalledWith(
      'landing loader: could not load the landing page data',
      expect.any(Error),
    )
    logged.mockRestore()
  })

  it("builds the page's head tags with its data: the business, its telephone and the first picture", async () => {
    const contactLinks = contentConfigSchema.parse({
      id: 'contact',
      configKey: 'contactLinks',
      contentBlocks: [{ id: 'phone', title: '(555) 555-0142', link: 'tel:+15555550142' }],
    })
    const data = await loader({
      context: serverContext({
        contentConfig: (key) => Promise.resolve(key === 'contactLinks' ? contactLinks : null),
        publishedMenus: () =>
          Promise.resolve([menuSchema.parse({ id: 'm1', title: 'Tuscan', image: '/demo/t.svg' })]),
      }),
    })
    expect(data.meta?.title).toBe('Saffron Table')
    expect(data.meta?.openGraph?.image?.url).toMatch(/^https?:\/\/[^/]+\/demo\/t\.svg$/)
    expect(data.meta?.jsonLd).toMatchObject({ '@type': 'FoodEstablishment', telephone: '+15555550142' })
  })

  it('renders on the server with no private packages and without asking for a session', async () => {
    const data = await loader({ context: serverContext({}) })
    expect(data.privatePackages).toEqual([])
    expect(data.menuTiles).toEqual([])
    expect(data.testimonials).toEqual([])
  })
})
