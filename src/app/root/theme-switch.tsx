import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useColorScheme } from '@mui/material/styles'

/**
 * Dark theme on/off. MUI keeps the choice in localStorage (themeModeStorageKey); until the visitor picks one
 * the mode is 'system', which follows the OS preference.
 */
export function ThemeSwitch({ hideLabelOnSmall = false }: { hideLabelOnSmall?: boolean }) {
  const { mode, systemMode, setMode } = useColorScheme()
  const resolved = mode === 'system' ? systemMode : mode
  return (
    <FormControlLabel
      sx={{ mr: 0 }}
      control={
        <Switch
          checked={resolved === 'dark'}
          onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
          color="default"
        />
      }
      label={<span className={hideLabelOnSmall ? 'label-hide-xs' : undefined}>Dark theme</span>}
    />
  )
}
