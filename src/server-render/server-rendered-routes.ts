import { matchPath } from 'react-router-dom'
import { routeCatalog, type RouteModuleKey } from '../app/route-catalog.ts'
import type { RenderRequest } from '../shared/server-render.ts'

// Which pages the server renders, and which of the browser build's chunks each needs to hydrate.

/** The public pages rendered on the server, by their route module, with the module's source file. */
export const serverRenderedModules = {
  landing: 'src/features/landing/landing-route.tsx',
  packageShop: 'src/features/shop/package-shop-route.tsx',
  packageDetails: 'src/features/shop/package-details-route.tsx',
  login: 'src/features/auth/login-route.tsx',
} as const satisfies Partial<Record<RouteModuleKey, string>>

export type ServerRenderedModule = keyof typeof serverRenderedModules

const isServerRendered = (module: RouteModuleKey): module is ServerRenderedModule => module in serverRenderedModules

/** The catalog paths (with a leading slash) of the server-rendered pages. */
export const serverRenderedPaths: ReadonlyArray<{ path: string; module: ServerRenderedModule }> = routeCatalog.flatMap(
  (route) => {
    const module = route.module
    if (!isServerRendered(module)) return []
    return [{ path: route.index ? '/' : `/${route.path}`, module }]
  },
)

/** The server-rendered page at this path, or null for every other page (the browser renders those). */
export function serverRenderedPage(pathname: string): { module: ServerRenderedModule } | null {
  const found = serverRenderedPaths.find(({ path }) => matchPath({ path, end: true }, pathname))
  return found ? { module: found.module } : null
}

export type ViteManifest = RenderRequest['manifest']

// Every page hydrates the root layout; every page but the landing page is reached through the route module map.
const rootModules = ['src/app/root/root-route.tsx']
const routeModuleMap = 'src/app/route-modules.ts'

/**
 * <link rel="modulepreload"> for the chunks the browser needs before it can hydrate this page, so they download in
 * parallel with the entry chunk instead of one after another. Chunks the template already loads are left out.
 */
export function modulePreloads(manifest: ViteManifest, module: ServerRenderedModule, template: string): string[] {
  const sources = [...rootModules, ...(module === 'landing' ? [] : [routeModuleMap]), serverRenderedModules[module]]
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the browser build's manifest`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const source of sources) visit(source)
  return [...files]
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
}

/** The Firebase Hosting rewrite sources (globs) that send a catalog path to the server: one per optional part. */
export function hostingSources(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  let sources = ['']
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('?')) sources = sources.flatMap((source) => [source, `${source}/*`])
    else sources = sources.map((source) => `${source}/${segment.startsWith(':') ? '*' : segment}`)
  }
  return sources.map((source) => source || '/')
}
