import { matchPath } from 'react-router'
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

const isServerRendered = (module: RouteModuleKey): module is ServerRenderedModule =>
  module in serverRenderedModules

/** The catalog paths (with a leading slash) of the server-rendered pages. */
export const serverRenderedPaths: ReadonlyArray<{ path: string; module: ServerRenderedModule }> =
  routeCatalog.flatMap((route) => {
    const module = route.module
    if (!isServerRendered(module)) return []
    return [{ path: route.index ? '/' : `/${route.path}`, module }]
  })

/** The server-rendered page at this path, or null for every other page (the browser renders those). */
export function serverRenderedPage(pathname: string): { module: ServerRenderedModule } | null {
  const found = serverRenderedPaths.find(({ path }) => matchPath({ path, end: true }, pathname))
  return found ? { module: found.module } : null
}

export type ViteManifest = RenderRequest['manifest']

// Every page starts the app and hydrates the root layout; every page but the landing page is reached through the
// route module map.
const startModules = ['src/app/start.tsx', 'src/app/root/root-route.tsx']
const routeModuleMap = 'src/app/route-modules.ts'

/**
 * The build's files these source modules need, with everything they import, dependencies first (the order the
 * browser runs them in), leaving out those the template loads already, as paths from the site's root.
 */
export function chunkFiles(manifest: ViteManifest, sources: readonly string[], template: string): string[] {
  const visited = new Set<string>()
  const files: string[] = []
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the browser build's manifest`)
    if (visited.has(chunk.file)) return
    visited.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
    files.push(chunk.file)
  }
  for (const source of sources) visit(source)
  return files.filter((file) => !template.includes(`"/${file}"`)).map((file) => `/${file}`)
}

/**
 * The files the browser needs before it can hydrate this page. The browser asks for them all at once
 * (src/app/page-start.ts), so they download side by side instead of one after another.
 */
export function pageModules(
  manifest: ViteManifest,
  module: ServerRenderedModule,
  template: string,
): string[] {
  const sources = [
    ...startModules,
    ...(module === 'landing' ? [] : [routeModuleMap]),
    serverRenderedModules[module],
  ]
  return chunkFiles(manifest, sources, template)
}

/**
 * <link rel="modulepreload"> for the files every page rendered in the browser needs (the app, its root layout and
 * the route module map), written into the app shell by the build so they download alongside its entry script.
 */
export function appShellPreloads(manifest: ViteManifest, template: string): string {
  return chunkFiles(manifest, [...startModules, routeModuleMap], template)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('')
}

/** The Firebase Hosting rewrite sources (globs) that send a catalog path to the server: one per optional part. */
export function hostingSources(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  let sources = ['']
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('?'))
      sources = sources.flatMap((source) => [source, `${source}/*`])
    else sources = sources.map((source) => `${source}/${segment.startsWith(':') ? '*' : segment}`)
  }
  return sources.map((source) => source || '/')
}
