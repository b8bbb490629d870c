import { readFile } from 'node:fs/promises'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { logger } from 'firebase-functions/v2'
import { onRequest } from 'firebase-functions/v2/https'
import { serverRenderFiles, type RenderPage, type RenderRequest } from '../../../src/shared/server-render.ts'
import { db } from '../lib/admin.ts'
import { adminCatalogReads } from './admin-catalog-reads.ts'

// The public pages for anonymous visitors, rendered by the web app's own routes (src/server-render/), behind
// Firebase Hosting's rewrites in firebase.json. The bundle, the page template and the browser build's manifest are
// built by `npm run build` into functions/lib/server-render/ beside this function's bundle (functions/lib/index.cjs).

interface Renderer {
  renderPage: RenderPage
  template: string
  manifest: RenderRequest['manifest']
}

let renderer: Promise<Renderer> | null = null

/** The page compressed the way the browser accepts (a rendered page is 100 to 200 kB of HTML). */
function compressed(body: string, encoding: string | false): Buffer | string {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === 'gzip') return gzipSync(body)
  return body
}

/** Loaded once per instance; a failed load is tried again on the next request. */
function loadRenderer(): Promise<Renderer> {
  renderer ??= (async () => {
    const file = (name: string) => new URL(`${serverRenderFiles.directory}/${name}`, import.meta.url)
    // A computed address, so the functions bundler leaves the import to run time.
    const bundle = file(serverRenderFiles.bundle).href
    const [module, template, manifest] = await Promise.all([
      import(bundle) as Promise<{ renderPage: RenderPage }>,
      readFile(file(serverRenderFiles.template), 'utf8'),
      readFile(file(serverRenderFiles.manifest), 'utf8'),
    ])
    return { renderPage: module.renderPage, template, manifest: JSON.parse(manifest) as Renderer['manifest'] }
  })().catch((error: unknown) => {
    renderer = null
    throw error
  })
  return renderer
}

export const renderPublicPage = onRequest(
  // Public: Hosting's rewrites call it for every visitor.
  { invoker: 'public', memory: '512MiB', concurrency: 40, maxInstances: 20 },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed')
      return
    }
    try {
      const { renderPage, template, manifest } = await loadRenderer()
      // Only the path and query matter to the pages; the host is the site's, whatever Hosting forwarded.
      const request = new Request(new URL(req.url, 'http://localhost'), { method: 'GET' })
      const page = await renderPage({ request, reads: adminCatalogReads(db()), template, manifest })
      // Express negotiates Accept-Encoding (Brotli first, then gzip, else none).
      const encoding = req.acceptsEncodings('br', 'gzip', 'identity')
      res.status(page.status).set(page.headers).set('Vary', 'Accept-Encoding')
      if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding)
      res.send(compressed(page.body, encoding))
    } catch (error) {
      logger.error('renderPublicPage: the page could not be rendered', { path: req.path, error })
      res
        .status(500)
        .set('Cache-Control', 'no-store')
        .send('This page could not be shown. Please try again shortly.')
    }
  },
)
