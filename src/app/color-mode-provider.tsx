import ThemeProvider from '@mui/system/ThemeProvider'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { ColorModeContext, type ColorMode, type ColorModeState } from '../lib/color-mode.ts'
import { darkTheme, lightTheme, themeModeStorageKey } from './theme.ts'

const darkQuery = '(prefers-color-scheme: dark)'

function storedMode(): ColorMode {
  try {
    const value = localStorage.getItem(themeModeStorageKey)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system' // storage blocked (private mode): follow the OS
  }
}

function osMode(): 'light' | 'dark' {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches ? 'dark' : 'light'
}

/**
 * Light or dark theme: the visitor's choice, remembered in this browser (same key and values MUI's colour-scheme
 * provider used, so earlier choices carry over), else the OS preference. Follows OS changes and other tabs.
 * Two plain themes instead of MUI's CSS-variables provider keep that provider out of every first page load.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(storedMode)
  const [systemMode, setSystemMode] = useState<'light' | 'dark'>(osMode)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(darkQuery)
    const onChange = () => setSystemMode(query.matches ? 'dark' : 'light')
    query.addEventListener('change', onChange)
    const onStorage = (event: StorageEvent) => {
      if (event.key === themeModeStorageKey) setModeState(storedMode())
    }
    window.addEventListener('storage', onStorage)
    return () => {
      query.removeEventListener('change', onChange)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const state = useMemo<ColorModeState>(
    () => ({
      mode,
      systemMode,
      setMode: (next) => {
        setModeState(next)
        try {
          localStorage.setItem(themeModeStorageKey, next)
        } catch (error) {
          console.warn('theme: the choice could not be remembered', { name: (error as Error | null)?.name })
        }
      },
    }),
    [mode, systemMode],
  )
  const resolved = mode === 'system' ? systemMode : mode
  return (
    <ColorModeContext value={state}>
      <ThemeProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>
    </ColorModeContext>
  )
}
