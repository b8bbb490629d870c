import { useLoaderData, useRouteError } from 'react-router-dom'
import { LazyErrorScreen } from '../../components/lazy-error-screen.tsx'
import { env } from '../../env.ts'
import { firebase } from '../../lib/firebase.ts'
import { getSession } from '../../lib/session.ts'
import type { PackageCardData } from '../../lib/catalog/catalog-selection.ts'
import { loadLandingData, loadPrivatePackages } from './landing-data.ts'
import { LandingPage, type LandingLoaderData } from './landing-page.tsx'
import { landingSources } from './landing-sources.ts'

// Route module for "/", imported by the router itself (src/app/router.tsx) rather than through the module map.

/** Never rejects: a failure is logged and the section stays empty. */
async function loadViewerPrivatePackages(): Promise<PackageCardData[]> {
  try {
    const { user } = await getSession()
    return await loadPrivatePackages(landingSources, user?.uid ?? null)
  } catch (error) {
    console.error('landing loader: could not load the private packages', {
      code: (error as { code?: string } | null)?.code,
    })
    return []
  }
}

export async function loader(): Promise<LandingLoaderData> {
  try {
    firebase()
    // Not awaited: the public page renders without waiting for Firebase Auth to restore the session.
    const privatePackages = loadViewerPrivatePackages()
    return { ...(await loadLandingData(landingSources)), privatePackages }
  } catch (error) {
    // The landing loader returns an empty object on error, so the page still renders (without content).
    console.error('landing loader: could not load the landing page data', error)
    return {}
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  return <LandingPage companyName={env.VITE_COMPANY_NAME} data={data} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <LazyErrorScreen error={error} />
}
