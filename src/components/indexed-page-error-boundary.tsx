import { useRouteError } from 'react-router'
import { ErrorScreen } from './error-screen.tsx'
import { ErrorPageHead } from './page-head.tsx'

/**
 * The error boundary of a page search engines index: the layout's error screen, with head tags that keep the error
 * out of search results in place of the page's own.
 */
export function IndexedPageErrorBoundary() {
  const error = useRouteError()
  return (
    <>
      <ErrorPageHead error={error} />
      <ErrorScreen error={error} />
    </>
  )
}
