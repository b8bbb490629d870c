import type { RouteObject } from 'react-router-dom'
import { guardMiddleware } from './guards.ts'
import type { AppRoute, RouteHandle, RouteModule } from './route-flags.ts'

/** Copies only the route-module keys React Router should see, so stray exports never leak into the route. */
export function pickModule(module: RouteModule): RouteModule {
  const picked: RouteModule = {}
  if (module.loader) picked.loader = module.loader
  if (module.action) picked.action = module.action
  if (module.Component) picked.Component = module.Component
  if (module.ErrorBoundary) picked.ErrorBoundary = module.ErrorBoundary
  if (module.shouldRevalidate) picked.shouldRevalidate = module.shouldRevalidate
  return picked
}

/** An AppRoute as a React Router route: the guard runs as middleware, before any loader or action. */
export function toRouteObject(appRoute: AppRoute): RouteObject {
  const handle: RouteHandle = { title: appRoute.title, flags: appRoute.flags }
  const shared = {
    handle,
    middleware: [guardMiddleware(appRoute.flags)],
    lazy: async () => pickModule(await appRoute.lazy()),
  }
  if (appRoute.index) return { ...shared, index: true }
  return { ...shared, path: appRoute.path, children: appRoute.children?.map(toRouteObject) }
}
