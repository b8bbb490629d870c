import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { useColorMode } from '../../lib/color-mode.ts'

/**
 * Dark theme on/off. The choice is kept in this browser (MUI's colour-scheme storage); until the visitor
 * picks one the mode is 'system', which follows the OS preference. A button with the switch role, drawn with CSS: MUI's
 * Switch and FormControlLabel would add their code to every page's first load.
 */
export function ThemeSwitch({ hideLabelOnSmall = false }: { hideLabelOnSmall?: boolean }) {
  const { mode, systemMode, toggleDark } = useColorMode()
  const dark = (mode === 'system' ? systemMode : mode) === 'dark'
  return (
    <ButtonBase
      role="switch"
      aria-checked={dark}
      onClick={toggleDark}
      sx={{ gap: 1, px: 1, py: 1, borderRadius: 1, font: 'inherit', color: 'inherit' }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          position: 'relative',
          width: 36,
          height: 14,
          borderRadius: 7,
          bgcolor: 'currentColor',
          opacity: dark ? 0.9 : 0.5,
          flexShrink: 0,
          '&::after': {
            content: '""',
            position: 'absolute',
            top: -3,
            left: dark ? 16 : 0,
            width: 20,
            height: 20,
            borderRadius: '50%',
            bgcolor: dark ? 'primary.main' : 'grey.100',
            boxShadow: 1,
            transition: 'left 150ms',
          },
        }}
      />
      <span className={hideLabelOnSmall ? 'label-hide-xs' : undefined}>Dark theme</span>
    </ButtonBase>
  )
}
