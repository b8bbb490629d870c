import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { prerender } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { AppProviders } from '../app/app-providers.tsx'
import { PageMetaCollector } from '../components/page-head.tsx'
import { site } from '../lib/site.ts'
import { withPageHead } from '../shared/seo/head-tags.ts'
import { basicPageMeta, type PageMeta } from '../shared/seo/page-meta.ts'
import { routes } from '../app/router.tsx'
import { catalogReadsContext, serverRenderingContext, viewerContext } from '../lib/render-context.ts'
import type { PublicCatalogReads } from '../shared/public-catalog-reads.ts'
import { publicPageCaching, type RenderedPage, type RenderPage } from '../shared/server-render.ts'
import { serializeHydrationData } from '../app/hydration-data.ts'
import { pageModulesBlock } from '../app/page-start.ts'
import { pageModules, serverRenderedPage } from './server-rendered-routes.ts'
import { fillTemplate } from './page-template.ts'

// Renders a public page for an anonymous visitor with the app's own routes and loaders, and hands the browser
// the loaders' data so it hydrates without reading it again (src/app/start.tsx). Runs inside the Cloud Function
// behind the Hosting rewrite (functions/src/server-render/), built by `vite build --ssr` (scripts/build-web.ts).

/**
 * How long a shared cache (the Hosting CDN) may keep an anonymous page before asking again, and may go on serving
 * it while it asks (docs/decisions/0076-public-pages-are-rendered-on-the-server.md).
 */
export const publicPageCacheControl = `public, max-age=0, s-maxage=${publicPageCaching.sharedMaxAgeSeconds}, stale-while-revalidate=${publicPageCaching.staleWhileRevalidateSeconds}`
const notFoundCacheControl = 'public, max-age=0, s-maxage=60'
/** Pages the server does not render: the app's shell, which the browser fills in. */
const shellCacheControl = 'no-cache'

const handler = createStaticHandler(routes)

function requestContext(reads: PublicCatalogReads): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(serverRenderingContext, true)
  context.set(catalogReadsContext, reads)
  context.set(viewerContext, async () => null)
  return context
}

async function renderToHtml(
  context: StaticHandlerContext,
): Promise<{ html: string; styles: string; meta: PageMeta }> {
  // Emotion's default key, so the browser's cache adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' })
  const emotion = createEmotionServer(cache)
  const router = createStaticRouter(handler.dataRoutes, context)
  // The page's PageHead hands its metadata over here; it goes into the template's head (not into #root).
  let meta: PageMeta = basicPageMeta(site)
  const collect = (pageMeta: PageMeta) => {
    meta = pageMeta
  }
  // prerender waits for every lazy component and Suspense boundary. With no chunk size limit every boundary is
  // written in place: no inline scripts that reveal content later, which the CSP and a browser without
  // JavaScript would not run.
  const { prelude } = await prerender(
    <PageMetaCollector value={collect}>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </PageMetaCollector>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  // The styles of every class the page's elements carry, and of the classes a composed component (MUI's Link is
  // styled Typography) merges into those: the browser's Emotion then knows every style the render makes and, while
  // hydrating, compiles and inserts none of them again. Emotion's extraction keeps the classes named in the HTML.
  const renderedClasses = Object.keys(cache.registered).join(' ')
  const styles = emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks(`${html} ${renderedClasses}`),
  )
  return { html, styles, meta }
}

export const renderPage: RenderPage = async ({
  request,
  reads,
  template,
  manifest,
}): Promise<RenderedPage> => {
  const url = new URL(request.url)
  const page = serverRenderedPage(url.pathname)
  if (!page) {
    return { status: 200, headers: { 'Cache-Control': shellCacheControl }, body: template }
  }
  const context = await handler.query(request, { requestContext: requestContext(reads) })
  if (context instanceof Response) {
    // A loader's redirect (the shop drops empty filter fields from its address).
    const location = context.headers.get('Location') ?? '/'
    return {
      status: context.status,
      headers: { Location: location, 'Cache-Control': publicPageCacheControl },
      body: '',
    }
  }
  const { html, styles, meta } = await renderToHtml(context)
  const body = fillTemplate(withPageHead(template, meta), {
    head: styles + pageModulesBlock(pageModules(manifest, page.module, template)),
    root: html,
    hydrationData: serializeHydrationData(context),
  })
  const status = context.statusCode
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status === 200 ? publicPageCacheControl : notFoundCacheControl,
    },
    body,
  }
}
