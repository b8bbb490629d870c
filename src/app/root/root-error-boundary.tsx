import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import { Link as RouterLink, useRouteError } from 'react-router'
import { LazyErrorScreen } from '../../components/lazy-error-screen.tsx'
import { env } from '../../env.ts'
import { ThemeSwitch } from './theme-switch.tsx'

const companyName = env.VITE_COMPANY_NAME

// Static, not lazy: React Router shows it even when no route matched (404) and the root module never loaded.
export function RootErrorBoundary() {
  // The error screen logs the error with the reference it shows.
  const error = useRouteError()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 2 }}>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            aria-label={`${companyName}, home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
          >
            <img src="/logo.svg" alt="" width={40} height={40} />
          </Link>
          <ThemeSwitch hideLabelOnSmall />
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg" sx={{ flex: 1 }}>
        <LazyErrorScreen error={error} />
      </Container>
    </Box>
  )
}
