import { useRouteError, type RouteObject } from 'react-router'
import { LazyErrorScreen } from '../components/lazy-error-screen.tsx'
import { AppLoading } from './app-loading.tsx'
import { guardMiddleware } from './guards.ts'
import { RootErrorBoundary } from './root/root-error-boundary.tsx'
import {
  rootHandle,
  routeCatalog,
  type CatalogRoute,
  type RouteHandle,
  type RouteModuleKey,
} from './route-catalog.ts'
import { pickModule, type RouteModule } from '../lib/route-module.ts'
import { notFound } from '../lib/not-found.ts'

// The router: the route catalog's entries as React Router routes, each with its guard, its lazily loaded module
// and the error boundaries.

/**
 * Every route module but the landing page's is reached through route-modules.ts, itself loaded on first use: its
 * import map (every route's chunks, for preloading) stays out of the landing page's first load
 * (docs/decisions/0004). Start-up fetches it once the first page has rendered (src/app/start.tsx).
 */
export const loadRouteModules = () => import('./route-modules.ts')

export type LoadRouteModule = (key: RouteModuleKey) => Promise<RouteModule>

export const loadRouteModule: LoadRouteModule = async (key) => {
  if (key === 'landing') return import('../features/landing/landing-route.tsx')
  return (await loadRouteModules()).routeModules[key]()
}

/** A catalog route as a React Router route: the guard runs as middleware, before any loader or action. */
export function toRouteObject(route: CatalogRoute, load: LoadRouteModule = loadRouteModule): RouteObject {
  const handle: RouteHandle = { title: route.title, flags: route.flags }
  const shared = {
    handle,
    middleware: [guardMiddleware(route.flags)],
    lazy: async () => pickModule(await load(route.module)),
  }
  if (route.index) return { ...shared, index: true }
  return { ...shared, path: route.path, children: route.children?.map((child) => toRouteObject(child, load)) }
}

// Errors below the root layout render inside it, so the header and footer stay usable. The error screen logs the
// error with the reference it shows. This is every route's boundary: a route module exports its own only when it
// shows more than the error screen (the indexed pages' head tags).
function LayoutErrorBoundary() {
  return <LazyErrorScreen error={useRouteError()} />
}

/** Any address no catalog route matches: the not-found page, inside the layout. */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: { title: 'Page Not Found', flags: { public: true } } satisfies RouteHandle,
  loader: () => {
    throw notFound('We could not find the page you asked for.')
  },
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    handle: rootHandle,
    HydrateFallback: AppLoading,
    ErrorBoundary: RootErrorBoundary,
    lazy: async () => pickModule(await import('./root/root-route.tsx')),
    children: [
      {
        id: 'layout',
        ErrorBoundary: LayoutErrorBoundary,
        children: [...routeCatalog.map((route) => toRouteObject(route)), notFoundRoute],
      },
    ],
  },
]
