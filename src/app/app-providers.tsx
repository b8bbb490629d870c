import CssBaseline from '@mui/material/CssBaseline'
import type { ReactNode } from 'react'
import { ColorModeProvider } from './color-mode-provider.tsx'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <CssBaseline enableColorScheme />
      {children}
    </ColorModeProvider>
  )
}
