import { useColorScheme } from '@mui/material/styles'
import { useSyncExternalStore } from 'react'

export type ColorMode = 'light' | 'dark' | 'system'

export interface ColorModeState {
  /** What the visitor chose; 'system' until they choose (and until the page has hydrated). */
  mode: ColorMode
  /** What the OS prefers ('light' until the page has hydrated). */
  systemMode: 'light' | 'dark'
  setMode: (mode: ColorMode) => void
  /**
   * Switches to light if the page is dark and to dark if it is light, by the scheme the page really has: a tap
   * made while the page was being taken over lands while the switch still shows the server's answer.
   */
  toggleDark: () => void
}

const neverChanges = () => () => {}

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on (and at once on a
 * page the browser renders itself). Only the component that asks renders again after hydrating.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}

/**
 * The visitor's light/dark choice and a way to change it, kept by MUI's colour-scheme provider in this browser. The
 * provider reads the choice as it starts (src/app/app-providers.tsx); a server-rendered page shows the server's
 * answer ('system', light) until it has hydrated, so the two renders match.
 */
export function useColorMode(): ColorModeState {
  const { mode, systemMode, setMode } = useColorScheme()
  const hydrated = useHydrated()
  const dark = ((mode ?? 'system') === 'system' ? systemMode : mode) === 'dark'
  return {
    mode: hydrated ? (mode ?? 'system') : 'system',
    systemMode: hydrated ? (systemMode ?? 'light') : 'light',
    setMode,
    toggleDark: () => setMode(dark ? 'light' : 'dark'),
  }
}
