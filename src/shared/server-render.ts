import type { PublicCatalogReads } from './public-catalog-reads.ts'

// What the server-rendering bundle (src/server-render/, built by `vite build --ssr`) offers the Cloud Function
// that loads it (functions/src/server-render/).

export interface RenderRequest {
  request: Request
  /** The Admin SDK's reads, which leave out what a guest may not see. */
  reads: PublicCatalogReads
  /** The browser build's index.html. */
  template: string
  /** The browser build's manifest (dist/.vite/manifest.json), for the page's module preloads. */
  manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }>
}

export interface RenderedPage {
  status: number
  headers: Record<string, string>
  body: string
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>

/** Where the build puts the bundle and the files it reads, relative to functions/lib/. */
export const serverRenderFiles = {
  directory: 'server-render',
  bundle: 'render-page.js',
  template: 'template.html',
  manifest: 'manifest.json',
} as const

/**
 * How long Hosting's CDN may keep a rendered public page, and serve it stale while it fetches a fresh one
 * (docs/decisions/0076-public-pages-are-rendered-on-the-server.md).
 */
export const publicPageCaching = { sharedMaxAgeSeconds: 300, staleWhileRevalidateSeconds: 60 } as const

/** At most this many minutes after an admin saves, the public pages show the change. */
export const publicPageDelayMinutes = Math.ceil(
  (publicPageCaching.sharedMaxAgeSeconds + publicPageCaching.staleWhileRevalidateSeconds) / 60,
)
