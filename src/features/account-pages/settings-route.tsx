import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useLoaderData } from 'react-router-dom'
import { useColorMode } from '../../lib/color-mode.ts'
import { getSession, type SessionUser } from '../../lib/session.ts'
import { LinkList, PageTitle } from './account-ui.tsx'

// /settings (signed in): the account's settings that live in this app: colour theme (kept in this browser) and
// links to the profile, orders, payments and messages.

export async function loader(): Promise<{ user: SessionUser | null }> {
  return { user: (await getSession()).user }
}

export function Component() {
  const { user } = useLoaderData<typeof loader>()
  const { mode, setMode } = useColorMode()
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, maxWidth: 560 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Account
        </Typography>
        <Typography>Signed in as {user?.email ?? 'an account without e-mail'}</Typography>
        <LinkList
          links={[
            {
              to: '/customer-profile',
              label: 'Edit my profile',
              note: 'name, phone, addresses, consultation answers',
            },
            { to: '/order-management', label: 'My orders' },
            { to: '/payments', label: 'My payments' },
            { to: '/messages', label: 'My messages' },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <FormControl>
          <FormLabel id="theme-setting-label">
            <Typography variant="h6" component="h2" color="text.primary">
              Theme
            </Typography>
          </FormLabel>
          <RadioGroup
            aria-labelledby="theme-setting-label"
            value={mode ?? 'system'}
            onChange={(event) => setMode(event.target.value as 'light' | 'dark' | 'system')}
          >
            <FormControlLabel value="system" control={<Radio />} label="Same as this device" />
            <FormControlLabel value="light" control={<Radio />} label="Light" />
            <FormControlLabel value="dark" control={<Radio />} label="Dark" />
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" color="text.secondary">
          The theme is remembered in this browser.
        </Typography>
      </Paper>
    </>
  )
}
