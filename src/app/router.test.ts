import { describe, expect, it, vi } from 'vitest'

vi.mock('../lib/session.ts', () => ({
  getSession: async () => ({ user: null }),
  userHasProfile: async () => true,
  endSession: async () => {},
}))
vi.mock('../lib/data/testimonial-review.ts', () => ({ testimonialReview: { create: vi.fn() } }))

import type { RouteObject } from 'react-router'
import { action as intakeAction } from '../features/testimonials/testimonial-intake-route.ts'
import { routeCatalog, type CatalogRoute } from './route-catalog.ts'
import { loadRouteModule, notFoundRoute, routes } from './router.tsx'

function allRoutes(list: readonly CatalogRoute[]): CatalogRoute[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])])
}

/** Resolves a route object's lazy() the way React Router does before it runs the route. */
async function resolved(route: RouteObject | undefined) {
  const lazy = route?.lazy
  if (typeof lazy !== 'function') throw new Error('route without a lazy module')
  return lazy()
}

describe('router', () => {
  it('mounts every catalog route under a public root layout with a static error boundary and guard middleware', () => {
    const [root] = routes
    expect(root?.path).toBe('/')
    expect(root?.ErrorBoundary).toBeTypeOf('function')
    expect(root?.HydrateFallback).toBeTypeOf('function')
    const [...children] = root?.children?.[0]?.children ?? []
    // After the catalog, one catch-all: an unknown address is the not-found page inside the layout.
    expect(children.pop()).toBe(notFoundRoute)
    expect(children).toHaveLength(routeCatalog.length)
    children.forEach((child, index) => {
      expect(child.middleware).toHaveLength(1)
      expect(child.lazy).toBeTypeOf('function')
      expect(child.handle).toEqual({ title: routeCatalog[index]?.title, flags: routeCatalog[index]?.flags })
    })
  })

  it('answers an address no route matches with a 404 inside the layout', () => {
    expect(notFoundRoute.path).toBe('*')
    const loader = notFoundRoute.loader
    if (typeof loader !== 'function') throw new Error('no loader')
    expect(() => loader({} as never, undefined)).toThrow(
      expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
    )
  })

  it('wires the public intake action into the testimonial-review route', async () => {
    const children = routes[0]?.children?.[0]?.children ?? []
    const index = routeCatalog.findIndex((route) => route.path?.startsWith('testimonial-review'))
    const module = await resolved(children[index])
    expect(module.action).toBe(intakeAction)
    expect(module.Component).toBeTypeOf('function')
  })

  it('loads a module with a page, an action or a loader for every catalog route', async () => {
    for (const route of allRoutes(routeCatalog)) {
      const module = await loadRouteModule(route.module)
      expect(Boolean(module.Component || module.action || module.loader), route.module).toBe(true)
    }
  })
})
