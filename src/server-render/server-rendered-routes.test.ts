import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  appShellPreloads,
  hostingSources,
  pageModules,
  serverRenderedPage,
  serverRenderedPaths,
} from './server-rendered-routes.ts'

const firebaseJson = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
  hosting: { rewrites: Array<{ source: string; function?: { functionId: string }; destination?: string }> }
}

describe('server-rendered routes', () => {
  it('are the public pages, and only those', () => {
    expect(serverRenderedPage('/')).toEqual({ module: 'landing' })
    expect(serverRenderedPage('/package-shop')).toEqual({ module: 'packageShop' })
    expect(serverRenderedPage('/package-shop/menu-garden')).toEqual({ module: 'packageShop' })
    expect(serverRenderedPage('/package-details/pkg-1')).toEqual({ module: 'packageDetails' })
    expect(serverRenderedPage('/login')).toEqual({ module: 'login' })
    for (const other of ['/order-review', '/settings', '/package-details', '/admin-dashboard', '/package-shop/a/b']) {
      expect(serverRenderedPage(other)).toBeNull()
    }
  })

  it('are what firebase.json sends to the function, before the app shell catches the rest', () => {
    const rewrites = firebaseJson.hosting.rewrites
    const toFunction = rewrites.filter((rewrite) => rewrite.function?.functionId === 'renderPublicPage')
    expect(toFunction.map((rewrite) => rewrite.source)).toEqual(
      serverRenderedPaths.flatMap(({ path: routePath }) => hostingSources(routePath)),
    )
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/app-shell.html' })
  })

  it('turn optional and named parts of a path into Hosting globs', () => {
    expect(hostingSources('/')).toEqual(['/'])
    expect(hostingSources('/package-shop/:menuId?')).toEqual(['/package-shop', '/package-shop/*'])
    expect(hostingSources('/package-details/:chefPackageId')).toEqual(['/package-details/*'])
  })

  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload-helper.js'] },
    '_preload-helper.js': { file: 'assets/preload-helper.js' },
    '_framework.js': { file: 'assets/framework.js' },
    'src/app/start.tsx': { file: 'assets/start.js', imports: ['_framework.js', '_preload-helper.js'] },
    'src/app/root/root-route.tsx': { file: 'assets/root-route.js', imports: ['_framework.js'] },
    'src/app/route-modules.ts': { file: 'assets/route-modules.js' },
    'src/features/shop/package-details-route.tsx': { file: 'assets/details.js', imports: ['_labels.js'] },
    '_labels.js': { file: 'assets/labels.js' },
    'src/features/landing/landing-route.tsx': { file: 'assets/landing.js' },
  }
  const template =
    '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/preload-helper.js">'

  it('list the files a page needs to hydrate, dependencies first, that the template does not load already', () => {
    expect(pageModules(manifest, 'packageDetails', template)).toEqual([
      '/assets/framework.js',
      '/assets/start.js',
      '/assets/root-route.js',
      '/assets/route-modules.js',
      '/assets/labels.js',
      '/assets/details.js',
    ])
    expect(pageModules(manifest, 'landing', template)).toEqual([
      '/assets/framework.js',
      '/assets/start.js',
      '/assets/root-route.js',
      '/assets/landing.js',
    ])
  })

  it('refuse a manifest that lacks a module the page needs', () => {
    const { ['src/features/landing/landing-route.tsx']: _landing, ...incomplete } = manifest
    expect(() => pageModules(incomplete, 'landing', template)).toThrow(/landing-route\.tsx is not in/)
  })

  it('give the app shell preloads for the app, its root layout and the route module map', () => {
    expect(appShellPreloads(manifest, template)).toBe(
      [
        '/assets/framework.js',
        '/assets/start.js',
        '/assets/root-route.js',
        '/assets/route-modules.js',
      ]
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join(''),
    )
  })
})
