import { useColorScheme } from '@mui/material/styles'

export type ColorMode = 'light' | 'dark' | 'system'

export interface ColorModeState {
  /** What the visitor chose; 'system' until they choose (and until the page has hydrated). */
  mode: ColorMode
  /** What the OS prefers. */
  systemMode: 'light' | 'dark'
  setMode: (mode: ColorMode) => void
}

/** The visitor's light/dark choice and a way to change it, kept by MUI's colour-scheme provider in this browser. */
export function useColorMode(): ColorModeState {
  const { mode, systemMode, setMode } = useColorScheme()
  return { mode: mode ?? 'system', systemMode: systemMode ?? 'light', setMode }
}
