import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'

const ErrorScreen = lazy(async () => ({ default: (await import('./error-screen.tsx')).ErrorScreen }))

/**
 * The error screen for the boundaries on the landing page's path (root, layout, landing): its code loads only
 * when an error is shown, keeping it out of the first page load (docs/decisions/0011).
 */
export function LazyErrorScreen({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<Typography role="status">Something went wrong. Loading the details…</Typography>}>
      <ErrorScreen error={error} />
    </Suspense>
  )
}
