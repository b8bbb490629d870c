import { useLoaderData, useRouteError } from 'react-router-dom'
import { ErrorScreen } from '../../components/error-screen.tsx'
import { env } from '../../env.ts'
import { firebase } from '../../lib/firebase.ts'
import { getSession } from '../../lib/session.ts'
import { loadLandingData } from './landing-data.ts'
import { LandingPage, type LandingLoaderData } from './landing-page.tsx'
import { landingSources } from './landing-sources.ts'

// Route module for "/" (spec section 2). Lazy-loaded by src/app/route-table.tsx.

export async function loader(): Promise<LandingLoaderData> {
  try {
    firebase()
    const { user } = await getSession()
    return await loadLandingData(landingSources, user?.uid ?? null)
  } catch (error) {
    // Spec: the landing loader returns an empty object on error, so the page still renders (without content).
    console.error('landing loader: could not load the landing page data', error)
    return {}
  }
}

export function Component() {
  const data = useLoaderData() as LandingLoaderData
  return <LandingPage companyName={env.VITE_COMPANY_NAME} data={data} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorScreen error={error} />
}
