import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { data, Link as RouterLink, useMatches } from 'react-router-dom'

interface TitledHandle {
  title?: unknown
}

/** The deepest matched route's title (route table `handle.title`), so one module serves every unbuilt page. */
export function useRouteTitle(): string {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as TitledHandle | undefined
    if (typeof handle?.title === 'string') return handle.title
  }
  return 'Page'
}

export function Component() {
  const title = useRouteTitle()
  return (
    <Box sx={{ py: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>This page is not available yet. It is still being built.</Typography>
      <Link component={RouterLink} to="/">
        Go to the home page
      </Link>
    </Box>
  )
}

// Forms that already post here (e.g. Add to cart) get an honest "not available yet" instead of a fake success.
export function action(): never {
  throw data('This action is not available yet.', { status: 501, statusText: 'Not Implemented' })
}
