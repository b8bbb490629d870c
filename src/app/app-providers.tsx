import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { theme, themeModeStorageKey } from './theme.ts'

/**
 * The theme, with the visitor's colour scheme read as the provider starts (`noSsr`) rather than once it has
 * mounted: a scheme that changes after hydrating changes a context above the whole page, which makes React hydrate
 * every part of the page still waiting (each Suspense boundary) at once, in one long task. The one component that
 * shows the choice waits for hydration itself (src/lib/color-mode.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} modeStorageKey={themeModeStorageKey} defaultMode="system" noSsr>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  )
}
