import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { appTheme, themeModeStorageKey } from './theme.ts'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme} defaultMode="system" modeStorageKey={themeModeStorageKey}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  )
}
