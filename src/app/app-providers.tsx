import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { theme, themeModeStorageKey } from './theme.ts'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} modeStorageKey={themeModeStorageKey} defaultMode="system">
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  )
}
