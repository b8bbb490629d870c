import { createContext, useContext } from 'react'

export type ColorMode = 'light' | 'dark' | 'system'

export interface ColorModeState {
  /** What the visitor chose; 'system' until they choose. */
  mode: ColorMode
  /** What the OS prefers. */
  systemMode: 'light' | 'dark'
  setMode: (mode: ColorMode) => void
}

/** Provided by src/app/color-mode-provider.tsx. */
export const ColorModeContext = createContext<ColorModeState | null>(null)

/** The visitor's light/dark choice and a way to change it. */
export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext)
  if (!state) throw new Error('useColorMode needs a ColorModeProvider (src/app/app-providers.tsx)')
  return state
}
