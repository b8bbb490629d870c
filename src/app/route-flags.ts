import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom'
import type { ComponentType } from 'react'

/**
 * Flags of one route (docs/product.md, Routes). Exactly one of public, user or admin says who may open it;
 * publicPost lets a guest POST to it; the *Drop flags put it in the header dropdown (`publcDrop` keeps the
 * original app's data key spelling).
 */
export interface RouteFlags {
  public?: boolean
  user?: boolean
  admin?: boolean
  publicPost?: boolean
  adminDrop?: boolean
  userDrop?: boolean
  publcDrop?: boolean
}

/** What a route module may export; the route table's lazy() copies only these keys. */
export interface RouteModule {
  loader?: LoaderFunction
  action?: ActionFunction
  Component?: ComponentType
  ErrorBoundary?: ComponentType
  shouldRevalidate?: ShouldRevalidateFunction
}

export interface AppRoute {
  /** Relative to the root layout at '/'; absent for index routes. */
  path?: string
  index?: boolean
  /** Page title (document title, placeholder heading) and the dropdown link text. */
  title: string
  flags: RouteFlags
  lazy: () => Promise<RouteModule>
  children?: AppRoute[]
}

/** Data every route carries in `handle`, read through useMatches(). */
export interface RouteHandle {
  title: string
  flags: RouteFlags
}
