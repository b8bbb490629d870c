import type { ComponentType } from 'react'
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router'

/** What a route module may export; the router copies only these keys (pickModule). */
export interface RouteModule {
  loader?: LoaderFunction
  action?: ActionFunction
  Component?: ComponentType
  ErrorBoundary?: ComponentType
  shouldRevalidate?: ShouldRevalidateFunction
}

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
