import { vi } from 'vitest'

// The loader must not reach Firebase in unit tests: the data layer and Firebase init are replaced.
vi.mock('../../lib/firebase.ts', () => ({ firebase: vi.fn() }))
vi.mock('../../lib/session.ts', () => ({ getSession: vi.fn(() => Promise.resolve({ user: null })) }))
vi.mock('./landing-sources.ts', () => ({
  landingSources: {
    contentConfig: vi.fn(() => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }))),
    menu: vi.fn(),
    someMenus: vi.fn(() => Promise.resolve([])),
    chefPackage: vi.fn(),
    newestTestimonials: vi.fn(() => Promise.resolve([])),
  },
}))

const { loader } = await import('./landing-route.tsx')

describe('landing loader', () => {
  it('logs the error and returns an empty object so the page still renders', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(loader()).resolves.toEqual({})
    expect(logged).toHaveBeenCalledWith(
      'landing loader: could not load the landing page data',
      expect.any(Error),
    )
    logged.mockRestore()
  })
})
