import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Toolbar from '@mui/material/Toolbar'
import { useRouteError } from 'react-router'
import { LazyErrorScreen } from '../../components/lazy-error-screen.tsx'
import { env } from '../../env.ts'
import { HomeLink } from './home-link.tsx'
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
          <HomeLink companyName={companyName} />
          <ThemeSwitch hideLabelOnSmall />
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg" sx={{ flex: 1 }}>
        <LazyErrorScreen error={error} />
      </Container>
    </Box>
  )
}
