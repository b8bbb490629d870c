import { createTheme, type ThemeOptions } from '@mui/material/styles'

// Stored choice of light, dark or system (MUI's colour-scheme storage); without one the OS preference applies.
export const themeModeStorageKey = 'saffron-table-theme-mode'
/** The class on <html> that says which scheme is shown (`.light` or `.dark`). */
export const colorSchemeAttribute = 'class'

// Saffron on light paper, a lighter saffron on warm charcoal. Every text/background pair here meets WCAG AA
// (4.5:1); contrastThreshold 4.5 makes MUI pick button text colours that meet it too.
/** Kept for screen readers, not shown: the `.visually-hidden` class, and `.label-hide-xs` on phones. */
const screenReaderOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

const shared: ThemeOptions = {
  shape: { borderRadius: 8 },
  components: {
    // Keyboard focus must always be visible, in both schemes.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
        // Text for screen readers only (e.g. "opens in a new tab").
        '.visually-hidden': screenReaderOnly,
        // Labels kept for screen readers but hidden visually on phones (e.g. the header's "Dark theme").
        '@media (max-width: 599.95px)': {
          '.label-hide-xs': screenReaderOnly,
        },
        // Visitors who ask their system for less motion get none: fades, slides and ripples end at once.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
}

/**
 * One theme with both colour schemes as CSS variables: the server renders the same markup for every visitor, and
 * a small script in the page's head (InitColorSchemeScript, see src/app/color-scheme-script.ts) picks the
 * visitor's scheme before the first paint, so nothing flashes and nothing differs at hydration.
 */
export const theme = createTheme({
  ...shared,
  cssVariables: { colorSchemeSelector: colorSchemeAttribute },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#A3410A' },
        secondary: { main: '#2F6B4F' },
        background: { default: '#FFF8F0', paper: '#FFFFFF' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#FFB56B' },
        secondary: { main: '#8FD3B0' },
        background: { default: '#1B1714', paper: '#241F1B' },
      },
    },
  },
})
