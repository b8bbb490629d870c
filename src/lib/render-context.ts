import { createContext, RouterContextProvider, type RouterContext } from 'react-router'
import type { PublicCatalogReads } from '../shared/public-catalog-reads.ts'
import { browserCatalogReads } from './data/public-catalog-reads.ts'
import { getSession, type SessionUser } from './session.ts'

// Loaders run in two places: in the browser, and on the server that renders the public pages for anonymous
// visitors (src/server-render/). What differs between them reaches the loaders through React Router's context,
// whose default values are the browser's.

/** True only while the server renders a page: loaders then leave out anything that needs the visitor's session. */
export const serverRenderingContext = createContext<boolean>(false)

/** The visitor's user: the browser asks Firebase Auth, a server render is always for an anonymous visitor. */
export type ViewerLookup = () => Promise<SessionUser | null>
export const viewerContext = createContext<ViewerLookup>(async () => (await getSession()).user)

/**
 * A value from the loader's context, or the context's default where there is no router context (a loader called
 * directly by a unit test).
 */
export function fromContext<T>(context: unknown, key: RouterContext<T>): T {
  if (context instanceof RouterContextProvider) return context.get(key)
  if (key.defaultValue === undefined) throw new Error('fromContext: no router context and no default value')
  return key.defaultValue
}

export const isServerRender = (context: unknown): boolean => fromContext(context, serverRenderingContext)

/** The visitor's user, or null for a guest and on the server. */
export const viewerOf = (context: unknown): Promise<SessionUser | null> =>
  fromContext(context, viewerContext)()

/** Where the public pages' data comes from: the browser's web SDK unless the server sets its Admin SDK reads. */
export const catalogReadsContext = createContext<PublicCatalogReads>(browserCatalogReads)

export const catalogReadsOf = (context: unknown): PublicCatalogReads =>
  fromContext(context, catalogReadsContext)
