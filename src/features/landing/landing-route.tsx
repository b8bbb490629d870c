import { useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router'
import { LazyErrorScreen } from '../../components/lazy-error-screen.tsx'
import { ErrorPageHead, PageHead } from '../../components/page-head.tsx'
import { env } from '../../env.ts'
import { firebase } from '../../lib/firebase.ts'
import { site } from '../../lib/site.ts'
import { basicPageMeta, type PageMeta } from '../../shared/seo/page-meta.ts'
import { catalogReadsOf, isServerRender, viewerOf } from '../../lib/render-context.ts'
import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import {
  loadLandingData,
  loadPrivatePackages,
  type LandingData,
  type LandingSources,
} from './landing-data.ts'
import { LandingPage, type LandingLoaderData } from './landing-page.tsx'
import { landingSourcesFrom } from './landing-sources.ts'

// Route module for "/", imported by the router itself (src/app/router.tsx) rather than through the module map.

/** Never rejects: a failure is logged and the section stays empty. */
async function loadViewerPrivatePackages(
  sources: LandingSources,
  context: unknown,
): Promise<PackageCardData[]> {
  try {
    const user = await viewerOf(context)
    return await loadPrivatePackages(sources, user?.uid ?? null)
  } catch (error) {
    console.error('landing loader: could not load the private packages', {
      code: (error as { code?: string } | null)?.code,
    })
    return []
  }
}

/**
 * The page's head tags are built here, with its data, by a module loaded alongside the reads: the browser then
 * renders them as it hydrates a server-rendered page (taking over the server's tags), and the builders stay off the
 * landing page's first load (docs/decisions/0011, 0075).
 */
async function withPageMeta(data: Promise<LandingData>): Promise<LandingData & { meta: PageMeta }> {
  const [{ landingPageMeta }, loaded] = await Promise.all([import('../../shared/seo/landing-meta.ts'), data])
  return { ...loaded, meta: landingPageMeta(site, loaded) }
}

export async function loader({
  context,
}: Pick<LoaderFunctionArgs, 'context'>): Promise<LandingLoaderData & { meta?: PageMeta }> {
  const server = isServerRender(context)
  try {
    if (!server) firebase()
    const sources = landingSourcesFrom(catalogReadsOf(context), !server)
    // The server renders for anonymous visitors: a signed-in visitor's private packages arrive with the browser's
    // reload once their session is known (src/app/root/root-route.tsx). In the browser they are not awaited, so
    // the public page renders without waiting for Firebase Auth to restore the session.
    const privatePackages = server ? [] : loadViewerPrivatePackages(sources, context)
    return { ...(await withPageMeta(loadLandingData(sources))), privatePackages }
  } catch (error) {
    // The landing loader returns an empty object on error, so the page still renders (without content).
    console.error('landing loader: could not load the landing page data', error)
    return {}
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <PageHead meta={data.meta ?? basicPageMeta(site)} />
      <LandingPage companyName={env.VITE_COMPANY_NAME} data={data} />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <>
      <ErrorPageHead error={error} />
      <LazyErrorScreen error={error} />
    </>
  )
}
